import TouchSim

// Replays with a plain recognizer registry, as before `TouchSimRegistry`: its classes and
// UIKit's view classes (no app view classes). Single-threaded callers only; `GoldenCheck.checkAll`
// takes a `TouchSimRegistry`, whose classes may be made on any thread.

extension ScenarioRun {
  /// Reads and replays a scenario file whose recognizer classes are `registry`'s.
  public static func run(
    path: String, registry: GestureRecognizerRegistry, explain: Bool = false, checks: Bool = true,
    order: RecognizerOrder = .insertion
  ) -> Result<ScenarioRun, Failure> {
    run(path: path, classes: ScenarioClasses(recognizers: registry), explain: explain, checks: checks, order: order)
  }

  /// Replays a scenario from its bytes; its recognizer classes are `registry`'s.
  public static func run(
    bytes: [UInt8], path: String, registry: GestureRecognizerRegistry, explain: Bool = false, checks: Bool = true,
    configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    run(
      bytes: bytes, path: path, classes: ScenarioClasses(recognizers: registry), explain: explain, checks: checks,
      configure: configure)
  }

  /// Replays a scenario value; its recognizer classes are `registry`'s.
  public static func run(
    scenario: Scenario, path: String, registry: GestureRecognizerRegistry, checks: Bool = true,
    configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    run(
      scenario: scenario, path: path, classes: ScenarioClasses(recognizers: registry), checks: checks,
      configure: configure)
  }
}

extension Scenario {
  /// Reads a scenario whose recognizer classes are `registry`'s.
  public static func read(_ bytes: [UInt8], registry: GestureRecognizerRegistry) throws(ScenarioError) -> Scenario {
    try read(bytes, classes: ScenarioClasses(recognizers: registry))
  }
}

extension LoadedScenario {
  /// Reads and builds a scenario whose recognizer classes are `registry`'s.
  public static func load(_ bytes: [UInt8], registry: GestureRecognizerRegistry) throws(ScenarioError)
    -> LoadedScenario
  {
    try Scenario.readAndBuild(bytes, classes: ScenarioClasses(recognizers: registry)).loaded
  }
}

extension ScenarioBuilder {
  /// The model of a scenario whose recognizer classes are `registry`'s.
  public static func build(_ scenario: Scenario, registry: GestureRecognizerRegistry) -> LoadedScenario {
    build(scenario, classes: ScenarioClasses(recognizers: registry))
  }
}
