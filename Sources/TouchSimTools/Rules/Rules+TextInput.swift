/// UITextField (TF) and UITextView (TXV): first responder and the text tap.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let textInputFamily = RuleFamily(
    "Text fields and text views (TF, TXV)", prefixes: ["TF", "TXV"], order: 280, rules: textInput)

  static let textInput: [Rule] = [
    Rule(
      "TF1", "A text field vetoes no recognizer",
      "UITextField is a UIControl that does not override gestureRecognizerShouldBegin(_:), so unlike a button it lets an ancestor's single tap begin on its touches (UIView's default true); what keeps a tap on the field from being stolen is the field's own text tap (TF3, TF5).",
      .decompiled, [.dTextField, .dGestureRecognizer]),
    Rule(
      "TF2", "isEditing is first responder",
      "A text field edits while it is its window's first responder (UIKit: first responder with its field editor attached, and editable). The window holds one first responder; becomeFirstResponder() and resignFirstResponder() change it and log becomeFirstResponder and resignFirstResponder records. A disabled field cannot become first responder.",
      .decompiled, [.dTextField, .aBecomeFirstResponder, .aResignFirstResponder]),
    Rule(
      "TF3", "A tap on a field that does not edit: first responder at lift",
      "A text field has its own text tap (`<id>.tap`, UIKit's UITextMultiTapRecognizer of the text interaction: first in the field's recognizers, one finger, continuous, 60 pt allowable movement, 0.75 s maximum press, cancelsTouchesInView true, touchesEnded not delayed). The field tracks the touch as any control (touchDown); at the lift the text tap begins and cancels the field's touch (cancelTracking, touchCancel: touchUpInside never fires), its action makes the current first responder resign (its resignFirstResponder record) and the field become first responder (becomeFirstResponder record); it ends 0.35 s later when no second tap comes (a second tap changes it).",
      .decompiled, [.dTextMultiTap, .dTextSelection, .oSO8797726, .aBecomeFirstResponder, .dTextField],
      audit: Audit(
        .confirmed,
        "Settled in issue 26: UITextMultiTapRecognizer init (continuous, 0.75 s, 0.35 s), UITextSelectionInteraction initWithMode:indirect: (60 pt, setDelaysTouchesEnded:0) and _checkForRepeatedTap: (setFirstResponderIfNecessary at began)."
      )),
    Rule(
      "TF4", "A field that edits keeps first responder; its touches go to the field editor",
      "Taps inside an editing field place the caret: its text tap recognizes but no first-responder record follows. Its touches belong to its field editor, so the field does not track them (no control event) nor pass them on, and a scroll view's own touchesShouldCancel(in:) answers true for it, as for any view that is not a control (K4): a hold then drag from an editing field scrolls, from a field that does not edit it does not.",
      .model, [.dTextField, .aTouchesShouldCancel],
      note:
        "The field editor (a UIScrollView subclass) is read from decompiled UIKit; the model keeps the field as the hit view and gives it the editor's behaviour.",
      audit: Audit(
        .open,
        "The field editor has no hit-test or touch overrides; UITextField's hitTest and tracking bodies were not found (UITextField.mm is beyond the text index)."
      )),
    Rule(
      "TF5", "Keyboard-dismiss taps and text fields",
      "An ancestor's tap recognizer (the usual keyboard-dismiss tap calling endEditing(true)) and a field's text tap can both act at the same lift: they do not recognize together (the text interaction allows that only with taps inside the text view), the text tap can prevent a single tap, and UIKit resolves the deeper view's recognizer first (0.5), so the field's tap begins, the dismiss tap fails and the field becomes first responder whatever the dismiss tap's cancelsTouchesInView; the point is reported as order-dependent (Q4), since the direction of UIKit's order comes from reports. On a button the dismiss tap is vetoed when it cancels touches (MD13): the button fires and the field keeps editing; with cancelsTouchesInView false it is not asked, so one tap dismisses the keyboard and fires the button, unless the dismissal moves the button from under the finger before its withheld lift is delivered (MD4: actions before deliveries), which gives IQKeyboardManager #1021's button that highlights and needs a second tap.",
      .decompiled, [.dTextMultiTap, .dTextInteraction, .dExclusion, .oSO11101502, .oIQKeyboard1021, .oTapVsTable2],
      note:
        "The text tap's class, its canPreventGestureRecognizer: and its delegate's simultaneity are read from decompiled UIKit; that the deeper recognizer is resolved first rests on 0.5 (direction from reports). #1021's stored thread names no cause; the layout move is the mechanism the rules give for its symptoms.",
      audit: Audit(
        .confirmed,
        "Confirmed as an exclusion resolved by order (UITextMultiTapRecognizer canPreventGestureRecognizer:, UITextSelectionInteraction simultaneity); deepest first follows 0.5."
      )),
    Rule(
      "TXV1", "A text view is a scroll view",
      "UITextView inherits from UIScrollView: it has the content-touch delay (`<id>.delay`), the pan (`<id>.pan`), isScrollEnabled and the touchesShouldBegin/touchesShouldCancel(in:) hooks, and nested in another scroll view it follows the nested-scroll-view rules (N, MD7) unchanged.",
      .apple, [.aTextView],
      note: "That the nested rules apply unchanged is a model decision (research Q-TXV2)."),
    Rule(
      "TXV2", "Text view defaults",
      "isEditable and isSelectable are true by default; isSelectable governs selecting text and interacting with links and attachments.",
      .apple, [.aTextViewIsEditable, .aTextViewIsSelectable]),
    Rule(
      "TXV3", "Links in a text view",
      "Links are tappable only in a selectable text view that is not editable; the tap acts at lift through the text view's interaction.",
      .apple, [.aDataDetectorTypes, .aTextViewIsSelectable],
      notModelled:
        "TouchSim has no text, so no link ranges to tap; the link recognizer's class and tolerance are unknown."
    ),
    Rule(
      "TXV4", "A tap on an editable text view: first responder at lift",
      "A text view has a text tap (`<id>.tap`, the same UITextMultiTapRecognizer as TF3, added after its delay and pan), on only while isEditable is true. At the lift of a tap on an editable text view that does not edit, the text tap begins, the current first responder resigns and the text view becomes first responder; on one that edits the tap only places the caret. A text view that is not editable has no text tap, so its touches reach it (and an ancestor's tap) as any scroll view's. Setting isEditable to false while editing resigns.",
      .decompiled, [.dTextMultiTap, .dTextSelection, .oCraigGrummitt, .aTextViewIsEditable, .aBecomeFirstResponder],
      note:
        "On a text view that is not editable UIKit keeps the recognizer but it declines to begin unless there is a ranged selection or a link, which TouchSim does not model (no text).",
      audit: Audit(
        .confirmed,
        "Confirmed for editable text views (UITextSelectionInteraction shouldHandleOneFingerTapInUneditable:, _checkForRepeatedTap:)."
      )),
  ]
}
