import Foundation
import TouchSim

/// One scenario file, read, built and replayed.
public struct ScenarioRun {
  /// The path as given (used in diagnostics).
  public let path: String
  /// The records of the run.
  public let records: [Record]
  /// The scenario's `expect` block.
  public let expectations: Expectations?
  /// Non-fatal problems of the file.
  public let warnings: [ScenarioError]
  /// Set when a limit stopped the run or a model invariant broke (exit 70).
  public let internalError: String?

  /// The outcome of trying to run a file.
  public enum Failure: Error {
    /// The file could not be read (exit 66).
    case unreadable(String)
    /// The scenario is invalid (exit 65).
    case invalid(ScenarioError)
  }

  /// Reads and replays a scenario file.
  public static func run(
    path: String, registry: GestureRecognizerRegistry = .withExamples, explain: Bool = false
  ) -> Result<ScenarioRun, Failure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      return .failure(.unreadable(exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read") : "no such file"))
    }
    return run(bytes: [UInt8](data), path: path, registry: registry, explain: explain)
  }

  /// Replays a scenario from its bytes.
  public static func run(
    bytes: [UInt8], path: String, registry: GestureRecognizerRegistry = .withExamples, explain: Bool = false
  ) -> Result<ScenarioRun, Failure> {
    let scenario: Scenario
    do {
      scenario = try Scenario.load(bytes, registry: registry)
    } catch {
      return .failure(.invalid(error))
    }
    scenario.window.recorder.explains = explain
    let outcome = scenario.simulation.run()
    var internalError: String?
    if case .stopped(let message) = outcome { internalError = message }
    let refused = scenario.window.refusedTransitions.map { ScenarioError($0, at: nil, severity: .warning) }
    return .success(
      ScenarioRun(
        path: path, records: scenario.window.recorder.records, expectations: scenario.expectations,
        warnings: scenario.warnings + refused, internalError: internalError))
  }

  /// The log in text form (the golden format).
  public var text: String { TextRenderer.render(records) }

  /// The log as JSON Lines.
  public var jsonl: String { JSONLRenderer.render(records) }
}
