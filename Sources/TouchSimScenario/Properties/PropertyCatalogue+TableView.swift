import TouchSim

extension PropertyCatalogue {
  /// `UITableView`'s editing properties (TV5, TV10): setting `isEditing` is
  /// `setEditing(_:animated: false)`.
  static let tableViews: [PropertyDeclaration] = [
    .flag("isEditing", of: "UITableView", TableView.self, \.isEditing, default: false, rules: ["TV5", "TV10", "TV11"]),
    .flag(
      "allowsSelectionDuringEditing", of: "UITableView", TableView.self, \.allowsSelectionDuringEditing,
      default: false, rules: ["TV10"]),
  ]

  /// `UITableViewCell`'s properties (TV5).
  static let tableViewCells: [PropertyDeclaration] = [
    .flag(
      "showsReorderControl", of: "UITableViewCell", TableViewCell.self, \.showsReorderControl, default: false,
      rules: ["TV5", "TV7"])
  ]
}
