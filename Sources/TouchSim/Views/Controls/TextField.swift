/// UIKit's name for `TextField`.
public typealias UITextField = TextField

/// A text field (`UITextField`): a control that becomes first responder when tapped (TF1-TF5).
///
/// - It vetoes no recognizer (TF1: no `gestureRecognizerShouldBegin(_:)` of its own), so an
///   ancestor's tap is not refused the way a button refuses it.
/// - Its own text tap (`<id>.tap`, `TextTapGestureRecognizer`) recognizes at lift: the
///   control's tracking is cancelled (`touchCancel`, never `touchUpInside`), the previous first
///   responder resigns and the field becomes first responder (TF3).
/// - While editing (`isEditing`, TF2) its touches belong to its field editor: it does not
///   track them or pass them on, taps only move the caret (no record), and a scroll view's
///   `touchesShouldCancel(in:)` answers true for it (TF4, XC4).
open class TextField: Control {
  /// TF4, XC4: while editing, the touched view is the field editor, no control, so a scroll
  /// view's `touchesShouldCancel(in:)` answers `true` by default; otherwise as any control (K4).
  override var scrollViewMayCancelByDefault: Bool { !isEnabled || isEditing }

  /// The text tap (`<id>.tap`, TF3).
  public private(set) var textTapRecognizer: TextTapGestureRecognizer!

  /// Creates a text field with its text tap.
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    textTapRecognizer = TextTapGestureRecognizer(textView: self) { [unowned self] in self.textTapRecognized() }
    addGestureRecognizer(textTapRecognizer)
  }

  open override var className: String { "UITextField" }

  /// TF2: the field edits while it is its window's first responder (UIKit: first responder
  /// with its field editor attached, and editable).
  public var isEditing: Bool { isFirstResponder }

  /// A disabled field cannot become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The delegate's `textFieldShouldBeginEditing(_:)` (TF6), logged when answered; `nil`
  /// (the default) begins without asking.
  public var shouldBeginEditing: ((TextField) -> AppAnswer<Bool>)?
  /// The delegate's `textFieldShouldEndEditing(_:)` (TF7), logged when answered; `nil` (the
  /// default) ends without asking. Not asked when the field is forced (`endEditing(true)`).
  public var shouldEndEditing: ((TextField) -> AppAnswer<Bool>)?
  private var editingReactions: [(TextField, TextEditingCall) -> Void] = []

  /// Runs `body` with the field and the call right after each `textFieldDidBeginEditing` and
  /// `textFieldDidEndEditing` record (the delegate's methods), after those added before it.
  /// The editing control events are reached with `addAction(for:)` (TF8: they come first).
  public func onEditingCall(_ body: @escaping (TextField, TextEditingCall) -> Void) { editingReactions.append(body) }

  override func delegateShouldBeginEditing() -> Bool {
    ask(.textFieldShouldBeginEditing, shouldBeginEditing, because: .askedToBegin(view: name))
  }

  override func delegateShouldEndEditing() -> Bool {
    ask(.textFieldShouldEndEditing, shouldEndEditing, because: .askedToEnd(view: name))
  }

  /// TF6, TF8: `_attachFieldEditor` sends `editingDidBegin`, then `_notifyDidBeginEditing`
  /// tells the delegate.
  override func didBecomeFirstResponder() {
    let reason = TextEditingReason.began(view: name, isField: true)
    send(.editingDidBegin, because: .model(reason))
    notify(.textFieldDidBeginEditing, because: reason)
  }

  /// TF7, TF8: `_resignFirstResponder` sends `editingDidEnd`, then `_notifyDidEndEditing`
  /// tells the delegate (reason `.committed`).
  override func didResignFirstResponder(forced: Bool) {
    let reason = TextEditingReason.ended(view: name, isField: true, forced: forced)
    send(.editingDidEnd, because: .model(reason))
    notify(.textFieldDidEndEditing, because: reason)
  }

  /// TF13: an editing field shows the keyboard.
  override var showsKeyboard: Bool { true }

  private func ask(
    _ call: TextEditingCall, _ closure: ((TextField) -> AppAnswer<Bool>)?, because reason: TextEditingReason
  ) -> Bool {
    guard let closure, let window = home else { return true }
    let answer = closure(self)
    window.record(name, .textEditing(call, result: answer.value), why: Reason.model(reason).adding(answer.reason))
    return answer.value
  }

  private func notify(_ call: TextEditingCall, because reason: TextEditingReason) {
    guard let window = home else { return }
    window.record(name, .textEditing(call, result: nil), why: .model(reason))
    guard !editingReactions.isEmpty else { return }
    window.runReactions(of: name, to: call.rawValue) {
      for reaction in editingReactions { reaction(self, call) }
    }
  }

  /// TF4: an editing field's touches go to its field editor: no tracking, not passed on.
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    if isEditing && !isTracking { return false }
    return super.builtInTouches(method, touches, at: windowPoint)
  }

  /// TF3: the text tap recognized. A field that does not edit becomes first responder (the
  /// previous one resigns first); an editing field only places its caret (TF4).
  func textTapRecognized() {
    guard !isEditing, let window else { return }
    let saved = window.firstResponderCause
    window.firstResponderCause = .app(TextInputReason.tapped(recognizer: textTapRecognizer.name))
    _ = becomeFirstResponder()
    window.firstResponderCause = saved
  }
}
