import TouchSim

/// Everything the scenario layer knows about one UIKit view class, in one declaration (issue
/// 28): its name, its base (whose keys, callbacks and readable members it inherits), how it
/// is made, its properties (the catalogue's) and other keys, the recognizers it generates,
/// the members app logic may read, and how its children are built.
///
/// One file per class under `Sources/TouchSimScenario/Classes/`, listed once in
/// `ClassDescriptor.all` (`ClassDescriptors.swift`; a test fails when a file is not listed).
/// The decoder, the writer, the builder, the logic compiler, the property catalogue, the
/// schema test and the generator iterate the descriptors instead of naming classes.
public struct ClassDescriptor: Sendable {
  /// How a class's children are read and built.
  public enum Children: Sendable {
    /// `subviews`, added in order (most views).
    case subviews
    /// `subviews` in the content view, `cellSubviews` on the cell itself (TC1, TC2).
    case tableCell
    /// `rows` and cells among `subviews`, laid out as rows (TC1).
    case tableRows
    /// `items`, and cells among `subviews` laid out by the flow layout (CV1).
    case collectionItems
    /// `viewControllers`: subviews whose controllers are pushed, root first (NV1).
    case navigationStack
    /// `pages`, laid out in the paging scroll view (PV1, PV8), then `subviews`.
    case pages
    /// `subviews` in the sheet's presented view, on its card above its dimming view (SH1).
    case sheet
  }

  /// Where a view of the class gets its frame.
  public enum Placement: Sendable {
    /// From its `frame` key (required but on the root).
    case frame
    /// From its table: a row's frame, or `frame` when the dump placed it (TC1).
    case tableRow
    /// From its collection view's layout (CV10); it has no `frame` key.
    case collectionItem
  }

  /// A recognizer the class makes for each of its views, named `<id><suffix>` (SW2, S1).
  public struct GeneratedRecognizer: Sendable {
    /// What follows the view's id in the recognizer's name (`.pan`).
    public let suffix: String
    /// What it is, for messages ("the pan recognizer of switch 'S'").
    public let role: String
  }

  /// How a view of the class joins its superview when it is not added as a plain subview:
  /// declared among the `subviews` of a view of `superclass` (or a subclass), it is attached
  /// by `attach` (a refresh control becomes its scroll view's `refreshControl`, RF1) and takes
  /// its frame from there, so it has no `frame` key; declared anywhere else it is an error.
  public struct Attachment: Sendable {
    /// The class the superview must be or inherit from (`UIScrollView`).
    let superclass: String
    /// What the view becomes of its superview, for messages ("the refreshControl").
    let role: String
    /// Attaches the built view (first) to its built superview (second) in place of `addSubview`.
    let attach: @Sendable (View, View) -> Void
  }

  /// A member app logic may read of a view of the class named by id (`S.contentOffset`).
  struct ReadableMember: Sendable {
    /// The member's name.
    let name: String
    /// Its type.
    let type: LogicType
    /// Reads it of a view of the class.
    let read: @Sendable (View) -> LogicValue
    /// A reader of one view of the class, named by id: it holds the view, typed, without a
    /// reference count (`LogicCompiler.reading`), as the compiled logic reads members.
    let reader: @Sendable (View) -> (View) -> LogicValue

    /// A member of `Model`'s views.
    static func of<Model: View>(
      _ model: Model.Type, _ name: String, _ type: LogicType, _ body: @escaping @Sendable (Model) -> LogicValue
    ) -> ReadableMember {
      ReadableMember(
        name: name, type: type, read: { body(unsafeDowncast($0, to: Model.self)) },
        reader: { LogicCompiler.reading(unsafeDowncast($0, to: Model.self), body) })
    }
  }

  /// A method app logic may call on a view of the class named by id, as a reaction's action
  /// (`{"endRefreshing": "R"}`); the reaction logs a note `R.endRefreshing()` after the call.
  struct AppAction: Sendable {
    /// The method's name, the reaction's key.
    let name: String
    /// Calls it on a view of the class.
    let perform: @Sendable (View) -> Void

    /// A method of `Model`'s views.
    static func of<Model: View>(_ model: Model.Type, _ name: String, _ body: @escaping @Sendable (Model) -> Void)
      -> AppAction
    {
      AppAction(name: name, perform: { body(unsafeDowncast($0, to: Model.self)) })
    }
  }

  /// The UIKit name (`UISwitch`).
  public let name: String
  /// The UIKit superclass among the descriptors, whose keys, callbacks and members the
  /// class inherits; `nil` for `UIView`.
  public let base: String?
  /// Makes a view of the class with an id.
  let make: @Sendable (String) -> View
  /// Whether a view is of the class or a subclass.
  let isInstance: @Sendable (View) -> Bool
  /// The catalogue's properties the class declares (`PropertyCatalogue.all` is made of them).
  let properties: [PropertyDeclaration]
  /// The keys the class adds besides its properties, in the format's order; `{properties}`
  /// (`ClassDescriptor.propertiesMarker`) stands where the properties go among them.
  let keys: [String]
  /// Inherited keys the class does not take (a segmented control's touch methods never call
  /// UIControl's tracking, SC2).
  let withoutInheritedKeys: [String]
  /// The callbacks (`on`) the class adds to its base's.
  let callbacks: [String]
  /// The recognizers the class generates for each view.
  let generatedRecognizers: [GeneratedRecognizer]
  /// The members app logic may read of a view of the class named by id.
  let readableMembers: [ReadableMember]
  /// How its children are read and built.
  let children: Children
  /// Where its frame comes from.
  let placement: Placement
  /// Whether the class is a view controller's view whose controller the class itself makes
  /// (it takes no `controller` key).
  let makesOwnController: Bool
  /// Whether a view of the class repeats work on a timer the scenario bounds (a stepper's
  /// autorepeat, issue 27).
  let autorepeats: Bool
  /// How it joins its superview, when not as a plain subview (RF1); `nil` for most classes.
  let attachment: Attachment?
  /// The methods app logic may call on a view of the class named by id (RF5, RF6).
  let appActions: [AppAction]

