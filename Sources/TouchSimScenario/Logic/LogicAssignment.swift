import TouchSim

/// One assignment of a reaction's `set`: a declared property (`PropertyCatalogue`), a view's
/// `frame` or a scroll view's `contentOffset` (whole or one component), to a literal or to a
/// value read when the reaction runs (`{"ref": path, "add": n, "min": a, "max": b}`).
/// Its closure holds the objects it sets unretained (see `Unretained`).
struct LogicAssignment {
  let apply: (LogicBindings, Window, () -> Reason) -> Void

  func apply(_ bindings: LogicBindings, in window: Window, because reason: () -> Reason) {
    apply(bindings, window, reason)
  }
}

extension LogicAssignment {
  /// The geometry reactions may set on an object besides its declared properties, as `set`
  /// records name it: a view's `frame`, a scroll view's `contentOffset`.
  static func geometry(of object: AnyObject) -> [String] {
    (object is View ? ["frame"] : []) + (object is ScrollView ? ["contentOffset"] : [])
  }

  /// Every property name a `set` record of the object can carry (`superview`: a `remove`).
  static func settableNames(of object: AnyObject) -> [String] {
    if let state = object as? LogicState { return state.variables.map(\.name) }
    return PropertyCatalogue.settable(on: object).map(\.name) + geometry(of: object)
      + (object is View ? ["superview"] : [])
  }
}

extension LogicCompiler {
  /// The largest coordinate an assignment may give (as the format's definitions).
  static let maxCoordinate = ScenarioDecoder.maxLength * 100

