import Foundation
import TouchSim

/// `touchsim check` for one scenario: its golden log and its `expect` block.
public struct GoldenCheck {
  /// The verdict for one scenario.
  public enum Verdict: Equatable {
    /// Golden and expectations hold.
    case passed
    /// The golden was written (`--update`).
    case updated
    /// Something differs; the report says what.
    case failed
  }

  /// The verdict.
  public let verdict: Verdict
  /// What to print on stdout (diffs, unmet expectations).
  public let report: String
  /// Diagnostics for stderr.
  public let diagnostics: [String]
  /// Whether a scenario error (65), an unreadable file (66), an internal error (70) or an
  /// unwritable golden (73) occurred.
  public let exitStatus: ExitStatus?
  /// The scenario's virtual duration in ms: the time of its last record or touch sample
  /// (0 when it did not run). Deterministic, unlike wall time.
  public var duration: Double = 0

  /// Creates a result (`check` makes them; reports and tests read them).
  public init(verdict: Verdict, report: String, diagnostics: [String], exitStatus: ExitStatus?, duration: Double = 0) {
    self.verdict = verdict
    self.report = report
    self.diagnostics = diagnostics
    self.exitStatus = exitStatus
    self.duration = duration
  }

  /// The golden path beside a scenario: `NAME.json` → `NAME.golden`.
  public static func goldenPath(for scenarioPath: String) -> String {
    (scenarioPath.hasSuffix(".json") ? String(scenarioPath.dropLast(5)) : scenarioPath) + ".golden"
  }

  /// Checks one scenario file.
  ///
  /// With `update`, a missing or different golden is rewritten atomically, but only for a
  /// run that passes everything else: the scenario is valid, every invariant holds and its
  /// `expect` block passes. Otherwise the golden is left as it is, a `not updated: <why>`
  /// diagnostic says why, and the verdict is `failed`. Never when `isCI`: CI must never
  /// write goldens, and a missing golden then fails. With `expectOnly`, goldens are neither
  /// read nor written: validation, invariants and the `expect` block decide.
  public static func check(
    path: String, update: Bool, isCI: Bool, color: Bool = false, expectOnly: Bool = false,
    registry: TouchSimRegistry = TouchSimRegistry()
  ) -> GoldenCheck {
    check(path: path, update: update, isCI: isCI, color: color, expectOnly: expectOnly, classes: registry.classes)
  }

  ///
  /// The run streams (issue 27): its log is compared with the golden as it is made, a chunk
  /// of the golden in memory at a time, and its `expect` block checked as the records pass,
  /// so a passing scenario never holds its log. On the first difference (or a golden that
  /// goes on) the run stops and replays keeping its records, and the check goes on as
  /// before: the diff, and `--update`'s golden, are made from the whole log. A missing golden
  /// is no comparison: that run keeps its records from the start.
  static func check(
    path: String, update: Bool, isCI: Bool, color: Bool = false, expectOnly: Bool = false, classes: ScenarioClasses
  ) -> GoldenCheck {
    if expectOnly {
      return check(
        ScenarioRun.run(path: path, classes: classes, stream: DiscardingStream()), path: path, update: update,
        isCI: isCI, color: color, expectOnly: true, goldenMatches: false)
    }
    if let golden = ChunkedFile.open(goldenPath(for: path)) {
      let comparer = GoldenComparer(golden)
      let streamed = ScenarioRun.run(path: path, classes: classes, stream: comparer)
      if comparer.matchesToTheEnd() {
        return check(
          streamed, path: path, update: update, isCI: isCI, color: color, expectOnly: false, goldenMatches: true)
      }
      if case .failure = streamed {  // unreadable or invalid: nothing ran
        return check(
          streamed, path: path, update: update, isCI: isCI, color: color, expectOnly: false, goldenMatches: false)
      }
    }
    return check(
      ScenarioRun.run(path: path, classes: classes), path: path, update: update, isCI: isCI, color: color,
      expectOnly: false, goldenMatches: false)
  }

