import Foundation
import Testing
import TouchSim
import TouchSimScenario

/// Shared checks of the hostile-input tests: run a scenario in-process through
/// `ScenarioRun.run(bytes:path:)`, bound the work it did, watch the process's peak memory,
/// and classify the outcome. No clock: a loaded machine cannot fail these (issue 11).
enum HostileCheck {
  /// Every accepted hostile input must replay with at most this many units of work
  /// (`ScenarioRun.work`: events run plus the model's work units) per byte of input and per
  /// touch sample it generates (`hz` makes many from a few bytes), plus
  /// `workAllowance`: the replay is linear in the file, whatever the machine's load.
  /// (Timing is `touchsim-bench`'s job.)
  static let workPerByte = 16
  /// Work any file may take regardless of its size (a few timers and settle passes).
  static let workAllowance = 100_000

  /// What a run came to, with the work it did and how much the process's peak resident
  /// memory grew while it ran.
  struct Outcome {
    var result: Result<ScenarioRun, ScenarioRun.Failure>
    var inputBytes: Int
    var peakGrowth: Int?

    var summary: String {
      let growth = peakGrowth.map { " peak +\($0 / (1024 * 1024)) MiB" } ?? ""
      let seconds = "\(inputBytes) bytes"
      switch result {
      case .success(let run):
        return
          "accepted (\(run.records.count) records, \(run.work) work, internalError: \(run.internalError ?? "none")) from \(seconds)\(growth)"
      case .failure(.invalid(let error)):
        return
          "invalid at \(error.location.map(\.description) ?? "no location"): \(HostileCheck.clip(error.message)) from \(seconds)\(growth)"
      case .failure(.unreadable(let reason)):
        return "unreadable: \(reason) from \(seconds)\(growth)"
      }
    }
  }

  /// Runs the bytes in-process with the run's invariant checks on.
  static func run(_ bytes: [UInt8], path: String) -> Outcome {
    let baseline = Memory.resetPeak()
    let result = ScenarioRun.run(bytes: bytes, path: path)
    let growth = baseline.flatMap { base in Memory.peakResident().map { max(0, $0 - base) } }
    let outcome = Outcome(result: result, inputBytes: bytes.count, peakGrowth: growth)
    // TOUCHSIM_HOSTILE_VERBOSE=1 swift test --filter Hostile: one line per input (work, memory).
    if ProcessInfo.processInfo.environment["TOUCHSIM_HOSTILE_VERBOSE"] == "1" {
      print("hostile: \(path): \(outcome.summary)")
    }
    return outcome
  }

  /// Expects `.failure(.invalid(error))` (exit 65) whose message contains `message`, with a
  /// line:column inside the file (unless `wholeFile`: a size limit may not point anywhere).
  @discardableResult
  static func expectInvalid(
    _ bytes: [UInt8], path: String, message: String, wholeFile: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Outcome {
    let outcome = run(bytes, path: path)
    guard case .failure(.invalid(let error)) = outcome.result else {
      Issue.record(
        "\(path): expected an invalid-scenario error containing \"\(message)\", got: \(outcome.summary)",
        sourceLocation: sourceLocation)
      return outcome
    }
    #expect(error.severity == .error, "\(path): \(error.message)", sourceLocation: sourceLocation)
    #expect(
      error.message.contains(message), "\(path): expected \"\(message)\" in: \(clip(error.rendered(path: path)))",
      sourceLocation: sourceLocation)
    if let location = error.location {
      let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      #expect(
        location.line >= 1 && location.line <= lines && location.column >= 1,
        "\(path): location \(location) is outside the file (\(lines) lines)", sourceLocation: sourceLocation)
    } else if !wholeFile {
      Issue.record("\(path): error has no line:column: \(error.message)", sourceLocation: sourceLocation)
    }
    return outcome
  }

  /// Expects the scenario to load and run to its end, or to be stopped by a named run limit
  /// (`internalError`, exit 70, or a loop of its reactions, `reactionLoop`, exit 65) when
  /// `limitAllowed`, with work linear in the file's size.
  @discardableResult
  static func expectRuns(
    _ bytes: [UInt8], path: String, limitAllowed: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Outcome {
    let outcome = run(bytes, path: path)
    expectLinearWork(outcome, path: path, sourceLocation: sourceLocation)
    guard case .success(let run) = outcome.result else {
      Issue.record("\(path): expected the scenario to run, got: \(outcome.summary)", sourceLocation: sourceLocation)
      return outcome
    }
    if let problem = run.internalError, !limitAllowed || problem.contains("model invariant") {
      Issue.record("\(path): internal error: \(problem)", sourceLocation: sourceLocation)
    }
    if let loop = run.reactionLoop, !limitAllowed {
      Issue.record("\(path): \(loop.rendered(path: path))", sourceLocation: sourceLocation)
    }
    if let index = run.records.firstIndex(where: { !hasOnlyFiniteNumbers($0) }) {
      Issue.record(
        "\(path): record \(index + 1) logs a non-finite number: \(clip(TextRenderer.line(for: run.records[index])))",
        sourceLocation: sourceLocation)
    }
    return outcome
  }

  /// Whether every number a record logs is finite (NaN would print as `nan`, invalid jsonl).
  static func hasOnlyFiniteNumbers(_ record: Record) -> Bool {
    record.fields.allSatisfy { field in
      switch field.value {
      case .number(let number): number.isFinite
      case .numbers(let numbers): numbers.allSatisfy(\.isFinite)
      default: true
      }
    }
  }

  /// A message shortened for test output (some engine messages quote a whole input string).
  static func clip(_ text: String, to limit: Int = 300) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "... (\(text.utf8.count) bytes in all)"
  }

  /// The error of an invalid outcome, if that is what it is.
  static func error(of outcome: Outcome) -> ScenarioError? {
    if case .failure(.invalid(let error)) = outcome.result { return error }
    return nil
  }

  /// Expects an accepted run's work to stay within `workPerByte` per input byte.
  static func expectLinearWork(_ outcome: Outcome, path: String, sourceLocation: Testing.SourceLocation) {
    guard case .success(let run) = outcome.result else { return }
    let samples = run.strokes.reduce(0) { $0 + $1.samples().count }
    let bound = workPerByte * (outcome.inputBytes + samples) + workAllowance
    #expect(
      run.work <= bound, "\(path): \(run.work) units of work, bound \(bound) (\(samples) samples): \(outcome.summary)",
      sourceLocation: sourceLocation)
  }

  /// Expects the process's peak resident memory to have grown by at most `limit` bytes
  /// during the run (a loose check: other suites may run at the same time).
  static func expectPeakGrowth(
    _ outcome: Outcome, atMost limit: Int, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let growth = outcome.peakGrowth else { return }
    #expect(
      growth <= limit,
      "\(path): peak memory grew by \(growth / (1024 * 1024)) MiB (limit \(limit / (1024 * 1024)) MiB)",
      sourceLocation: sourceLocation)
  }

  /// Whether this test binary is a debug build (timings of big inputs differ by ~5x).
  static var isDebugBuild: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }
}

/// The process's resident memory from `/proc/self/status` (Linux); `nil` elsewhere.
enum Memory {
  /// Resets the peak (VmHWM) to the current resident size and returns that size in bytes.
  static func resetPeak() -> Int? {
    if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
      handle.write(Data("5".utf8))
      try? handle.close()
    }
    return field("VmRSS")
  }

  /// The peak resident size in bytes since the last reset.
  static func peakResident() -> Int? { field("VmHWM") }

  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
