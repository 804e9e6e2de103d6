import Testing

@testable import TouchSim

/// The tree's back references (`superview`, `window`, a recognizer's `view`, a controller's
/// `view`) are not `weak` (issue 15): each owner clears them when it goes, so whatever
/// outlives its owner reads `nil`, never a freed object.
@Suite struct BackReferenceLifetimeTests {
  @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
    let child = View(name: "child")
    do {
      let parent = View(name: "parent")
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    #expect(child.next == nil)
  }

  @Test func aViewThatOutlivesItsWindowHasNoWindow() {
    let leaf = View(name: "leaf")
    let root = View(name: "root")
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let middle = View(name: "middle")
      window.setRootView(root)
      root.addSubview(middle)
      middle.addSubview(leaf)
      #expect(leaf.window === window)
    }
    #expect(root.window == nil)
    #expect(root.superview == nil)
    #expect(leaf.window == nil)
    #expect(leaf.superview?.window == nil)
  }

  @Test func aRecognizerThatOutlivesItsViewHasNoView() {
    let recognizer = PanGestureRecognizer(name: "pan")
    do {
      let view = View(name: "v")
      view.addGestureRecognizer(recognizer)
      #expect(recognizer.view === view)
    }
    #expect(recognizer.view == nil)
    #expect(recognizer.explains == false)
    #expect(recognizer.now == .zero)
  }

  @Test func aControllerThatOutlivesItsViewHasNoView() {
    let controller = ViewController(name: "controller")
    do {
      let view = View(name: "v")
      view.setViewController(controller)
      #expect(controller.view === view)
    }
    #expect(controller.viewIfLoaded == nil)  // `view` would load a new one, as UIKit does
    #expect(controller.next == nil)
  }

  @Test func aViewWithAFingerStillDownWhenTheRunStopsKeepsNoPointerToTheWindow() {
    let button = View(name: "button", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      window.setRootView(root)
      root.addSubview(button)
      window.limits.maxEvents = 2  // the run stops with the finger down
      let simulation = Simulation(window: window)
      simulation.add(
        Stroke(
          finger: 1,
          path: [
            .init(time: .zero, location: Point(x: 50, y: 50)),
            .init(time: .milliseconds(20), location: Point(x: 50, y: 60)),
            .init(time: .milliseconds(40), location: Point(x: 50, y: 70)),
            .init(time: .milliseconds(60), location: Point(x: 50, y: 70)),
          ]))
      _ = simulation.run()
      #expect(button.liveTouchCount == 1)
      #expect(button.liveTouchWindow == nil)
      root.removeFromSuperview()
    }
    // The window counting its live touch is gone: the flag it counts must not reach it.
    button.isExclusiveTouch = true
    #expect(button.isExclusiveTouch)
  }

  @Test func aTouchThatEndsLetsGoOfItsWindow() {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.setRootView(root)
    let simulation = Simulation(window: window)
    simulation.add(
      Stroke(
        finger: 1,
        path: [
          .init(time: .zero, location: Point(x: 50, y: 50)),
          .init(time: .milliseconds(20), location: Point(x: 50, y: 60)),
        ]))
    _ = simulation.run()
    #expect(root.liveTouchCount == 0)
    #expect(root.liveTouchWindow == nil)
  }
}