  /// The verdict for a run: `goldenMatches` when its streamed log was the golden byte for
  /// byte; otherwise a run that kept its records is compared with the golden.
  private static func check(
    _ result: Result<ScenarioRun, ScenarioRun.Failure>, path: String, update: Bool, isCI: Bool, color: Bool,
    expectOnly: Bool, goldenMatches: Bool
  ) -> GoldenCheck {
    let goldenPath = goldenPath(for: path)
    // Paths as diagnostics print them: control characters escaped, so a line stays one line
    // (a report keeps it whole).
    let shownPath = ControlCharacters.escaped(path)
    let shownGolden = ControlCharacters.escaped(goldenPath)
    let notUpdated = update && !expectOnly ? ["\(shownGolden): not updated: "] : []
    let run: ScenarioRun
    switch result {
    case .failure(.unreadable(let reason)):
      return GoldenCheck(
        verdict: .failed, report: "",
        diagnostics: ["\(shownPath): error: \(reason)"] + notUpdated.map { $0 + "the scenario cannot be read" },
        exitStatus: .unreadableInput)
    case .failure(.invalid(let error)):
      return GoldenCheck(
        verdict: .failed, report: "",
        diagnostics: [error.rendered(path: path)] + notUpdated.map { $0 + "the scenario is invalid" },
        exitStatus: .badScenario)
    case .success(let value):
      run = value
    }
    var diagnostics = run.warnings.map { $0.rendered(path: path) }
    if let loop = run.reactionLoop {
      diagnostics.append(loop.rendered(path: path))
      diagnostics += notUpdated.map { $0 + "the scenario's reactions loop" }
      return GoldenCheck(
        verdict: .failed, report: "", diagnostics: diagnostics, exitStatus: .badScenario, duration: run.duration)
    }
    if let internalError = run.internalError {
      diagnostics.append("\(shownPath): error: internal error: \(internalError)")
      diagnostics += notUpdated.map { $0 + "the run broke a model invariant or a limit" }
      return GoldenCheck(
        verdict: .failed, report: "", diagnostics: diagnostics, exitStatus: .internalError, duration: run.duration)
    }
    var reports: [String] = []
    let failure = run.expectationFailure
    if let report = run.expectationReport(path: shownPath) { reports.append(report) }
    if expectOnly {
      return GoldenCheck(
        verdict: reports.isEmpty ? .passed : .failed, report: reports.joined(separator: "\n"), diagnostics: diagnostics,
        exitStatus: nil, duration: run.duration)
    }
    var verdict = Verdict.passed
    var exitStatus: ExitStatus?  // 73 when the golden cannot be written
    if goldenMatches {
      return GoldenCheck(
        verdict: reports.isEmpty ? .passed : .failed, report: reports.joined(separator: "\n"),
        diagnostics: diagnostics, exitStatus: nil, duration: run.duration)
    }
    let actual = run.text
    // Read like a scenario (a FIFO or a device at the golden's path is no golden, and never blocks).
    let expected = (try? ScenarioFileReader.read(goldenPath, limit: 1 << 40).get()).map {
      String(decoding: $0, as: UTF8.self)
    }
    if expected != actual {
      if update && !isCI && failure == nil {
        do {
          try AtomicFile.write(Array(actual.utf8), to: goldenPath)
          verdict = .updated
        } catch {
          diagnostics.append("\(shownGolden): error: cannot write golden: \(ControlCharacters.escaped("\(error)"))")
          verdict = .failed
          exitStatus = .cannotCreateOutput
        }
      } else if let expected {
        let diff = LineDiff.unified(
          expected: expected, actual: actual, expectedName: shownGolden, actualName: shownPath + " (run)")
        reports.append(color ? LineDiff.colorize(diff ?? "") : (diff ?? ""))
        verdict = .failed
      } else {
        if update && !isCI {
          diagnostics.append("\(shownGolden): error: no golden log")
        } else {
          diagnostics.append(
            "\(shownGolden): error: no golden log; run 'touchsim check --update \(shownPath)' outside CI and review it")
        }
        verdict = .failed
      }
      if let failure, update && !isCI {
        let place = "\(shownPath):\(failure.pattern.location.line):\(failure.pattern.location.column)"
        diagnostics.append(
          "\(shownGolden): not updated: \(failure.pattern.label) fails (\(place)); fix the scenario or its expect block first"
        )
      }
    }
    if !reports.isEmpty { verdict = .failed }
    return GoldenCheck(
      verdict: verdict, report: reports.joined(separator: "\n"), diagnostics: diagnostics, exitStatus: exitStatus,
      duration: run.duration)
  }
}

/// Compares a streamed log with a golden file as the records are made: each record's text line
/// against the golden's next bytes. It asks the run to stop at the first difference.
final class GoldenComparer: RecordStream {
  private let golden: ChunkedFile
  private var line = ByteWriter(capacity: 256)
  /// Whether a line differed from the golden (or the golden ended first).
  private(set) var differs = false

  init(_ golden: ChunkedFile) { self.golden = golden }

  var wantsStop: Bool { differs }

  func record(_ record: Record) {
    guard !differs else { return }
    line.removeAll()
    TextRenderer.append(record, to: &line)
    line.write(byte: 10)
    differs = !line.withBytes { golden.consume(matching: $0) }
  }

  /// Whether the whole log was the whole golden, byte for byte (call after the run).
  func matchesToTheEnd() -> Bool { !differs && golden.isAtEnd }
}

/// A stream that drops every record (`check --expect-only`: invariants and the `expect` block
/// read the records as they pass).
final class DiscardingStream: RecordStream {
  var wantsStop: Bool { false }
  func record(_ record: Record) {}
}
