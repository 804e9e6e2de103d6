import TouchSim

extension PropertyCatalogue {
  /// `UITextView`'s own properties (TXV2, TXV4); it has UIScrollView's too (TXV1). A text
  /// field adds none to UIControl's (`isEnabled`, TF3).
  static let textViews: [PropertyDeclaration] = [
    .flag("isEditable", of: "UITextView", TextView.self, \.isEditable, default: true, rules: ["TXV2", "TXV4"]),
    .flag("isSelectable", of: "UITextView", TextView.self, \.isSelectable, default: true, rules: ["TXV2"]),
  ]
}
