import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct ScreenEdgePanGestureRecognizerTests {
  /// A full-window panel that handles its touches, with an edge pan on `edges`.
  private func panel(_ edges: RectEdge) -> (TreeBuilder, ScreenEdgePanGestureRecognizer) {
    let builder = TreeBuilder()
    let panel = builder.add(View(name: "panel"), frame: builder.window.bounds)
    panel.touchHandling = .handle
    let pan = UIScreenEdgePanGestureRecognizer(name: "edge", edges: edges)
    panel.addGestureRecognizer(pan)
    builder.window.register(pan)
    return (builder, pan)
  }

  /// The recognizer's state changes, "from -> to".
  private func states(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .gestureState(let from, let to) = $0.call, $0.receiver == "edge" else { return nil }
      return "\(from.rawValue) -> \(to.rawValue)"
    }
  }

  @Test func aNewEdgePanTracksOneFingerDelaysTouchesBeganAndHasNoEdges() {  // NV2
    let pan = ScreenEdgePanGestureRecognizer(name: "edge")
    #expect(pan.maximumNumberOfTouches == 1 && pan.delaysTouchesBegan && pan.edges == [])
    #expect(pan.className == "UIScreenEdgePanGestureRecognizer" && pan.edgeRegionSize == 13)
  }

  @Test func theEdgeRegionIs13PointsOfTheWindowEdgeIncluded() {  // NV3
    let (builder, pan) = panel(.left)
    #expect(pan.edges(near: Point(x: 13, y: 300)) == .left)
    #expect(pan.edges(near: Point(x: 13.01, y: 300)) == [])
    let (allBuilder, all) = panel(.all)
    withExtendedLifetime((builder, allBuilder)) {}
    #expect(all.edges(near: Point(x: 380, y: 840)) == [.bottom, .right])
    #expect(all.edges(near: Point(x: 200, y: 5)) == .top)
  }

  @Test func theRegionIsMeasuredInTheWindowNotInTheView() {  // NV3
    let builder = TreeBuilder()
    let inset = builder.add(View(name: "inset"), frame: Rect(x: 100, y: 0, width: 290, height: 844))
    let pan = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
    inset.addGestureRecognizer(pan)
    #expect(pan.edges(near: Point(x: 105, y: 300)) == [])
    #expect(pan.edges(near: Point(x: 5, y: 300)) == .left)
  }

  @Test func aTouchDownOutsideTheRegionFailsAtOnceAndTheViewGetsItsTouches() {  // NV3, G5
    let (builder, _) = panel(.left)
    _ = builder.run([stroke([(0, 14, 300), (100, 200, 300), (120, 200, 300)])])
    #expect(states(builder) == ["possible -> failed"])
    #expect(builder.window.recorder.records.first { $0.call.name == "touchesBegan" }?.time == .zero)
  }

  @Test func itBeginsFifteenPointsInwardWithTheHysteresisRemoved() {  // NV3
    let (builder, pan) = panel(.left)
    var translations: [Double] = []
    pan.addTarget { translations.append(($0 as? PanGestureRecognizer)?.translation.x ?? -1) }
    _ = builder.run([stroke([(0, 5, 300), (10, 19.9, 300), (20, 20, 300), (30, 40, 300), (40, 40, 300)])])
    #expect(states(builder) == ["possible -> began", "began -> changed", "changed -> ended"])
    #expect(builder.window.recorder.records.first { $0.call.name == "gestureState" }?.time == .milliseconds(20))
    #expect(translations == [0, 20, 20])
    #expect(!builder.calls.contains("panel touchesBegan"))  // NV2: withheld, then cancelled unseen (G4)
  }

  @Test func theRightEdgeBeginsOnlyForLeftwardMotion() {  // NV3
    let (builder, _) = panel(.right)
    _ = builder.run([stroke([(0, 385, 300), (20, 370, 300), (40, 370, 300)])])
    #expect(states(builder) == ["possible -> began", "began -> ended"])
    let (outward, _) = panel(.right)
    _ = outward.run([stroke([(0, 380, 300), (20, 389, 300), (40, 389, 300)])])
    #expect(states(outward) == ["possible -> failed"])  // G15: lifted before it began
  }

  @Test func fifteenPointsAlongTheEdgeFailItAndReleaseTheWithheldTouchesBegan() {  // NV3 (model), G5
    let (builder, _) = panel(.left)
    _ = builder.run([stroke([(0, 5, 300), (20, 5, 314.9), (40, 5, 315), (60, 5, 315)])])
    #expect(states(builder) == ["possible -> failed"])
    let began = builder.window.recorder.records.first { $0.call.name == "touchesBegan" }
    #expect(began?.time == .milliseconds(40))
  }

  @Test func aSecondFingerFailsIt() {  // NV2, G13
    let (builder, _) = panel(.left)
    _ = builder.run([
      stroke([(0, 5, 300), (100, 5, 300)]), stroke([(10, 5, 500), (100, 5, 500)], finger: 2),
    ])
    #expect(states(builder) == ["possible -> failed"])
  }
}
