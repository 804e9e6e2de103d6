/// Why the first responder changed (`--explain`, TF3-TF5, TXV4). Written as an app
/// explanation so that text input needs no case in the model's shared reason enums.
public enum TextInputReason: AppExplanation {
  /// TF3, TXV4: the view's own text tap recognized at lift on a view that was not editing.
  case tapped(recognizer: String)
  /// App code called the method (named).
  case appCalled(String)
  /// The first responder resigned because another responder (named) becomes first responder.
  case replaced(by: String)
  /// `endEditing(true)` of a view (named) that contains the first responder.
  case endEditing(by: String)
  /// G20: the first responder, or `ancestor` (the view removed), is leaving the window.
  case leftWindow(ancestor: String?)

  public var ruleIDs: [RuleID] {
    switch self {
    case .tapped: return [.tf3, .txv4]
    case .appCalled: return []
    case .replaced: return [.tf3]
    case .endEditing: return [.tf5]
    case .leftWindow: return [.g20]
    }
  }

  public var text: String {
    switch self {
    case .tapped(let recognizer):
      return "TF3, TXV4: \(recognizer), the view's own text tap, recognized at lift: the view becomes first responder"
    case .appCalled(let method):
      return "the app calls \(method)"
    case .replaced(let newcomer):
      return "TF3: \(newcomer) becomes first responder, and the current first responder resigns first"
    case .endEditing(let view):
      return "TF5: the app calls \(view).endEditing(true), and the first responder is inside it"
    case .leftWindow(let ancestor):
      let how = ancestor.map { "leaves the window with \($0)" } ?? "leaves the window"
      return "G20: the first responder \(how); UIView's _willMoveToWindow: nil calls its resignFirstResponder"
    }
  }
}
