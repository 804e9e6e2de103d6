import TouchSim

/// The checks of a scenario that need every object at once: references by name, the
/// properties `set` names, `sharesPanWith` and the `expect` block. They run on the window the
/// builder made from the read scenario, and throw with the positions the reader recorded.
struct ScenarioCrossCheck {
  /// What the reader records for these checks while it reads.
  struct Pending {
    /// References to check, in file order.
    var references: [Reference] = []
    /// Properties set by reactions and actions.
    var propertyChecks:
      [(object: String, property: String, value: DeclaredValue, location: SourceLocation, json: JSONValue)] =
        []
    /// `sharesPanWith` links: (follower id, leader id, where).
    var panSharing: [(String, String, SourceLocation)] = []
    /// Every named object → where it is defined.
    var definitions: [String: SourceLocation] = [:]
    /// Names in file order.
    var definitionOrder: [String] = []
    /// The fingers of the scenario's touches.
    var fingers: Set<Int> = []
  }

  /// A use of a name that must exist, with what kind of object it must be.
  struct Reference {
    enum Kind { case view, gesture, object, scrollView }
    let name: String
    let kind: Kind
    let location: SourceLocation
    let what: String
  }

  /// The built window.
  let window: Window
  /// The names of the scenario, for did-you-mean hints and receivers.
  let definitions: [String: SourceLocation]
  /// The names in file order.
  let definitionOrder: [String]

  /// Runs every check; the first problem throws.
  static func check(_ pending: Pending, expectations: Expectations?, on window: Window) throws(ScenarioError) {
    let checker = ScenarioCrossCheck(
      window: window, definitions: pending.definitions, definitionOrder: pending.definitionOrder)
    try checker.resolveReferences(pending)
    if let expectations { try checker.validateExpectations(expectations, fingers: pending.fingers) }
  }

  /// A view by name, the window and table rows included.
  func findView(_ name: String) -> View? {
    if let view = window.view(named: name) { return view }
    var stack: [View] = [window]
    while let view = stack.popLast() {
      if view.name == name { return view }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }

  /// Checks every reference, every property set and every `sharesPanWith`.
  func resolveReferences(_ pending: Pending) throws(ScenarioError) {
    for reference in pending.references {
      try ScenarioDecoder.checkName(reference.name, reference.what, at: reference.location)
      let view = findView(reference.name)
      let gesture = window.gestureRecognizer(named: reference.name)
      let found: Bool
      switch reference.kind {
      case .view: found = view != nil
      case .gesture: found = gesture != nil
      case .object: found = view != nil || gesture != nil
      case .scrollView: found = view is ScrollView
      }
      guard found else {
        let kind: String
        switch reference.kind {
        case .gesture: kind = "gesture recognizer"
        case .view: kind = "view"
        case .scrollView: kind = "scroll view"
        case .object: kind = "view or gesture recognizer"
        }
        var message = "\(reference.what) refers to an unknown \(kind) '\(Spelling.shortened(reference.name))'"
        if let suggestion = Spelling.closest(to: reference.name, in: definitionOrder) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: reference.location)
      }
    }
    for check in pending.propertyChecks {
      let target: AnyObject? = findView(check.object) ?? window.gestureRecognizer(named: check.object)
      let settable = target.map(PropertyCatalogue.settable(on:)) ?? []
      guard let declaration = settable.first(where: { $0.name == check.property }) else {
        var message =
          "'\(Spelling.shortened(check.object))' has no settable property '\(Spelling.shortened(check.property))'"
        if let suggestion = Spelling.closest(to: check.property, in: settable.map(\.name).sorted()) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: check.location)
      }
      // The declaration's type and range, pointing at the value.
      _ = try declaration.checkAssignment(check.json, what: "'\(check.object).\(check.property)'", at: check.location)
    }
    for (follower, leaderName, location) in pending.panSharing {
      guard findView(leaderName) is ScrollView, leaderName != follower else {
        throw ScenarioError("'sharesPanWith' must name another scroll view", at: location)
      }
    }
  }
}
