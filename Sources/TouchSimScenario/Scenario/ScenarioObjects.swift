import TouchSim

/// The named objects a scenario's window will hold, found from the value alone
/// (`Scenario.validate`): the views of its tree and the views its classes generate (table
/// rows, content views, a page view controller's scroll view), the recognizers of `gestures`
/// and those the classes generate (`S.pan`, `sw.tap`, `nav.interactivePopGestureRecognizer`).
/// No window and no tree is built: what a class generates and which properties it has come
/// from one exemplar per class (`ScenarioObjects.Exemplars`), the one place to point at class
/// descriptors. `ScenarioObjectsTests` checks the table against the built window of every
/// shipped scenario.
struct ScenarioObjects {
  /// One named object.
  struct Entry {
    /// Whether the name is a view's (else a recognizer's).
    let isView: Bool
    /// The roles it plays as a receiver (`Window.receiverRoles(of:)`).
    let roles: Set<ReceiverRole>
    /// An object of its class: what it declares and may set (`PropertyCatalogue`).
    let exemplar: AnyObject
    /// For a table, its number of rows (cells, `rows`' placeholders included).
    var rows = 0
    /// The table it is a direct subview of, if any.
    var table: String?
  }

  /// Every named object by name (the first of two of one name: the reader allows none).
  private(set) var entries: [String: Entry] = [:]
  /// The views in the window's depth-first order, the window first.
  private(set) var viewOrder: [String] = []
  /// TV5: the tables that start in editing mode (their cells' reorder controls are built).
  private var editingTables: Set<String> = []
  /// The recognizers in the order they are found.
  private(set) var recognizerOrder: [String] = []
  /// Every view and recognizer in the built window's depth-first order, each view followed by
  /// its recognizers (the order of `LogicCompiler`'s did-you-mean hints).
  private(set) var treeOrder: [String] = []
  /// The exemplars, made once per class.
  private let exemplars: Exemplars

  /// A view of the tree to be built: its subviews back to front and its recognizers.
  private struct Node {
    var name: String
    var subviews: [Node] = []
    var recognizers: [String] = []

    /// The names depth first, each view's recognizers after it, then those of `gestures`
    /// added to it (`attached`, by view name).
    func flatten(into order: inout [String], attached: [String: [String]]) {
      var stack: [Node] = [self]
      while let node = stack.popLast() {
        order.append(node.name)
        order.append(contentsOf: node.recognizers)
        order.append(contentsOf: attached[node.name] ?? [])
        stack.append(contentsOf: node.subviews.reversed())
      }
    }
  }

  /// The objects of `scenario` as `ScenarioBuilder.build` would make them.
  init(_ scenario: Scenario, classes: ScenarioClasses) {
    exemplars = Exemplars(classes: classes, ios: scenario.iosVersion)
    hasKeyboard = scenario.keyboard != nil
    add(
      "window", Entry(isView: true, roles: [.responder, .view, .settable, .window], exemplar: exemplars.plainView),
      isView: true)
    let root = addView(scenario.root, table: nil)
    var attached: [String: [String]] = [:]
    for gesture in scenario.gestures where !gesture.configuresBuiltIn {
      guard entries[gesture.view]?.isView == true, let exemplar = exemplars.recognizer(gesture.className) else {
        continue
      }
      add(gesture.id, Entry(isView: false, roles: [.recognizer, .settable], exemplar: exemplar), isView: false)
      attached[gesture.view, default: []].append(gesture.id)
    }
    var order = ["window"] + (attached["window"] ?? [])
    root?.flatten(into: &order, attached: attached)
    treeOrder = order
    if !scenario.state.isEmpty {
      // The app state's `set` records go to `state` (not a view nor a recognizer: not in the
      // tree's order, which app logic paths resolve against).
      entries[LogicCompiler.stateName] = Entry(
        isView: false, roles: [.settable], exemplar: LogicState(scenario.state))
    }
  }

  /// The objects of a tree built in code (`Expectations.validate(in:fingers:)`): each view and
  /// recognizer of the window is its own exemplar.
  init(window: Window) {
    exemplars = Exemplars(classes: TouchSimRegistry().classes, ios: window.ios)
    hasKeyboard = window.keyboard != nil
    for view in window.allViews {
      treeOrder.append(view.name)
      treeOrder.append(contentsOf: view.gestureRecognizers.map(\.name))
      var entry = Entry(isView: true, roles: window.receiverRoles(of: view.name), exemplar: view)
      if let table = view as? TableView { entry.rows = table.cells.count }
      entry.table = (view.superview as? TableView)?.name
      add(view.name, entry, isView: true)
      for recognizer in view.gestureRecognizers {
        add(
          recognizer.name, Entry(isView: false, roles: [.recognizer, .settable], exemplar: recognizer), isView: false)
      }
    }
  }

  /// The entry named `name`.
  subscript(name: String) -> Entry? { entries[name] }

  /// The roles `name` plays as a receiver; `application` is a responder; empty for another name.
  func receiverRoles(of name: String) -> Set<ReceiverRole> {
    if name == "keyboard", hasKeyboard, entries[name] == nil { return [.keyboard] }
    return name == "application" ? [.responder] : entries[name]?.roles ?? []
  }

