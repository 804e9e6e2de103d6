import TouchSim
import TouchSimScenario

extension DumpScenarioEmitter {
  /// The scenario class of a table cell (TC1): only a direct subview of a `UITableView`.
  static let tableCellClass = "UITableViewCell"

  /// The dump classes of UIKit's cell decoration: views UIKit puts on the cell itself, which
  /// stay there (`cellSubviews`), not in the content view (issue 31).
  static func isCellDecoration(_ className: String) -> Bool {
    let name = className.hasPrefix("UIKit.") ? String(className.dropFirst("UIKit.".count)) : className
    guard !DumpClassMap.isAppClass(name) else { return false }
    return name.contains("Background") || name.contains("Separator") || name.contains("SelectedBackground")
  }

  /// Whether a cell's direct subview stays on the cell (`cellSubviews`, behind the content
  /// view, TC2): UIKit's decoration (background views, separators), or a view the dump lists
  /// before the content view. A view listed after the content view lies in front of it and
  /// goes into it (`subviews`); so does every subview of a cell whose content view the dump
  /// does not show.
  func staysOnCell(_ child: Int, of cell: DumpNode) -> Bool {
    let node = tree.nodes[child]
    guard node.isOnCellBehindContent || node.isOnCellInFront else { return false }
    if Self.isCellDecoration(node.fields.className) { return true }
    return cell.hasContentView && node.isOnCellBehindContent
  }

  /// Places the table cells among `subviews` of `view`. Under a `UITableView` they are its
  /// rows in the dump's order, each keeping its frame, which is where the table placed it
  /// (`TableViewCell.placedFrame`, TC1), and every subview stacks as the dump lists it
  /// (`subviewOrder` `asListed`: a background view listed before the rows lies behind them,
  /// issue 31); the summary says which cell is which row. A cell anywhere else has no table:
  /// it is imported as a plain view, and a note says so.
  mutating func placeCells(in view: inout Scenario.View, node: Int? = nil) {
    let isCell = { (subview: Scenario.View) in subview.className == Self.tableCellClass }
    guard view.subviews.contains(where: isCell) else { return }
    if view.className == "UITableView" {
      view.scroll.subviewOrder = .asListed
      let cells = view.subviews.filter(isCell)
      let rows = cells.enumerated().map { row, cell in
        "row \(row) \(cell.id) (y \(Self.number(cell.frame?.minY ?? 0)))"
      }
      let others = view.subviews.count - cells.count
      var line =
        "rows: \(view.id): \(DumpSummary.count(cells.count, "cell")) as rows in dump order (the visible cells, in the order the dump lists them, not by index path): "
        + rows.joined(separator: ", ")
      if others > 0 {
        line += "; stacked with its \(DumpSummary.count(others, "other subview")) as the dump lists them"
      }
      rowLines.append(line)
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
    cell.subviews = cell.cellSubviews + cell.subviews
    cell.cellSubviews = []
    notes.append("\(cell.id): UITableViewCell imported as a plain UIView: a table cell outside a table")
  }
}
