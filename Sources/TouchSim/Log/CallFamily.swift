/// The kinds of callback a record is, as the timeline colours its marks and the log viewer
/// its lines (the colours and legend names are the tools'). Every call has one (`Call.family`,
/// an exhaustive switch: a new call cannot be left out).
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
  /// Table-view row highlight and selection, and the delegate's questions about them; a
  /// collection view's item calls.
  case table
  /// First-responder changes of text fields and text views, their delegates' editing calls
  /// and the keyboard.
  case firstResponder
  /// Navigation stack changes (`popViewController`, NV10).
  case navigation
  /// A page view controller's delegate calls (`willTransitionTo`, `didFinishAnimating`).
  case pageViewController
  /// Scenario reactions and actions: `set`, `note`.
  case scenario
  /// The explain-only `nothing` lines: a view that gets no callback for a touch, and why.
  case nonEvent
  /// A name that is no call of the log (`CallFamily(callName:)` of an unknown name).
  case other
}

extension Call {
  /// The call's family (its timeline colour group).
  public var family: CallFamily {
    switch self {
    case .hitTest: return .hitTest
    case .touches: return .touches
    case .touchesShouldBegin, .touchesShouldCancel: return .scrollHooks
    case .gestureShouldBegin, .gestureShouldReceiveTouch, .gestureShouldRecognizeSimultaneously:
      return .recognizerDelegate
    case .gestureState, .gestureAction: return .recognizerState
    case .beginTracking, .continueTracking, .endTracking, .cancelTracking, .controlEvent: return .control
    case .scrollDelegate: return .scrollDelegate
    case .shouldHighlightRow, .setHighlighted, .willSelectRow, .didSelectRow, .swipeActionsConfiguration,
      .swipeActionsRevealed, .swipeActionsHidden, .swipeActionPerformed, .moveRowAt, .collectionView:
      return .table
    case .becomeFirstResponder, .resignFirstResponder, .textEditing, .keyboard, .keyboardTakesTouch:
      return .firstResponder
    case .popViewController: return .navigation
    case .willTransitionTo, .didFinishAnimating: return .pageViewController
    case .set, .note: return .scenario
    case .nothing: return .nonEvent
    }
  }
}
