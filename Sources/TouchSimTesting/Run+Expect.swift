import TouchSim
import TouchSimScenario

extension Run {
  /// Checks a scenario's `expect` block on this run from Swift: `sequence` patterns must match
  /// records in that order (not necessarily adjacent), no record may match a `never` pattern.
  /// Patterns are labelled by their place (`expect.sequence[1]`), as in a scenario file.
  ///
  /// With a window, every pattern is first checked against the tree as the scenario reader
  /// checks an `expect` block, so a misspelt name fails instead of never matching.
  ///
  /// ```swift
  /// try run.expect(
  ///   sequence: [
  ///     try Pattern(["to": "S", "call": "touchesShouldBegin", "view": "B", "result": true]),
  ///     try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside"]),
  ///   ],
  ///   never: [try Pattern(["call": "scrollViewWillBeginDragging"])])
  /// ```
  /// - Throws: `ExpectationError`, whose description is what `touchsim check` prints for the
  ///   same failure, placed at the pattern's Swift line; `PatternError` for a pattern the
  ///   scenario reader would refuse in this tree; `RunStopped` when a limit stopped the replay
  ///   (as `check` reports an internal error and checks nothing).
  public func expect(sequence: [Pattern] = [], never: [Pattern] = []) throws {
    try expect(Expectations(sequence: sequence, never: never))
  }

  /// Checks `expect` blocks from scenario files, or built with `Expectations(sequence:never:)`.
  /// `path` names the file of patterns that carry no Swift file (a scenario's), as `check`
  /// names the scenario.
  ///
  /// ```swift
  /// let loaded = try LoadedScenario.load(bytes)
  /// try Run(replaying: loaded.simulation).expect(loaded.expectations!, path: "t01.json")
  /// ```
  /// - Throws: `ExpectationError`, `PatternError` or `RunStopped`, as `expect(sequence:never:)`.
  public func expect(_ expectations: Expectations, path: String = "expect") throws {
    try requireCompleted()
    if let window {
      for pattern in expectations.sequence + expectations.never {
        var one = expectations
        (one.sequence, one.never) = ([pattern], [])
        do {
          try one.validate(in: window, fingers: fingers)
        } catch {
          throw PatternError(file: pattern.file ?? path, error: error)
        }
      }
    }
    if let failure = expectations.firstFailure(in: records) {
      throw ExpectationError(failure: failure, records: records, path: failure.pattern.file ?? path)
    }
  }
}

extension Array where Element == Record {
  /// `Run.expect(sequence:never:)` on records alone (no tree checks: no window).
  ///
  /// ```swift
  /// try window.recorder.records.expect(never: [try Pattern(["to": "B", "call": "touchesEnded"])])
  /// ```
  /// - Throws: `ExpectationError`.
  public func expect(sequence: [Pattern] = [], never: [Pattern] = []) throws {
    try Run(records: self).expect(sequence: sequence, never: never)
  }
}

extension Run {
  /// Throws `RunStopped` when the replay hit a limit: its records end early, so no check
  /// on them means what it says.
  func requireCompleted() throws(RunStopped) {
    if case .stopped(let message) = outcome { throw RunStopped(message: message) }
  }
}

/// A replay that a limit or an app error stopped (`Simulation.Outcome.stopped`): `expect` and
/// `assertGolden` refuse its records, as `touchsim check` reports an internal error instead
/// of checking them. Read `run.outcome` to assert on the stop itself.
///
/// ```text
/// error: the run stopped before its end: the run exceeded 1 events; its records end there
/// ```
public struct RunStopped: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the run stopped, as the model says it.
  public let message: String

  /// The error for a run stopped with `message`.
  public init(message: String) { self.message = message }

  /// `error: the run stopped before its end: MESSAGE; its records end there`.
  public var description: String { "error: the run stopped before its end: \(message); its records end there" }
}

/// An expectation a run breaks. `description` is exactly the report `touchsim check` prints
/// for the same failure (Docs/ScenarioFormat.md "What a failure says"): the unmet pattern,
/// the closest record field by field and the records around; only the place differs, the
/// pattern's Swift `file:line:column` instead of the scenario's.
///
/// ```text
/// Tests/BuyTests.swift:31:7: error: expect.sequence[1] is not met: {"to":"S","call":"touchesShouldBegin","t":80}
///   closest record:
///      2    90.000  S                       touchesShouldBegin #1 in B -> true
///     field 't': expected 80, got 90
/// ```
public struct ExpectationError: Error, Sendable, CustomStringConvertible {
  /// The pattern that failed and how.
  public let failure: ExpectationFailure
  /// The report, as `check` prints it.
  public let report: String

  /// The error for a failure on records; `path` is the file the pattern's place is in.
  ///
  /// ```swift
  /// if let failure = expectations.firstFailure(in: records) {
  ///   throw ExpectationError(failure: failure, records: records, path: "t01.json")
  /// }
  /// ```
  public init(failure: ExpectationFailure, records: [Record], path: String) {
    self.failure = failure
    self.report = failure.report(records: records, path: path)
  }

  /// The report (`check`'s text).
  public var description: String { report }
}
