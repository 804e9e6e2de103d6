import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Issue 12: the log names touches by finger number, so a finger number that touches down
/// again while its earlier touch is still open (its touchesEnded withheld, G6) stops the run
/// instead of logging `touchesBegan #1` twice and `touchesCancelled #1 #1`.
@Suite struct FingerReuseTests {
  /// A double tap (delaysTouchesEnded, the default) on `leaf`, which handles its touches.
  static func doubleTapTree() -> TreeBuilder {
    let doubleTap = TapGestureRecognizer(name: "doubleTap")
    doubleTap.numberOfTapsRequired = 2
    return recognizerTree([doubleTap])
  }

  static func run(_ builder: TreeBuilder, _ strokes: [Stroke]) -> Simulation.Outcome {
    let simulation = Simulation(window: builder.window)
    for stroke in strokes { simulation.add(stroke) }
    return simulation.run()
  }

  @Test func aFingerReusedWhileItsEndIsWithheldStopsTheRun() {
    let builder = Self.doubleTapTree()
    let outcome = Self.run(builder, [tap(1, at: Point(x: 50, y: 50)), tap(1, at: Point(x: 50, y: 50), from: 200)])
    let reuse = builder.window.fingerReuse
    #expect(
      reuse
        == FingerReuse(
          finger: 1, time: .milliseconds(200), earlierTouchDown: .zero, view: "leaf", withheldBy: "doubleTap"))
    #expect(outcome == .stopped(reuse?.message ?? ""))
    #expect(
      reuse?.message.hasPrefix("finger 1 touches down again at 200 ms while its touch from 0 ms is still open (leaf")
        == true)
    // Nothing after the second touch-down: no record lists finger 1 twice.
    #expect(!builder.window.recorder.records.contains { $0.time > .milliseconds(200) })
  }

  @Test func anotherFingerNumberGivesTwoDistinctTouches() {
    let builder = Self.doubleTapTree()
    let outcome = Self.run(builder, [tap(1, at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    #expect(outcome == .completed(events: builder.window.scheduler.eventsRun))
    #expect(builder.window.fingerReuse == nil)
    #expect(builder.calls.contains("leaf touchesCancelled"))
    // Each withheld touch is cancelled by a call of its own (G6, MD21), #1 then #2.
    let cancels = builder.window.recorder.records.filter {
      if case .touches(.touchesCancelled, _, _, _) = $0.call { return true } else { return false }
    }
    #expect(
      cancels.map(\.call) == [
        .touches(.touchesCancelled, touches: [1], at: Point(x: 50, y: 50), via: nil),
        .touches(.touchesCancelled, touches: [2], at: Point(x: 50, y: 50), via: nil),
      ])
  }

  @Test func aFingerMayTouchAgainOnceItsTouchIsClosed() {
    // No recognizer: the first tap's touchesEnded arrives at its lift, before finger 1 lands again.
    let builder = recognizerTree([])
    let outcome = Self.run(builder, [tap(1, at: Point(x: 50, y: 50)), tap(1, at: Point(x: 50, y: 50), from: 100)])
    #expect(builder.window.fingerReuse == nil)
    guard case .completed = outcome else {
      Issue.record("stopped: \(outcome)")
      return
    }
    #expect(builder.calls.filter { $0 == "leaf touchesBegan" }.count == 2)
  }
}
