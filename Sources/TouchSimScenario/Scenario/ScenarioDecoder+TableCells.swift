import TouchSim

extension ScenarioDecoder {
  /// Where the next cell of a table goes (TC1): the table, its width (`nil` for a root table,
  /// whose frame is the window's), the row's y and the table's row height.
  struct RowSlot {
    var table: String
    var width: Double?
    var y: Double
    var rowHeight: Double
  }

  /// The class name of table cells (Docs/ScenarioFormat.md "Table views").
  static let cellClassName = "UITableViewCell"

  /// A table's `subviews`: its cells are its rows, in order (TC1), each told where it goes;
  /// other views stay plain subviews. `rows` and cells do not mix.
  mutating func decodeTableSubviews(_ subviews: JSONValue, into table: inout Scenario.View, rowsKey: SourceLocation?)
    throws(ScenarioError)
  {
    let rowHeight = table.scroll.rowHeight ?? 44
    var slot = RowSlot(table: table.id, width: table.frame?.size.width, y: 0, rowHeight: rowHeight)
    // The same arithmetic as `TableView.rowOrigins(heights:rowHeight:)`, so frames compare exactly.
    var defaultRows = 0
    var given = 0.0
    for item in try subviews.array("'subviews'") {
      slot.y = Double(defaultRows) * rowHeight + given
      let view = try decodeView(item, isRoot: false, row: slot)
      guard classes.baseName(of: view.className) == Self.cellClassName else {
        table.subviews.append(view)
        continue
      }
      if table.scroll.rows != nil {
        throw ScenarioError(
          "table '\(table.id)' has both 'rows' and cells in 'subviews': give its rows either as 'rows' (plain rows) "
            + "or as UITableViewCell subviews, not both", at: item.location,
          notes: rowsKey.map { [.init(location: $0, message: "'rows' is given here")] } ?? [])
      }
      if let height = view.scroll.rowHeight { given += height } else { defaultRows += 1 }
      table.subviews.append(view)
    }
  }

  /// A cell's keys (TC1, TC2): its place (a direct subview of a table), `rowHeight`,
  /// `cellSubviews` (views added to the cell itself, behind its content view) and the
  /// generated name of its content view. A `frame` must be the one the table gives it.
  mutating func decodeCellKeys(
    _ reader: inout ObjectReader, into view: inout Scenario.View, row slot: RowSlot?, at location: SourceLocation?
  ) throws(ScenarioError) {
    guard let slot else {
      throw ScenarioError(
        "a UITableViewCell must be a direct subview of a UITableView ('\(view.id)' is not): a table lays its cells "
          + "out as rows", at: location)
    }
    try defineGenerated(
      view.id + ".contentView", as: "the content view of cell '\(view.id)'", at: reader.value.location)
    if let value = reader.optional("rowHeight") {
      view.scroll.rowHeight = try value.number("'rowHeight'", in: 1...Self.maxLength)
    }
    let height = view.scroll.rowHeight ?? slot.rowHeight
    if let frame = view.frame {
      let expected = Rect(x: 0, y: slot.y, width: slot.width ?? frame.size.width, height: height)
      if frame != expected {
        throw ScenarioError(
          "cell '\(view.id)' has 'frame' \(Self.text(frame)) but table '\(slot.table)' lays it out at "
            + "\(Self.text(expected)) (TC1); leave 'frame' out of cells", at: reader.location(ofKey: "frame"))
      }
    }
    if let value = reader.optional("cellSubviews") {
      for item in try value.array("'cellSubviews'") { view.cellSubviews.append(try decodeView(item, isRoot: false)) }
    }
    viewCount += 1
    guard viewCount <= Self.maxViews else {
      throw ScenarioError(
        "the scenario has more than \(Self.maxViews) views (limit per scenario, content views included)", at: location)
    }
  }

  private static func text(_ rect: Rect) -> String {
    "["
      + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(JSONLRenderer.number).joined(
        separator: ", ") + "]"
  }
}
