/// The sources of the text-input rules (TF, TXV): Apple's pages on UIResponder, UITextField
/// and UITextView, the decompiled UITextField, and developers' reports.
extension Evidence {
  static let aBecomeFirstResponder = Evidence(
    "Apple: UIResponder.becomeFirstResponder()", appleDoc + "uiresponder/becomefirstresponder()")
  static let aResignFirstResponder = Evidence(
    "Apple: UIResponder.resignFirstResponder()", appleDoc + "uiresponder/resignfirstresponder()")
  static let aTextView = Evidence("Apple: UITextView (inherits from UIScrollView)", appleDoc + "uitextview")
  static let aTextViewIsEditable = Evidence("Apple: UITextView.isEditable", appleDoc + "uitextview/iseditable")
  static let aTextViewIsSelectable = Evidence(
    "Apple: UITextView.isSelectable", appleDoc + "uitextview/isselectable")
  static let aDataDetectorTypes = Evidence(
    "Apple: UITextView.dataDetectorTypes (no data detection while isEditable is true)",
    appleDoc + "uitextview/datadetectortypes")
  static let dTextField = decompiled(
    "UITextField.mm, isEditing, _fieldEditor; no gestureRecognizerShouldBegin: in the method list")
  static let oSO8797726 = Evidence(
    "Stack Overflow 8797726: a text field's touchUpInside never fires, touchCancel does",
    "http://stackoverflow.com/questions/8797726/how-can-i-respond-to-touch-events-on-a-uitextfield")
  static let oSO11101502 = Evidence(
    "Stack Overflow 11101502: a keyboard-dismiss tap on the view that must not steal the text fields' and button's taps",
    "http://stackoverflow.com/questions/11101502/detect-tap-on-uiviews-empty-space/13457003")
  static let oIQKeyboard1021 = Evidence(
    "IQKeyboardManager #1021: a button highlights but its action fires only on a second tap while a field edits",
    "https://github.com/hackiftekhar/IQKeyboardManager/issues/1021")
  static let dResponderBecome = decompiled(
    "UIResponder.mm (becomeFirstResponder: _canBecomeFirstResponder, the old first responder's resignFirstResponder, _becomeFirstResponder, then _reloadInputViewsFromFirstResponder:)"
  )
  static let dTextFieldEditing = decompiled(
    "UITextField.mm (canBecomeFirstResponder asks _delegateShouldBeginEditing; _attachFieldEditor sends 0x10000, editingDidBegin, before _notifyDidBeginEditing; _resignFirstResponder sends 0x40000, editingDidEnd, before _notifyDidEndEditing)"
  )
  static let dRemoteKeyboardWindow = decompiled(
    "UIRemoteKeyboardWindow.mm (level 10000001 and at least that, a separate keyboard scene, hosted in another process; a UITextEffectsWindow subclass)"
  )
  static let aTextFieldDelegate = Evidence(
    "Apple: UITextFieldDelegate (shouldBeginEditing before first responder; didBeginEditing; keyboard notifications as needed)",
    appleDoc + "uitextfielddelegate")
  static let aShouldEndEditing = Evidence(
    "Apple: textFieldShouldEndEditing(_:) (asked when the field is asked to resign; it may prevent the change)",
    appleDoc + "uitextfielddelegate/textfieldshouldendediting(_:)")
  static let aEndEditing = Evidence(
    "Apple: UIView.endEditing(_:) (force: the text field is never asked, it is forced to resign)",
    appleDoc + "uiview/endediting(_:)")
  static let aTextViewDelegate = Evidence(
    "Apple: UITextViewDelegate (textViewShouldBeginEditing, textViewDidBeginEditing, textViewShouldEndEditing, textViewDidEndEditing)",
    appleDoc + "uitextviewdelegate")
  static let aKeyboardWillShow = Evidence(
    "Apple: UIResponder.keyboardWillShowNotification and its will/did show/hide siblings",
    appleDoc + "uiresponder/keyboardwillshownotification")
  static let oIQKeyboard271 = Evidence(
    "IQKeyboardManager #271: for a text field the field's notifications come first, for a text view the keyboard's",
    "https://github.com/hackiftekhar/IQKeyboardManager/issues/271")
  static let oIQKeyboard1041 = Evidence(
    "IQKeyboardManager #1041: a quick tap on a suggestion row under a text field does not select (the dismiss tap takes it), a longer press does; fixed in shouldReceive with touch.view's isDescendant",
    "https://github.com/hackiftekhar/IQKeyboardManager/issues/1041")
  static let oOpenradar34432484 = Evidence(
    "openradar 34432484: since iOS 11 no keyboard show/hide notifications when a keyboard is already visible",
    "https://github.com/lionheart/openradar-mirror/issues/18382")
  static let oKeyboardHeights = Evidence(
    "Developers' keyboard heights per iPhone (216 pt without the predictive bar; the difference is the bottom safe area)",
    "https://federicabenacquista.medium.com/list-of-the-official-ios-keyboards-heights-and-how-to-calculate-them-c2b844ef54b9"
  )
  static let oCraigGrummitt = Evidence(
    "craiggrummitt.com: keyboards, text views and first responders",
    "https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/")
}
