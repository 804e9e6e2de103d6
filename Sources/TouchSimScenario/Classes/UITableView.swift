import TouchSim

extension ClassDescriptor {
  /// `UITableView`: rows (generated or cells among its subviews), swipe actions, its
  /// delegate's questions and calls (TV1, TC1, SA1).
  static let uiTableView = ClassDescriptor(
    "UITableView", base: "UIScrollView", model: TableView.self, make: { TableView(name: $0) },
    keys: ["rows", "rowHeight", "subviewOrder", "trailingSwipeActions", "leadingSwipeActions"]
      + LogicQuestion.written(in: .table).map(\.rawValue),
    callbacks: LogicCallback.highlight + [LogicCallback.didSelectRow], children: .tableRows)
}
