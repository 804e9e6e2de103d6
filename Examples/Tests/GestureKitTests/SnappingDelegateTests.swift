import GestureKit
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

/// S10: a delegate that moves `targetContentOffset` decides where a fling settles.
@Suite struct SnappingDelegateTests {
  @Test func aFlingSettlesOnTheGrid() throws {
    let screen = Screen()
    let scroll = UIScrollView(name: "feed", frame: screen.window.bounds)
    scroll.contentSize = Size(width: 390, height: 5000)
    screen.root.addSubview(scroll)
    let delegate = SnappingDelegate()
    scroll.delegate = delegate
    let run = Run(replaying: screen.replay([Screen.drag([(0, 195, 700), (120, 195, 420)])]))
    #expect(delegate.snaps.count == 1)
    let snapped = try #require(delegate.snaps.first).to
    #expect(snapped.truncatingRemainder(dividingBy: 100) == 0)
    #expect(scroll.contentOffset.y == snapped)
    try run.expect(sequence: [
      try Pattern(["to": "feed", "call": "scrollViewDidEndDragging", "willDecelerate": true]),
      try Pattern(["to": "feed", "call": "scrollViewDidEndDecelerating", "offset": [0, snapped]]),
    ])
  }
}
