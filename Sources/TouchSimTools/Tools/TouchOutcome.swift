import TouchSim
import TouchSimScenario

/// What became of a finger's touch for the view it landed on, in one word: the answer to
/// "did my button get the tap, or did the scroll view take it?" (`touchsim sweep`).
public enum TouchOutcome: String, Sendable, CaseIterable {
  /// The content got `touchesBegan` before the lift and then `touchesEnded`.
  case content
  /// The content got `touchesBegan` only at the lift, with `touchesEnded` (a quick tap, D4b, D7).
  case contentAtLift = "content at lift"
  /// The content got `touchesBegan`, then `touchesCancelled` (K7, X1).
  case cancelled
  /// The scroll view dragged and the content got nothing (D5, DC6).
  case scroll
  /// Neither the content nor a scroll view did anything with the touch.
  case nothing

  /// A one-letter code for two-dimensional tables.
  public var code: Character {
    switch self {
    case .content: return "C"
    case .contentAtLift: return "L"
    case .cancelled: return "X"
    case .scroll: return "S"
    case .nothing: return "-"
    }
  }

  /// Classifies a run for one finger: the view its first `hitTest` found, the touch calls
  /// that view got for that finger (not forwarded ones), and whether any scroll view began
  /// dragging.
  public static func classify(_ records: [Record], finger: Int) -> TouchOutcome {
    var content: String?
    var began: SimTime?
    var ended: SimTime?
    var cancelled = false
    var scrolled = false
    for record in records {
      switch record.call {
      case .hitTest(let touches, _, let result) where content == nil && touches.contains(finger):
        content = result ?? ""
      case .touches(let method, let touches, _, nil) where record.receiver == content && touches.contains(finger):
        switch method {
        case .touchesBegan: began = began ?? record.time
        case .touchesEnded: ended = record.time
        case .touchesCancelled: cancelled = true
        case .touchesMoved: break
        }
      case .scrollDelegate(.scrollViewWillBeginDragging, _, _, _, _):
        scrolled = true
      default:
        break
      }
    }
    guard let began else { return scrolled ? .scroll : .nothing }
    if cancelled { return .cancelled }
    if let ended, ended == began { return .contentAtLift }
    return .content
  }
}
