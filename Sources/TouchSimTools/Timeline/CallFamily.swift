/// The colour groups of a timeline's marks: which kind of callback a record is.
///
/// Classified by the call's log name, so that calls added to the log later fall into
/// `other` instead of breaking the picture.
public enum CallFamily: String, CaseIterable, Sendable {
  /// `hitTest` on the window.
  case hitTest
  /// `touchesBegan/Moved/Ended/Cancelled` on a responder.
  case touches
  /// The scroll view's `touchesShouldBegin` and `touchesShouldCancel(in:)`.
  case scrollHooks
  /// A recognizer's delegate questions (`gestureShouldBegin`, `…ShouldReceiveTouch`, `…Simultaneously`).
  case recognizerDelegate
  /// A recognizer's state changes and target-actions.
  case recognizerState
  /// UIControl tracking and control events.
  case control
  /// `UIScrollViewDelegate` calls.
  case scrollDelegate
  /// Table-view row highlight and selection, and the delegate's questions about them.
  case table
  /// First-responder changes of text fields and text views.
  case firstResponder
  /// Navigation stack changes (`popViewController`, NV10).
  case navigation
  /// A page view controller's delegate calls (`willTransitionTo`, `didFinishAnimating`).
  case pageViewController
  /// Scenario reactions and actions: `set`, `note`.
  case scenario
  /// The explain-only `nothing` lines: a view that gets no callback for a touch, and why.
  case nonEvent
  /// Anything else.
  case other

  /// The family of a call, by its log name (Docs/LogFormat.md).
  public init(callName name: String) {
    switch name {
    case "hitTest": self = .hitTest
    case "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled": self = .touches
    case "touchesShouldBegin", "touchesShouldCancel": self = .scrollHooks
    case "gestureShouldBegin", "gestureShouldReceiveTouch", "gestureShouldRecognizeSimultaneously":
      self = .recognizerDelegate
    case "gestureState", "gestureAction": self = .recognizerState
    case "beginTracking", "continueTracking", "endTracking", "cancelTracking", "controlEvent": self = .control
    case "shouldHighlightRow", "setHighlighted", "willSelectRow", "didSelectRow", "trailingSwipeActionsConfiguration",
      "leadingSwipeActionsConfiguration", "swipeActionsRevealed", "swipeActionsHidden", "swipeActionPerformed":
      self = .table
    case "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt", "didSelectItemAt",
      "shouldDeselectItemAt", "didDeselectItemAt":
      self = .table
    case "becomeFirstResponder", "resignFirstResponder": self = .firstResponder
    case "popViewController": self = .navigation
    case "willTransitionTo", "didFinishAnimating": self = .pageViewController
    case "set", "note": self = .scenario
    case "nothing": self = .nonEvent
    default: self = name.hasPrefix("scrollView") ? .scrollDelegate : .other
    }
  }

  /// The fill colour of the family's marks.
  public var colour: String {
    switch self {
    case .hitTest: return "#4d4d4d"
    case .touches: return "#1f6fb4"
    case .scrollHooks: return "#d62728"
    case .recognizerDelegate: return "#8c564b"
    case .recognizerState: return "#8e44ad"
    case .control: return "#2a9d2a"
    case .scrollDelegate: return "#e67e00"
    case .table: return "#139fb0"
    case .firstResponder: return "#b5a000"
    case .navigation: return "#2f4f9f"
    case .pageViewController: return "#7a8f00"
    case .scenario: return "#d6409f"
    case .nonEvent: return "#b8b8b8"
    case .other: return "#6f6f6f"
    }
  }

  /// The family's name in the legend.
  public var legend: String {
    switch self {
    case .hitTest: return "hit test"
    case .touches: return "touch methods"
    case .scrollHooks: return "scroll hooks"
    case .recognizerDelegate: return "recognizer delegate"
    case .recognizerState: return "recognizer state/action"
    case .control: return "control"
    case .scrollDelegate: return "scroll delegate"
    case .table: return "table"
    case .firstResponder: return "first responder"
    case .navigation: return "navigation"
    case .pageViewController: return "page view controller"
    case .scenario: return "scenario set/note"
    case .nonEvent: return "nothing (explain: no callback)"
    case .other: return "other"
    }
  }
}
