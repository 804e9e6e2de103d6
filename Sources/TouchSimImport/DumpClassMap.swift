import TouchSimScenario

/// The one declaration of how `touchsim import` maps a dump's classes to the classes a
/// scenario may name (issue 19, Docs/Import.md prints this table). In this order:
///
/// 1. a class in `table` maps as the table says (UIKit's private and helper classes, and the
///    modelled classes whose mapping differs from themselves);
/// 2. a class TouchSim models (`ScenarioViewClasses.isModelled`) maps to itself;
/// 3. a class whose entry names its base (`baseClass = UITableView`, Cycript and Chisel
///    print it) maps as that base does by 1 or 2;
/// 4. an app class (not `UI...` or `_UI...`) whose layer is a `_UILabelLayer`, or whose name
///    ends in `Label` or `ImageView`, is taken as a subclass of `UILabel` or `UIImageView`
///    (issue 31: an app subclasses them to make them interactive);
/// 5. a class whose entry prints `contentOffset` or `contentSize` is a scroll view subclass
///    and maps to `UIScrollView` (it keeps its offset);
/// 6. any other class maps to `UIView`.
///
/// The original name of every class that does not map to itself goes into the scenario's
/// notes, and the summary lists each mapping with its count.
enum DumpClassMap {
  /// What a dump class becomes.
  enum Mapping: Equatable, Sendable {
    /// A view of this modelled class.
    case model(String)
    /// A view of this modelled class with `isUserInteractionEnabled` false (H2).
    case nonInteractive(String)
    /// No view: its subviews go to its superview, their frames shifted by its frame's origin
    /// (less its content offset), as the table or cell whose content it holds shows them.
    case contentOf
    /// Left out with its subviews, for this reason.
    case dropped(String)
    /// The window: its size is the scenario's `window`, and it becomes the root view.
    case window
  }

  /// One row of the table.
  struct Row: Sendable {
    /// The class as dumps print it.
    let dumpClass: String
    let mapping: Mapping
    /// Why, for the docs.
    let why: String
    init(_ dumpClass: String, _ mapping: Mapping, _ why: String) {
      self.dumpClass = dumpClass
      self.mapping = mapping
      self.why = why
    }
  }

  static let containers = "a container of UIKit's view controllers: a plain view for touch delivery"
  static let textInternals = "drawing inside a text field or text view"

  /// The table (step 1). A table cell is a `UITableViewCell` (TC1) under its table, where it
  /// keeps its frame (`DumpScenarioEmitter.placeCells(in:)`), else a plain view. A collection
  /// view stays a scroll view and its cells plain views: the model's collection view places its
  /// items by its flow layout (CV10), which a dump does not record, and computes its content size.
  static let table: [Row] = [
    Row("UIWindow", .window, "the window: its size becomes the scenario's window"),
    Row(
      "UITableViewCell", .model("UITableViewCell"),
      "a table cell: a row of its table, at its frame (TC1); a plain view outside a table"),
    Row(
      "UICollectionViewCell", .model("UIView"),
      "a collection cell: a plain view (a dump does not record the flow layout)"),
    Row("UICollectionView", .model("UIScrollView"), "a collection view: a scroll view, content offset and size kept"),
    Row(
      "UIScroller", .model("UIScrollView"),
      "the scroll view of iPhone OS 2 to 4 (a web view's): a scroll view, inert without a content size"),
    Row("UITableViewCellContentView", .contentOf, "the cell's content view: its subviews become the cell's"),
    Row(
      "UITableViewWrapperView", .contentOf, "the table's content holder (iOS 7 to 10): its subviews become the table's"),
    Row(
      "_UIScrollViewScrollIndicator", .dropped("a scroll indicator (drawn by the scroll view, not modelled)"),
      "scroll indicators are not modelled"),
    Row("_UITableViewCellSeparatorView", .nonInteractive("UIView"), "a cell separator: touches on it go to the cell"),
    Row("_UITableViewSeparatorView", .nonInteractive("UIView"), "a table separator: touches on it go to the table"),
    Row("UITableViewCellSeparatorView", .nonInteractive("UIView"), "a cell separator (before iOS 7)"),
    Row("UIButtonLabel", .model("UILabel"), "a button's title label"),
    Row("UITableViewLabel", .model("UILabel"), "a cell's text label"),
    Row("UITextFieldLabel", .model("UILabel"), "a text field's placeholder label"),
    Row("UISearchBarTextFieldLabel", .model("UILabel"), "a search field's placeholder label"),
    Row("UITabBarButtonLabel", .model("UILabel"), "a tab bar item's title"),
    Row("UIRoundedRectButton", .model("UIButton"), "the rounded button of iOS 6 and earlier"),
    Row("UINavigationButton", .model("UIButton"), "a bar button (iOS 6 to 10)"),
    Row("_UIModernBarButton", .model("UIButton"), "a bar button's content"),
    Row("_UIButtonBarButton", .model("UIControl"), "a navigation bar button"),
    Row("UITabBarButton", .model("UIControl"), "a tab bar item"),
    Row("UISearchBarTextField", .model("UITextField"), "a search bar's text field"),
    Row("UISearchResultsTableView", .model("UITableView"), "a search display controller's table"),
    Row("UITabBarSwappableImageView", .model("UIImageView"), "a tab bar item's image"),
    Row("_UIBarBackgroundShadowContentImageView", .model("UIImageView"), "a bar's shadow image"),
    Row("UIFieldEditor", .nonInteractive("UIView"), "a text field's editor: the text field handles the touches"),
    Row("UITransitionView", .model("UIView"), containers),
    Row("UILayoutContainerView", .model("UIView"), containers),
    Row("UIDropShadowView", .model("UIView"), containers),
    Row("UIViewControllerWrapperView", .model("UIView"), containers),
    Row("UINavigationTransitionView", .model("UIView"), containers),
    Row("UIDimmingView", .model("UIView"), "a presentation's dimming view (its tap recognizer is not imported)"),
    Row("_UILayoutGuide", .model("UIView"), "a layout guide of iOS 7 to 8 (a hidden view)"),
    Row("UINavigationBar", .model("UIView"), "a navigation bar (its items are its subviews)"),
    Row("_UIBarBackground", .model("UIView"), "a bar's background"),
    Row("_UINavigationBarContentView", .model("UIView"), "a navigation bar's content"),
    Row("UIStackView", .model("UIView"), "a stack view arranges, it does not handle touches"),
    Row("_UISystemBackgroundView", .model("UIView"), "a cell's background"),
    Row("_UITextLayoutCanvasView", .model("UIView"), textInternals),
    Row("_UITextLayoutFragmentView", .model("UIView"), textInternals),
    Row("_UITextLayoutView", .model("UIView"), textInternals),
    Row("_UITextContainerView", .model("UIView"), textInternals),
    Row("_UITextViewCanvasView", .model("UIView"), textInternals),
    Row("UITextSelectionView", .model("UIView"), textInternals),
  ]

