import Testing
import TouchSim

/// A finished run leaves nothing alive: no touch keeps its window, no pair of recognizers
/// requiring each other to fail keeps itself (the leaks LeakSanitizer found in the fuzz run).
@Suite struct WindowLifetimeTests {
  @Test func aTouchOnTheWindowItselfDoesNotKeepTheWindowAlive() {
    weak var released: Window?
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      window.setRootView(root)
      window.register(root)
      let simulation = Simulation(window: window)
      simulation.add(
        Stroke(
          finger: 1,
          path: [
            .init(time: .zero, location: Point(x: 300, y: 600)),
            .init(time: .milliseconds(80), location: Point(x: 300, y: 600)),
          ]))
      _ = simulation.run()
      #expect(
        window.recorder.records.contains {
          $0.call == .hitTest(touches: [1], at: Point(x: 300, y: 600), result: "window")
        })
      released = window
    }
    #expect(released == nil)
  }

  @Test func aNavigationControllersViewRemovedFromTheWindowIsFreedWithItsController() {  // G20
    weak var releasedView: View?
    weak var releasedController: ViewController?
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.setRootView(root)
    do {
      let view = NavigationController.makeView(named: "nav", controllerName: "nav.controller")
      root.addSubview(view)
      releasedView = view
      releasedController = view.viewController
      view.removeFromSuperview()
    }
    #expect(releasedView == nil && releasedController == nil)
  }

  @Test func recognizersThatRequireEachOtherToFailAreFreedWithTheirView() {
    weak var first: GestureRecognizer?
    weak var second: GestureRecognizer?
    do {
      let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let a = TapGestureRecognizer(name: "a")
      let b = TapGestureRecognizer(name: "b")
      view.addGestureRecognizer(a)
      view.addGestureRecognizer(b)
      a.requiredToFail = [b]
      b.requiredToFail = [a]
      first = a
      second = b
    }
    #expect(first == nil)
    #expect(second == nil)
  }
}
