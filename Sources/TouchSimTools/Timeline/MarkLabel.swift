import TouchSim
import TouchSimScenario

/// The short text written beside a record's mark: the call without coordinates, so that
/// repeats of one call in a lane read as a series (`moved #1 ×10`).
///
/// Examples: `began #1`, `shouldCancel B → false`, `possible→began`, `touchDragInside`.
/// The full record is in the mark's hover text.
public enum MarkLabel {
  /// The label of a call; names and texts in it (views, recognizers, properties, notes)
  /// longer than `nameLimit` characters are cut, ending in `…`.
  public static func text(for call: Call, nameLimit: Int = 28) -> String {
    let n = { (name: String) in XMLEscaping.truncated(name, to: nameLimit) }
    switch call {
    case .hitTest(let touches, _, let result):
      return "hitTest \(fingers(touches)) → \(n(result ?? "nil"))"
    case .touches(let method, let touches, _, let via):
      let name = method.rawValue
      let verb = name.hasPrefix("touches") ? String(name.dropFirst("touches".count)).lowercased() : name
      return "\(verb) \(fingers(touches))" + (via.map { " via \(n($0))" } ?? "")
    case .touchesShouldBegin(_, let view, let result):
      return "shouldBegin \(n(view)) → \(result)"
    case .touchesShouldCancel(let view, let result):
      return "shouldCancel \(n(view)) → \(result)"
    case .gestureShouldBegin(let result, let view):
      return "shouldBegin" + (view.map { " \(n($0))" } ?? "") + " → \(result)"
    case .gestureShouldReceiveTouch(let touches, let result):
      return "shouldReceive \(fingers(touches)) → \(result)"
    case .gestureShouldRecognizeSimultaneously(let other, let result):
      return "simultaneous \(n(other)) → \(result)"
    case .gestureState(let from, let to):
      return "\(from.rawValue)→\(to.rawValue)"
    case .gestureAction(let state):
      return "action \(state.rawValue)"
    case .beginTracking(_, _, let result):
      return "beginTracking → \(result)"
    case .continueTracking(_, _, let result):
      return result ? "continueTracking" : "continueTracking → false"
    case .endTracking:
      return "endTracking"
    case .controlEvent(let event, let value):
      return event.rawValue + (value.map { " " + $0.description } ?? "")
    case .becomeFirstResponder:
      return "becomeFirstResponder"
    case .resignFirstResponder:
      return "resignFirstResponder"
    case .scrollDelegate(let delegateCall, _, _, let willDecelerate, _):
      let name = String(delegateCall.rawValue.dropFirst("scrollView".count))
      let short = name.prefix(1).lowercased() + name.dropFirst()
      return short + (willDecelerate.map { $0 ? " (decelerate)" : "" } ?? "")
    case .setHighlighted(let row, let value):
      return "highlighted row \(row) = \(value)"
    case .shouldHighlightRow(let row, let result):
      return "shouldHighlight row \(row) → \(result)"
    case .willSelectRow(let row, let result):
      return "willSelect row \(row) → \(result.map(String.init) ?? "nil")"
    case .didSelectRow(let row):
      return "didSelectRow \(row)"
    case .swipeActionsConfiguration(let edge, let row, let actions):
      return "\(edge.rawValue) actions row \(row) → \(actions)"
    case .swipeActionsRevealed(let row, let edge):
      return "revealed row \(row) \(edge.rawValue)"
    case .swipeActionsHidden(let row, let edge):
      return "hidden row \(row) \(edge.rawValue)"
    case .swipeActionPerformed(let row, let title):
      return "performed row \(row) \"\(n(title))\""
    case .moveRowAt(let row, let to):
      return "moveRowAt \(row) → \(to)"
    case .collectionView(let itemCall, let item, let result):
      return "\(itemCall.rawValue) \(item)" + (result.map { " → \($0)" } ?? "")
    case .popViewController(let viewController):
      return "popViewController \(n(viewController))"
    case .willTransitionTo(let page):
      return "willTransitionTo \(page)"
    case .didFinishAnimating(let page, _, let completed):
      return "didFinishAnimating \(page)" + (completed ? "" : " (bailed out)")
    case .set(let property, let value):
      return "set \(n(property)) = \(value.description)"
    case .note(let text):
      return "note \"\(n(text))\""
    default:
      return call.name
    }
  }

  /// Fingers as the log writes them: `#1`, `#1 #2`.
  static func fingers(_ touches: FingerList) -> String {
    touches.map { "#\($0)" }.joined(separator: " ")
  }
}
