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
      "TF6", "Becoming first responder: the order of the cascade",
      "becomeFirstResponder() on B (from code, or from B's text tap, TF3) does nothing when B is first responder already. Otherwise: B's canBecomeFirstResponder (false for a disabled field: its delegate is not asked), which asks B's delegate textFieldShouldBeginEditing (logged when the app answers it; false: nothing else happens, the current first responder keeps editing); then the current first responder A is asked to resign (TF7: its textFieldShouldEndEditing; false: A keeps editing and B does not begin); A ends (TF7's calls); B becomes first responder (its becomeFirstResponder record), sends editingDidBegin (its targets run synchronously, C7) and its delegate gets textFieldDidBeginEditing (TF8); last, the keyboard shows (TF13). All of it runs inside the one call.",
      .decompiled, [.dResponderBecome, .dTextFieldEditing, .aTextFieldDelegate],
      note:
        "Read from decompiled UIKit except the call site of textFieldShouldEndEditing (documented, TF7). How often UIKit asks canBecomeFirstResponder per tap on a device is open (research Q-TF3); the model asks once per call."
    ),
    Rule(
      "TF7", "Ending editing: shouldEndEditing, editingDidEnd, didEndEditing",
      "resignFirstResponder() on the first responder asks its delegate textFieldShouldEndEditing (logged when the app answers it; false: it keeps editing and the call returns false); then, in one call, its resignFirstResponder record, the editingDidEnd control event (targets synchronously) and the delegate's textFieldDidEndEditing (reason .committed). endEditing(true) resigns the first responder inside the view without asking; endEditing(false) asks. A first responder that leaves the window is asked and, if it refuses, made to resign all the same. When nothing takes its place, the keyboard hides (TF13).",
      .decompiled, [.dTextFieldEditing, .aShouldEndEditing, .aEndEditing, .aResignFirstResponder],
      note:
        "The sequence after the question is read from decompiled UIKit (-[UITextField _resignFirstResponder], _notifyDidEndEditing); the question and the forced variants are documented by Apple (the caller of _delegateShouldEndEditing was not found, research Q-TF2)."
    ),
    Rule(
      "TF8", "A field's control events come before its delegate's did-methods",
      "In TF6 and TF7 the control event (editingDidBegin, editingDidEnd) is sent first, to all its targets in the order added (C7), and the delegate's did-method (textFieldDidBeginEditing, textFieldDidEndEditing) second: a reaction on editingDidEnd (a keyboard manager hiding a suggestion list) runs before one on textFieldDidEndEditing.",
      .decompiled, [.dTextFieldEditing]),
    Rule(
      "TF9", "A text view's begin and end editing",
      "UITextView is no control: it sends no control events. An editable text view asks its delegate textViewShouldBeginEditing and textViewShouldEndEditing (logged when answered; false refuses as in TF6 and TF7) and tells it textViewDidBeginEditing after it became first responder and after the keyboard's will-show (the keyboard first, unlike a field), and textViewDidEndEditing after it resigned.",
      .devices, [.oIQKeyboard271, .oCraigGrummitt, .aTextViewDelegate],
      note:
        "The keyboard-first order is reported on devices; the delegate sequence is documented by Apple; UITextView.mm's method list agrees (it overrides becomeFirstResponder, not _becomeFirstResponder) but its bodies were not read (research Q-TF4)."
    ),
    Rule(
      "TF12", "The keyboard is a separate window that takes the touches inside its frame",
      "While the software keyboard is shown, a touch that goes down inside its frame (TF14) belongs to the keyboard's window (UIKit's UIRemoteKeyboardWindow, level 10000001, in its own scene, above every app window): it is not hit-tested in the app's window, no app recognizer (a keyboard-dismiss tap included) sees it, no view gets it, and the first responder does not change. The log shows one keyboardTakesTouch record at its touch-down and nothing after. Touches outside the frame go to the app's window as before.",
      .decompiled, [.dRemoteKeyboardWindow],
      note:
        "The window, its level and its separate scene are read from decompiled UIKit; that it keeps every touch that starts in its frame, whatever it slides to, is a model decision (its own touch handling runs in another process)."
    ),
    Rule(
      "TF13", "The keyboard shows and hides with the first responder",
      "In a scenario with a keyboard: when a text field or an editable text view becomes first responder and the keyboard is down, it shows: keyboardWillShow at once (after the field's didBeginEditing, TF6; before a text view's, TF9) and keyboardDidShow one animation later; when the first responder resigns and nothing takes its place, keyboardWillHide, then keyboardDidHide one animation later. A switch from one field to another with the keyboard up posts neither. The keyboard takes touches from its will-show and stops at its will-hide. With no keyboard declared the scenario runs as with a hardware keyboard: no keyboard window and no notifications.",
      .decompiled, [.dResponderBecome, .aTextFieldDelegate, .aKeyboardWillShow, .oIQKeyboard271, .oOpenradar34432484],
      note:
        "The keyboard reload after _becomeFirstResponder is read from decompiled UIKit; the field-first order and the silence on a switch (iOS 11 and later) are observed; the animation time (0.25 s), hit testing from the will-notification, dropping a pending did-notification when a new change interrupts the animation, and leaving out keyboardWillChangeFrame and keyboardDidChangeFrame are model decisions."
    ),
    Rule(
      "TF14", "The keyboard's frame per device",
      "Apple documents no keyboard height. The keyboard spans the window's width at its bottom; its height (with the predictive bar and the home-indicator area) is TouchSim's table: a window 667 pt tall or less (an iPhone with a Home button) 260 pt; otherwise 336 pt, or 346 pt for a window 428 pt wide or more (the 6.7 and 6.9 inch classes); in landscape 209 pt (375 pt tall or less) or 219 pt. A scenario may give its own height.",
      .model, [.oKeyboardHeights]),
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
