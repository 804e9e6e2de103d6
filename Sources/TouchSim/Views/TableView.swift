/// A table view (`UITableView`): a scroll view (TV1) whose rows are cells (`TableViewCell`),
/// stacked from y = 0 in order (TC1): plain placeholder rows named `<id>.row<N>`
/// (`setRows(_:rowHeight:)`) or the app's cells with content (`setCells(_:)`,
/// `append(cell:)`). Touches on plain content go up the chain (RC3) to the table view, which
/// highlights the row of the cell containing the touched view on `touchesBegan` (TC3), and on
/// `touchesEnded` unhighlights it and selects it (`didSelectRow`); `touchesCancelled`
/// unhighlights without selecting (TV1, G19).
/// The app answers the delegate's questions (`shouldHighlightRow`, TV3; `willSelectRow`, TV4)
/// and reacts to the selection (`onDidSelectRow`).
open class TableView: ScrollView {
  /// The row height of the cells that give none of their own (default 44); setting it lays the
  /// rows out again (TC1).
  public var rowHeight = 44.0 {
    didSet { if rowHeight != oldValue { layOutCells() } }
  }
  /// The cells, one per row, in row order.
  public private(set) var cells: [TableViewCell] = []
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
  /// Whether the table is in editing mode (`isEditing`, TV5): setting it is
  /// `setEditing(_:animated: false)`, which shows or hides each row's reorder control
  /// (`TableViewCell.showsReorderControl`) and turns selection off unless
  /// `allowsSelectionDuringEditing` (TV10). Default false.
  public var isEditing = false {
    didSet { if isEditing != oldValue { updateEditingControls() } }
  }
  /// `allowsSelectionDuringEditing` (TV10): whether a tap highlights and selects a row while
  /// the table is editing. Default false.
  public var allowsSelectionDuringEditing = false
  /// The data source's `tableView(_:canMoveRowAt:)` (TV5), asked per row when the rows'
  /// controls are configured; false hides the row's reorder control. `nil` (the default):
  /// every row may move.
  public var canMoveRow: ((TableView, Int) -> Bool)?
  /// TV7: the row being reordered, from `beginReordering` to `endReordering`.
  var reordering: TableReordering?
  /// TV8: the reactions to `moveRowAt`, in the order added.
  var moveRowReactions: [(TableView, Int, Int) -> Void] = []
  /// TV11: the reactions to `swipeActionsRevealed` and `swipeActionsHidden`, in the order added.
  var swipeRevealedReactions: [(TableView, Int) -> Void] = []
  var swipeHiddenReactions: [(TableView, Int) -> Void] = []

