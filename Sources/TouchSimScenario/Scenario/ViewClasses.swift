import TouchSim

/// The view classes a scenario may name, with what each adds to the common keys.
struct ViewClass: Sendable {
  let name: String
  let make: @Sendable (String) -> View
  let extraKeys: [String]

  static let all: [ViewClass] = [
    ViewClass(name: "UIView", make: { View(name: $0) }, extraKeys: []),
    ViewClass(name: "UIControl", make: { Control(name: $0) }, extraKeys: controlKeys),
    ViewClass(name: "UIButton", make: { Button(name: $0) }, extraKeys: controlKeys),
    ViewClass(name: "UIImageView", make: { ImageView(name: $0) }, extraKeys: []),
    ViewClass(name: "UILabel", make: { Label(name: $0) }, extraKeys: []),
    ViewClass(name: "UIScrollView", make: { ScrollView(name: $0) }, extraKeys: scrollKeys),
    ViewClass(name: "UITableView", make: { TableView(name: $0) }, extraKeys: scrollKeys + ["rows", "rowHeight"]),
  ]

  /// Keys of UIControl and UIButton: UIControl's declared properties (`PropertyCatalogue`).
  static let controlKeys = PropertyCatalogue.names(declaredBy: "UIControl")

  /// Keys of UIScrollView and UITableView (Docs/ScenarioFormat.md); the properties come from
  /// `PropertyCatalogue`.
  static let scrollKeys =
    ["contentSize", "contentOffset", "contentInset"] + PropertyCatalogue.names(declaredBy: "UIScrollView")
    + ["touchesShouldBegin", "touchesShouldCancel", "sharesPanWith"]

  /// Keys every view accepts; the properties come from `PropertyCatalogue`.
  static let commonKeys =
    ["id", "class", "frame"] + PropertyCatalogue.names(declaredBy: "UIView")
    + ["controller", "touches", "pointInside", "hitTest", "on", "subviews", "gestureRecognizerShouldBegin"]

  /// Classes of Docs/ScenarioFormat.md that this version does not model yet.
  static let notYetModelled: [String] = []
}
