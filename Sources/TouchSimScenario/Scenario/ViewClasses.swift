import TouchSim

/// The view classes a scenario may name: UIKit's (`all`, one per `ClassDescriptor`) and an
/// app's, registered with their UIKit base (`TouchSimRegistry.registerView`).
struct ViewClass: Sendable {
  let name: String
  let make: @Sendable (String) -> View
  /// The UIKit class whose keys and behaviour this class has (its own for UIKit's).
  let descriptor: ClassDescriptor
  /// The keys a view of the class takes besides `commonKeys` (its descriptor's).
  let extraKeys: [String]
  /// The UIKit class whose keys and behaviour a registered class has; nil for UIKit's own.
  var base: String? = nil

  /// A class of the descriptor's (UIKit's own) or registered under `name` with it as base.
  init(_ descriptor: ClassDescriptor, name: String? = nil, make: (@Sendable (String) -> View)? = nil) {
    self.name = name ?? descriptor.name
    self.make = make ?? descriptor.make
    self.descriptor = descriptor
    self.extraKeys = descriptor.extraKeys
    self.base = name == nil ? nil : descriptor.name
  }

  /// The UIKit class whose keys and behaviour this class has: its own name for UIKit's.
  var baseName: String { base ?? name }

  /// One of UIKit's classes by name.
  static func named(_ name: String) -> ViewClass? { all.first { $0.name == name } }

  /// UIKit's classes, from `ClassDescriptor.all`.
  static let all: [ViewClass] = ClassDescriptor.all.map { ViewClass($0) }

  /// Keys of UIControl and UIButton: UIControl's declared properties (`PropertyCatalogue`)
  /// and its tracking overrides.
  static var controlKeys: [String] { ClassDescriptor.uiControl.extraKeys }

  /// The classes that are controls (they react to control events).
  static let controlClassNames = ClassDescriptor.all.filter { $0.inherits(from: "UIControl") }.map(\.name)

  /// The controls that use UIControl's tracking, so `beginTracking` and `continueTracking` are
  /// their keys; a segmented control's touch methods never call them (SC2).
  static let trackingClassNames = ClassDescriptor.all.filter {
    $0.inherits(from: "UIControl") && $0.extraKeys.contains(LogicQuestion.beginTracking.rawValue)
  }.map(\.name)

  /// Keys of UIScrollView and its subclasses (Docs/ScenarioFormat.md); the properties come
  /// from `PropertyCatalogue`.
  static var scrollKeys: [String] { ClassDescriptor.uiScrollView.ownKeys }

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

  /// Whether the class is a scroll view (UIScrollView or a subclass): it has the scroll keys.
  var isScrollView: Bool { descriptor.inherits(from: "UIScrollView") }

  /// Classes of Docs/ScenarioFormat.md that this version does not model yet.
  static let notYetModelled: [String] = []
}
