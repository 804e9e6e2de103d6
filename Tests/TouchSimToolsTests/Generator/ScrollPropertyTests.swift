import Testing
import TouchSimScenario

@testable import TouchSim
@testable import TouchSimTools

/// Seeded random scenarios with scroll views, tables, controls and recognizers (issues:
/// recognizers, UIScrollView). Each run must keep every invariant of `InvariantChecker`
/// (no touchesCancelled or touchesEnded without touchesBegan, nothing after the end), have
/// no recognizer ask for an illegal transition (G1), never ask
/// `touchesShouldCancel` while `canCancelContentTouches` is false (K3), and never deliver a
/// touch to content after its scroll view began dragging in that touch (X1, D5, K7): the
/// `touchesCancelled` that the drag itself sends is the last call content gets (unless app
/// logic turned the pan's `cancelsTouchesInView` off, G3).
@Suite struct ScrollPropertyTests {
  static let count = 10_000

  @Test func randomScenariosKeepTheScrollViewInvariants() {
    var failures: [String] = []
    for seed in UInt64(1)...UInt64(Self.count) {
      if let failure = Self.check(seed: seed) { failures.append(failure) }
      if failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
  }

  /// Runs one generated scenario and returns a description of the first problem, if any.
  static func check(seed: UInt64) -> String? {
    var generator = ScenarioGenerator(seed: seed)
    let text = generator.scenarioJSON(seed: seed)
    let scenario: LoadedScenario
    do {
      scenario = try LoadedScenario.load(Array(text.utf8))
    } catch {
      return "seed \(seed): invalid generated scenario: \(error.rendered(path: "generated"))\n\(text)"
    }
    let window = scenario.window
    var checker = InvariantChecker()
    var scrollViews: [ScrollView] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
      if let scroll = view as? ScrollView { scrollViews.append(scroll) }
      stack.append(contentsOf: view.subviews)
    }
    for scroll in scrollViews { checker.noteCanCancelContentTouches(scroll.canCancelContentTouches, for: scroll.name) }
    var draggedTouches: [(scroll: ScrollView, touch: Touch)] = []
    var lateDeliveries: [String] = []
    window.recorder.sink = { record in
      checker.check(record)
      switch record.call {
      case .gestureState(.possible, .began):
        guard let scroll = scrollViews.first(where: { $0.panGestureRecognizer.name == record.receiver }) else { break }
        // X1 is the pan cancelling touches in its view (G3, G4): app logic may turn that off.
        guard scroll.panGestureRecognizer.cancelsTouchesInView else { break }
        for touch in scroll.panGestureRecognizer.trackedTouches { draggedTouches.append((scroll, touch)) }
      case .touches(let method, let fingers, _, nil) where method != .touchesCancelled:
        guard let view = window.view(named: record.receiver) else { break }
        for finger in fingers {
          guard let touch = window.activeTouches.last(where: { $0.finger == finger && $0.view === view }) else {
            continue
          }
          if draggedTouches.contains(where: { $0.touch === touch && view.isDescendant(of: $0.scroll) }) {
            lateDeliveries.append(
              "record \(checker.recordCount - 1): \(record.receiver) got \(method.rawValue) #\(finger) after its scroll view began dragging"
            )
          }
        }
      default:
        break
      }
    }
    let outcome = scenario.simulation.run()
    // A generated reaction that keeps triggering its own callback ends the run with its clear
    // error (RunLimits.maxReactionDepth), as the fuzzer expects; touches are left open then.
    if case .stopped = outcome, window.reactionLoop != nil { return nil }
    checker.finish()
    var problems = checker.violations.map(\.description) + lateDeliveries + window.refusedTransitions
    if case .stopped(let message) = outcome { problems.append("run stopped: \(message)") }
    guard !problems.isEmpty else { return nil }
    return "seed \(seed):\n  " + problems.prefix(5).joined(separator: "\n  ") + "\n" + text
  }
}
