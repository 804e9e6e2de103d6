// The example of Docs/Library.md, compiled and run as it is printed there (LibraryGuideExampleTests).
// library-example-begin
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTesting

/// The app's feed: a drag may cancel its buttons (UIKit's default keeps a control's touch).
final class FeedScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool {
    view is UIControl ? true : super.touchesShouldCancel(in: view)
  }
}

@Test func aDragThatStartsOnTheBuyButtonScrollsTheFeed() throws {
  let window = UIWindow(size: Size(width: 390, height: 844))
  let feed = FeedScrollView(name: "feed", frame: window.bounds)
  feed.contentSize = Size(width: 390, height: 3000)
  window.setRootView(feed)
  feed.addSubview(UIButton(name: "buy", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
  window.register(feed)

  let simulation = Simulation(window: window)
  let press = Point(x: 195, y: 330)
  simulation.add(
    Stroke(
      finger: 1,
      path: [
        .init(time: .zero, location: press), .init(time: .milliseconds(200), location: press),
        .init(time: .milliseconds(400), location: Point(x: 195, y: 130)),
      ], hz: 60))
  let run = Run(replaying: simulation)

  try run.expect(
    sequence: [
      try Pattern(["to": "buy", "call": "controlEvent", "event": "touchDown"]),
      try Pattern(["to": "feed", "call": "touchesShouldCancel", "view": "buy", "result": true]),
      try Pattern(["to": "buy", "call": "controlEvent", "event": "touchCancel"]),
      try Pattern(["to": "feed", "call": "scrollViewWillBeginDragging"]),
    ],
    never: [try Pattern(["to": "buy", "call": "controlEvent", "event": "touchUpInside"])])
}
// library-example-end
