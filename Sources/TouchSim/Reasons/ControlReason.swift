/// Reasons of controls' and table views' records (`--explain`).
public enum ControlReason: Sendable, Equatable {
  /// C3: touchesBegan on an enabled, user-interactive control begins tracking.
  case beginTracking
  /// C3: beginTracking returned true.
  case touchDown
  /// C3, M3: the touch's tapCount is 2 or more.
  case touchDownRepeat(tapCount: Int)
  /// C4: touchesMoved while tracking.
  case continueTracking
  /// C4, MD1: the touch crossed the edge of the enlarged bounds, now `inside` or not.
  case crossed(at: Point, inside: Bool)
  /// C4 or C5 (`rule`), MD1: the point is inside or outside the enlarged bounds.
  case position(rule: String, at: Point, inside: Bool)
  /// C5: touchesEnded while tracking.
  case endTracking
  /// C6: touchesCancelled while tracking.
  case cancelTracking
  /// C6: tracking was cancelled.
  case touchCancel
  /// C7: the control sends the actions for an event.
  case sendsActions(ControlEvent)
  /// TV1: touchesBegan reached the table at `y` in its content: the row highlights.
  case rowHighlighted(y: Double, row: Int)
  /// TV1: a lift or cancel reached the table: the row unhighlights.
  case rowUnhighlighted(method: TouchMethod, row: Int)
  /// TV1: touchesEnded on a highlighted row selects it.
  case rowSelected(row: Int)
}
