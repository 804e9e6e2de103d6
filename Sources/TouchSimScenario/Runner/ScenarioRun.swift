import Foundation
import TouchSim

/// One scenario file, read, built and replayed.
public struct ScenarioRun {
  /// The path as given (used in diagnostics).
  public let path: String
  /// The scenario's one-line title.
  public let title: String
  /// The finger strokes of the scenario, in file order (for pictures of the run).
  public let strokes: [Stroke]
  /// The records of the run.
  public let records: [Record]
  /// The scenario's `expect` block.
  public let expectations: Expectations?
  /// Non-fatal problems of the file.
  public let warnings: [ScenarioError]
  /// Set when a limit stopped the run or a model invariant broke (exit 70).
  public let internalError: String?
  /// The work the replay did, counted without a clock: events run plus the model's work
  /// units (`Window.workCount`). Tests bound it by the input size (issue 12).
  public var work: Int = 0

  /// The outcome of trying to run a file.
  public enum Failure: Error {
    /// The file could not be read (exit 66).
    case unreadable(String)
    /// The scenario is invalid (exit 65).
    case invalid(ScenarioError)
  }

  /// Reads and replays a scenario file.
  ///
  /// With `checks` (the default), every record goes through `InvariantChecker`; a broken
  /// invariant is an internal error naming the record (exit 70).
  public static func run(
    path: String, registry: GestureRecognizerRegistry = .withExamples, explain: Bool = false, checks: Bool = true
  ) -> Result<ScenarioRun, Failure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      return .failure(.unreadable(exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read") : "no such file"))
    }
    return run(bytes: [UInt8](data), path: path, registry: registry, explain: explain, checks: checks)
  }

  /// Replays a scenario from its bytes.
  public static func run(
    bytes: [UInt8], path: String, registry: GestureRecognizerRegistry = .withExamples, explain: Bool = false,
    checks: Bool = true, configure: (Window) -> Void = { _ in }
  ) -> Result<ScenarioRun, Failure> {
    let scenario: Scenario
    do {
      scenario = try Scenario.load(bytes, registry: registry)
    } catch {
      return .failure(.invalid(error))
    }
    scenario.window.recorder.explains = explain
    configure(scenario.window)
    let checker = checks ? RunChecker(window: scenario.window) : nil
    let strokes = scenario.simulation.pendingStrokes
    let recognizers = scenario.window.allViews.reduce(0) { $0 + $1.gestureRecognizers.count }
    let simulation = scenario.simulation
    let outcome = DeepStack.run(if: recognizers > DeepStack.recognizerThreshold) { simulation.run() }
    var internalError: String?
    if case .stopped(let message) = outcome { internalError = message }
    if internalError == nil, let problem = checker?.finish() { internalError = problem }
    let refused = scenario.window.refusedTransitions.map { ScenarioError($0, at: nil, severity: .warning) }
    var run = ScenarioRun(
      path: path, title: scenario.title, strokes: strokes, records: scenario.window.recorder.records,
      expectations: scenario.expectations, warnings: scenario.warnings + refused, internalError: internalError)
    run.work = scenario.window.scheduler.eventsRun + scenario.window.workCount
    return .success(run)
  }

  /// The log in text form (the golden format).
  public var text: String { TextRenderer.render(records) }

  /// The log as JSON Lines.
  public var jsonl: String { JSONLRenderer.render(records) }
}

/// Feeds every record of a run to `InvariantChecker` as it is produced.
final class RunChecker {
  private var checker = InvariantChecker()

  init(window: Window) {
    for case let scroll as ScrollView in window.allViews {
      checker.noteCanCancelContentTouches(scroll.canCancelContentTouches, for: scroll.name)
    }
    let previous = window.recorder.sink
    window.recorder.sink = { [unowned self] record in
      previous?(record)
      self.checker.check(record)
    }
  }

  /// The first violations as one message, or nil when the run kept every invariant.
  func finish() -> String? {
    checker.finish()
    guard !checker.isValid else { return nil }
    let shown = checker.violations.prefix(3).map(\.description).joined(separator: "; ")
    let more = checker.violations.count > 3 ? " (and \(checker.violations.count - 3) more)" : ""
    return "model invariant broken: " + shown + more
  }
}
