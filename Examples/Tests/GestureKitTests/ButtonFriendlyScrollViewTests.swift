import GestureKit
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

/// A drag that starts on a button: UIScrollView keeps the button's touch (K4), the subclass
/// lets the drag cancel it (K3) and scroll.
@Suite struct ButtonFriendlyScrollViewTests {
  /// A scroll view of 3000 pt content with a buy button; a finger holds the button past the
  /// 150 ms delay, then drags up.
  private func run(_ scroll: UIScrollView) -> Run {
    let screen = Screen()
    scroll.frame = screen.window.bounds
    scroll.contentSize = Size(width: 390, height: 3000)
    screen.root.addSubview(scroll)
    scroll.addSubview(UIButton(name: "buy", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
    return Run(replaying: screen.replay([Screen.drag([(0, 195, 330), (200, 195, 330), (400, 195, 130)])]))
  }

  @Test func theDragCancelsTheButtonAndScrolls() throws {
    let run = run(ButtonFriendlyScrollView(name: "list"))
    try run.expect(
      sequence: [
        try Pattern(["to": "buy", "call": "controlEvent", "event": "touchDown"]),
        try Pattern(["to": "list", "call": "touchesShouldCancel", "view": "buy", "result": true]),
        try Pattern(["to": "buy", "call": "touchesCancelled"]),
        try Pattern(["to": "list", "call": "scrollViewWillBeginDragging"]),
      ],
      never: [try Pattern(["to": "buy", "call": "controlEvent", "event": "touchUpInside"])])
    try assertGolden(run, at: goldenPath("Goldens/button-friendly-drag.golden"))
  }

  @Test func aPlainScrollViewKeepsTheButtonsTouch() throws {
    let run = run(UIScrollView(name: "list"))
    try run.expect(
      sequence: [try Pattern(["to": "list", "call": "touchesShouldCancel", "view": "buy", "result": false])],
      never: [
        try Pattern(["call": "scrollViewWillBeginDragging"]), try Pattern(["to": "buy", "call": "touchesCancelled"]),
      ]
    )
  }
}