  /// How a class was mapped (for the summary).
  enum Kind: String, Sendable {
    /// Step 1.
    case table
    /// Step 2.
    case modelled
    /// Step 3.
    case baseClass = "base class"
    /// Step 4, by the layer's class.
    case layerClass = "layer class"
    /// Step 4, by the class name's ending.
    case nameEnding = "class name"
    /// Step 5.
    case scrollFields = "scroll fields"
    /// Step 6.
    case unknown

    /// How the summary and notes name it: `class table`, `modelled`, `base class`, ...
    var text: String { self == .table ? "class table" : rawValue }
  }

  /// A class's mapping and how it was found.
  struct Resolution: Equatable, Sendable {
    var mapping: Mapping
    var kind: Kind
  }

  private static let rows = Dictionary(
    table.map { ($0.dumpClass, $0.mapping) }, uniquingKeysWith: { first, _ in first })

  /// The mapping of a class (steps 1 to 6); `UIKit.` before a name is ignored.
  static func resolve(
    _ className: String, baseClass: String?, hasScrollFields: Bool, layerClass: String? = nil
  ) -> Resolution {
    if let mapping = direct(className) { return Resolution(mapping: mapping.0, kind: mapping.1) }
    if let baseClass, let mapping = direct(baseClass) { return Resolution(mapping: mapping.0, kind: .baseClass) }
    if isAppClass(className) {
      if layerClass == "_UILabelLayer" { return Resolution(mapping: .model("UILabel"), kind: .layerClass) }
      let name = DumpIdentifiers.readable(className)
      if name.hasSuffix("Label") { return Resolution(mapping: .model("UILabel"), kind: .nameEnding) }
      if name.hasSuffix("ImageView") { return Resolution(mapping: .model("UIImageView"), kind: .nameEnding) }
    }
    if hasScrollFields { return Resolution(mapping: .model("UIScrollView"), kind: .scrollFields) }
    return Resolution(mapping: .model("UIView"), kind: .unknown)
  }

  /// Whether a class is an app's (not UIKit's `UI...`, `_UI...`, nor a module's `UIKit.`).
  static func isAppClass(_ className: String) -> Bool {
    !(className.hasPrefix("UI") || className.hasPrefix("_UI") || className.hasPrefix("UIKit.")
      || className.hasPrefix("__UI"))
  }

  /// Whether a mapped class is an app's subclass of `UILabel` or `UIImageView` (step 3 or 4
  /// for an app class): UIKit leaves those non-interactive, an app subclasses them to make
  /// them interactive.
  static func isAppSubclassOfNonInteractive(_ className: String, _ resolution: Resolution) -> Bool {
    guard isAppClass(className), case .model(let name) = resolution.mapping else { return false }
    return (name == "UILabel" || name == "UIImageView") && resolution.kind != .modelled
  }

  /// Steps 1 and 2.
  private static func direct(_ className: String) -> (Mapping, Kind)? {
    let name = className.hasPrefix("UIKit.") ? String(className.dropFirst("UIKit.".count)) : className
    if let mapping = rows[name] { return (mapping, .table) }
    if ScenarioViewClasses.isModelled(name) { return (.model(name), .modelled) }
    return nil
  }
}
