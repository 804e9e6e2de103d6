/// The delegate calls of a text field (`UITextFieldDelegate`) and a text view
/// (`UITextViewDelegate`) about editing, with UIKit's method names less their arguments: the
/// questions (`…Should…`) are logged only when the app answers them, the notifications
/// (`…Did…`) always (TF6-TF9).
public enum TextEditingCall: String, Sendable, CaseIterable {
  /// `textFieldShouldBeginEditing(_:)`, asked by `canBecomeFirstResponder` (TF6).
  case textFieldShouldBeginEditing
  /// `textFieldDidBeginEditing(_:)`, after the `editingDidBegin` targets (TF6, TF8).
  case textFieldDidBeginEditing
  /// `textFieldShouldEndEditing(_:)`, asked when the field is asked to resign (TF7).
  case textFieldShouldEndEditing
  /// `textFieldDidEndEditing(_:reason:)`, after the `editingDidEnd` targets (TF7, TF8).
  case textFieldDidEndEditing
  /// `textViewShouldBeginEditing(_:)` (TF9).
  case textViewShouldBeginEditing
  /// `textViewDidBeginEditing(_:)`, after the keyboard's will-show (TF9).
  case textViewDidBeginEditing
  /// `textViewShouldEndEditing(_:)` (TF9).
  case textViewShouldEndEditing
  /// `textViewDidEndEditing(_:)` (TF9).
  case textViewDidEndEditing

  /// Whether the call is a question (it returns a bool, logged as `result`).
  public var isQuestion: Bool { rawValue.contains("Should") }

  /// The notifications (the `did…` calls) a scenario may react to.
  public static let notifications: [TextEditingCall] = allCases.filter { !$0.isQuestion }
}

extension RuleID {
  /// TF6: becoming first responder, the order of the cascade.
  public static let tf6: RuleID = "TF6"
  /// TF7: ending editing: shouldEndEditing, editingDidEnd, didEndEditing.
  public static let tf7: RuleID = "TF7"
  /// TF8: a field's control events come before its delegate's did-methods.
  public static let tf8: RuleID = "TF8"
  /// TF9: a text view's begin and end editing.
  public static let tf9: RuleID = "TF9"
  /// TF12: the keyboard is a separate window that takes the touches inside its frame.
  public static let tf12: RuleID = "TF12"
  /// TF13: the keyboard shows and hides with the first responder; its notifications.
  public static let tf13: RuleID = "TF13"
  /// TF14: the keyboard's frame per device.
  public static let tf14: RuleID = "TF14"
}

/// Why a text field or text view sent an editing call, and why the keyboard did what it did
/// (`--explain`, TF6-TF14).
public enum TextEditingReason: ClassExplanation {
  /// TF6: asked before the view becomes first responder.
  case askedToBegin(view: String)
  /// TF7: asked when the view is asked to resign.
  case askedToEnd(view: String)
  /// TF6, TF8: the field (or text view) became first responder.
  case began(view: String, isField: Bool)
  /// TF7, TF8: the field (or text view) resigned; `forced` by `endEditing(true)` or removal.
  case ended(view: String, isField: Bool, forced: Bool)
  /// TF13: the keyboard shows or hides because the first responder changed.
  case keyboardMoves(show: Bool, responder: String?)
  /// TF13: the keyboard's did-notification, one animation after its will-notification.
  case keyboardAnimationEnded(show: Bool, duration: SimDuration)
  /// TF12: the touch went down inside the keyboard's frame.
  case keyboardTakesTouch(frame: Rect)

  public var text: String {
    switch self {
    case .askedToBegin(let view):
      return
        "TF6: \(view) is about to become first responder: its canBecomeFirstResponder asks the delegate first, before the current first responder is asked to resign"
    case .askedToEnd(let view):
      return
        "TF7: \(view) is asked to resign first responder (not forced): its delegate may refuse, and it keeps editing"
    case .began(let view, let isField):
      return isField
        ? "TF6, TF8: \(view) became first responder: it sends editingDidBegin (its targets first), then its delegate's textFieldDidBeginEditing"
        : "TF9: \(view) became first responder: its delegate's textViewDidBeginEditing comes after the keyboard's will-show"
    case .ended(let view, let isField, let forced):
      let how = forced ? "was made to resign without being asked (endEditing(true) or leaving the window)" : "resigned"
      return isField
        ? "TF7, TF8: \(view) \(how): it sends editingDidEnd (its targets first), then its delegate's textFieldDidEndEditing"
        : "TF9: \(view) \(how): its delegate's textViewDidEndEditing"
    case .keyboardMoves(let show, let responder):
      if show {
        return "TF13: \(responder ?? "a text view") became first responder with no keyboard up: the keyboard shows"
      }
      return "TF13: the first responder resigned and no text input took its place: the keyboard hides"
    case .keyboardAnimationEnded(let show, let duration):
      return
        "TF13: the keyboard's \(show ? "show" : "hide") animation ended, \(WhyText.ms(duration)) after its will-notification (model decision)"
    case .keyboardTakesTouch(let frame):
      return
        "TF12: the touch went down inside the keyboard's frame (\(WhyText.point(frame.origin)), \(WhyText.pt(frame.size.width)) x \(WhyText.pt(frame.size.height))): the keyboard's window takes it, the app's windows never hit-test it"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .askedToBegin: return [.tf6]
    case .askedToEnd: return [.tf7]
    case .began(_, let isField): return isField ? [.tf6, .tf8] : [.tf9]
    case .ended(_, let isField, _): return isField ? [.tf7, .tf8] : [.tf9]
    case .keyboardMoves, .keyboardAnimationEnded: return [.tf13]
    case .keyboardTakesTouch: return [.tf12]
    }
  }
}
