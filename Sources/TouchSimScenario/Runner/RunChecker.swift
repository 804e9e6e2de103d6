import TouchSim

/// Feeds every record of a run to `InvariantChecker` as it is produced.
final class RunChecker {
  private var checker = InvariantChecker()
  private var outsideWindow: [InvariantViolation] = []
  /// The window checked (it outlives the checker: the run holds both).
  private unowned(unsafe) let window: Window?
  /// The (view, finger) pairs hit-tested and not yet ended or cancelled.
  private var boundTouches: Set<BoundTouch> = []

  private struct BoundTouch: Hashable {
    let view: String
    let finger: Int
  }

  init(window: Window) {
    self.window = window
    for case let scroll as ScrollView in window.allViews {
      checker.noteCanCancelContentTouches(scroll.canCancelContentTouches, for: scroll.name)
    }
    let previous = window.recorder.sink
    window.recorder.sink = { [unowned self, unowned window] record in
      previous?(record)
      self.checkInWindow(record, window)
      self.checker.check(record)
    }
  }

  /// Issue 27, G20: what may reach a view or recognizer outside the window. A view that left
  /// mid-touch keeps the calls of the touches bound to it before it left (UIKit cancels those
  /// touches only in one Apple extension, decompiled `-[UIView _willMoveToWindow:]`), so a
  /// touch call reaches a view outside the window only for such a touch, and never begins
  /// there; a recognizer whose view is outside the window only ends its sequence (cancelled
  /// or failed, G20), it never begins, changes or recognizes. The log names receivers only,
  /// so the runner, which holds the window, checks it; it keeps the (view, finger) pairs
  /// hit-tested while open, so its memory follows the touches down, not the run's length.
  private func checkInWindow(_ record: Record, _ window: Window) {
    switch record.call {
    case .hitTest(let fingers, _, let result?):
      for finger in fingers { boundTouches.insert(BoundTouch(view: result, finger: finger)) }
    case .touches(let method, let fingers, _, nil):
      guard let view = window.view(named: record.receiver) else { return }
      let outside = view.window !== window
      for finger in fingers {
        let key = BoundTouch(view: record.receiver, finger: finger)
        if outside && !boundTouches.contains(key) {
          report(record, .touchOutsideWindow, "\(method.rawValue) for #\(finger) reached a view outside the window")
        }
        if method == .touchesEnded || method == .touchesCancelled { boundTouches.remove(key) }
      }
    case .gestureState(_, let to) where to != .cancelled && to != .failed:
      guard let recognizer = window.gestureRecognizer(named: record.receiver), let view = recognizer.view,
        view.window !== window, view.home === window
      else { return }
      report(record, .touchOutsideWindow, "a recognizer whose view left the window went to \(to.rawValue) (G20)")
    default:
      break
    }
  }

  /// A registered app subclass of a recognizer that began and never ended: UIKit leaves
  /// ending to the subclass, so it is the app's doing, not a broken model invariant.
  private func isAppRecognizerLeftOpen(_ violation: InvariantViolation) -> Bool {
    guard violation.rule == .unendedGesture, let window,
      let recognizer = window.gestureRecognizer(named: violation.receiver)
    else { return false }
    return !String(reflecting: type(of: recognizer)).hasPrefix("TouchSim.")
  }

  private func report(_ record: Record, _ rule: InvariantRule, _ message: String) {
    outsideWindow.append(
      InvariantViolation(
        index: checker.recordCount, time: record.time, receiver: record.receiver, rule: rule, message: message))
  }

  /// The first violations as one message, or nil when the run kept every invariant.
  func finish() -> String? {
    checker.finish()
    let violations = (outsideWindow + checker.violations.filter { !isAppRecognizerLeftOpen($0) }).sorted {
      $0.index < $1.index
    }
    guard !violations.isEmpty else { return nil }
    let shown = violations.prefix(3).map(\.description).joined(separator: "; ")
    let more = violations.count > 3 ? " (and \(violations.count - 3) more)" : ""
    return "model invariant broken: " + shown + more
  }
}
