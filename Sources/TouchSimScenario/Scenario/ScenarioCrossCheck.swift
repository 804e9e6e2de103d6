import TouchSim

/// The checks of a scenario that need every object at once: references by name, the
/// properties `set` names, `sharesPanWith` and the `expect` block. They run on the objects the
/// scenario value names (`ScenarioObjects`: no window is built), and throw with the positions
/// the reader recorded.
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

  /// The scenario's objects.
  let objects: ScenarioObjects
  /// The names of the scenario, for did-you-mean hints and receivers.
  let definitions: [String: SourceLocation]
  /// The names in file order.
  let definitionOrder: [String]

  /// Runs every check; the first problem throws.
  static func check(_ pending: Pending, expectations: Expectations?, objects: ScenarioObjects) throws(ScenarioError) {
    let checker = ScenarioCrossCheck(
      objects: objects, definitions: pending.definitions, definitionOrder: pending.definitionOrder)
    try checker.resolveReferences(pending)
    if let expectations { try checker.validateExpectations(expectations, fingers: pending.fingers) }
  }

  /// Whether `name` is a view's, the window and table rows included.
  func isView(_ name: String) -> Bool { objects[name]?.isView == true }

  /// Whether `name` is a gesture recognizer's.
  func isRecognizer(_ name: String) -> Bool { objects[name].map { !$0.isView } ?? false }

  /// Whether `name` is a scroll view's.
  func isScrollView(_ name: String) -> Bool { isView(name) && objects.receiverRoles(of: name).contains(.scrollView) }

  /// Checks every reference, every property set and every `sharesPanWith`.
  func resolveReferences(_ pending: Pending) throws(ScenarioError) {
    for reference in pending.references {
      try ScenarioDecoder.checkName(reference.name, reference.what, at: reference.location)
      let found: Bool
      switch reference.kind {
      case .view: found = isView(reference.name)
      case .gesture: found = isRecognizer(reference.name)
      case .object: found = objects[reference.name] != nil
      case .scrollView: found = isScrollView(reference.name)
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
      let settable = objects.settable(on: check.object)
      guard let declaration = settable.first(where: { $0.name == check.property }) else {
        if check.object == LogicCompiler.stateName, objects[check.object]?.exemplar is LogicState {
          throw ScenarioError(
            "a timed action cannot set the app state ('state.\(Spelling.shortened(check.property))'): set it in a reaction",
            at: check.location)
        }
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
      guard isScrollView(leaderName), leaderName != follower else {
        throw ScenarioError("'sharesPanWith' must name another scroll view", at: location)
      }
    }
  }
}
