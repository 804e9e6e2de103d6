import TouchSim

/// Builds the model from a read `Scenario`: the window, its tree, the recognizers, the strokes
/// and the timed actions, ready to run once. Total: the reader has checked everything checkable,
/// so nothing here can fail (a name that resolves to nothing is left out rather than trapped).
///
/// Declared properties reach the model through their declarations (`PropertyCatalogue`),
/// reactions and timed actions through the model's app interface (`ScenarioReaction`).
public enum ScenarioBuilder {
  /// The model of a scenario, its classes looked up in `registry`.
  public static func build(_ scenario: Scenario, registry: TouchSimRegistry = TouchSimRegistry()) -> LoadedScenario {
    build(scenario, classes: registry.classes)
  }

  /// The model of a scenario, its classes looked up in `classes`.
  static func build(_ scenario: Scenario, classes: ScenarioClasses) -> LoadedScenario {
    let window = Window(size: scenario.effectiveWindowSize)
    window.ios = scenario.iosVersion
    if let height = scenario.effectiveKeyboardHeight { window.keyboard = Keyboard(height: height) }
    let simulation = Simulation(window: window)
    var links = Links()
    let root = makeView(scenario.root, isRoot: true, window: window, classes: classes, links: &links)
    window.setRootView(root)
    for gesture in scenario.gestures {
      addGesture(gesture, window: window, registry: classes.recognizers, links: &links)
    }
    var warnings: [ScenarioError] = []
    var strokeStarts: [(finger: Int, time: SimTime, location: SourceLocation?)] = []
    for stroke in scenario.strokes {
      let path = stroke.path.map { Stroke.Sample(time: .milliseconds($0.t), location: Point(x: $0.x, y: $0.y)) }
      guard let first = path.first else { continue }
      if !window.bounds.contains(first.location) {
        warnings.append(
          ScenarioError(
            "touch-down of finger \(stroke.finger) is outside the window; it reaches no view",
            at: stroke.path[0].position.location, severity: .warning))
      }
      let end: TouchPhase = stroke.end == .cancelled ? .cancelled : .ended
      simulation.add(
        Stroke(
          finger: stroke.finger, path: path, hz: stroke.hz, end: end, movesInPlace: stroke.movesInPlace ?? false))
      strokeStarts.append((stroke.finger, first.time, stroke.path[0].position.location))
    }
    for action in scenario.actions {
      let at = SimTime.milliseconds(action.time)
      if let animation = action.animation, let view = Self.find(animation.view, in: window) {
        simulation.schedule(at: at) { window in
          window.animate(
            view, AnimationChanges(alpha: animation.alpha, frame: animation.frame, center: animation.center),
            duration: .milliseconds(animation.duration), delay: .milliseconds(animation.delay),
            allowsUserInteraction: animation.allowsUserInteraction,
            because: .scenario(.animation(time: at, view: animation.view)))
        }
      }
      for assignment in action.assignments {
        let declaration = DeclarationCache()
        simulation.schedule(at: at) { window in
          assignment.apply(in: window, declaration: declaration) {
            .scenario(.action(time: at, property: assignment.property))
          }
        }
      }
    }
    for (follower, leaderName) in links.panSharing {
      if let leader = find(leaderName, in: window) as? ScrollView, leader !== follower { leader.addFollower(follower) }
    }
    for (recognizer, name) in links.failureRequirements {
      if let other = window.gestureRecognizer(named: name) { recognizer.requiredToFail.append(other) }
    }
    window.register(root)
    // App logic compiles against the finished window; a read scenario's logic always compiles
    // (the reader throws the first problem), a value made in code keeps what compiles.
    var logicError: ScenarioError?
    do { try LogicInstaller.install(scenario, in: window, classes: classes) } catch { logicError = error }
    return LoadedScenario(
      title: scenario.title, notes: scenario.notes, simulation: simulation, expectations: scenario.expectations,
      warnings: warnings, strokeStarts: strokeStarts, logicError: logicError)
  }

  /// The name of a scroll view's delayed-touches recognizer (`S.delay`).
  static func delayRecognizerName(of scrollView: String) -> String { scrollView + ".delay" }
  /// The name of a scroll view's pan recognizer (`S.pan`).
  static func panRecognizerName(of scrollView: String) -> String { scrollView + ".pan" }
  /// The name of a page view controller's paging scroll view (`P.scrollView`, PV1).
  static func queuingScrollViewName(of pageViewController: String) -> String { pageViewController + ".scrollView" }
  /// The name of a table's row cell (`T.row3`).
  static func rowName(_ row: Int, of table: String) -> String { "\(table).row\(row)" }
  /// The name of a collection view's plain item cell (`C.item3`).
  static func itemName(_ item: Int, of collectionView: String) -> String { "\(collectionView).item\(item)" }