  init<Model: View>(
    _ name: String, base: String?, model: Model.Type, make: @escaping @Sendable (String) -> View,
    isInstance: (@Sendable (View) -> Bool)? = nil, properties: [PropertyDeclaration] = [],
    keys: [String] = [propertiesMarker], withoutInheritedKeys: [String] = [],
    callbacks: [String] = [], generatedRecognizers: [GeneratedRecognizer] = [],
    readableMembers: [ReadableMember] = [], children: Children = .subviews, placement: Placement = .frame,
    makesOwnController: Bool = false, autorepeats: Bool = false, attachment: Attachment? = nil,
    appActions: [AppAction] = []
  ) {
    self.name = name
    self.base = base
    self.make = make
    self.isInstance = isInstance ?? { $0 is Model }
    self.properties = properties
    self.keys = keys
    self.withoutInheritedKeys = withoutInheritedKeys
    self.callbacks = callbacks
    self.generatedRecognizers = generatedRecognizers
    self.readableMembers = readableMembers
    self.children = children
    self.placement = placement
    self.makesOwnController = makesOwnController
    self.autorepeats = autorepeats
    self.attachment = attachment
    self.appActions = appActions
  }

  /// Where a descriptor's `properties` go among its `keys`.
  static let propertiesMarker = "{properties}"

  /// The keys the class adds to its base's: its `keys` with its properties' names in place
  /// of `propertiesMarker`.
  var ownKeys: [String] {
    keys.flatMap { $0 == Self.propertiesMarker ? properties.map(\.name) : [$0] }
  }
}

extension ClassDescriptor {
  /// One of UIKit's classes by name.
  static func named(_ name: String) -> ClassDescriptor? { byName[name] }

  /// The descriptors by name.
  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The class and its bases, the class first.
  var lineage: [ClassDescriptor] {
    var chain = [self]
    while let next = chain.last?.base.flatMap(Self.named), chain.count <= Self.all.count { chain.append(next) }
    return chain
  }

  /// Whether the class is `name` or inherits from it.
  public func inherits(from name: String) -> Bool { lineage.contains { $0.name == name } }

  /// Whether another descriptor has this class as its base.
  public var hasSubclasses: Bool { Self.all.contains { $0.base == name } }

  /// Whether the class declares properties of its own (`PropertyCatalogue`).
  public var declaresProperties: Bool { !properties.isEmpty }

  /// The keys a view of the class takes besides the common ones (`ViewClass.commonKeys`):
  /// its bases' from the root down, then its own.
  var extraKeys: [String] {
    guard let base = base.flatMap(Self.named) else { return ownKeys }
    let excluded = Set(withoutInheritedKeys)
    return base.extraKeys.filter { !excluded.contains($0) } + ownKeys
  }

  /// The properties a view of the class has, its bases' first (catalogue order).
  var allProperties: [PropertyDeclaration] { lineage.reversed().flatMap(\.properties) }

  /// The callbacks (`on`) a view of the class may react to, its bases' first.
  var allCallbacks: [String] {
    lineage.reversed().flatMap(\.callbacks)
  }

  /// The members app logic may read of a view of the class, the class's own first.
  var allReadableMembers: [ReadableMember] { lineage.flatMap(\.readableMembers) }

  /// The members of the classes that have subclasses among the descriptors: a view that is
  /// not named by id may or may not have them (`touch.view.contentOffset`).
  static let familyMemberNames: Set<String> = Set(
    all.filter(\.hasSubclasses).flatMap(\.readableMembers).map(\.name))

  /// The names of every class's app actions, each once, in the order of `all`: the reaction
  /// keys they add.
  static let appActionNames: [String] = {
    var names: [String] = []
    for name in all.flatMap(\.appActions).map(\.name) where !names.contains(name) { names.append(name) }
    return names
  }()

  /// The app actions of `view`'s class (the most derived descriptor it is an instance of, and
  /// its bases).
  static func appActions(of view: View) -> [AppAction] {
    let matching = all.filter { $0.isInstance(view) }
    guard let deepest = matching.max(by: { $0.lineage.count < $1.lineage.count }) else { return [] }
    return deepest.lineage.flatMap(\.appActions)
  }

  /// The readable members of `view`'s class (the most derived descriptor it is an instance
  /// of, and its bases), the class's own first.
  static func readableMembers(of view: View) -> [ReadableMember] {
    let matching = all.filter { $0.isInstance(view) }
    guard let deepest = matching.max(by: { $0.lineage.count < $1.lineage.count }) else { return [] }
    return deepest.allReadableMembers
  }
}
