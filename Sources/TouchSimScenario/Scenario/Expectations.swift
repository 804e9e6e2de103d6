import TouchSim

/// A scenario's `expect` block: patterns that must appear in order, and patterns that
/// must never match (Docs/ScenarioFormat.md "Expectations").
public struct Expectations: Sendable {
  /// Patterns that must match records in this order, not necessarily adjacent.
  public var sequence: [Pattern]
  /// Patterns no record may match.
  public var never: [Pattern]

  /// The jsonl field names a pattern may use: every field some call of the log carries
  /// (`Record.fieldKinds(ofCall:)` over `Call.names`), plus the time bounds `t<` and `t>`.
  public static let fieldNames: [String] = {
    var names = ["t", "t<", "t>"]
    for call in Call.names {
      for field in Record.fieldKinds(ofCall: call) where !names.contains(field.name) { names.append(field.name) }
    }
    return names
  }()

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
  ///
  /// The explain-only `nothing` lines are not callbacks: no pattern matches them, so an
  /// `expect` block gives the same verdict with and without `--explain`.
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
  public internal(set) var label: String
  /// Its position in the scenario file (for a pattern written in Swift, in `file`).
  public let location: SourceLocation
  /// The Swift file (`#fileID`) of a pattern written in Swift; `nil` in a scenario file.
  public internal(set) var file: String?
  /// The compact JSON text of the pattern, for messages.
  public let text: String
  /// The pattern's fields with their places in the file, in file order.
  let members: [JSONMember]

  init(_ json: JSONValue, label: String) throws(ScenarioError) {
    guard case .object(let members) = json.kind, !members.isEmpty else {
      throw json.mismatch(label, expected: "a non-empty object of record fields")
    }
    for member in members where !Expectations.fieldNames.contains(member.key) {
      var message = "unknown record field '\(Spelling.shortened(member.key))' in \(label)"
      if let suggestion = Spelling.closest(to: member.key, in: Expectations.fieldNames) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw ScenarioError(message, at: member.keyLocation)
    }
    for member in members where member.key == "t<" || member.key == "t>" || member.key == "t" {
      guard case .number = member.value.kind else {
        throw member.value.mismatch("'\(Spelling.shortened(member.key))'", expected: "a number")
      }
    }
    self.label = label
    self.location = json.location
    self.members = members
    self.text = CompactJSON.text(json)
  }

  /// Whether every field of the pattern equals the record's (`t` within 0.5 ms).
  /// An explain-only `nothing` line never matches (it is not a callback).
  public func matches(_ record: Record) -> Bool {
    if case .nothing = record.call { return false }
    return matches(record, fields: record.fields)
  }

  /// `matches(_:)` with the record's `fields` computed once for several patterns (the caller
  /// leaves out `nothing` records).
  func matches(_ record: Record, fields recordFields: [(name: String, value: LogValue)]) -> Bool {
    for member in members {
      let (name, expected) = (member.key, member.value)
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

  /// How many fields `differences(from:)` names, without writing them (`ExpectationTracker`
  /// counts them for every record after the previous match).
  func differenceCount(from record: Record, fields recordFields: [(name: String, value: LogValue)]) -> Int {
    var count = 0
    for member in members {
      let (name, expected) = (member.key, member.value)
      switch name {
      case "t<", "t>":
        guard case .number(let bound) = expected.kind else { continue }
        let holds = name == "t<" ? record.time.milliseconds < bound : record.time.milliseconds > bound
        if !holds { count += 1 }
      default:
        guard let actual = recordFields.first(where: { $0.name == name })?.value,
          Self.equal(expected, actual, tolerance: name == "t" ? 0.5 : 0.0005)
        else {
          count += 1
          continue
        }
      }
    }
    return count
  }

  /// What differs between the pattern and a record, field by field, in the pattern's order:
  /// `field 'event': expected touchUpInside, got touchDown`. Empty when the record matches.
  public func differences(from record: Record) -> [String] {
    let recordFields = record.fields
    var result: [String] = []
    let ms = JSONLRenderer.number(record.time.milliseconds)
    for member in members {
      let (name, expected) = (member.key, member.value)
      switch name {
      case "t<", "t>":
        guard case .number(let bound) = expected.kind else { continue }
        let holds = name == "t<" ? record.time.milliseconds < bound : record.time.milliseconds > bound
        if !holds {
          result.append(
            "field '\(Spelling.shortened(name))': expected t \(name.dropFirst()) \(JSONLRenderer.number(bound)), got \(ms)"
          )
        }
      default:
        guard let actual = recordFields.first(where: { $0.name == name })?.value else {
          result.append(
            "field '\(Spelling.shortened(name))': expected \(Self.shown(expected)), got none (\(record.call.name) records carry no '\(Spelling.shortened(name))')"
          )
          continue
        }
        if !Self.equal(expected, actual, tolerance: name == "t" ? 0.5 : 0.0005) {
          result.append(
            "field '\(Spelling.shortened(name))': expected \(Self.shown(expected)), got \(Self.shown(actual))")
        }
      }
    }
    return result
  }

  /// A pattern value as messages show it: strings without quotes.
  static func shown(_ value: JSONValue) -> String {
    if case .string(let text) = value.kind { return Spelling.shortened(text) }
    return CompactJSON.text(value)
  }

  /// A record value as messages show it: strings without quotes.
  static func shown(_ value: LogValue) -> String {
    switch value {
    case .number(let number): return JSONLRenderer.number(number)
    case .string(let text): return Spelling.shortened(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .numbers(let numbers): return "[" + numbers.map(JSONLRenderer.number).joined(separator: ",") + "]"
    }
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
