/// The text tap of a text field or text view (`<id>.tap`, UIKit's private
/// `UITextTapRecognizer` of the text interaction): a single-finger single tap attached to the
/// text view itself, so no control vetoes it (TF1, XC5). At lift it makes a view that does
/// not edit the first responder (TF3, TXV4); on a view that edits it places the caret, which
/// the log does not show (TF4). Its `cancelsTouchesInView` is UIKit's default true, which is
/// why a text field's `touchUpInside` never fires and `touchCancel` does (TF3, SO 8797726).
///
/// Model decision (TF3): UIKit's exact recognizer and settings were not found in the
/// decompiled text; the model takes the simplest that fits the device reports.
public final class TextTapGestureRecognizer: TapGestureRecognizer {
  /// The text field or text view it belongs to.
  public unowned let textView: View
  /// What the view does when the tap recognizes.
  private let onTap: () -> Void

  init(textView: View, onTap: @escaping () -> Void) {
    self.textView = textView
    self.onTap = onTap
    super.init(name: textView.name + ".tap")
  }

  public override var className: String { "UITextTapRecognizer" }
  /// Its only target is UIKit's text interaction.
  public override var logsActions: Bool { false }

  public override func performAction(for state: GestureState) {
    guard state == .recognized else { return }
    onTap()
  }
}
