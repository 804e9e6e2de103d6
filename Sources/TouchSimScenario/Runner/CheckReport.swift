import TouchSim

/// `touchsim check --report junit|jsonl FILE`: one entry per scenario, for CI systems.
///
/// Times are wall-clock times, measured by the caller around each scenario's check (the CLI
/// measures them; tests never assert their values); jsonl also gives each scenario's virtual
/// duration (its last record or touch sample), which is the same on every run.
public enum CheckReport {
  /// The report formats.
  public enum Format: String, CaseIterable, Sendable {
    /// JUnit XML: `testsuites` / `testsuite` / `testcase` with `failure` or `error`.
    case junit
    /// JSON Lines: one object per scenario.
    case jsonl
  }

  /// A scenario's outcome.
  public enum Status: String, Sendable {
    /// Golden and expectations hold (or the golden was written by `--update`).
    case passed
    /// The golden differs or an expectation fails (exit 1).
    case failed
    /// The scenario is invalid, unreadable or broke an invariant or limit (exit 65, 66, 70).
    case error
  }

  /// One scenario of the report.
  public struct Entry: Sendable, Equatable {
    /// The scenario path as given.
    public var path: String
    /// Its outcome.
    public var status: Status
    /// How long its check took, wall time in ms (0 when not measured).
    public var milliseconds: Double
    /// Its virtual duration in ms (the last record or touch sample).
    public var duration: Double
    /// What failed: the diagnostics and the report, without colours; empty when passed.
    public var failure: String

    /// Creates an entry.
    public init(path: String, status: Status, milliseconds: Double, failure: String, duration: Double = 0) {
      self.path = path
      self.status = status
      self.milliseconds = milliseconds
      self.failure = failure
      self.duration = duration
    }

    /// The entry for one scenario's check that took `milliseconds` of wall time.
    public init(path: String, result: GoldenCheck, milliseconds: Double = 0) {
      let status: Status = result.exitStatus != nil ? .error : result.verdict == .failed ? .failed : .passed
      var text = ""
      if status != .passed {
        text = (result.diagnostics + (result.report.isEmpty ? [] : [result.report])).joined(separator: "\n")
      }
      self.init(
        path: path, status: status, milliseconds: milliseconds, failure: CheckReport.withoutColour(text),
        duration: result.duration)
    }
  }

  /// The report in a format.
  public static func render(_ entries: [Entry], as format: Format) -> String {
    switch format {
    case .junit: return junit(entries)
    case .jsonl: return jsonl(entries)
    }
  }

  /// JUnit XML: one `testsuite` named `touchsim check`, one `testcase` per scenario (its path
  /// as `name`, its folder as `classname`, `time` in seconds), `failure`/`error` with the text.
  public static func junit(_ entries: [Entry]) -> String {
    let failures = entries.filter { $0.status == .failed }.count
    let errors = entries.filter { $0.status == .error }.count
    let total = seconds(entries.reduce(0) { $0 + $1.milliseconds })
    let counts = "tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(total)\""
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"touchsim check\" \(counts)>",
      "  <testsuite name=\"touchsim check\" \(counts) skipped=\"0\">",
    ]
    for entry in entries {
      let slash = entry.path.lastIndex(of: "/")
      let folder = slash.map { String(entry.path[..<$0]) } ?? "."
      let open =
        "    <testcase name=\"\(visible(entry.path))\" classname=\"\(visible(folder))\" time=\"\(seconds(entry.milliseconds))\""
      guard entry.status != .passed else {
        lines.append(open + "/>")
        continue
      }
      let element = entry.status == .failed ? "failure" : "error"
      let first = entry.failure.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? entry.status.rawValue
      lines.append(open + ">")
      lines.append(
        "      <\(element) message=\"\(visible(first))\" type=\"\(entry.status.rawValue)\">"
          + visible(entry.failure, keepingLines: true) + "</\(element)>")
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// JSON Lines: `{"scenario": path, "status": passed|failed|error, "time": wall ms,
  /// "duration": virtual ms, "failure": text}` (`failure` only when not passed).
  public static func jsonl(_ entries: [Entry]) -> String {
    var text = ""
    for entry in entries {
      text += "{\"scenario\":\(JSONLRenderer.quoted(entry.path)),\"status\":\"\(entry.status.rawValue)\""
      text += ",\"time\":\(JSONLRenderer.number(entry.milliseconds))"
      text += ",\"duration\":\(JSONLRenderer.number(entry.duration))"
      if entry.status != .passed { text += ",\"failure\":\(JSONLRenderer.quoted(entry.failure))" }
      text += "}\n"
    }
    return text
  }

  /// Milliseconds as seconds with three decimals (JUnit's `time`).
  static func seconds(_ milliseconds: Double) -> String {
    let thousandths = Int((milliseconds).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Text for JUnit XML, whole: control characters and line separators (which XML 1.0
  /// cannot hold, or an attribute turns into spaces) shown as their JSON escapes (`\u001b`),
  /// newlines and tabs of element text kept (`keepingLines`), then XML-escaped.
  static func visible(_ text: String, keepingLines: Bool = false) -> String {
    guard ControlCharacters.first(in: text) != nil else { return XMLEscaping.escape(text) }
    var shown = ""
    for scalar in text.unicodeScalars {
      if ControlCharacters.contains(scalar) && !(keepingLines && (scalar == "\n" || scalar == "\t")) {
        shown += ControlCharacters.jsonEscape(scalar)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return XMLEscaping.escape(shown)
  }

  /// Text without ANSI colour sequences (`ESC [ digits and ; m`, what `TerminalColor` writes).
  /// Any other escape character is text, kept (a file name may hold one).
  static func withoutColour(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
        if end < scalars.count, scalars[end] == "m" {
          index = end + 1
          continue
        }
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }
}