  /// Whether the scenario has a keyboard window (`keyboard`, TF12): `keyboard` receives its calls.
  private(set) var hasKeyboard = false

  /// The declarations `set` may change on `name`'s object (empty for an unknown name).
  func settable(on name: String) -> [PropertyDeclaration] {
    entries[name].map { PropertyCatalogue.settable(on: $0.exemplar) } ?? []
  }

  /// The property names app logic may set on `name`'s object (`LogicAssignment.settableNames`).
  func settableNames(of name: String) -> [String] {
    entries[name].map { LogicAssignment.settableNames(of: $0.exemplar) } ?? []
  }

  private mutating func add(_ name: String, _ entry: Entry, isView: Bool) {
    guard entries[name] == nil else { return }
    entries[name] = entry
    if isView { viewOrder.append(name) } else { recognizerOrder.append(name) }
  }

  /// A view of the file and what its class generates, then its subviews, as the builder
  /// stacks them.
  private mutating func addView(_ spec: Scenario.View, table: String?) -> Node? {
    guard let exemplar = exemplars.view(spec.className) else { return nil }
    var roles = Self.roles(of: exemplar)
    let isCell = exemplar is TableViewCell
    if table != nil, isCell { roles.insert(.tableRow) }  // TC1: a listed cell is a row
    var entry = Entry(isView: true, roles: roles, exemplar: exemplar, table: table)
    let isTable = exemplar is TableView
    if isTable, spec.properties.contains(where: { $0.name == "isEditing" && $0.value == .bool(true) }) {
      editingTables.insert(spec.id)
    }
    // TC1: a table's listed cells replace its `rows` placeholders.
    let listedCells = isTable ? spec.subviews.count { exemplars.view($0.className) is TableViewCell } : 0
    let placeholders = listedCells > 0 ? 0 : spec.scroll.rows ?? 0
    if isTable { entry.rows = listedCells + placeholders }
    add(spec.id, entry, isView: true)
    var node = Node(name: spec.id)
    if isCell {
      // TC2: the cell's own views, then its content view in front (made for a listed cell,
      // or for its subviews; a placeholder row's is not).
      for subview in spec.cellSubviews { if let made = addView(subview, table: nil) { node.subviews.append(made) } }
      if table != nil || !spec.subviews.isEmpty {
        let content = exemplars.tableCellContent
        let name = spec.id + ".contentView"
        add(name, Entry(isView: true, roles: Self.roles(of: content), exemplar: content), isView: true)
        var contentNode = Node(name: name)
        for subview in spec.subviews {
          if let made = addView(subview, table: nil) { contentNode.subviews.append(made) }
        }
        node.subviews.append(contentNode)
      }
      if let table, editingTables.contains(table),
        spec.properties.contains(where: { $0.name == "showsReorderControl" && $0.value == .bool(true) })
      {
        // TV5: the reorder control a row shows when its table starts in editing mode.
        let control = exemplars.reorderControl
        let name = spec.id + ".reorder"
        add(name, Entry(isView: true, roles: Self.roles(of: control), exemplar: control), isView: true)
        node.subviews.append(Node(name: name))
      }
      return node
    }
    if exemplar is CollectionViewCell {
      // CV2: the content view is made for the cell's subviews, at the back.
      guard !spec.subviews.isEmpty else { return node }
      let content = exemplars.itemContent
      let name = spec.id + ".contentView"
      add(name, Entry(isView: true, roles: Self.roles(of: content), exemplar: content), isView: true)
      var contentNode = Node(name: name)
      for subview in spec.subviews { if let made = addView(subview, table: nil) { contentNode.subviews.append(made) } }
      node.subviews.append(contentNode)
      return node
    }
    // What the class makes itself (`S.pan`, `P.scrollView`, `nav.interactivePopGestureRecognizer`).
    let generated = addGenerated(of: exemplar, id: spec.id)
    node.recognizers = generated.recognizers
    node.subviews = generated.subviews
    if isTable {
      for row in 0..<placeholders {
        let name = ScenarioBuilder.rowName(row, of: spec.id)
        let cell = exemplars.cell
        add(
          name, Entry(isView: true, roles: Self.roles(of: cell).union([.tableRow]), exemplar: cell, table: spec.id),
          isView: true)
        node.subviews.append(Node(name: name))
      }
      if spec.scroll.trailingSwipeActions != nil || spec.scroll.leadingSwipeActions != nil {
        let swipe = addGenerated(of: exemplars.swipeTable, id: spec.id).recognizers
        node.recognizers += swipe.filter { !node.recognizers.contains($0) }
      }
    }
    if !spec.pages.isEmpty {
      // PV8: the pages lie in the paging scroll view.
      var pages: [Node] = []
      for page in spec.pages { if let made = addView(page, table: nil) { pages.append(made) } }
      let scrollName = ScenarioBuilder.queuingScrollViewName(of: spec.id)
      if let index = node.subviews.firstIndex(where: { $0.name == scrollName }) {
        node.subviews[index].subviews += pages
      }
    }
    var cells: [Node] = []
    var others: [Node] = []
    var listed: [Node] = []
    for subview in spec.subviews {
      guard let made = addView(subview, table: isTable ? spec.id : nil) else { continue }
      listed.append(made)
      if isTable, exemplars.view(subview.className) is TableViewCell { cells.append(made) } else { others.append(made) }
    }
    if isTable, !cells.isEmpty {
      node.subviews.removeAll { $0.name.hasPrefix(spec.id + ".row") && entries[$0.name]?.table == spec.id }
      if spec.scroll.subviewOrder == .asListed {
        node.subviews += listed
        others = []
      } else {
        node.subviews += cells
      }
    }
    if exemplar is SheetContainerView {
      // SH1: the sheet's subviews are its presented view's, on the card.
      let card = spec.id + ".dropShadowView"
      let presented = spec.id + ".presentedView"
      if let c = node.subviews.firstIndex(where: { $0.name == card }),
        let p = node.subviews[c].subviews.firstIndex(where: { $0.name == presented })
      {
        node.subviews[c].subviews[p].subviews += others
        others = []
      }
    }
    node.subviews += others
    if exemplar is CollectionView {
      let first = spec.subviews.count { exemplars.view($0.className) is CollectionViewCell }
      for item in first..<(first + (spec.scroll.items ?? 0)) {
        let name = ScenarioBuilder.itemName(item, of: spec.id)
        add(name, Entry(isView: true, roles: Self.roles(of: exemplars.item), exemplar: exemplars.item), isView: true)
        node.subviews.append(Node(name: name))
      }
    }
    return node
  }

