import TouchSim

extension ClassDescriptor {
  /// `UITableView`: rows (generated or cells among its subviews), swipe actions, its
  /// delegate's questions and calls, editing mode and its reorder drag (TV1, TC1, SA1, TV5-TV11).
  static let uiTableView = ClassDescriptor(
    "UITableView", base: "UIScrollView", model: TableView.self, make: { TableView(name: $0) },
    properties: PropertyCatalogue.tableViews,
    keys: ["rows", "rowHeight", "subviewOrder", "trailingSwipeActions", "leadingSwipeActions", propertiesMarker]
      + LogicQuestion.written(in: .table).map(\.rawValue),
    callbacks: LogicCallback.highlight + [LogicCallback.didSelectRow] + LogicCallback.tableEditing,
    children: .tableRows)
}
