import TouchSim

extension ScenarioDecoder {
  /// Where a cell is decoded (TC1): in the table of that id, as one of its rows.
  struct RowSlot {
    var table: String
  }

  /// A table's `subviews`: its cells are its rows, in order (TC1), each told where it goes;
  /// other views stay plain subviews. `rows` and cells do not mix.
  mutating func decodeTableSubviews(_ subviews: JSONValue, into table: inout Scenario.View, rowsKey: SourceLocation?)
    throws(ScenarioError)
  {
    let slot = RowSlot(table: table.id)
    let descriptor = classes.descriptor(of: table.className)
    for item in try subviews.array("'subviews'") {
      let view = try decodeView(item, isRoot: false, row: slot, superview: descriptor)
      guard classes.descriptor(of: view.className)?.placement == .tableRow else {
        table.subviews.append(view)
        continue
      }
      if table.scroll.rows != nil {
        throw ScenarioError(
          "table '\(Spelling.shortened(table.id))' has both 'rows' and cells in 'subviews': give its rows either as 'rows' (plain rows) "
            + "or as UITableViewCell subviews, not both", at: item.location,
          notes: rowsKey.map { [.init(location: $0, message: "'rows' is given here")] } ?? [])
      }
      table.subviews.append(view)
    }
  }

  /// A cell's keys (TC1, TC2): its place (a direct subview of a table), `rowHeight`,
  /// `cellSubviews` (views added to the cell itself, behind its content view) and the
  /// generated name of its content view. A `frame` is where the table placed the row (as an
  /// imported dump records it): the table keeps it (`TableViewCell.placedFrame`).
  mutating func decodeCellKeys(
    _ reader: inout ObjectReader, into view: inout Scenario.View, row slot: RowSlot?, at location: SourceLocation?
  ) throws(ScenarioError) {
    guard slot != nil else {
      throw ScenarioError(
        "a UITableViewCell must be a direct subview of a UITableView ('\(Spelling.shortened(view.id))' is not): a table lays its cells "
          + "out as rows", at: location)
    }
    try defineGenerated(
      view.id + ".contentView", as: "the content view of cell '\(Spelling.shortened(view.id))'",
      at: reader.value.location)
    try defineGenerated(
      view.id + ".reorder", as: "the reorder control of cell '\(Spelling.shortened(view.id))' (TV5)",
      at: reader.value.location)
    if let value = reader.optional("rowHeight") {
      view.scroll.rowHeight = try value.number("'rowHeight'", in: 1...Self.maxLength)
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

  /// The number of cells among a table's `subviews`, read before they are decoded (SA3 checks
  /// swipe-action rows against the rows, TC1); malformed entries count as no cell and are
  /// reported when the subviews are decoded.
  func cellCount(in table: JSONValue) -> Int {
    guard case .array(let items)? = table["subviews"]?.kind else { return 0 }
    return items.count { item in
      guard case .string(let name)? = item["class"]?.kind else { return false }
      return classes.descriptor(of: name)?.placement == .tableRow
    }
  }
}
