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

  static func check(
    path: String, update: Bool, isCI: Bool, color: Bool = false, expectOnly: Bool = false, classes: ScenarioClasses
  ) -> GoldenCheck {
    let goldenPath = goldenPath(for: path)
    // Paths as diagnostics print them: control characters escaped, so a line stays one line
    // (a report keeps it whole).
    let shownPath = ControlCharacters.escaped(path)
    let shownGolden = ControlCharacters.escaped(goldenPath)
    let notUpdated = update && !expectOnly ? ["\(shownGolden): not updated: "] : []
    let run: ScenarioRun
    switch ScenarioRun.run(path: path, classes: classes) {
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
    let failure = run.expectations?.firstFailure(in: run.records)
    if let failure {
      reports.append(failure.report(records: run.records, path: shownPath))
    }
    if expectOnly {
      return GoldenCheck(
        verdict: reports.isEmpty ? .passed : .failed, report: reports.joined(separator: "\n"), diagnostics: diagnostics,
        exitStatus: nil, duration: run.duration)
    }
    let actual = run.text
    // Read like a scenario (a FIFO or a device at the golden's path is no golden, and never blocks).
    let expected = (try? ScenarioFileReader.read(goldenPath, limit: 1 << 40).get()).map {
      String(decoding: $0, as: UTF8.self)
    }
    var verdict = Verdict.passed
    var exitStatus: ExitStatus?  // 73 when the golden cannot be written
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
