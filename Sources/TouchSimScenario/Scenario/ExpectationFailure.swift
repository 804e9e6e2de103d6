import TouchSim

/// Why an `expect` block does not hold (Docs/ScenarioFormat.md "Expectations").
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

  /// The one-line message: `expect.sequence[1] is not met: {...}`.
  public var message: String {
    switch kind {
    case .notFound: return "\(pattern.label) is not met: \(pattern.text)"
    case .matched(let index): return "\(pattern.label) matched record \(index + 1): \(pattern.text)"
    }
  }

  /// The record nearest to an unmet `sequence` pattern: among the records after the previous
  /// match, the one that agrees on the most of the pattern's fields (the earliest on a tie).
  /// `nil` for a `never` failure or when no record follows.
  public func closestRecord(in records: [Record]) -> Int? {
    guard case .notFound(let after) = kind else { return nil }
    var best: (index: Int, differences: Int)?
    for index in ((after ?? -1) + 1)..<records.count {
      if case .nothing = records[index].call { continue }
      let differences = pattern.differences(from: records[index]).count
      if differences < (best?.differences ?? Int.max) { best = (index, differences) }
    }
    return best?.index
  }

  /// A report naming the pattern, the closest record with what differed field by field, and
  /// the records around where the pattern was expected. `severity` is `error` for `check`
  /// and `warning` for `run`; `context: false` leaves out the records around (for `run`,
  /// whose log is printed anyway).
  public func report(records: [Record], path: String, severity: String = "error", context: Bool = true) -> String {
    var early: Int?
    if case .notFound(let after?) = kind { early = records[...after].firstIndex(where: pattern.matches) }
    return report(
      path: path, severity: severity, context: context, count: records.count, closest: closestRecord(in: records),
      early: early, record: { records[$0] })
  }

  /// The report of `report(records:path:severity:context:)` from what it reads of the log: the
  /// number of records, the closest record's index, the first record before the previous
  /// match that matches the pattern, and the records it shows (`ExpectationTracker` keeps only
  /// those of a streamed run).
  func report(
    path: String, severity: String, context: Bool, count: Int, closest: Int?, early: Int?, record: (Int) -> Record
  ) -> String {
    let place = "\(path):\(pattern.location.line):\(pattern.location.column)"
    var lines = ["\(place): \(severity): \(message)"]
    let window: Range<Int>
    switch kind {
    case .notFound(let after):
      if let closest {
        lines.append("  closest record:")
        lines.append(Self.numbered(closest, record(closest)))
        for difference in pattern.differences(from: record(closest)) { lines.append("    " + difference) }
      }
      if let after, let early {
        lines.append(
          "  record \(early + 1) matches it, but comes before the previous pattern's match (record \(after + 1))")
      }
      let start = (after ?? -1) + 1
      lines.append(
        after.map { "  records after the previous match (record \($0 + 1)):" } ?? "  records from the start:")
      window = start..<min(count, start + 6)
    case .matched(let index):
      window = max(0, index - 2)..<min(count, index + 3)
    }
    guard context else { return lines.prefix { !$0.hasPrefix("  records ") }.joined(separator: "\n") }
    if window.isEmpty { lines.append("    (no more records)") }
    for index in window { lines.append(Self.numbered(index, record(index))) }
    return lines.joined(separator: "\n")
  }

  /// A record as a report line: its 1-based number, then its text rendering.
  private static func numbered(_ index: Int, _ record: Record) -> String {
    let number = String(index + 1)
    return String(repeating: " ", count: max(0, 6 - number.count)) + number + "  "
      + TextRenderer.line(for: record)
  }
}
