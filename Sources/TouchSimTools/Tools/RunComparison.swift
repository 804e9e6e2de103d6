import TouchSim
import TouchSimScenario

/// `touchsim diff`: one scenario replayed as written and with properties changed
/// (`--set feed.delaysContentTouches=false`) or the recognizer order reversed (Q4), and the
/// records that differ.
public struct RunComparison {
  /// The run as written.
  public let before: ScenarioRun
  /// The run with the assignments applied.
  public let after: ScenarioRun
  /// The assignments, as given.
  public let assignments: [String]
  /// The recognizer order of the second run (Q4).
  public let order: RecognizerOrder

  /// Replays both configurations; a bad assignment or an edited scenario the reader
  /// rejects is an error with status 64 (the request is wrong: the file as written was
  /// replayed first), a replay that stops is 65 (a loop of the scenario's reactions) or 70.
  public init(
    bytes: [UInt8], path: String, assignments: [String], explain: Bool = false,
    registry: TouchSimRegistry = TouchSimRegistry(), order: RecognizerOrder = .insertion
  ) throws(ScenarioToolError) {
    guard !assignments.isEmpty || order != .insertion else {
      throw ScenarioToolError("give at least one --set ID.PROPERTY=VALUE or --order reversed")
    }
    before = try Self.replay(bytes, path: path, label: "", explain: explain, registry: registry, order: .insertion)
    var edited = bytes
    if !assignments.isEmpty {
      let scenario: Scenario
      do {
        scenario = try Scenario.read(bytes, registry: registry)
      } catch {
        throw ScenarioToolError(error.message)
      }
      edited = try scenario.bytes(setting: assignments, registry: registry)
    }
    self.assignments = assignments
    self.order = order
    let label = Self.changeLabel(assignments, order) + ": "
    do throws(ScenarioToolError) {
      after = try Self.replay(edited, path: path, label: label, explain: explain, registry: registry, order: order)
    } catch  where error.status == .usage {
      // The reader refused a value the options gave: name them as the command line wrote them.
      let options = assignments.map { "--set " + Spelling.shortened($0) }.joined(separator: " ")
      throw ScenarioToolError(options + ": " + error.message.dropFirst(label.count), status: .usage)
    }
  }

  /// "with --set ... --order reversed", as the diff headers name the second run.
  private static func changeLabel(_ assignments: [String], _ order: RecognizerOrder) -> String {
    "with " + (assignments + (order == .insertion ? [] : ["--order " + order.rawValue])).joined(separator: " ")
  }

  /// The changes, as the second run's name says them (`--set` values, `--order reversed`).
  public var changes: String { Self.changeLabel(assignments, order) }

  private static func replay(
    _ bytes: [UInt8], path: String, label: String, explain: Bool, registry: TouchSimRegistry,
    order: RecognizerOrder
  ) throws(ScenarioToolError) -> ScenarioRun {
    switch ScenarioRun.run(
      bytes: bytes, path: path, registry: registry, explain: explain, configure: { $0.recognizerOrder = order })
    {
    case .success(let run):
      if let loop = run.reactionLoop { throw ScenarioToolError(label + loop.message) }
      if let error = run.internalError {
        throw ScenarioToolError(label + "internal error: \(error)", status: .internalError)
      }
      return run
    case .failure(.invalid(let error)):
      // The file as written is replayed first: only the changes can make it invalid.
      throw ScenarioToolError(label + error.message, status: label.isEmpty ? .badScenario : .usage)
    case .failure(.unreadable(let reason)): throw ScenarioToolError(label + reason, status: .unreadableInput)
    }
  }

  /// Whether the two logs are the same records.
  public var isSame: Bool { before.records == after.records }

  /// A unified diff of the text logs (`-` only before, `+` only after), or nil when equal.
  public func textDiff(name: String, context: Int = 3) -> String? {
    LineDiff.unified(
      expected: before.text, actual: after.text, expectedName: name,
      actualName: name + " " + changes, context: context)
  }

  /// The changed records as JSON Lines, each with `"diff": "-"` (only before) or `"+"`
  /// (only after) ahead of its Docs/LogFormat.md fields, in diff order.
  public var jsonlDiff: String {
    guard
      let diff = LineDiff.unified(
        expected: before.jsonl, actual: after.jsonl, expectedName: "", actualName: "", context: 0)
    else { return "" }
    var text = ""
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("-{") || line.hasPrefix("+{") else { continue }
      text += "{\"diff\":\"\(line.first!)\"," + line.dropFirst(2) + "\n"
    }
    return text
  }
}
