/// A row's place in a table (`IndexPath` in UIKit's table API, renamed because the model does
/// not take Foundation's): TouchSim's tables have one section.
public struct TableIndexPath: Hashable, Sendable {
  /// The row.
  public var row: Int
  /// The section; always 0 in TouchSim's tables.
  public var section: Int

  /// A path to a row.
  public init(row: Int, section: Int = 0) {
    self.row = row
    self.section = section
  }

  /// A path to a collection view's item (`IndexPath(item:section:)`).
  public init(item: Int, section: Int = 0) { self.init(row: item, section: section) }

  /// The item: a collection view's name for `row`.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}

/// A table view's delegate (`UITableViewDelegate`), with UIKit's method names; it is also the
/// table's scroll-view delegate (set it as `delegate`). TV1, TV3, TV4.
///
/// The questions (`shouldHighlightRowAt`, `willSelectRowAt`) are asked and logged only when
/// the delegate implements them; the default implementations stand for "not implemented".
public protocol TableViewDelegate: ScrollViewDelegate {
  /// `tableView(_:shouldHighlightRowAt:)` (TV3), asked at touch-down on a row.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool
  /// `tableView(_:didHighlightRowAt:)` (TV1).
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath)
  /// `tableView(_:didUnhighlightRowAt:)` (TV1).
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath)
  /// `tableView(_:willSelectRowAt:)` (TV4), asked at lift on a highlighted row: the row to
  /// select instead, or `nil` for none.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?
  /// `tableView(_:didSelectRowAt:)` (TV1).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (SA3; TableView+SwipeActions.swift).
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> SwipeActionsConfiguration?
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (SA3; TableView+SwipeActions.swift).
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool {
    tableView.answeredByDefault = true
    return true
  }
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
    tableView.answeredByDefault = true
    return indexPath
  }
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
}

extension TableView {
  /// The delegate as a table delegate, if it is one.
  var tableDelegate: TableViewDelegate? { hasDelegate ? delegate as? TableViewDelegate : nil }

  /// TV3: the app's answer to `shouldHighlightRowAt` (`shouldHighlightRow`, else the
  /// delegate's method); `nil` when it does not answer.
  func askShouldHighlight(_ row: Int) -> AppAnswer<Bool>? {
    if let shouldHighlightRow { return shouldHighlightRow(self, row) }
    guard let delegate = tableDelegate else { return nil }
    return askDelegate("tableView(_:shouldHighlightRowAt:)") {
      delegate.tableView(self, shouldHighlightRowAt: TableIndexPath(row: row))
    }
  }

  /// TV4: the app's answer to `willSelectRowAt` (`willSelectRow`, else the delegate's method);
  /// `nil` when it does not answer.
  func askWillSelect(_ row: Int) -> AppAnswer<Int?>? {
    if let willSelectRow { return willSelectRow(self, row) }
    guard let delegate = tableDelegate else { return nil }
    return askDelegate("tableView(_:willSelectRowAt:)") {
      delegate.tableView(self, willSelectRowAt: TableIndexPath(row: row)).map(\.row)
    }
  }

  private func askDelegate<Value>(_ method: String, _ call: () -> Value) -> AppAnswer<Value>? {
    let saved = answeredByDefault
    answeredByDefault = false
    defer { answeredByDefault = saved }
    let value = call()
    guard !answeredByDefault else { return nil }
    return AppAnswer(value, because: home?.explains == true ? .app(HandlerReason.delegateMethod(method)) : nil)
  }
}