  /// Links wired once every object exists.
  private struct Links {
    var panSharing: [(ScrollView, String)] = []
    var failureRequirements: [(GestureRecognizer, String)] = []
  }

  private static func makeView(
    _ spec: Scenario.View, isRoot: Bool, window: Window, classes: ScenarioClasses, links: inout Links
  ) -> View {
    let viewClass = classes.viewClass(named: spec.className) ?? ViewClass.all[0]
    let view = viewClass.make(spec.id)
    (view.viewController as? NavigationController)?.configureNavigationGestures(for: window.ios)
    view.frame = spec.frame ?? (isRoot ? window.bounds : .zero)
    if let transform = spec.transform { view.transform = transform }
    store(spec.properties, in: view)
    if let value = spec.touches { view.touchHandling = value }
    if let spec = spec.controller {
      let controller = ViewController(name: spec.name)
      if let touches = spec.touches { controller.touchHandling = touches }
      view.setViewController(controller)
    }
    if let value = spec.pointInside { view.pointInsideOverride = value }
    if let value = spec.hitTest { view.hitTestOverride = value }
    for entry in spec.reactions {
      for (index, reaction) in entry.reactions.enumerated() {
        let position = index < entry.positions.count ? ReactionPosition(entry.positions[index].location) : nil
        for handler in handlers(reaction, at: position) { view.onTouches(entry.method, handler) }
      }
    }
    if let scrollView = view as? ScrollView { configure(scrollView, spec.scroll, links: &links) }
    for answer in spec.gestureRecognizerShouldBegin {
      view.gestureRecognizerShouldBeginAnswers[answer.id] = answer.value
    }
    let children = viewClass.descriptor.children
    if children == .tableCell, let cell = view as? TableViewCell {
      // TC1, TC2: the cell's own views first, its content in the content view in front of them.
      cell.rowHeight = spec.scroll.rowHeight
      cell.placedFrame = spec.frame
      for subview in spec.cellSubviews {
        cell.addSubview(makeView(subview, isRoot: false, window: window, classes: classes, links: &links))
      }
      for subview in spec.subviews {
        cell.contentView.addSubview(makeView(subview, isRoot: false, window: window, classes: classes, links: &links))
      }
      return cell
    }
    if children == .pages, let pageViewController = view as? PageViewController {
      // PV8: the pages lie in the paging scroll view, laid out at the page view controller's size.
      pageViewController.setPages(
        spec.pages.map { makeView($0, isRoot: false, window: window, classes: classes, links: &links) })
    }
    var others: [View] = []
    var attached: [(View, ClassDescriptor.Attachment)] = []
    var cells: [TableViewCell] = []
    var listed: [View] = []
    let navigation = children == .navigationStack ? view.viewController as? NavigationController : nil
    for subview in spec.subviews {
      let made = makeView(subview, isRoot: false, window: window, classes: classes, links: &links)
      if let attachment = classes.descriptor(of: subview.className)?.attachment {
        // RF1: attached to the view (a scroll view's refresh control), not added as a subview.
        attached.append((made, attachment))
        continue
      }
      listed.append(made)
      if children == .tableRows, let cell = made as? TableViewCell {
        cells.append(cell)
      } else if let navigation, let controller = made.viewController {
        // NV1: a navigation controller's `viewControllers`, pushed root first.
        navigation.pushViewController(controller, animated: false)
      } else {
        others.append(made)
      }
    }
    if children == .tableRows, let table = view as? TableView, !cells.isEmpty {
      // TC1: the cells are the rows; the table's other subviews stay in front of them, as
      // they do in front of `rows`, unless the table stacks its subviews as listed.
      if spec.scroll.subviewOrder == .asListed {
        table.setCells(cells, stackedAs: listed)
        others = []
      } else {
        table.setCells(cells)
      }
      if let size = spec.scroll.contentSize { table.contentSize = size }
    }
    let host = host(of: view, spec)
    for subview in others { host.addSubview(subview) }
    for (subview, attachment) in attached { attachment.attach(subview, view) }
    if children == .collectionItems, let collection = view as? CollectionView { configure(collection, spec.scroll) }
    return view
  }

