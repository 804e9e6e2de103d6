import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct StrokeTests {
  @Test func hzAddsMovesStrictlyBeforeEachSegmentEnd() {  // MD14
    let samples = stroke([(0, 0, 0), (50, 0, 30)], hz: 60).samples()
    #expect(samples.map(\.time.microseconds) == [0, 16_667, 33_333, 50_000])
    #expect(samples.map(\.change.phase) == [.began, .moved, .moved, .ended])
    #expect((samples[1].change.location.y - 30.0 * 16_667 / 50_000).magnitude < 1e-9)
  }

  @Test func stationarySamplesDeliverNothingAndLiftKeepsItsPosition() {  // MD19
    let samples = stroke([(0, 0, 0), (100, 0, 0), (200, 0, 0), (300, 5, 5)]).samples()
    #expect(samples.map(\.change.phase) == [.began, .ended])
    #expect(samples.last?.change.location == Point(x: 5, y: 5))
  }

  @Test func movesInPlaceMakesRestingPointsMoves() {  // M3, JDK-8242577
    var resting = stroke([(0, 0, 0), (100, 0, 0), (200, 0, 0), (300, 5, 5)])
    resting.movesInPlace = true
    let samples = resting.samples()
    #expect(samples.map(\.change.phase) == [.began, .moved, .moved, .ended])
    #expect(samples[1].change.location == Point(x: 0, y: 0))
  }

  @Test func aMoveInPlaceReachesTheViewAsTouchesMoved() {  // M3
    let builder = TreeBuilder()
    let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    leaf.touchHandling = .handle
    var resting = stroke([(0, 10, 10), (50, 10, 10), (100, 10, 10)])
    resting.movesInPlace = true
    _ = builder.run([resting])
    #expect(builder.calls == ["window hitTest", "leaf touchesBegan", "leaf touchesMoved", "leaf touchesEnded"])
  }

  @Test func simultaneousSamplesFormOneEvent() {
    let builder = TreeBuilder()
    let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    leaf.touchHandling = .handle
    leaf.isMultipleTouchEnabled = true
    _ = builder.run([tap(1, at: Point(x: 10, y: 10)), tap(2, at: Point(x: 50, y: 50))])
    #expect(builder.calls == ["window hitTest", "window hitTest", "leaf touchesBegan", "leaf touchesEnded"])
    #expect(
      builder.window.recorder.records[2].call
        == .touches(.touchesBegan, touches: [1, 2], at: Point(x: 10, y: 10), via: nil))
  }

  @Test func secondFingerOnASingleTouchViewIsNotDelivered() {  // M1
    let builder = TreeBuilder()
    let leaf = builder.add(View(name: "leaf"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    leaf.touchHandling = .handle
    _ = builder.run([tap(1, at: Point(x: 10, y: 10), duration: 200), tap(2, at: Point(x: 50, y: 50), from: 50)])
    #expect(builder.calls == ["window hitTest", "leaf touchesBegan", "window hitTest", "leaf touchesEnded"])
  }
}
