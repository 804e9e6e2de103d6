/// UITextField (TF) and UITextView (TXV): first responder and the text tap.
extension Rulebook {
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
      "A text field has its own text tap (`<id>.tap`: one finger, one tap, cancelsTouchesInView true, attached to the field). The field tracks the touch as any control (touchDown); at the lift the text tap recognizes and cancels the field's touch (cancelTracking, touchCancel: touchUpInside never fires), then the current first responder resigns (its resignFirstResponder record) and the field becomes first responder (becomeFirstResponder record).",
      .model, [.oSO8797726, .aBecomeFirstResponder, .dTextField],
      note:
        "That touchUpInside never fires and touchCancel does is observed on devices, and that the current first responder resigns before the new one takes over is documented by Apple; UIKit's exact recognizer was not found in the decompiled text (research Q-TF1), so the text tap is the model's."
    ),
    Rule(
      "TF4", "A field that edits keeps first responder; its touches go to the field editor",
      "Taps inside an editing field place the caret: its text tap recognizes but no first-responder record follows. Its touches belong to its field editor, so the field does not track them (no control event) nor pass them on, and a scroll view's own touchesShouldCancel(in:) answers true for it, as for any view that is not a control (K4): a hold then drag from an editing field scrolls, from a field that does not edit it does not.",
      .model, [.dTextField, .aTouchesShouldCancel],
      note:
        "The field editor (a UIScrollView subclass) is read from decompiled UIKit; the model keeps the field as the hit view and gives it the editor's behaviour."
    ),
    Rule(
      "TF5", "Keyboard-dismiss taps and text fields",
      "An ancestor's tap recognizer (the usual keyboard-dismiss tap calling endEditing(true)) and a field's text tap can both recognize at the same lift; TouchSim runs the deepest view's recognizers first (0.5), so the field's tap wins, the dismiss tap fails, and the field becomes first responder whatever the dismiss tap's cancelsTouchesInView (an order-dependent point, Q4). On a button the dismiss tap is vetoed when it cancels touches (MD13): the button fires and the field keeps editing; with cancelsTouchesInView false it is not asked, so one tap dismisses the keyboard and fires the button, unless the dismissal moves the button from under the finger before its withheld lift is delivered (MD4: actions before deliveries), which gives IQKeyboardManager #1021's button that highlights and needs a second tap.",
      .model, [.oSO11101502, .oIQKeyboard1021, .oTapVsTable2],
      note:
        "That a text field still takes focus under a dismiss tap is widely observed; which of the two taps UIKit tries first is not documented. #1021's stored thread names no cause; the layout move is the mechanism the rules give for its symptoms."
    ),
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
      "A text view has a text tap (`<id>.tap`, added after its delay and pan), on only while isEditable is true. At the lift of a tap on an editable text view that does not edit, the current first responder resigns and the text view becomes first responder; on one that edits the tap only places the caret. A text view that is not editable has no text tap, so its touches reach it (and an ancestor's tap) as any scroll view's. Setting isEditable to false while editing resigns.",
      .model, [.oCraigGrummitt, .aTextViewIsEditable, .aBecomeFirstResponder],
      note: "Tapping an editable text view begins editing (observed); the recognizer is the model's, as TF3."),
  ]
}
