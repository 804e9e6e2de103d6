import TouchSim

extension Scenario {
  /// The one reader: a scenario from its bytes, every key, type, range, limit and reference
  /// checked, the first problem thrown with its position (Docs/ScenarioFormat.md).
  /// The classes it may name are UIKit's, the shipped examples and `registry`'s.
  public static func read(
    _ bytes: [UInt8], registry: TouchSimRegistry = TouchSimRegistry()
  ) throws(ScenarioError) -> Scenario {
    try readAndBuild(bytes, classes: registry.classes).scenario
  }

  /// Reads and builds. The checks that need every object (references, the properties `set`
  /// names, the `expect` block) run on the built model, which `LoadedScenario.load` keeps.
  static func readAndBuild(
    _ bytes: [UInt8], classes: ScenarioClasses
  ) throws(ScenarioError) -> (scenario: Scenario, loaded: LoadedScenario) {
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
    let loaded = ScenarioBuilder.build(scenario, classes: classes)
    try ScenarioCrossCheck.check(decoder.crossCheck, expectations: scenario.expectations, on: loaded.window)
    if let error = loaded.logicError { throw error }
    return (scenario, loaded)
  }
}