  private static func configure(_ scrollView: ScrollView, _ spec: Scenario.ScrollSettings, links: inout Links) {
    if let table = scrollView as? TableView { table.setRows(spec.rows ?? 0, rowHeight: spec.rowHeight ?? 44) }
    if let table = scrollView as? TableView { configureSwipeActions(table, spec) }
    if let value = spec.contentSize { scrollView.contentSize = value }
    if let value = spec.contentOffset { scrollView.boundsOrigin = value }
    if let value = spec.contentInset { scrollView.contentInset = value }
    if let answers = spec.touchesShouldBegin {
      let override = viewAnswers(answers).override
      scrollView.touchesShouldBeginOverride = { _, view in override(view) }
    }
    if let answers = spec.touchesShouldCancel { scrollView.touchesShouldCancelOverride = viewAnswers(answers).override }
    if let leader = spec.sharesPanWith { links.panSharing.append((scrollView, leader)) }
  }

  private static func viewAnswers(_ answers: Scenario.ViewAnswers) -> ViewAnswers {
    switch answers {
    case .always(let flag): return .always(flag)
    case .byView(let list):
      var byView: [String: Bool] = [:]
      var otherwise: Bool?
      for answer in list {
        if answer.id == "*" { otherwise = answer.value } else { byView[answer.id] = answer.value }
      }
      return .byView(byView, otherwise: otherwise)
    }
  }

  /// The handlers a reaction written at `position` runs: one per assignment of a `set`.
  private static func handlers(_ reaction: Scenario.Reaction, at position: ReactionPosition?) -> [(
    TouchContext
  ) -> Void] {
    switch reaction {
    case .set(let assignments): return assignments.map { ScenarioReaction.set($0, at: position) }
    case .forward(let method): return [ScenarioReaction.forward(method, at: position)]
    case .note(let text, let condition): return [ScenarioReaction.note(text, if: condition)]
    }
  }

  /// Stores declared properties given at definition (no `set` record).
  private static func store(_ properties: [Scenario.Property], in object: AnyObject) {
    guard !properties.isEmpty else { return }
    let declarations = PropertyCatalogue.declarations(of: object)
    for property in properties {
      declarations.first { $0.name == property.name }?.store(object, property.value)
    }
  }

  private static func addGesture(
    _ spec: Scenario.Gesture, window: Window, registry: GestureRecognizerRegistry, links: inout Links
  ) {
    if spec.configuresBuiltIn {
      // NV6, NV7: an entry without a class configures a recognizer the tree generated.
      guard let recognizer = generatedRecognizer(named: spec.id, in: window) else { return }
      store(spec.properties, in: recognizer)
      for name in spec.requireToFail { links.failureRequirements.append((recognizer, name)) }
      if let delegate = spec.delegate { recognizer.delegate = self.delegate(delegate) }
      return
    }
    guard let entry = registry.entry(named: spec.className), let view = find(spec.view, in: window) else { return }
    let recognizer = entry.make(spec.id)
    store(spec.properties, in: recognizer)
    for name in spec.requireToFail { links.failureRequirements.append((recognizer, name)) }
    if let delegate = spec.delegate { recognizer.delegate = self.delegate(delegate) }
    view.addGestureRecognizer(recognizer)
    window.register(recognizer)
  }

  private static func delegate(_ spec: Scenario.Delegate) -> GestureRecognizerDelegate {
    let simultaneity: RecognizerSelection?
    switch spec.shouldRecognizeSimultaneouslyWith {
    case .always(true): simultaneity = .all
    case .always(false): simultaneity = .named([])
    case .named(let names): simultaneity = .named(names)
    case nil: simultaneity = nil
    }
    return GestureRecognizerAnswers(
      shouldBegin: spec.shouldBegin, shouldReceiveTouch: spec.shouldReceiveTouch,
      shouldRecognizeSimultaneouslyWith: simultaneity, shouldRequireFailureOf: spec.shouldRequireFailureOf,
      shouldBeRequiredToFailBy: spec.shouldBeRequiredToFailBy)
  }

  /// A recognizer the tree generated (`S.pan`, `nav.interactivePopGestureRecognizer`), by name.
  private static func generatedRecognizer(named name: String, in window: Window) -> GestureRecognizer? {
    for view in window.allViews {
      if let recognizer = view.gestureRecognizers.first(where: { $0.name == name }) { return recognizer }
    }
    return nil
  }

  /// A view by name, the window and table rows included.
  private static func find(_ name: String, in window: Window) -> View? {
    if let view = window.view(named: name) { return view }
    var stack: [View] = [window]
    while let view = stack.popLast() {
      if view.name == name { return view }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }
}
