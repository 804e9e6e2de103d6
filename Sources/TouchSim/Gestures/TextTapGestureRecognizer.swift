/// The text tap of a text field or text view (`<id>.tap`): UIKit's `UITextMultiTapRecognizer`,
/// the text interaction's single tap (`UITextInteractionNameSingleTap`), on the text view itself
/// and first in its recognizers (the interaction inserts it at index 0), so no control vetoes
/// it (TF1, XC5). It is continuous: the lift of a tap begins it, and its action makes a view that
/// does not edit the first responder (TF3, TXV4; on a view that edits it places the caret, which
/// the log does not show, TF4); a further tap within 0.35 s changes it and it ends when 0.35 s
/// pass without one. It cancels the touches in its view (UIKit's default), which is why a text
/// field's `touchUpInside` never fires and `touchCancel` does (TF3, SO 8797726); it does not
/// delay `touchesEnded`.
///
/// Read from decompiled UIKit (iOS 26.1): `UITextMultiTapRecognizer init` (continuous tap
/// recognition, 0.75 s maximum tap duration, 0.35 s interval), `UITextSelectionInteraction
/// initWithMode:indirect:` (60 pt allowable movement, `setDelaysTouchesEnded:0`),
/// `canPreventGestureRecognizer:` (it prevents a tap unless that tap needs more than one tap) and
/// the interaction's private delegate, which lets it recognize with another tap only when that
/// tap's view is inside the text view (taps on a text view's own subviews are not modelled, so
/// the model asks no delegate: it is simultaneous with nothing).
public final class TextTapGestureRecognizer: TapGestureRecognizer {
  /// The text field or text view it belongs to.
  public unowned let textView: View
  /// What the view does when the tap recognizes.
  private let onTap: () -> Void

  init(textView: View, onTap: @escaping () -> Void) {
    self.textView = textView
    self.onTap = onTap
    super.init(name: textView.name + ".tap")
    continuousTapRecognition = true
    allowableMovement = 60
    delaysTouchesEnded = false
  }

  /// TF5: a single tap's recognition is prevented by the text tap; a tap that needs more taps
  /// is not (`-[UITextMultiTapRecognizer canPreventGestureRecognizer:]`).
  public override func canPrevent(_ other: GestureRecognizer) -> Bool {
    if let tap = other as? TapGestureRecognizer { return tap.numberOfTapsRequired <= 1 }
    return true
  }

  public override var className: String { "UITextMultiTapRecognizer" }
  /// Its only target is UIKit's text interaction.
  public override var logsActions: Bool { false }

  public override func performAction(for state: GestureState) {
    guard state == .began else { return }
    onTap()
  }
}
