import TouchSim

extension Scenario {
  /// The one reader: a scenario from its bytes, every key, type, range, limit and reference
  /// checked, the first problem thrown with its position (Docs/ScenarioFormat.md).
  /// The classes it may name are UIKit's, the shipped examples and `registry`'s. No model is
  /// built (`ScenarioObjects`).
  public static func read(
    _ bytes: [UInt8], registry: TouchSimRegistry = TouchSimRegistry()
  ) throws(ScenarioError) -> Scenario {
    try read(bytes, classes: registry.classes)
  }

  /// Reads and checks: the checks that need every object (references, the properties `set`
  /// names, the `expect` block, app logic) run on the objects the value names.
  static func read(_ bytes: [UInt8], classes: ScenarioClasses) throws(ScenarioError) -> Scenario {
    let json: JSONValue
    do {
      json = try JSONReader.parse(bytes)
    } catch {
      throw ScenarioError(
        error.message, at: error.location,
        notes: error.note.map { [ScenarioError.Note(location: $0.location, message: $0.message)] } ?? [])
    }
    var decoder = ScenarioDecoder(classes: classes)
    let scenario = try decoder.decode(json)
    try checkObjects(scenario, decoder.crossCheck, classes: classes)
    return scenario
  }

  /// Reads, checks and builds (`LoadedScenario.load`): building a read scenario cannot fail.
  static func readAndBuild(
    _ bytes: [UInt8], classes: ScenarioClasses
  ) throws(ScenarioError) -> (scenario: Scenario, loaded: LoadedScenario) {
    let scenario = try read(bytes, classes: classes)
    let loaded = ScenarioBuilder.build(scenario, classes: classes)
    // The logic compiled when the scenario was checked; a difference is a bug, reported
    // rather than run.
    if let error = loaded.logicError { throw error }
    return (scenario, loaded)
  }

  /// The checks on every object at once, on the objects the value names: references, `set`
  /// properties, `sharesPanWith`, the `expect` block, then app logic.
  private static func checkObjects(
    _ scenario: Scenario, _ pending: ScenarioCrossCheck.Pending, classes: ScenarioClasses
  ) throws(ScenarioError) {
    let objects = ScenarioObjects(scenario, classes: classes)
    try ScenarioCrossCheck.check(pending, expectations: scenario.expectations, objects: objects)
    try LogicInstaller.check(scenario, objects: objects, classes: classes)
  }

  /// Checks the value as the reader checks a file (every key, type, range, limit, reference,
  /// the properties `set` names, `sharesPanWith` and the `expect` block), the first problem
  /// thrown, app logic included, without building the model: no window, no tree
  /// (`ScenarioObjects`). A value made in code has no positions, so its problems have none.
  public func validate(registry: TouchSimRegistry = TouchSimRegistry()) throws(ScenarioError) {
    try validate(classes: registry.classes)
  }

  func validate(classes: ScenarioClasses) throws(ScenarioError) {
    let json = self.json
    // What the text reader enforces before any key is read.
    if let problem = json.limitProblem(JSONLimits()) { throw ScenarioError(problem, at: nil) }
    var decoder = ScenarioDecoder(classes: classes)
    let decoded = try decoder.decode(json)
    try Self.checkObjects(decoded, decoder.crossCheck, classes: classes)
  }
}

extension JSONValue {
  /// The first limit of `JSONReader` a value built in code breaks (nesting, value count,
  /// string length, a number that is not finite), as the reader words it; `nil` when none.
  func limitProblem(_ limits: JSONLimits) -> String? {
    var stack: [(JSONValue, Int)] = [(self, 1)]
    var values = 0
    func tooLong(_ text: String) -> Bool { text.utf8.count > limits.maxStringBytes }
    while let (value, depth) = stack.popLast() {
      values += 1
      if values > limits.maxValues {
        return "the document has more than \(limits.maxValues) JSON values (limit per file)"
      }
      switch value.kind {
      case .array(let items):
        if depth > limits.maxDepth { return "nesting is deeper than \(limits.maxDepth) levels" }
        for item in items { stack.append((item, depth + 1)) }
      case .object(let members):
        if depth > limits.maxDepth { return "nesting is deeper than \(limits.maxDepth) levels" }
        for member in members {
          if tooLong(member.key) { return "key is longer than \(JSONLimits.describeByteCount(limits.maxStringBytes))" }
          stack.append((member.value, depth + 1))
        }
      case .string(let text):
        if tooLong(text) { return "string is longer than \(JSONLimits.describeByteCount(limits.maxStringBytes))" }
      case .number(let number):
        if !number.isFinite { return "\(number) is not a JSON number" }
      default: break
      }
    }
    return nil
  }
}
