import TouchSim

/// A scroll view whose drags cancel the buttons in it (K3, K4).
///
/// UIScrollView's own `touchesShouldCancel(in:)` answers `false` for a control, so a drag
/// that starts on a button never scrolls. The usual fix, unchanged from UIKit but for the
/// import:
public final class ButtonFriendlyScrollView: UIScrollView {
  public override func touchesShouldCancel(in view: UIView) -> Bool {
    if view is UIControl { return true }
    return super.touchesShouldCancel(in: view)
  }

  /// The name scenarios and `--explain` use for the class.
  public override var className: String { "ButtonFriendlyScrollView" }
}
