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
  static let oCraigGrummitt = Evidence(
    "craiggrummitt.com: keyboards, text views and first responders",
    "https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/")
}
