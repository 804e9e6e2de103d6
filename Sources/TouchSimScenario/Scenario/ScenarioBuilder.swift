import TouchSim

/// Builds the model from a read `Scenario`: the window, its tree, the recognizers, the strokes
/// and the timed actions, ready to run once. Total: the reader has checked everything checkable,
/// so nothing here can fail (a name that resolves to nothing is left out rather than trapped).
///
/// This is the one file of the scenario layer that configures the model by property and
/// parameter name (`Reaction`, `PropertyValue`, `configure`).
public enum ScenarioBuilder {
  /// The model of a scenario.
  public static func build(_ scenario: Scenario, registry: GestureRecognizerRegistry = .withExamples)
    -> LoadedScenario
  {
    let window = Window(size: scenario.effectiveWindowSize)
    let simulation = Simulation(window: window)
    var links = Links()
    let root = makeView(scenario.root, isRoot: true, window: window, links: &links)
    window.setRootView(root)
    for gesture in scenario.gestures { addGesture(gesture, window: window, registry: registry, links: &links) }
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
      for assignment in action.assignments {
        simulation.addAction(
          at: .milliseconds(action.time), set: assignment.property, of: assignment.object,
          to: propertyValue(assignment.value))
      }
    }
    for (follower, leaderName) in links.panSharing {
      if let leader = find(leaderName, in: window) as? ScrollView, leader !== follower { leader.addFollower(follower) }
    }
    for (recognizer, name) in links.failureRequirements {
      if let other = window.gestureRecognizer(named: name) { recognizer.requiredToFail.append(other) }
    }
    window.register(root)
    return LoadedScenario(
      title: scenario.title, notes: scenario.notes, simulation: simulation, expectations: scenario.expectations,
      warnings: warnings, strokeStarts: strokeStarts)
  }

  /// The name of a scroll view's delayed-touches recognizer (`S.delay`).
  static func delayRecognizerName(of scrollView: String) -> String { scrollView + ".delay" }
  /// The name of a scroll view's pan recognizer (`S.pan`).
  static func panRecognizerName(of scrollView: String) -> String { scrollView + ".pan" }
  /// The name of a table's row cell (`T.row3`).
  static func rowName(_ row: Int, of table: String) -> String { "\(table).row\(row)" }

  /// Checks a recognizer's class parameters on a scratch instance of its class, in the order
  /// the class names them (the reader's check; the builder sets the same values).
  struct ParameterCheck {
    private let recognizer: GestureRecognizer

    init(entry: GestureRecognizerRegistry.Entry, id: String) { recognizer = entry.make(id) }

    /// The class's parameter names.
    var names: [String] { recognizer.parameterNames }

    /// What is wrong with a value, or `nil` when the class takes it.
    func problem(_ name: String, _ value: Scenario.Parameter.Value) -> String? {
      recognizer.configure(name, parameterValue(value))
    }
  }

  /// Links wired once every object exists.
  private struct Links {
    var panSharing: [(ScrollView, String)] = []
    var failureRequirements: [(GestureRecognizer, String)] = []
  }

  private static func makeView(_ spec: Scenario.View, isRoot: Bool, window: Window, links: inout Links) -> View {
    let viewClass = ViewClass.all.first { $0.name == spec.className } ?? ViewClass.all[0]
    let view = viewClass.make(spec.id)
    view.frame = spec.frame ?? (isRoot ? window.bounds : .zero)
    if let value = spec.isHidden { view.isHidden = value }
    if let value = spec.alpha { view.alpha = value }
    if let value = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = value }
    if let value = spec.isMultipleTouchEnabled { view.isMultipleTouchEnabled = value }
    if let value = spec.isExclusiveTouch { view.isExclusiveTouch = value }
    if let value = spec.isEnabled, let control = view as? Control { control.isEnabled = value }
    if let value = spec.touches { view.touchHandling = value }
    if let spec = spec.controller {
      let controller = ViewController(name: spec.name)
      if let touches = spec.touches { controller.touchHandling = touches }
      view.setViewController(controller)
    }
    if let value = spec.pointInside { view.pointInsideOverride = value }
    if let value = spec.hitTest { view.hitTestOverride = value }
    for entry in spec.reactions { view.reactions[entry.method] = entry.reactions.flatMap(reactions) }
    if let scrollView = view as? ScrollView { configure(scrollView, spec.scroll, links: &links) }
    for answer in spec.gestureRecognizerShouldBegin {
      view.gestureRecognizerShouldBeginAnswers[answer.id] = answer.value
    }
    for subview in spec.subviews { view.addSubview(makeView(subview, isRoot: false, window: window, links: &links)) }
    return view
  }

  private static func configure(_ scrollView: ScrollView, _ spec: Scenario.ScrollSettings, links: inout Links) {
    if let table = scrollView as? TableView { table.setRows(spec.rows ?? 0, rowHeight: spec.rowHeight ?? 44) }
    if let value = spec.contentSize { scrollView.contentSize = value }
    if let value = spec.contentOffset { scrollView.boundsOrigin = value }
    if let value = spec.contentInset { scrollView.contentInset = value }
    let flags: [(WritableKeyPath<Scenario.ScrollSettings, Bool?>, (ScrollView, Bool) -> Void)] = [
      (\.isScrollEnabled, { $0.isScrollEnabled = $1 }), (\.delaysContentTouches, { $0.delaysContentTouches = $1 }),
      (\.canCancelContentTouches, { $0.canCancelContentTouches = $1 }), (\.bounces, { $0.bounces = $1 }),
      (\.alwaysBounceVertical, { $0.alwaysBounceVertical = $1 }),
      (\.alwaysBounceHorizontal, { $0.alwaysBounceHorizontal = $1 }),
      (\.isDirectionalLockEnabled, { $0.isDirectionalLockEnabled = $1 }),
      (\.isPagingEnabled, { $0.isPagingEnabled = $1 }),
    ]
    for (path, apply) in flags { if let value = spec[keyPath: path] { apply(scrollView, value) } }
    switch spec.decelerationRate {
    case .normal: scrollView.decelerationRate = 0.998
    case .fast: scrollView.decelerationRate = 0.99
    case .value(let rate): scrollView.decelerationRate = rate
    case nil: break
    }
    if let answers = spec.touchesShouldBegin { scrollView.touchesShouldBeginOverride = viewAnswers(answers) }
    if let answers = spec.touchesShouldCancel { scrollView.touchesShouldCancelOverride = viewAnswers(answers) }
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

  private static func reactions(_ reaction: Scenario.Reaction) -> [Reaction] {
    switch reaction {
    case .set(let assignments):
      return assignments.map { .set(object: $0.object, property: $0.property, value: propertyValue($0.value)) }
    case .forward(let method): return [.forward(method)]
    case .note(let text, let condition):
      switch condition {
      case .outside(let name): return [.note(text: text, condition: .outside(name))]
      case .inside(let name): return [.note(text: text, condition: .inside(name))]
      case nil: return [.note(text: text, condition: nil)]
      }
    }
  }

  private static func propertyValue(_ value: Scenario.PropertyValue) -> PropertyValue {
    switch value {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    }
  }

  private static func parameterValue(_ value: Scenario.Parameter.Value) -> ParameterValue {
    switch value {
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    }
  }

  private static func addGesture(
    _ spec: Scenario.Gesture, window: Window, registry: GestureRecognizerRegistry, links: inout Links
  ) {
    guard let entry = registry.entry(named: spec.className), let view = find(spec.view, in: window) else { return }
    let recognizer = entry.make(spec.id)
    if let value = spec.isEnabled { recognizer.isEnabled = value }
    if let value = spec.cancelsTouchesInView { recognizer.cancelsTouchesInView = value }
    if let value = spec.delaysTouchesBegan { recognizer.delaysTouchesBegan = value }
    if let value = spec.delaysTouchesEnded { recognizer.delaysTouchesEnded = value }
    for name in spec.requireToFail { links.failureRequirements.append((recognizer, name)) }
    if let delegate = spec.delegate { recognizer.delegate = self.delegate(delegate) }
    for parameter in spec.parameters { _ = recognizer.configure(parameter.name, parameterValue(parameter.value)) }
    view.addGestureRecognizer(recognizer)
    window.register(recognizer)
  }

  private static func delegate(_ spec: Scenario.Delegate) -> GestureRecognizerDelegate {
    var delegate = GestureRecognizerDelegate()
    delegate.shouldBegin = spec.shouldBegin
    delegate.shouldReceiveTouch = spec.shouldReceiveTouch
    switch spec.shouldRecognizeSimultaneouslyWith {
    case .always(true): delegate.shouldRecognizeSimultaneouslyWith = .all
    case .always(false): delegate.shouldRecognizeSimultaneouslyWith = .named([])
    case .named(let names): delegate.shouldRecognizeSimultaneouslyWith = .named(names)
    case nil: break
    }
    delegate.shouldRequireFailureOf = spec.shouldRequireFailureOf
    delegate.shouldBeRequiredToFailBy = spec.shouldBeRequiredToFailBy
    return delegate
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
