import TouchSim

/// A tap on the controller's view that dismisses the keyboard, and must not swallow a table
/// row's selection (AL1): its delegate refuses touches on the table, deciding on
/// `touch.view` (G7). The UIKit code, unchanged but for the import.
public final class KeyboardDismissal: UIGestureRecognizerDelegate {
  private weak var table: UITableView?

  public init(table: UITableView) { self.table = table }

  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    guard let table, let view = touch.view else { return true }
    return !view.isDescendant(of: table)
  }
}
