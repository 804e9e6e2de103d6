/// UIKit's name for `TextView`.
public typealias UITextView = TextView

/// A text view (`UITextView`): a scroll view (TXV1), so it has the content-touch delay, the
/// pan and the hooks of `ScrollView`, plus a text tap (`<id>.tap`) that makes an editable
/// text view first responder at lift (TXV4).
///
/// Links are not modelled: Apple documents link taps only for a selectable text view that is
/// not editable (TXV3), and the model has no text to put links in.
open class TextView: ScrollView {
  /// Whether the user can edit the text (`isEditable`, default true, TXV2). The text tap
  /// works only while it is true (TXV4); turning it off while editing resigns first
  /// responder, as UIKit's setter does.
  public var isEditable = true {
    didSet {
      textTapRecognizer.isEnabled = isEditable
      if !isEditable && isFirstResponder { _ = resignFirstResponder() }
    }
  }
  /// Whether the user can select text and interact with links (`isSelectable`, default
  /// true, TXV2). Stored for the app's logic: the model has no selection or links (TXV3).
  public var isSelectable = true
  /// The text tap (`<id>.tap`, TXV4), added after the scroll view's delay and pan.
  public private(set) var textTapRecognizer: TextTapGestureRecognizer!

  /// Creates a text view with UIKit's defaults (editable, selectable, scrolling, TXV2).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    textTapRecognizer = TextTapGestureRecognizer(textView: self) { [unowned self] in self.textTapRecognized() }
    addGestureRecognizer(textTapRecognizer)
  }

  open override var className: String { "UITextView" }

  /// Whether the text view edits: first responder and editable (TXV4, as TF2).
  public var isEditing: Bool { isFirstResponder && isEditable }

  /// An editable or selectable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// The delegate's `textViewShouldBeginEditing(_:)` (TF9), asked of an editable text view,
  /// logged when answered; `nil` (the default) begins without asking.
  public var shouldBeginEditing: ((TextView) -> AppAnswer<Bool>)?
  /// The delegate's `textViewShouldEndEditing(_:)` (TF9), asked when an editing text view is
  /// asked to resign, logged when answered; not asked when it is forced.
  public var shouldEndEditing: ((TextView) -> AppAnswer<Bool>)?
  private var editingReactions: [(TextView, TextEditingCall) -> Void] = []

  /// Runs `body` with the text view and the call right after each `textViewDidBeginEditing`
  /// and `textViewDidEndEditing` record, after those added before it.
  public func onEditingCall(_ body: @escaping (TextView, TextEditingCall) -> Void) { editingReactions.append(body) }

  override func delegateShouldBeginEditing() -> Bool {
    guard isEditable else { return true }
    return ask(.textViewShouldBeginEditing, shouldBeginEditing, because: .askedToBegin(view: name))
  }

  override func delegateShouldEndEditing() -> Bool {
    guard isEditable else { return true }
    return ask(.textViewShouldEndEditing, shouldEndEditing, because: .askedToEnd(view: name))
  }

  /// TF9: a text view tells its delegate after the keyboard's will-show (its own
  /// `becomeFirstResponder` override, after `super` reloaded the input views).
  override func didBecomeFirstResponder() {
    guard isEditable, let window = home else { return }
    window.updateKeyboard()
    notify(.textViewDidBeginEditing, because: .began(view: name, isField: false))
  }

  /// TF9: `textViewDidEndEditing` follows the resignation of an editable text view.
  override func didResignFirstResponder(forced: Bool) {
    guard isEditable || forced else { return }
    notify(.textViewDidEndEditing, because: .ended(view: name, isField: false, forced: forced))
  }

  /// TF13: an editable text view shows the keyboard.
  override var showsKeyboard: Bool { isEditable }

  private func ask(
    _ call: TextEditingCall, _ closure: ((TextView) -> AppAnswer<Bool>)?, because reason: TextEditingReason
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

  /// TXV4: the text tap recognized: an editable text view that does not edit becomes first
  /// responder (the previous one resigns first); one that edits only places its caret.
  func textTapRecognized() {
    guard isEditable, !isEditing, let window else { return }
    let saved = window.firstResponderCause
    window.firstResponderCause = .app(TextInputReason.tapped(recognizer: textTapRecognizer.name))
    _ = becomeFirstResponder()
    window.firstResponderCause = saved
  }
}
