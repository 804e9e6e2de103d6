import TouchSim

/// A scenario file, decoded and built: a window with its tree, ready to run once.
public final class Scenario {
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

  init(title: String, notes: String?, simulation: Simulation, expectations: Expectations?, warnings: [ScenarioError]) {
    self.title = title
    self.notes = notes
    self.simulation = simulation
    self.expectations = expectations
    self.warnings = warnings
  }

  /// The window under test.
  public var window: Window { simulation.window }

  /// Reads a scenario from its bytes.
  public static func load(
    _ bytes: [UInt8], registry: GestureRecognizerRegistry = .withExamples
  ) throws(ScenarioError) -> Scenario {
    let json: JSONValue
    do {
      json = try JSONReader.parse(bytes)
    } catch {
      throw ScenarioError(
        error.message, at: error.location,
        notes: error.note.map { [ScenarioError.Note(location: $0.location, message: $0.message)] } ?? [])
    }
    var decoder = ScenarioDecoder(registry: registry)
    return try decoder.decode(json)
  }
}
