import TouchSim

extension DumpScenarioEmitter {
  /// The scenario class of a table cell (TC1): only a direct subview of a `UITableView`.
  static let tableCellClass = "UITableViewCell"

  /// Places the table cells among `subviews` of `view`. Under a `UITableView` they are its
  /// rows, numbered from the top: the cells come first, ordered by their frames' y (a dump lists
  /// them in any order, and only the visible ones), each keeping its frame, which is where the
  /// table placed it (`TableViewCell.placedFrame`, TC1). A cell anywhere else has no table: it
  /// is imported as a plain view, and a note says so.
  mutating func placeCells(in view: inout Scenario.View) {
    let isCell = { (subview: Scenario.View) in subview.className == Self.tableCellClass }
    guard view.subviews.contains(where: isCell) else { return }
    if view.className == "UITableView" {
      let cells = view.subviews.filter(isCell).enumerated().sorted {
        ($0.element.frame?.minY ?? 0, $0.offset) < ($1.element.frame?.minY ?? 0, $1.offset)
      }.map(\.element)
      view.subviews = cells + view.subviews.filter { !isCell($0) }
      return
    }
    for index in view.subviews.indices where isCell(view.subviews[index]) {
      demote(&view.subviews[index])
    }
  }

  /// A table cell at the top of the dump has no table: a plain view (see `placeCells(in:)`).
  mutating func placeTopCell(_ root: inout Scenario.View) {
    if root.className == Self.tableCellClass { demote(&root) }
  }

  private mutating func demote(_ cell: inout Scenario.View) {
    cell.className = "UIView"
    notes.append("\(cell.id): UITableViewCell imported as a plain UIView: a table cell outside a table")
  }
}
