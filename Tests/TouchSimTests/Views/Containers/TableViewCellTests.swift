import Testing
import TouchSim
import TouchSimTestSupport

/// Table cells with content (TC1-TC4): layout, the lazy content view, and the row the table
/// finds from the touched view.
@Suite struct TableViewCellTests {
  /// A table filling the window with `cells`, rows 60 pt high by default.
  private func table(_ cells: [TableViewCell], rowHeight: Double = 60) -> (TreeBuilder, TableView) {
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.rowHeight = rowHeight
    table.setCells(cells)
    builder.root.addSubview(table)
    builder.window.register(builder.root)
    return (builder, table)
  }

  /// The log lines without their time column, spaces squeezed.
  private func run(_ builder: TreeBuilder, _ strokes: [Stroke]) -> [String] {
    builder.runSqueezed(strokes).map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
  }

  private func tableCalls(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("setHighlighted") || $0.contains("didSelectRow") }
  }

  @Test func cellsAreRowsInOrderWithTheirOwnOrTheTablesHeight() {  // TC1
    let first = TableViewCell(name: "a")
    let second = TableViewCell(name: "b")
    second.rowHeight = 100
    let third = TableViewCell(name: "c")
    let (_, table) = table([first, second, third])
    #expect(first.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    #expect(second.frame == Rect(x: 0, y: 60, width: 390, height: 100))
    #expect(third.frame == Rect(x: 0, y: 160, width: 390, height: 60))
    #expect(table.contentSize == Size(width: 390, height: 220))
    #expect(third.contentView.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    let fourth = TableViewCell(name: "d")
    table.append(cell: fourth)
    #expect(fourth.frame == Rect(x: 0, y: 220, width: 390, height: 60))
    #expect(table.cells.map(\.name) == ["a", "b", "c", "d"])
    #expect(table.contentSize.height == 280)
    table.rowHeight = 50
    #expect(fourth.frame == Rect(x: 0, y: 200, width: 390, height: 50))
  }

  @Test func rowOriginsMultiplyTheDefaultRowsSoPlainRowsKeepTheirFrames() {  // TC1
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.setRows(0, rowHeight: 44.1)
    let cells = (0..<4).map { TableViewCell(name: "c\($0)") }
    cells[1].rowHeight = 30.5
    table.setCells(cells)
    #expect(cells.map(\.frame.origin.y) == [0, 44.1, 44.1 + 30.5, 2 * 44.1 + 30.5])
    #expect(table.contentSize.height == 3 * 44.1 + 30.5)
    let plain = TableView(name: "P", frame: builder.window.bounds)
    plain.setRows(3, rowHeight: 44.1)
    #expect(plain.cells[2].frame.origin.y == 2 * 44.1)
    #expect(plain.cells.allSatisfy { $0.contentViewIfLoaded == nil })
  }

  @Test func aPlacedRowKeepsItsFrameAndTheRowsAfterItFollowBelowIt() {  // TC1
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    let cells = (0..<3).map { TableViewCell(name: "c\($0)") }
    cells[0].placedFrame = Rect(x: 0, y: 155, width: 390, height: 60)
    cells[2].placedFrame = Rect(x: 16, y: 20, width: 358, height: 44)
    table.setCells(cells)
    #expect(
      cells.map(\.frame) == [
        Rect(x: 0, y: 155, width: 390, height: 60), Rect(x: 0, y: 215, width: 390, height: 44),
        Rect(x: 16, y: 20, width: 358, height: 44),
      ])
    #expect(table.contentSize.height == 259)
    #expect(table.cells.map(\.name) == ["c0", "c1", "c2"])
  }

  @Test func theContentViewIsMadeLazilyAndStaysInFrontOfTheCellsOwnViews() {  // TC2
    let cell = TableViewCell(name: "cell")
    let early = View(name: "early")
    cell.addSubview(early)
    #expect(cell.contentViewIfLoaded == nil)
    let content = cell.contentView
    #expect(content.name == "cell.contentView" && content.className == "UITableViewCellContentView")
    #expect(cell.subviews.map(\.name) == ["early", "cell.contentView"])
    cell.addSubview(View(name: "late"))
    cell.insertSubview(View(name: "inserted"), at: 5)
    #expect(cell.subviews.last === content)
    #expect(cell.contentView === content)
  }

  @Test func aTapOnAViewAddedToTheCellItselfSelectsTheRowThroughTheContentView() {  // TC2, TC3
    let cell = TableViewCell(name: "cell")
    let button = Button(name: "B", frame: Rect(x: 290, y: 10, width: 80, height: 40))
    cell.addSubview(button)
    let (builder, _) = table([cell])
    let lines = run(builder, [tap(at: Point(x: 330, y: 30))])
    #expect(lines.first == "window hitTest (330.0, 30.0) -> cell.contentView")
    #expect(!lines.contains { $0.hasPrefix("B ") })
    #expect(
      tableCalls(lines) == [
        "cell setHighlighted row 0 true", "cell setHighlighted row 0 false", "T didSelectRow row 0",
      ])
  }

  /// TC2: a cell appended to a table that is already built is taken for display like the
  /// cells of `setCells`: it gets its content view, which covers a button added to the cell
  /// itself, so a tap on that button selects the appended row.
  @Test func aCellAppendedToABuiltTableGetsItsContentViewToo() {  // TC1, TC2
    let (builder, table) = table([TableViewCell(name: "cell0")])
    let appended = TableViewCell(name: "cell1")
    appended.addSubview(Button(name: "B", frame: Rect(x: 290, y: 10, width: 80, height: 40)))
    #expect(appended.contentViewIfLoaded == nil)
    table.append(cell: appended)
    builder.window.register(builder.root)
    #expect(appended.contentViewIfLoaded?.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    #expect(appended.subviews.last === appended.contentViewIfLoaded)
    let lines = run(builder, [tap(at: Point(x: 330, y: 90))])
    #expect(lines.first == "window hitTest (330.0, 90.0) -> cell1.contentView")
    #expect(tableCalls(lines).last == "T didSelectRow row 1")
  }

  @Test func theRowIsTheCellThatContainsTheTouchedView() {  // TC3
    let cells = (0..<3).map { TableViewCell(name: "cell\($0)") }
    let badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    cells[2].contentView.addSubview(badge)
    let (builder, table) = table(cells)
    var selected: [Int] = []
    table.onDidSelectRow { _, row in selected.append(row) }
    let lines = run(builder, [tap(at: Point(x: 20, y: 140))])
    #expect(lines.first == "window hitTest (20.0, 140.0) -> badge")
    #expect(tableCalls(lines).first == "cell2 setHighlighted row 2 true")
    #expect(selected == [2])
  }

  @Test func aButtonInACellFiresAtTheLiftOfAQuickTapAndSelectsNoRow() {  // TC4
    let cell = TableViewCell(name: "cell")
    cell.contentView.addSubview(Button(name: "B", frame: Rect(x: 290, y: 10, width: 80, height: 40)))
    let (builder, _) = table([cell])
    let lines = run(builder, [tap(at: Point(x: 330, y: 30))])
    #expect(lines.contains("B controlEvent touchDown") && lines.contains("B controlEvent touchUpInside"))
    #expect(tableCalls(lines).isEmpty)
  }

  @Test func aControlThatIsTrackingOnTheWayUpMeansNoRow() {  // TC4 (the collection view's walk)
    let cell = TableViewCell(name: "cell")
    let control = Control(name: "K", frame: Rect(x: 0, y: 0, width: 200, height: 60))
    control.touchHandling = .handleAndForward  // tracks, then passes touchesBegan on anyway
    cell.contentView.addSubview(control)
    let (builder, _) = table([cell])
    let lines = run(builder, [tap(at: Point(x: 100, y: 30))])
    #expect(lines.contains("T touchesBegan #1 (100.0, 30.0) via cell"))
    #expect(tableCalls(lines).isEmpty)
  }

  @Test func theContentOffsetMovesTheRowsUnderTheFinger() {  // TC1
    let cells = (0..<3).map { TableViewCell(name: "cell\($0)") }
    let (builder, table) = table(cells)
    table.boundsOrigin = Point(x: 0, y: 90)
    let lines = run(builder, [tap(at: Point(x: 100, y: 40))])
    #expect(lines.first == "window hitTest (100.0, 40.0) -> cell2.contentView")
    #expect(tableCalls(lines).last == "T didSelectRow row 2")
  }

  @Test func theTablesOtherSubviewsAreNotRows() {  // TC1
    let cell = TableViewCell(name: "cell")
    let (builder, table) = table([cell])
    let header = View(name: "header", frame: Rect(x: 0, y: 0, width: 390, height: 30))
    table.addSubview(header)
    let lines = run(builder, [tap(at: Point(x: 100, y: 10))])
    #expect(lines.first == "window hitTest (100.0, 10.0) -> header")
    #expect(tableCalls(lines).isEmpty)
  }
}