  /// The views and recognizers an exemplar made with the empty name holds, named after `id`:
  /// the node of `view` (the exemplar or one of its subviews) with its recognizers and subviews.
  private mutating func addGenerated(of view: View, id: String, name: String? = nil) -> Node {
    var node = Node(name: name ?? id)
    for recognizer in view.gestureRecognizers {
      add(
        id + recognizer.name, Entry(isView: false, roles: [.recognizer, .settable], exemplar: recognizer), isView: false
      )
      node.recognizers.append(id + recognizer.name)
    }
    for subview in view.subviews {
      add(id + subview.name, Entry(isView: true, roles: Self.roles(of: subview), exemplar: subview), isView: true)
      node.subviews.append(addGenerated(of: subview, id: id, name: id + subview.name))
    }
    return node
  }

  /// A view's receiver roles by its class (`Window.receiverRoles(of:)` without the tree).
  private static func roles(of view: View) -> Set<ReceiverRole> {
    var roles: Set<ReceiverRole> = [.responder, .view, .settable]
    if view is Control { roles.insert(.control) }
    if view is ScrollView { roles.insert(.scrollView) }
    if view is TableView { roles.insert(.table) }
    if view is PageViewController { roles.insert(.pageViewController) }
    if view.viewController is NavigationController { roles.insert(.navigationController) }
    if view is CollectionView { roles.insert(.collectionView) }
    if view is TextField || view is TextView { roles.insert(.textInput) }
    return roles
  }

  /// One object per class, made with the empty name: what the class generates and declares.
  /// The one place that makes model objects for validation; class descriptors will replace it.
  final class Exemplars {
    private let classes: ScenarioClasses
    private var views: [String: View] = [:]
    private var recognizers: [String: GestureRecognizer] = [:]
    let plainView = View(name: "")
    let cell = TableViewCell(name: "")
    let item = CollectionViewCell(name: "")
    /// A table cell whose content view is made (TC2), and that content view.
    private let loadedCell = TableViewCell(name: "")
    var tableCellContent: View { loadedCell.contentView }
    /// A table cell's reorder control (TV5).
    lazy var reorderControl: View = TableViewCellReorderControl(cell: loadedCell)
    /// A collection view cell whose content view is made (CV2), and that content view.
    private let loadedItem = CollectionViewCell(name: "")
    var itemContent: View { loadedItem.contentView }
    /// A table with swipe actions: its swipe recognizers (SA1).
    let swipeTable: TableView = {
      let table = TableView(name: "")
      table.trailingSwipeActionsConfiguration = { _, _ in AppAnswer(nil) }
      return table
    }()

    /// The scenario's version: a navigation controller's generated recognizers depend on it (NV20).
    private let ios: IOSVersion

    init(classes: ScenarioClasses, ios: IOSVersion) {
      self.classes = classes
      self.ios = ios
    }

    /// An object of the view class named `name`, or `nil` for an unknown class.
    func view(_ name: String) -> View? {
      if let made = views[name] { return made }
      guard let viewClass = classes.viewClass(named: name) else { return nil }
      let made = viewClass.make("")
      (made.viewController as? NavigationController)?.configureNavigationGestures(for: ios)
      views[name] = made
      return made
    }

    /// An object of the recognizer class named `name`, or `nil` for an unknown class.
    func recognizer(_ name: String) -> GestureRecognizer? {
      if let made = recognizers[name] { return made }
      guard let entry = classes.recognizers.entry(named: name) else { return nil }
      let made = entry.make("")
      recognizers[name] = made
      return made
    }
  }
}
