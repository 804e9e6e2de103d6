import TouchSim

/// A scenario's `expect` block: patterns that must appear in order, and patterns that
/// must never match (Docs/ScenarioFormat.md "Expectations").
public struct Expectations: Sendable {
  /// Patterns that must match records in this order, not necessarily adjacent.
  public var sequence: [Pattern]
  /// Patterns no record may match.
  public var never: [Pattern]

  /// The jsonl field names a pattern may use, plus the time bounds.
  static let fieldNames = [
    "t", "t<", "t>", "to", "call", "touches", "at", "row", "value", "view", "result", "from", "state",
    "event", "via", "offset", "velocity", "why", "property", "text", "other", "target", "willDecelerate",
  ]

  init(_ json: JSONValue) throws(ScenarioError) {
    var reader = try ObjectReader(json, what: "'expect'")
    sequence = try Self.patterns(reader.optional("sequence"), "sequence")
    never = try Self.patterns(reader.optional("never"), "never")
    try reader.finish()
  }

  private static func patterns(_ value: JSONValue?, _ list: String) throws(ScenarioError) -> [Pattern] {
    guard let value else { return [] }
    var result: [Pattern] = []
    for (index, item) in try value.array("'\(list)'").enumerated() {
      result.append(try Pattern(item, label: "expect.\(list)[\(index)]"))
    }
    return result
  }

  /// The first expectation the records break, or `nil` when all hold.
  public func firstFailure(in records: [Record]) -> ExpectationFailure? {
    var position = 0
    var lastMatch: Int?
    for pattern in sequence {
      guard let found = records[position...].firstIndex(where: pattern.matches) else {
        return ExpectationFailure(pattern: pattern, kind: .notFound(after: lastMatch))
      }
      lastMatch = found
      position = found + 1
    }
    for pattern in never {
      if let found = records.firstIndex(where: pattern.matches) {
        return ExpectationFailure(pattern: pattern, kind: .matched(at: found))
      }
    }
    return nil
  }
}

/// One pattern: a set of jsonl record fields that must all be equal.
public struct Pattern: Sendable {
  /// Where the pattern is written, e.g. `expect.sequence[2]`.
  public let label: String
  /// Its position in the scenario file.
  public let location: SourceLocation
  /// The compact JSON text of the pattern, for messages.
  public let text: String
  let fields: [(String, JSONValue)]

  init(_ json: JSONValue, label: String) throws(ScenarioError) {
    guard case .object(let members) = json.kind, !members.isEmpty else {
      throw json.mismatch(label, expected: "a non-empty object of record fields")
    }
    for member in members where !Expectations.fieldNames.contains(member.key) {
      var message = "unknown record field '\(member.key)' in \(label)"
      if let suggestion = Spelling.closest(to: member.key, in: Expectations.fieldNames) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioError(message, at: member.keyLocation)
    }
    for member in members where member.key == "t<" || member.key == "t>" || member.key == "t" {
      guard case .number = member.value.kind else {
        throw member.value.mismatch("'\(member.key)'", expected: "a number")
      }
    }
    self.label = label
    self.location = json.location
    self.fields = members.map { ($0.key, $0.value) }
    self.text = CompactJSON.text(json)
  }

  /// Whether every field of the pattern equals the record's (`t` within 0.5 ms).
  public func matches(_ record: Record) -> Bool {
    let recordFields = record.fields
    for (name, expected) in fields {
      switch name {
      case "t<":
        guard case .number(let bound) = expected.kind, record.time.milliseconds < bound else { return false }
      case "t>":
        guard case .number(let bound) = expected.kind, record.time.milliseconds > bound else { return false }
      default:
        guard let actual = recordFields.first(where: { $0.name == name })?.value else { return false }
        guard Self.equal(expected, actual, tolerance: name == "t" ? 0.5 : 0.0005) else { return false }
      }
    }
    return true
  }

  private static func equal(_ expected: JSONValue, _ actual: LogValue, tolerance: Double) -> Bool {
    switch (expected.kind, actual) {
    case (.number(let a), .number(let b)): return (a - b).magnitude <= tolerance
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    case (.array(let items), .numbers(let numbers)):
      guard items.count == numbers.count else { return false }
      for (item, number) in zip(items, numbers) {
        guard case .number(let value) = item.kind, (value - number).magnitude <= tolerance else { return false }
      }
      return true
    default: return false
    }
  }
}

/// Why an `expect` block does not hold.
public struct ExpectationFailure: Sendable {
  /// What went wrong.
  public enum Kind: Sendable {
    /// A `sequence` pattern matched nothing after the previous match (record index).
    case notFound(after: Int?)
    /// A `never` pattern matched the record at this index.
    case matched(at: Int)
  }

  /// The pattern that failed.
  public let pattern: Pattern
  /// How it failed.
  public let kind: Kind

  /// A report naming the pattern and showing the records around where it was expected.
  public func report(records: [Record], path: String) -> String {
    let place = "\(path):\(pattern.location.line):\(pattern.location.column)"
    var lines: [String] = []
    let window: Range<Int>
    switch kind {
    case .notFound(let after):
      lines.append("\(place): error: \(pattern.label) is not met: \(pattern.text)")
      let start = (after ?? -1) + 1
      lines.append(after.map { "  records after the previous match (record \($0 + 1)):" } ?? "  records from the start:")
      window = start..<min(records.count, start + 6)
    case .matched(let index):
      lines.append("\(place): error: \(pattern.label) matched record \(index + 1): \(pattern.text)")
      window = max(0, index - 2)..<min(records.count, index + 3)
    }
    if window.isEmpty { lines.append("    (no more records)") }
    for index in window {
      lines.append(String(format4(index + 1)) + "  " + TextRenderer.line(for: records[index]))
    }
    return lines.joined(separator: "\n")
  }

  private func format4(_ number: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, 6 - text.count)) + text
  }
}

/// Compact JSON text of a value, keys in file order.
enum CompactJSON {
  static func text(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return JSONLRenderer.number(number)
    case .string(let string): return JSONLRenderer.quoted(string)
    case .array(let items): return "[" + items.map(text).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { JSONLRenderer.quoted($0.key) + ":" + text($0.value) }.joined(separator: ",") + "}"
    }
  }
}
