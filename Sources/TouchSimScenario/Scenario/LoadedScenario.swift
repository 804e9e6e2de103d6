import TouchSim

/// A scenario built into the model (`ScenarioBuilder.build(_:)`): a window with its tree,
/// ready to run once.
public final class LoadedScenario {
  /// The one-line title.
  public let title: String
  /// The free-text notes.
  public let notes: String?
  /// The simulation to run.
  public let simulation: Simulation
  /// The `expect` block, if any.
  public let expectations: Expectations?
  /// Problems that do not stop the run (a touch-down outside the window).
  public let warnings: [ScenarioError]
  /// Where each stroke's first point is, by finger and touch-down time, so that a problem
  /// found while running (a reused finger, issue 12) can point into the file.
  let strokeStarts: [(finger: Int, time: SimTime, location: SourceLocation?)]
  /// The first problem of the scenario's app logic, which the reader reports (`LogicInstaller`).
  let logicError: ScenarioError?

  init(
    title: String, notes: String?, simulation: Simulation, expectations: Expectations?, warnings: [ScenarioError],
    strokeStarts: [(finger: Int, time: SimTime, location: SourceLocation?)] = [], logicError: ScenarioError? = nil
  ) {
    self.logicError = logicError
    self.title = title
    self.notes = notes
    self.simulation = simulation
    self.expectations = expectations
    self.warnings = warnings
    self.strokeStarts = strokeStarts
  }

  /// A finger number reused while its earlier touch was open stops the run (`FingerReuse`);
  /// as a scenario error it points at the stroke that reused it, with a note at the earlier
  /// one (exit 65).
  public var fingerReuseError: ScenarioError? {
    guard let reuse = window.fingerReuse else { return nil }
    func start(at time: SimTime) -> SourceLocation? {
      strokeStarts.first { $0.finger == reuse.finger && $0.time == time }?.location
    }
    let notes = start(at: reuse.earlierTouchDown).map {
      [ScenarioError.Note(location: $0, message: "its earlier stroke is here")]
    }
    return ScenarioError(reuse.message, at: start(at: reuse.time), notes: notes ?? [])
  }

  /// The window under test.
  public var window: Window { simulation.window }

  /// Reads a scenario from its bytes and builds it (`Scenario.read`, then
  /// `ScenarioBuilder.build`, sharing the one build).
  public static func load(
    _ bytes: [UInt8], registry: TouchSimRegistry = TouchSimRegistry()
  ) throws(ScenarioError) -> LoadedScenario {
    try Scenario.readAndBuild(bytes, classes: registry.classes).loaded
  }
}
