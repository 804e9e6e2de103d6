import TouchSim

/// The view classes a scenario may name, with what each adds to the common keys: UIKit's
/// (`all`) and an app's, registered with their UIKit base (`TouchSimRegistry.registerView`).
struct ViewClass: Sendable {
  let name: String
  let make: @Sendable (String) -> View
  let extraKeys: [String]
  /// The UIKit class whose keys and behaviour a registered class has; nil for UIKit's own.
  var base: String? = nil

  /// The UIKit class whose keys and behaviour this class has: its own name for UIKit's.
  var baseName: String { base ?? name }

  /// One of UIKit's classes by name.
  static func named(_ name: String) -> ViewClass? { all.first { $0.name == name } }

  static let all: [ViewClass] = [
    ViewClass(name: "UIView", make: { View(name: $0) }, extraKeys: []),
    ViewClass(name: "UIControl", make: { Control(name: $0) }, extraKeys: controlKeys),
    ViewClass(name: "UIButton", make: { Button(name: $0) }, extraKeys: controlKeys),
    ViewClass(
      name: "UISegmentedControl", make: { SegmentedControl(name: $0) },
      extraKeys: PropertyCatalogue.names(declaredBy: "UIControl")
        + PropertyCatalogue.names(declaredBy: "UISegmentedControl")),
    ViewClass(
      name: "UISlider", make: { Slider(name: $0) },
      extraKeys: controlKeys + PropertyCatalogue.names(declaredBy: "UISlider")),
    ViewClass(
      name: "UISwitch", make: { Switch(name: $0) },
      extraKeys: controlKeys + PropertyCatalogue.names(declaredBy: "UISwitch")),
    ViewClass(name: "UIImageView", make: { ImageView(name: $0) }, extraKeys: []),
    ViewClass(name: "UILabel", make: { Label(name: $0) }, extraKeys: []),
    ViewClass(name: "UIScrollView", make: { ScrollView(name: $0) }, extraKeys: scrollKeys),
    ViewClass(
      name: "UITableView", make: { TableView(name: $0) },
      extraKeys: scrollKeys + ["rows", "rowHeight", "subviewOrder", "trailingSwipeActions", "leadingSwipeActions"]
        + LogicQuestion.written(in: .table).map(\.rawValue)),
    ViewClass(
      name: "UIStepper", make: { Stepper(name: $0) },
      extraKeys: controlKeys + PropertyCatalogue.names(declaredBy: "UIStepper")),
    ViewClass(
      name: "UIPageControl", make: { PageControl(name: $0) },
      extraKeys: controlKeys + PropertyCatalogue.names(declaredBy: "UIPageControl")),
    ViewClass(name: "UITextField", make: { TextField(name: $0) }, extraKeys: controlKeys),
    ViewClass(
      name: "UITextView", make: { TextView(name: $0) },
      extraKeys: scrollKeys + PropertyCatalogue.names(declaredBy: "UITextView")),
    ViewClass(name: "UITableViewCell", make: { TableViewCell(name: $0) }, extraKeys: ["rowHeight", "cellSubviews"]),
    ViewClass(
      name: "UICollectionView", make: { CollectionView(name: $0) },
      extraKeys: scrollKeys + ["items", "itemSize", "sectionInset"]
        + PropertyCatalogue.names(declaredBy: "UICollectionView")
        + LogicQuestion.written(in: .collectionView).map(\.rawValue)),
    ViewClass(name: "UICollectionViewCell", make: { CollectionViewCell(name: $0) }, extraKeys: []),
    ViewClass(
      name: "UINavigationController",
      make: { NavigationController.makeView(named: $0, controllerName: $0 + ".controller") },
      extraKeys: ["viewControllers"]),
    ViewClass(
      name: "UIPageViewController", make: { PageViewController(name: $0) },
      extraKeys: PropertyCatalogue.names(declaredBy: "UIPageViewController") + ["pages"]),
  ]

  /// Keys of UIControl and UIButton: UIControl's declared properties (`PropertyCatalogue`)
  /// and its tracking overrides.
  static let controlKeys =
    PropertyCatalogue.names(declaredBy: "UIControl") + LogicQuestion.written(in: .control).map(\.rawValue)

  /// The classes that are controls (they react to control events).
  static let controlClassNames = [
    "UIControl", "UIButton", "UISegmentedControl", "UISlider", "UISwitch", "UIStepper", "UIPageControl", "UITextField",
  ]

  /// The controls that use UIControl's tracking, so `beginTracking` and `continueTracking` are
  /// their keys; a segmented control's touch methods never call them (SC2).
  static let trackingClassNames = [
    "UIControl", "UIButton", "UISlider", "UISwitch", "UIStepper", "UIPageControl", "UITextField",
  ]

  /// Keys of UIScrollView and UITableView (Docs/ScenarioFormat.md); the properties come from
  /// `PropertyCatalogue`.
  static let scrollKeys =
    ["contentSize", "contentOffset", "contentInset"] + PropertyCatalogue.names(declaredBy: "UIScrollView")
    + ["touchesShouldBegin", "touchesShouldCancel", "sharesPanWith"]

  /// Keys every view accepts; the properties come from `PropertyCatalogue`.
  static let commonKeys =
    ["id", "class", "frame", "transform"] + PropertyCatalogue.names(declaredBy: "UIView")
    + ["controller", "touches", "pointInside", "hitTest", "on", "subviews", "gestureRecognizerShouldBegin"]

  /// Every key some view class accepts, computed once.
  static let allKeys = commonKeys + all.flatMap(\.extraKeys)

  /// The keys a view of each class accepts, by class name, computed once.
  static let keysByClass = Dictionary(uniqueKeysWithValues: all.map { ($0.name, commonKeys + $0.extraKeys) })

  /// The class name of table views (their rows are generated views).
  static let tableClassName = "UITableView"

  /// The class name of collection views (CV1); their items are their cell subviews.
  static let collectionViewClassName = "UICollectionView"

  /// The class name of collection view cells (their frames come from the layout, CV10).
  static let collectionViewCellClassName = "UICollectionViewCell"

  /// Whether the class is a scroll view (UIScrollView or UITableView): it has the scroll keys.
  var isScrollView: Bool { extraKeys.contains("contentSize") }

  /// Classes of Docs/ScenarioFormat.md that this version does not model yet.
  static let notYetModelled: [String] = []
}
