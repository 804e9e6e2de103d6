import Foundation
import TouchSim
import TouchSimScenario

/// What `assertGolden` does with the golden file.
///
/// ```swift
/// try assertGolden(run, at: path)                  // .verify, unless TOUCHSIM_RECORD=1
/// try assertGolden(run, at: path, mode: .record)   // writes, then fails: review and re-run
/// ```
public enum GoldenMode: Sendable, Equatable {
  /// Compare with the golden; never write. A missing golden fails.
  case verify
  /// Write the run's log as the golden (atomically), then fail with `GoldenError.recorded`, so
  /// a recording run never passes and a `mode: .record` left in a test cannot hide a change.
  case record

  /// The environment variable that selects `.record` when a call gives no `mode`.
  public static let environmentVariable = "TOUCHSIM_RECORD"

  /// The mode for a call: `explicit` when given, otherwise `.record` when `TOUCHSIM_RECORD` is
  /// set to anything but empty or `0`, otherwise `.verify`.
  ///
  /// ```swift
  /// GoldenMode.resolve(nil, environment: ["TOUCHSIM_RECORD": "1"])      // .record
  /// GoldenMode.resolve(.verify, environment: ["TOUCHSIM_RECORD": "1"])  // .verify
  /// ```
  public static func resolve(
    _ explicit: GoldenMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GoldenMode {
    if let explicit { return explicit }
    let value = environment[environmentVariable] ?? ""
    return value.isEmpty || value == "0" ? .verify : .record
  }
}

/// The rendering a golden holds.
public enum GoldenFormat: Sendable, Equatable {
  /// `Run.text`: the format of the shipped scenarios' `.golden` files.
  case text
  /// `Run.jsonl`.
  case jsonl
}

/// Why `assertGolden` failed. `description` says what to do next.
///
/// ```text
/// Tests/Goldens/buy-tap.golden: error: no golden log; record it with mode: .record (or TOUCHSIM_RECORD=1) and review it
/// ```
public enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Verify mode: no file at the path.
  case missing(path: String)
  /// Verify mode: the file cannot be read (a directory, no permission).
  case unreadable(path: String, reason: String)
  /// Verify mode: the run differs; `diff` is unified, golden `-`, run `+` (`LineDiff`).
  case differs(path: String, diff: String)
  /// Record mode: the golden was written (`changed`) or already held these bytes.
  case recorded(path: String, changed: Bool)
  /// Record mode: the golden could not be written.
  case cannotWrite(path: String, reason: String)

  /// The message, `path: error: ...` as the command line says it, the diff after it.
  public var description: String {
    let record = "mode: .record (or \(GoldenMode.environmentVariable)=1)"
    switch self {
    case .missing(let path):
      return "\(path): error: no golden log; record it with \(record) and review it"
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read golden: \(reason)"
    case .differs(let path, let diff):
      return "\(path): error: the run differs from the golden; if the change is right, record it with \(record)\n"
        + diff
    case .recorded(let path, let changed):
      return "\(path): error: recorded the golden (\(changed ? "written" : "unchanged")); "
        + "review it, then re-run without record mode to assert against it"
    case .cannotWrite(let path, let reason):
      return "\(path): error: cannot write golden: \(reason)"
    }
  }
}

/// Asserts that a run's log equals the golden file at `path`, or records it.
///
/// In `.verify` (the default) the file is only read: a missing or different golden throws,
/// a difference with its unified diff. In `.record` the log is written atomically
/// (`AtomicFile`) and the call throws `GoldenError.recorded`, as swift-snapshot-testing fails
/// a test that recorded: review the file, then re-run. With no `mode`, `TOUCHSIM_RECORD=1` in
/// the environment selects `.record`; an explicit `mode` always wins.
///
/// ```swift
/// @Test func buyTapLog() throws {
///   try assertGolden(run, at: "Tests/Goldens/buy-tap.golden")
/// }
/// ```
/// - Throws: `GoldenError`; `RunStopped` (before reading or writing) when a limit stopped the run.
public func assertGolden(_ run: Run, at path: String, format: GoldenFormat = .text, mode: GoldenMode? = nil) throws {
  try run.requireCompleted()
  try assertGolden(text: format == .text ? run.text : run.jsonl, at: path, mode: mode)
}

/// `assertGolden(_:at:format:mode:)` for any text (a rendering of filtered records, a report).
///
/// ```swift
/// try assertGolden(text: run.records.filter { $0.receiver == "B" }.text, at: "Tests/Goldens/b.golden")
/// ```
/// - Throws: `GoldenError`.
public func assertGolden(text: String, at path: String, mode: GoldenMode? = nil) throws {
  let existing: String?
  switch ScenarioFileReader.read(path, limit: 1 << 40) {
  case .success(let bytes): existing = String(decoding: bytes, as: UTF8.self)
  case .failure(let error) where error.reason == ScenarioFileReader.reason(ENOENT): existing = nil
  case .failure(let error):
    existing = nil
    if GoldenMode.resolve(mode) == .verify { throw GoldenError.unreadable(path: path, reason: error.reason) }
  }
  switch GoldenMode.resolve(mode) {
  case .verify:
    guard let existing else { throw GoldenError.missing(path: path) }
    if let diff = LineDiff.unified(expected: existing, actual: text, expectedName: path, actualName: "\(path) (run)") {
      throw GoldenError.differs(path: path, diff: diff)
    }
  case .record:
    let changed = existing.map { !$0.utf8.elementsEqual(text.utf8) } ?? true
    if changed {
      do {
        // A first recording creates the golden's folder (`Goldens/` beside a new test file).
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
          try FileManager.default.createDirectory(
            atPath: String(path[..<slash]), withIntermediateDirectories: true)
        }
        try AtomicFile.write(Array(text.utf8), to: path)
      } catch {
        throw GoldenError.cannotWrite(path: path, reason: "\(error)")
      }
    }
    throw GoldenError.recorded(path: path, changed: changed)
  }
}

/// A golden path beside the test file that calls it: `name` in the folder of `#filePath`, so
/// a test finds its goldens whatever the working directory.
///
/// ```swift
/// try assertGolden(run, at: goldenPath("Goldens/buy-tap.golden"))  // next to this test file
/// ```
public func goldenPath(_ name: String, filePath: String = #filePath) -> String {
  guard let slash = filePath.lastIndex(of: "/") else { return name }
  return String(filePath[...slash]) + name
}