  /// Creates an empty table; `setRows(_:rowHeight:)` adds the cells.
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
  }

  /// Replaces the cells with `count` full-width rows of `rowHeight`, stacked from y = 0,
  /// and sets the content size to fit them. The cells are placeholders that nothing
  /// configured: they have no content view (TC2), so each is its own hit view.
  public func setRows(_ count: Int, rowHeight: Double = 44) {
    self.rowHeight = rowHeight
    replaceCells(with: (0..<count).map { TableViewCell(name: "\(name).row\($0)") }, configures: false)
  }

  /// Replaces the cells with `cells`, one row each in order (TC1): the table makes each
  /// cell's content view (configuring it for display, TC2), lays the rows out from y = 0 at
  /// the table's width, each `rowHeight` high (the cell's, else the table's), and sets the
  /// content size to fit them.
  ///
  /// ```swift
  /// let cell = UITableViewCell(name: "cell0")
  /// cell.contentView.addSubview(UIButton(name: "buy", frame: Rect(x: 300, y: 7, width: 80, height: 30)))
  /// table.setCells([cell])
  /// ```
  public func setCells(_ cells: [TableViewCell]) {
    replaceCells(with: cells, configures: true)
  }

  /// Replaces the cells with the cells among `views`, one row each in their order (TC1, as
  /// `setCells(_:)`), and stacks every view of `views`, cells and other views alike, in that
  /// order, back to front: a view listed before the cells (a background view) lies behind the
  /// rows, one listed after them in front. `views` are added to the table as subviews.
  ///
  /// ```swift
  /// table.setCells([cell0, cell1], stackedAs: [background, cell0, cell1, header])
  /// ```
  public func setCells(_ cells: [TableViewCell], stackedAs views: [View]) {
    replaceCells(with: cells, configures: true)
    for view in views { addSubview(view) }
  }

  /// Adds `cell` as the last row (TC1), with its content view (TC2), and grows the content
  /// size to fit the rows.
  public func append(cell: TableViewCell) {
    _ = cell.contentView
    addSubview(cell)
    cells.append(cell)
    layOutCells()
  }

  private func replaceCells(with newCells: [TableViewCell], configures: Bool) {
    for cell in cells { cell.removeFromSuperview() }
    cells = newCells
    for cell in cells {
      if configures { _ = cell.contentView }
      addSubview(cell)
    }
    layOutCells()
  }

  /// TC1: each cell at (0, y, width, height) in row order, or at its `placedFrame`, after which
  /// the rows below follow it; the content size fits the rows.
  private func layOutCells() {
    let width = frame.size.width
    var top = 0.0
    var defaultRows = 0
    var given = 0.0
    var placedBottom = 0.0
    for (row, cell) in cells.enumerated() {
      cell.row = row
      if let placed = cell.placedFrame {
        cell.layOut(at: placed)
        placedBottom = Swift.max(placedBottom, top + Double(defaultRows) * rowHeight + given, placed.maxY)
        (top, defaultRows, given) = (placed.maxY, 0, 0)
        continue
      }
      // Multiplied, not summed, so plain rows keep the frames `setRows` gives them.
      let height = cell.rowHeight ?? rowHeight
      cell.layOut(at: Rect(x: 0, y: top + Double(defaultRows) * rowHeight + given, width: width, height: height))
      if let own = cell.rowHeight { given += own } else { defaultRows += 1 }
    }
    contentSize = Size(width: width, height: Swift.max(placedBottom, top + Double(defaultRows) * rowHeight + given))
    if isEditing { updateEditingControls() }
  }

  /// TV8: the data source moved the row at `from` to `to`: the cell follows, and the rows are
  /// laid out again (TC1).
  func moveCell(from: Int, to: Int) {
    let cell = cells.remove(at: from)
    cells.insert(cell, at: to)
    layOutCells()
  }

  /// CV2, TC3, TC4: the row of the first cell of this table on the way up from `view`; `nil`
  /// when the way passes a control that is tracking, or reaches no cell of this table.
  func row(containing view: View?) -> Int? {
    var current = view
    while let view = current, view !== self {
      if let control = view as? Control, control.isTracking { return nil }
      if let cell = view as? TableViewCell, cell.superview === self {
        return cells.indices.contains(cell.row) && cells[cell.row] === cell ? cell.row : nil
      }
      current = view.superview
    }
    return nil
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
    guard let window = home, let touch = touches.min(by: { $0.finger < $1.finger }) else { return false }
    switch method {
    case .touchesBegan:
      // TV10: while editing, no highlight and no selection unless allowsSelectionDuringEditing.
      guard !isEditing || allowsSelectionDuringEditing else { return false }
      guard let row = row(containing: touch.view), !highlighted.contains(where: { $0.finger == touch.finger }) else {
        return false
      }
      if let answer = askShouldHighlight(row) {
        window.record(
          name, .shouldHighlightRow(row: row, result: answer.value),
          why: Reason.control(.shouldHighlightRow(row: row, result: answer.value)).adding(answer.reason))
        guard answer.value else { return false }  // TV3: not pending, so not selected at lift
      }
      highlighted.append((touch.finger, row))
      let cell = cells[row]
      window.record(
        cell.name, .setHighlighted(row: row, value: true),
        why: touch.view === cell
          ? .control(.rowHighlighted(y: convertFromWindow(windowPoint).y, row: row))
          : .control(.cellRowHighlighted(view: touch.view?.name ?? "", cell: cell.name, row: row)))
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
