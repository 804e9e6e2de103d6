import TouchSim

/// A question UIKit asks app code that a scenario may answer with cases (Docs/ScenarioFormat.md
/// "App logic"): its key, where it is written, the UIKit method, the names its conditions may
/// read, and the answers it takes. Declared once: the decoder, the installer, the JSON Schema
/// and the format reference follow this list.
enum LogicQuestion: String, CaseIterable, Sendable {
  case shouldBegin, shouldReceiveTouch, shouldRecognizeSimultaneouslyWith
  case shouldRequireFailureOf, shouldBeRequiredToFailBy
  case gestureRecognizerShouldBegin, pointInside, hitTest
  case touchesShouldBegin, touchesShouldCancel
  case beginTracking, continueTracking
  case shouldHighlightRow, willSelectRow
  case shouldHighlightItemAt, shouldSelectItemAt, shouldDeselectItemAt
  case textFieldShouldBeginEditing, textFieldShouldEndEditing
  case textViewShouldBeginEditing, textViewShouldEndEditing

  /// Where the key is written.
  enum Owner: String, Sendable {
    case delegate = "a recognizer's delegate"
    case view = "a view"
    case scrollView = "a scroll view"
    case control = "a control"
    case table = "a table view"
    case collectionView = "a collection view"
    case textField = "a text field"
    case textView = "a text view"
  }

  /// The answers a question takes.
  enum Answer: Sendable {
    /// `true` or `false` (or `"default"`: UIKit's own answer).
    case bool
    /// A view id, `"self"`, `null` or `"default"` (`hitTest`).
    case view
    /// A row number, `null` or `"default"` (the row asked about) (`willSelectRow`).
    case row
  }

  var owner: Owner {
    switch self {
    case .shouldBegin, .shouldReceiveTouch, .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf,
      .shouldBeRequiredToFailBy:
      return .delegate
    case .gestureRecognizerShouldBegin, .pointInside, .hitTest: return .view
    case .touchesShouldBegin, .touchesShouldCancel: return .scrollView
    case .beginTracking, .continueTracking: return .control
    case .shouldHighlightRow, .willSelectRow: return .table
    case .shouldHighlightItemAt, .shouldSelectItemAt, .shouldDeselectItemAt: return .collectionView
    case .textFieldShouldBeginEditing, .textFieldShouldEndEditing: return .textField
    case .textViewShouldBeginEditing, .textViewShouldEndEditing: return .textView
    }
  }

  /// The UIKit method.
  var uikitName: String {
    switch self {
    case .shouldBegin: return "gestureRecognizerShouldBegin(_:) (delegate)"
    case .shouldReceiveTouch: return "gestureRecognizer(_:shouldReceive:)"
    case .shouldRecognizeSimultaneouslyWith: return "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
    case .shouldRequireFailureOf: return "gestureRecognizer(_:shouldRequireFailureOf:)"
    case .shouldBeRequiredToFailBy: return "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
    case .gestureRecognizerShouldBegin: return "UIView.gestureRecognizerShouldBegin(_:)"
    case .pointInside: return "point(inside:with:)"
    case .hitTest: return "hitTest(_:with:)"
    case .touchesShouldBegin: return "touchesShouldBegin(_:with:in:)"
    case .touchesShouldCancel: return "touchesShouldCancel(in:)"
    case .beginTracking: return "beginTracking(_:with:)"
    case .continueTracking: return "continueTracking(_:with:)"
    case .shouldHighlightRow: return "tableView(_:shouldHighlightRowAt:)"
    case .willSelectRow: return "tableView(_:willSelectRowAt:)"
    case .shouldHighlightItemAt: return "collectionView(_:shouldHighlightItemAt:)"
    case .shouldSelectItemAt: return "collectionView(_:shouldSelectItemAt:)"
    case .shouldDeselectItemAt: return "collectionView(_:shouldDeselectItemAt:)"
    case .textFieldShouldBeginEditing: return "textFieldShouldBeginEditing(_:)"
    case .textFieldShouldEndEditing: return "textFieldShouldEndEditing(_:)"
    case .textViewShouldBeginEditing: return "textViewShouldBeginEditing(_:)"
    case .textViewShouldEndEditing: return "textViewShouldEndEditing(_:)"
    }
  }

  /// The names its conditions may read besides ids.
  var bindings: [LogicBinding] {
    switch self {
    case .shouldBegin: return [.gesture]
    case .shouldReceiveTouch: return [.gesture, .touch]
    case .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf, .shouldBeRequiredToFailBy:
      return [.gesture, .other]
    case .gestureRecognizerShouldBegin: return [.selfView, .gesture]
    case .pointInside, .hitTest: return [.selfView, .point]
    case .touchesShouldBegin: return [.selfView, .view, .touch]
    case .touchesShouldCancel: return [.selfView, .view]
    case .beginTracking, .continueTracking: return [.selfView, .touch]
    case .shouldHighlightRow, .willSelectRow: return [.selfView, .row]
    case .shouldHighlightItemAt, .shouldSelectItemAt, .shouldDeselectItemAt: return [.selfView, .item]
    case .textFieldShouldBeginEditing, .textFieldShouldEndEditing, .textViewShouldBeginEditing,
      .textViewShouldEndEditing:
      return [.selfView]
    }
  }

  var answer: Answer {
    switch self {
    case .hitTest: return .view
    case .willSelectRow: return .row
    default: return .bool
    }
  }

  /// UIKit's answer when the app leaves it to `super` or does not implement the method, for
  /// questions whose default is a constant (`"default"` stands for it).
  var defaultBool: Bool? {
    switch self {
    case .shouldBegin, .shouldReceiveTouch, .touchesShouldBegin, .beginTracking, .continueTracking,
      .shouldHighlightRow, .shouldHighlightItemAt, .shouldSelectItemAt, .shouldDeselectItemAt,
      .textFieldShouldBeginEditing, .textFieldShouldEndEditing, .textViewShouldBeginEditing, .textViewShouldEndEditing:
      return true
    case .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf, .shouldBeRequiredToFailBy: return false
    // The view's own answer: UIButton's veto (MD13), the bounds, the control rule (K4).
    case .gestureRecognizerShouldBegin, .pointInside, .touchesShouldCancel, .hitTest, .willSelectRow: return nil
    }
  }

  /// The questions written in one place.
  static func written(in owner: Owner) -> [LogicQuestion] { allCases.filter { $0.owner == owner } }
}
