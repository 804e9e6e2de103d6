import Testing
import TouchSimTestSupport

@testable import TouchSim

/// The app interface of the model (issue 14): closures in touch methods
/// (`Responder.onTouches`), typed `set` through `Window.set`, and timed work
/// (`Simulation.schedule(at:)`), as a library user writes them without any scenario file.
@Suite struct TouchHandlerTests {
  @Test func handlersRunAfterTheCallsRecordInOrderAndBeforeTheClassHandling() {
    let builder = TreeBuilder()
    let button = builder.add(Button(name: "B"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    button.onTouches(.touchesBegan) { context in
      context.set(\.isSelected, of: button, to: true, named: "isSelected")
      context.set(\.tag, of: button, to: 4, named: "tag")
    }
    button.onTouches(.touchesEnded) { $0.note("tapped \($0.firstTouch?.finger ?? 0)") }
    _ = builder.run([tap(at: Point(x: 50, y: 50))])
    #expect(
      builder.calls == [
        "window hitTest", "B touchesBegan", "B set", "B set", "B beginTracking", "B controlEvent", "B touchesEnded",
        "B note", "B endTracking", "B controlEvent",
      ])
    #expect(button.isSelected && button.tag == 4)
    #expect(builder.window.recorder.records[7].call == .note(text: "tapped 1"))
  }

  @Test func forwardCallsTheNextResponderNestedInTheRunningCall() {  // seed 001, RC1, RC3
    let builder = TreeBuilder()
    let outer = builder.add(View(name: "outer"), frame: Rect(x: 0, y: 0, width: 300, height: 300))
    outer.touchHandling = .handle
    let inner = builder.add(View(name: "inner"), to: outer, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    inner.touchHandling = .handle
    inner.onTouches(.touchesBegan) { $0.forward() }
    inner.onTouches(.touchesEnded) { $0.forward(.touchesCancelled) }
    _ = builder.run([tap(at: Point(x: 20, y: 20))])
    #expect(
      builder.calls == [
        "window hitTest", "inner touchesBegan", "outer touchesBegan", "inner touchesEnded", "outer touchesCancelled",
      ])
  }

  @Test func forwardsNestedDeeperThanTheLimitStopTheRunWithAnError() {
    let builder = TreeBuilder()
    var parent = builder.root
    for level in 0..<70 {
      let view = builder.add(View(name: "v\(level)"), to: parent, frame: Rect(x: 0, y: 0, width: 100, height: 100))
      view.touchHandling = .handle
      view.onTouches(.touchesBegan) { $0.forward() }
      parent = view
    }
    let simulation = Simulation(window: builder.window)
    simulation.add(tap(at: Point(x: 50, y: 50)))
    #expect(simulation.run() == .stopped("forward reactions nested deeper than 64 at v5"))
  }

  @Test func scheduledWorkRunsAsItsOwnTurnAfterTouchesAtTheSameInstant() {  // MD17, 0.4
    let builder = TreeBuilder()
    let view = builder.add(View(name: "V"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let simulation = Simulation(window: builder.window)
    simulation.add(tap(at: Point(x: 50, y: 50), duration: 80))
    simulation.schedule(at: .milliseconds(80)) { window in
      window.set(\.isHidden, of: view, to: true, named: "isHidden", because: .app(AppText("the test hides V")))
    }
    simulation.schedule(at: .zero) { window in window.set(\.alpha, of: view, to: 0.5, named: "alpha") }
    _ = simulation.run()
    let lines = builder.window.recorder.records.map { "\($0.time.milliseconds) \($0.receiver) \($0.call.name)" }
    #expect(lines.contains("0.0 V set") && lines.contains("80.0 V set"))
    #expect(lines.firstIndex(of: "0.0 V set")! > lines.firstIndex(of: "0.0 V touchesBegan")!)
    #expect(lines.firstIndex(of: "80.0 V set")! > lines.firstIndex(of: "80.0 V touchesEnded")!)
    #expect(view.isHidden && view.alpha == 0.5)
  }
}
