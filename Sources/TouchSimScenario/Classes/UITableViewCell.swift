import TouchSim

extension ClassDescriptor {
  /// `UITableViewCell`: a table's row, its content in its content view (TC1, TC2).
  static let uiTableViewCell = ClassDescriptor(
    "UITableViewCell", base: "UIView", model: TableViewCell.self, make: { TableViewCell(name: $0) },
    keys: ["rowHeight", "cellSubviews"], children: .tableCell, placement: .tableRow)
}
