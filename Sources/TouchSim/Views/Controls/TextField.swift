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
