/// A table view (`UITableView`): a scroll view (TV1) whose rows are plain cell views named
/// `<id>.row<N>`, stacked from y = 0. Cells forward their touches (RC3) to the table view,
/// which highlights the row on `touchesBegan`, and on `touchesEnded` unhighlights it and
/// selects it (`didSelectRow`); `touchesCancelled` unhighlights without selecting (TV1, G19).
/// The app answers the delegate's questions (`shouldHighlightRow`, TV3; `willSelectRow`, TV4)
/// and reacts to the selection (`onDidSelectRow`).
open class TableView: ScrollView {
  /// The row height (default 44).
  public private(set) var rowHeight = 44.0
  /// The cells, one per row.
  public private(set) var cells: [View] = []
  private var highlighted: [(finger: Int, row: Int)] = []
  /// The delegate's `tableView(_:shouldHighlightRowAt:)` (TV3), asked at `touchesBegan` for the
  /// row under the touch before it highlights, and logged as `shouldHighlightRow`; `nil` (the
  /// default) highlights every row without asking. False: no highlight, and no selection at
  /// lift (model decision, as the collection view's decompiled path drops the pending item
  /// when the delegate refuses the highlight and selects only a pending item).
  ///
  /// ```swift
  /// table.shouldHighlightRow = { _, row in AppAnswer(row != 0) }
  /// ```
  public var shouldHighlightRow: ((TableView, Int) -> AppAnswer<Bool>)?
  /// The delegate's `tableView(_:willSelectRowAt:)` (TV4), asked at lift on a highlighted row
  /// before `didSelectRow`, and logged as `willSelectRow`; `nil` (the default) selects the
  /// row without asking. The answer is the row selected instead: `nil` selects nothing, another
  /// row of the table redirects the selection, a row the table does not have selects nothing.
  ///
  /// ```swift
  /// table.willSelectRow = { _, row in AppAnswer(row == 0 ? nil : row) }
  /// ```
  public var willSelectRow: ((TableView, Int) -> AppAnswer<Int?>)?
  private var didSelectRowReactions: [(TableView, Int) -> Void] = []
  private var highlightReactions: [(TableView, Int, Bool) -> Void] = []
  /// SA1: the swipe actions' controller and recognizers, added when swipe actions are configured.
  var swipeActionController: TableSwipeActionController?

  /// Creates an empty table; `setRows(_:rowHeight:)` adds the cells.
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
  }

  /// Replaces the cells with `count` full-width rows of `rowHeight`, stacked from y = 0,
  /// and sets the content size to fit them.
  public func setRows(_ count: Int, rowHeight: Double = 44) {
    for cell in cells { cell.removeFromSuperview() }
    self.rowHeight = rowHeight
    cells = (0..<count).map { row in
      View(
        name: "\(name).row\(row)",
        frame: Rect(x: 0, y: Double(row) * rowHeight, width: frame.size.width, height: rowHeight))
    }
    for cell in cells { addSubview(cell) }
    contentSize = Size(width: frame.size.width, height: Double(count) * rowHeight)
  }

  open override var className: String { "UITableView" }

  /// Runs `body` with the table and the row right after each `didSelectRow` record, after the
  /// reactions added before it (TV1: the delegate's `tableView(_:didSelectRowAt:)`). Nested
  /// reactions are bounded by `Window.limits.maxReactionDepth`.
  public func onDidSelectRow(_ body: @escaping (TableView, Int) -> Void) {
    didSelectRowReactions.append(body)
  }

  /// Runs `body` with the table, the row and the new highlight right after each
  /// `setHighlighted` record (TV1: the delegate's `tableView(_:didHighlightRowAt:)` for true,
  /// `tableView(_:didUnhighlightRowAt:)` for false), after the reactions added before it.
  public func onHighlightChange(_ body: @escaping (TableView, Int, Bool) -> Void) {
    highlightReactions.append(body)
  }

  private func highlightChanged(_ row: Int, _ value: Bool, in window: Window) {
    if let delegate = tableDelegate {
      window.runReactions(of: name, to: value ? "didHighlightRow" : "didUnhighlightRow") {
        if value {
          delegate.tableView(self, didHighlightRowAt: TableIndexPath(row: row))
        } else {
          delegate.tableView(self, didUnhighlightRowAt: TableIndexPath(row: row))
        }
      }
    }
    guard !highlightReactions.isEmpty else { return }
    window.runReactions(of: name, to: value ? "didHighlightRow" : "didUnhighlightRow") {
      for reaction in highlightReactions { reaction(self, row, value) }
    }
  }

  /// TV1: highlight, select, unhighlight; the table swallows the touches (RC4).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    guard let window, let touch = touches.min(by: { $0.finger < $1.finger }) else { return false }
    switch method {
    case .touchesBegan:
      let y = convertFromWindow(windowPoint).y
      let row = Int((y / rowHeight).rounded(.down))
      guard y >= 0, row < cells.count, !highlighted.contains(where: { $0.finger == touch.finger }) else { return false }
      if let answer = askShouldHighlight(row) {
        window.record(
          name, .shouldHighlightRow(row: row, result: answer.value),
          why: Reason.control(.shouldHighlightRow(row: row, result: answer.value)).adding(answer.reason))
        guard answer.value else { return false }  // TV3: not pending, so not selected at lift
      }
      highlighted.append((touch.finger, row))
      window.record(
        cells[row].name, .setHighlighted(row: row, value: true),
        why: .control(.rowHighlighted(y: y, row: row)))
      highlightChanged(row, true, in: window)
    case .touchesEnded, .touchesCancelled:
      guard let index = highlighted.firstIndex(where: { $0.finger == touch.finger }) else { return false }
      let row = highlighted.remove(at: index).row
      window.record(
        cells[row].name, .setHighlighted(row: row, value: false),
        why: .control(.rowUnhighlighted(method: method, row: row)))
      highlightChanged(row, false, in: window)
      if method == .touchesEnded { select(row, in: window) }
    case .touchesMoved:
      break
    }
    return false
  }

  /// TV1, TV4: the lift on highlighted `row` selects it, or the row the delegate's
  /// `willSelectRowAt` answers instead; then the `didSelectRow` reactions run.
  private func select(_ row: Int, in window: Window) {
    var selected: Int? = row
    if let answer = askWillSelect(row) {
      window.record(
        name, .willSelectRow(row: row, result: answer.value),
        why: Reason.control(.willSelectRow(row: row)).adding(answer.reason))
      selected = answer.value
    }
    guard let selected, cells.indices.contains(selected) else { return }
    window.record(
      name, .didSelectRow(row: selected),
      why: .control(selected == row ? .rowSelected(row: row) : .rowRedirected(from: row, to: selected)))
    if let delegate = tableDelegate {
      window.runReactions(of: name, to: "didSelectRow") {
        delegate.tableView(self, didSelectRowAt: TableIndexPath(row: selected))
      }
    }
    guard !didSelectRowReactions.isEmpty else { return }
    window.runReactions(of: name, to: "didSelectRow") {
      for reaction in didSelectRowReactions { reaction(self, selected) }
    }
  }
}
