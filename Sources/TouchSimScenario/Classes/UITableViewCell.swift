import TouchSim

extension ClassDescriptor {
  /// `UITableViewCell`: a table's row, its content in its content view (TC1, TC2).
  static let uiTableViewCell = ClassDescriptor(
    "UITableViewCell", base: "UIView", model: TableViewCell.self, make: { TableViewCell(name: $0) },
    properties: PropertyCatalogue.tableViewCells, keys: ["rowHeight", "cellSubviews", propertiesMarker],
    children: .tableCell, placement: .tableRow)
}
