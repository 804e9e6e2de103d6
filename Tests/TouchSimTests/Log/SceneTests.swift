import Testing

@testable import TouchSim

/// `Window.scene` and `SceneRecorder`: the facts `touchsim replay` draws, taken by the model.
@Suite struct SceneTests {
  /// T3's tree: R (controller VC) holds the scroll view S; in S, V and the button B.
  static func makeT3() -> (Window, Simulation) {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "R", frame: window.bounds)
    root.setViewController(ViewController(name: "VC"))
    window.setRootView(root)
    let scroll = ScrollView(name: "S", frame: window.bounds)
    scroll.contentSize = Size(width: 390, height: 3000)
    root.addSubview(scroll)
    let plain = View(name: "V", frame: Rect(x: 0, y: 100, width: 390, height: 80))
    plain.touchHandling = .handle
    scroll.addSubview(plain)
    let hidden = View(name: "H", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    hidden.isHidden = true
    hidden.addSubview(View(name: "HC", frame: Rect(x: 1, y: 1, width: 5, height: 5)))
    root.addSubview(hidden)
    let faint = Button(name: "B", frame: Rect(x: 100, y: 300, width: 190, height: 60))
    faint.alpha = 0.5
    scroll.addSubview(faint)
    window.register(root)
    let simulation = Simulation(window: window)
    var path: [Stroke.Sample] = [.init(time: .zero, location: Point(x: 195, y: 140))]
    for step in 1...10 {
      path.append(
        .init(time: .milliseconds(300 + Double(step) * 16.667), location: Point(x: 195, y: 140 - 4 * Double(step))))
    }
    path.append(.init(time: .milliseconds(566.667), location: Point(x: 195, y: 100)))
    simulation.add(Stroke(finger: 1, path: path))
    return (window, simulation)
  }

  @Test func aSceneHasWindowFramesEffectiveVisibilityAndKinds() {
    let (window, _) = Self.makeT3()
    let scene = window.scene(recordCount: 0)
    #expect(scene.views.map(\.name) == ["window", "R", "S", "V", "B", "H", "HC"])
    let byName = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0) })
    #expect(byName["window"]?.kind == .window && byName["window"]?.parent == nil)
    #expect(byName["S"]?.kind == .scrollView && byName["B"]?.kind == .control && byName["V"]?.kind == .view)
    #expect(byName["V"]?.frame == Rect(x: 0, y: 100, width: 390, height: 80))
    #expect(byName["V"]?.clip == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(byName["R"]?.controller == "VC")
    #expect(byName["HC"]?.isHidden == true, "hidden through its superview")
    #expect(byName["B"]?.alpha == 0.5)
    #expect(byName["S"]?.recognizers == ["S.delay", "S.pan"])
    #expect(scene.recognizers.map(\.name) == ["S.delay", "S.pan"])
    #expect(scene.scrollViews.map(\.name) == ["S"] && scene.touches.isEmpty)
  }

  @Test func theRecorderKeepsTheStateAtEachRecordAndEvent() throws {
    let (window, simulation) = Self.makeT3()
    let recorder = SceneRecorder(simulation: simulation)
    _ = simulation.run()
    let scenes = recorder.scenes
    #expect(scenes.first?.time == .zero && scenes.first?.recordCount == 0)
    // Ordered by time and record count; no two neighbours alike.
    for (earlier, later) in zip(scenes, scenes.dropFirst()) {
      #expect(earlier.time <= later.time && earlier.recordCount <= later.recordCount)
      #expect(
        earlier.views != later.views || earlier.touches != later.touches
          || earlier.recognizers != later.recognizers || earlier.scrollViews != later.scrollViews)
    }
    // At 100 ms the finger rests on V (hit-test result) with its touchesBegan withheld (D1).
    let early = try #require(scenes.last { $0.time <= .milliseconds(100) })
    let touch = try #require(early.touches.first)
    #expect(touch.finger == 1 && touch.view == "V" && touch.location == Point(x: 195, y: 140))
    #expect(touch.responderChain == ["V", "S", "R", "VC", "window", "application"])
    #expect(touch.beganWithheld)
    #expect(early.scrollViews.first?.withheldFingers == [1] && early.scrollViews.first?.delayState == .possible)
    // After the drag S has scrolled 30 pt (40 pt less the 10 pt hysteresis, P3): V moved up.
    let late = try #require(scenes.last { $0.time <= .milliseconds(500) })
    #expect(late.scrollViews.first?.contentOffset == Point(x: 0, y: 30))
    #expect(late.views.first { $0.name == "V" }?.frame.origin == Point(x: 0, y: 70))
    #expect(late.recognizers.first { $0.name == "S.pan" }?.state == .changed)
    #expect(late.touches.first?.location == Point(x: 195, y: 100))
    // After the lift the finger is gone from the screen (T3 withholds nothing at the end).
    #expect(scenes.last?.touches.isEmpty == true)
    #expect(recorder.dropped == 0)
    #expect(window.recorder.records.count > 0)
  }

  @Test func theRecorderStopsAtItsLimitAndCountsTheRest() {
    let (_, simulation) = Self.makeT3()
    let recorder = SceneRecorder(simulation: simulation, limit: 3)
    _ = simulation.run()
    #expect(recorder.scenes.count == 3 && recorder.dropped > 0)
  }
}
