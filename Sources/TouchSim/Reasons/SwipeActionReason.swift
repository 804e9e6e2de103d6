/// Why a table's swipe actions began, showed, performed or closed (`--explain`, SA2-SA7).
public enum SwipeActionReason: Sendable, Equatable {
  /// SA3: no row under the finger at `point` (table coordinates): the swipe pan fails.
  case noRow(at: Point)
  /// SA3: `row` has no actions for `edge`: the swipe pan fails.
  case noActions(row: Int, edge: SwipeActionEdge)
  /// SA2: the finger moved more vertically than horizontally: the swipe pan fails.
  case movedVertically(vertical: Double, horizontal: Double)
  /// SA3: the swipe pan would begin on `row`: the app is asked for its configuration.
  case configurationAsked(row: Int, edge: SwipeActionEdge)
  /// SA7: the swipe began in the previous turn: the actions show.
  case revealed(row: Int, edge: SwipeActionEdge)
  /// SA5: a full swipe past `width` performs the first action.
  case fullSwipe(width: Double)
  /// SA5: at the lift the row's position and velocity close the actions.
  case closedAtLift(position: Double, velocity: Double)
  /// SA5: the performed action's handler completes: the actions close.
  case performedActionCompletes
  /// SA6: a tap lifted on the action `title`: it is performed.
  case tappedAction(title: String)
  /// SA6: the dismissal recognizer recognized: the open actions close.
  case dismissed
  /// SA6: the table scrolled: the open actions close.
  case tableScrolled
  /// SA2: a second finger landed while the swipe pan tracked one.
  case secondFinger
  /// SA6: the touch went down outside the row whose actions are open.
  case touchDownOutside
  /// SA6: the finger moved `distance`, more than `limit`: no dismissal.
  case dismissalMoved(distance: Double, limit: Double)
  /// SA6: the lift is inside the row whose actions are open.
  case liftInsideOpenRow
  /// SA6: the lift does not dismiss.
  case liftDoesNotDismiss

  /// The explanation.
  var text: String {
    switch self {
    case .noRow(let point):
      return "SA3: no row under the finger at (\(WhyText.pt(point.x)), \(WhyText.pt(point.y))); the swipe pan fails"
    case .noActions(let row, let edge):
      return "SA3: row \(row) has no \(edge.rawValue) swipe actions; the swipe pan fails"
    case .movedVertically(let vertical, let horizontal):
      return "SA2: the finger moved \(WhyText.pt(vertical)) vertically, more than \(WhyText.pt(horizontal)) "
        + "horizontally; the swipe pan fails"
    case .configurationAsked(let row, let edge):
      return "SA3: the swipe pan would begin on row \(row) towards the \(edge.rawValue) actions"
    case .revealed(let row, let edge):
      return "SA7: the swipe began on row \(row) in the previous turn; its \(edge.rawValue) actions show"
    case .fullSwipe(let width): return "SA5: a full swipe past \(WhyText.pt(width)) performs the first action"
    case .closedAtLift(let position, let velocity):
      return "SA5: at the lift the row was at \(WhyText.pt(position)) moving at \(WhyText.pt(velocity))/s; the "
        + "actions close"
    case .performedActionCompletes: return "SA5: the performed action's handler completes; the actions close"
    case .tappedAction(let title): return "SA6: the tap lifted on the action '\(title)'; it is performed"
    case .dismissed: return "SA6: the dismissal recognizer recognized; the open actions close"
    case .tableScrolled: return "SA6: the table scrolled; the open actions close"
    case .secondFinger: return "SA2: a second finger landed while the swipe pan tracked one; it fails"
    case .touchDownOutside: return "SA6: the touch went down outside the row whose swipe actions are open; they close"
    case .dismissalMoved(let distance, let limit):
      return "SA6: the finger moved \(WhyText.pt(distance)), more than \(WhyText.pt(limit)); no dismissal"
    case .liftInsideOpenRow: return "SA6: the lift is inside the row whose swipe actions are open; they close"
    case .liftDoesNotDismiss: return "SA6: the lift does not dismiss the swipe actions"
    }
  }

  /// The rules the explanation cites, in order.
  var ruleIDs: [RuleID] {
    switch self {
    case .noRow, .noActions, .configurationAsked: return [.sa3]
    case .movedVertically, .secondFinger: return [.sa2]
    case .revealed: return [.sa7]
    case .fullSwipe, .closedAtLift, .performedActionCompletes: return [.sa5]
    case .tappedAction, .dismissed, .tableScrolled, .touchDownOutside, .dismissalMoved, .liftInsideOpenRow,
      .liftDoesNotDismiss:
      return [.sa6]
    }
  }
}
