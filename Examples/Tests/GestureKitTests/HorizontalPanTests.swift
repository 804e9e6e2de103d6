import GestureKit
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

/// A horizontal-only pan, as a delegate object and as a subclass (G8, G13, G14).
@Suite struct HorizontalPanTests {
  private func run(_ pan: UIPanGestureRecognizer, _ stroke: Stroke) -> Run {
    let screen = Screen()
    let card = UIView(name: "card", frame: Rect(x: 0, y: 200, width: 390, height: 300))
    screen.root.addSubview(card)
    card.addGestureRecognizer(pan)
    return Run(replaying: screen.replay([stroke]))
  }

  private let sideways = Screen.drag([(0, 100, 300), (200, 300, 310)])
  private let downwards = Screen.drag([(0, 100, 300), (200, 110, 450)])

  @Test func theDelegateRefusesAVerticalDragAndTheLogSaysSo() throws {
    let delegate = HorizontalOnly()
    let pan = UIPanGestureRecognizer(name: "swipe")
    pan.delegate = delegate
    let vertical = run(pan, downwards)
    try vertical.expect(
      sequence: [try Pattern(["to": "swipe", "call": "gestureShouldBegin", "result": false])],
      never: [try Pattern(["to": "swipe", "call": "gestureState", "state": "began"])])
    let pan2 = UIPanGestureRecognizer(name: "swipe")
    pan2.delegate = delegate
    let horizontal = run(pan2, sideways)
    try horizontal.expect(sequence: [
      try Pattern(["to": "swipe", "call": "gestureShouldBegin", "result": true]),
      try Pattern(["to": "swipe", "call": "gestureState", "state": "began"]),
    ])
    withExtendedLifetime(delegate) {}
  }

  @Test func theSubclassFailsOnAVerticalDragWithoutAsking() throws {
    let vertical = run(HorizontalPanGestureRecognizer(name: "swipe"), downwards)
    try vertical.expect(
      sequence: [try Pattern(["to": "swipe", "call": "gestureState", "state": "failed"])],
      never: [try Pattern(["call": "gestureShouldBegin"])])
    let horizontal = run(HorizontalPanGestureRecognizer(name: "swipe"), sideways)
    try horizontal.expect(sequence: [try Pattern(["to": "swipe", "call": "gestureState", "state": "began"])])
    try assertGolden(horizontal, at: goldenPath("Goldens/horizontal-pan-sideways.golden"))
  }
}