  /// One assignment of `set`, its target resolved (the longest prefix that is an id).
  func assignment(_ assignment: Scenario.AppLogic.Assignment) throws(ScenarioError) -> LogicAssignment {
    let keyLocation = assignment.position.at
    let parts = assignment.target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts[0] == LogicCompiler.stateName, objects[LogicCompiler.stateName] == nil {
      return try stateAssignment(assignment, parts: parts)
    }
    var target: (AnyObject, Int)?
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      if let object = objects[parts[0..<count].joined(separator: ".")] {
        target = (object, count)
        break
      }
    }
    guard let (object, count) = target else {
      var message =
        "'set' names '\(Spelling.shortened(assignment.target))', which starts with no id of this scenario"
      if let suggestion = Spelling.closest(to: parts[0], in: objectOrder) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw ScenarioError(message, at: keyLocation)
    }
    let id = parts[0..<count].joined(separator: ".")
    let property = parts[count...].joined(separator: ".")
    let value = assignment.value
    if let view = object as? View, property == "frame" || property.hasPrefix("frame.") {
      return try geometry(view, id: id, property, value, at: keyLocation)
    }
    if let scroll = object as? ScrollView, property == "contentOffset" || property.hasPrefix("contentOffset.") {
      return try geometry(scroll, id: id, property, value, at: keyLocation)
    }
    let settable = PropertyCatalogue.settable(on: object)
    guard let declaration = settable.first(where: { $0.name == property }) else {
      var names = settable.map(\.name)
      if object is View { names += ["frame", "frame.x", "frame.y", "frame.width", "frame.height"] }
      if object is ScrollView { names += ["contentOffset", "contentOffset.x", "contentOffset.y"] }
      var message = "'\(Spelling.shortened(id))' has no settable property '\(Spelling.shortened(property))'"
      if let suggestion = Spelling.closest(to: property, in: names) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioError(message, at: keyLocation)
    }
    if case .computed(let computed) = value {
      guard case .number(let range) = declaration.type else {
        throw ScenarioError(
          "'\(id).\(property)' is not a number: only number properties take a computed value {\"ref\": ...}",
          at: computed.position.at)
      }
      let compute = try number(value, "'\(id).\(property)'")
      let bounds = range ?? -Self.maxCoordinate...Self.maxCoordinate
      return LogicAssignment { [unowned(unsafe) object] bindings, window, reason in
        let number = min(max(compute(bindings), bounds.lowerBound), bounds.upperBound)
        declaration.set(object, to: .number(number), in: window, because: reason)
      }
    }
    let json = value.json
    let checked = try declaration.checkAssignment(json, what: "'\(id).\(property)'", at: json.location)
    return LogicAssignment { [unowned(unsafe) object] _, window, reason in
      declaration.set(object, to: checked, in: window, because: reason)
    }
  }

  /// A number: a literal, or a computed one read when it runs (clamped into the property's
  /// range, and into ±100,000,000 points).
  func number(_ value: Scenario.AppLogic.Assignment.Value, _ what: String) throws(ScenarioError)
    -> (LogicBindings) -> Double
  {
    switch value {
    case .literal(let term):
      guard case .number(let literal) = term.kind else {
        throw ScenarioError(
          "\(what) takes a number or {\"ref\": path, \"add\": n}, found \(term.json.typeNameWithArticle)",
          at: term.position.at)
      }
      guard literal.magnitude <= Self.maxCoordinate else {
        throw ScenarioError("\(what) is out of range (±\(Int(Self.maxCoordinate)))", at: term.position.at)
      }
      return { _ in literal }
    case .computed(let computed):
      return try self.computed(computed, what)
    }
  }

  /// A computed number (`Scenario.AppLogic.Computed`), in its order of operations: the path's
  /// number (at the recognizer's `.began` action with `atBegan`), times `scale`, negated,
  /// plus `add`, kept between `min` and `max`; a value that is not finite gives `min` (or
  /// -100,000,000).
  func computed(_ computed: Scenario.AppLogic.Computed, _ what: String) throws(ScenarioError)
    -> (LogicBindings) -> Double
  {
    let location = computed.ref.position.at
    let operand = try self.operand(computed.ref.id, at: location)
    guard operand.type == .number else {
      throw ScenarioError(
        "'ref' reads \(operand.type.noun) here; \(what) needs a number (read a member, like '\(operand.path).y')",
        at: location)
    }
    var read = operand.read
    if computed.atBegan {
      guard let snapshots else {
        throw ScenarioError(
          "'atBegan' reads the value a path had when a recognizer began: it is only for gestureAction reactions, not \(self.what)",
          at: computed.position.at)
      }
      read = snapshots.add(operand.read)
    }
    let scale = computed.scale ?? 1
    let sign: Double = computed.negate ? -1 : 1
    var addend: (LogicBindings) -> Double = { _ in 0 }
    switch computed.addend {
    case .number(let number)?: addend = { _ in number }
    case .computed(let inner)?: addend = try self.computed(inner, what)
    case nil: break
    }
    let low = computed.min ?? -Self.maxCoordinate
    let high = computed.max ?? Self.maxCoordinate
    guard low <= high else { throw ScenarioError("'min' is above 'max'", at: computed.position.at) }
    if computed.scale == nil, !computed.negate, computed.addend == nil || computed.add != nil {
      // The common `ref + add`: one closure call less per run.
      let add = computed.add ?? 0
      return { bindings in
        let raw = (read(bindings).number ?? 0) + add
        return raw.isFinite ? min(max(raw, low), high) : low
      }
    }
    return { bindings in
      let raw = (read(bindings).number ?? 0) * scale * sign + addend(bindings)
      return raw.isFinite ? min(max(raw, low), high) : low
    }
  }

  /// `"state.<name>": value`: a value of the variable's type, or for a number variable a
  /// computed number; logged as a `set` record on `state` (app state, no UIKit rule).
  private func stateAssignment(_ assignment: Scenario.AppLogic.Assignment, parts: [String]) throws(ScenarioError)
    -> LogicAssignment
  {
    let location = assignment.position.at
    let (slot, variable) = try stateVariable(parts, at: location)
    guard parts.count == 2 else {
      throw ScenarioError(
        "'set' names a variable of the app state as 'state.\(variable.name)'; it has no members", at: location)
    }
    // The variable's name and kind are read once into locals, and the value is switched on
    // alone: a switch on the tuple (value, variable.kind) crashed Swift 6.3.1's optimizer
    // (CopyPropagation, "Found ownership error") in the release build with sanitizers.
    let name = variable.name
    let kind = variable.kind
    let what = "'state.\(name)'"
    let store = state
    let keyPath = \LogicState.[slot]
    switch assignment.value {
    case .computed(let computed):
      guard kind == .number else {
        throw ScenarioError(
          "\(what) is a \(kind.rawValue) variable: only number variables take a computed value {\"ref\": ...}",
          at: computed.position.at)
      }
      let compute = try number(assignment.value, what)
      return LogicAssignment { bindings, window, reason in
        window.set(
          keyPath, of: store, to: LogicStateValue(.number(compute(bindings))), named: name,
          because: Self.appState(reason()))
      }
    case .literal(let term):
      let value = LogicStateValue(try ScenarioDecoder.stateValue(term.json, kind: kind, what: what))
      return LogicAssignment { _, window, reason in
        window.set(keyPath, of: store, to: value, named: name, because: Self.appState(reason()))
      }
    }
  }

  /// A reaction's reason, marked as setting the app state.
  static func appState(_ reason: Reason) -> Reason {
    guard case .app(let app) = reason, let logic = app.explanation as? LogicReason else { return reason }
    return .app(logic.settingAppState)
  }

  /// The slot and declaration of the variable `state.<name>` a path names (`parts` split at
  /// the dots, `state` first); a path of one word, or an undeclared name, is an error.
  func stateVariable(_ parts: [String], at location: SourceLocation) throws(ScenarioError)
    -> (Int, Scenario.StateVariable)
  {
    let variables = state.variables
    guard !variables.isEmpty else {
      throw ScenarioError(
        "'\(Spelling.shortened(parts.joined(separator: ".")))' reads app state, and the scenario declares none: add a top-level \"state\": {\"name\": {\"type\": \"bool\", \"initial\": false}}",
        at: location)
    }
    guard parts.count > 1 else {
      throw ScenarioError(
        "'state' is read through a variable: 'state.\(variables[0].name)'", at: location)
    }
    guard let slot = state.slot(of: parts[1]) else {
      var message = "the app state has no variable '\(Spelling.shortened(parts[1]))'"
      if let suggestion = Spelling.closest(to: parts[1], in: variables.map(\.name)) {
        message += "; did you mean 'state.\(suggestion)'?"
      }
      throw ScenarioError(message, at: location)
    }
    return (slot, variables[slot])
  }

  /// `id` names the view (its object may be an exemplar of its class, `Scenario.validate`).
  private func geometry(
    _ view: View, id: String, _ property: String, _ value: Scenario.AppLogic.Assignment.Value,
    at location: SourceLocation
  ) throws(ScenarioError) -> LogicAssignment {
    let what = "'\(id).\(property)'"
    let json = value.json
    switch property {
    case "frame":
      let numbers = try json.numbers(what, count: 4)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxCoordinate }), numbers[2] >= 0, numbers[3] >= 0 else {
        throw ScenarioError(
          "\(what) is out of range (sizes not negative, within ±\(Int(Self.maxCoordinate)))", at: json.location)
      }
      let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      return LogicAssignment { [unowned(unsafe) view] _, window, reason in
        window.set(\.frame, of: view, to: rect, named: "frame", because: reason())
      }
    case "frame.x", "frame.y", "frame.width", "frame.height":
      let compute = try number(value, what)
      let component = ["frame.x", "frame.y", "frame.width"].firstIndex(of: property) ?? 3  // x, y, width, height
      let target = Unmanaged.passUnretained(view)  // no reference count per run (`LogicCompiler.reading`)
      return LogicAssignment { bindings, window, reason in
        target._withUnsafeGuaranteedRef { view in
          var rect = view.frame
          let value = compute(bindings)
          switch component {
          case 0: rect.origin.x = value
          case 1: rect.origin.y = value
          case 2: rect.size.width = max(0, value)
          default: rect.size.height = max(0, value)
          }
          window.set(\.frame, of: view, to: rect, named: "frame", because: reason())
        }
      }
    case "contentOffset":
      let numbers = try json.numbers(what, count: 2)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxCoordinate }) else {
        throw ScenarioError("\(what) is out of range (±\(Int(Self.maxCoordinate)))", at: json.location)
      }
      let point = Point(x: numbers[0], y: numbers[1])
      let scroll = view as! ScrollView
      return LogicAssignment { [unowned(unsafe) scroll] _, window, reason in
        window.set(\.contentOffset, of: scroll, to: point, named: "contentOffset", because: reason())
      }
    case "contentOffset.x", "contentOffset.y":
      let compute = try number(value, what)
      let isX = property.hasSuffix(".x")
      let scroll = view as! ScrollView
      return LogicAssignment { [unowned(unsafe) scroll] bindings, window, reason in
        var point = scroll.contentOffset
        if isX { point.x = compute(bindings) } else { point.y = compute(bindings) }
        window.set(\.contentOffset, of: scroll, to: point, named: "contentOffset", because: reason())
      }
    default:
      let names =
        view is ScrollView
        ? ["contentOffset", "contentOffset.x", "contentOffset.y"]
        : ["frame", "frame.x", "frame.y", "frame.width", "frame.height"]
      throw Self.unknownMember(
        String(property.split(separator: ".").last ?? ""), of: id, among: names, at: location)
    }
  }
}
