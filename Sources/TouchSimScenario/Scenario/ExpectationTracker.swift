import TouchSim

/// Checks an `expect` block against a log one record at a time, keeping only what its failure
/// report reads (issue 27: a streamed run keeps no records): the pending `sequence` pattern's
/// closest record, the six records after the previous match, each pattern's first match and,
/// for each `never` pattern, the five records around its first match. Its memory is bounded by
/// the expectations' size (and the longest record), not by the log's length.
///
/// `failure` and `report(path:severity:context:)` give what `Expectations.firstFailure(in:)`
/// and `ExpectationFailure.report(records:path:severity:context:)` give for the whole log.
///
/// ```swift
/// var tracker = ExpectationTracker(expectations)
/// window.recorder.sink = { tracker.observe($0) }
/// ```
public struct ExpectationTracker: Sendable {
  /// The expectations checked.
  public let expectations: Expectations
  /// The records seen.
  public private(set) var count = 0
  /// The first `sequence` pattern not yet matched.
  private var next = 0
  /// The record the previous `sequence` pattern matched.
  private var lastMatch: Int?
  /// Per `sequence` pattern, the first record it matches (searched while it is not yet passed).
  private var firstMatches: [Int?]
  /// The pending pattern's closest record so far: the fewest differing fields, the earliest.
  private var closest: (index: Int, differences: Int, record: Record)?
  /// The first six records after the previous match (the report's context).
  private var afterLastMatch: [(index: Int, record: Record)] = []
  /// The last two records (the context before a `never` match).
  private var recent: [(index: Int, record: Record)] = []
  /// Per `never` pattern, its first match and the records around it (filled as they come).
  private var neverMatches: [(index: Int, records: [(index: Int, record: Record)])?]

  /// Records kept after the previous match, and around a `never` match.
  static let contextAfter = 6
  static let contextAround = 2

  /// Creates a tracker that has seen no records.
  public init(_ expectations: Expectations) {
    self.expectations = expectations
    firstMatches = Array(repeating: nil, count: expectations.sequence.count)
    neverMatches = Array(repeating: nil, count: expectations.never.count)
  }

  /// Takes the next record of the log.
  public mutating func observe(_ record: Record) {
    let index = count
    count += 1
    for slot in neverMatches.indices {
      guard let found = neverMatches[slot], index - found.index <= Self.contextAround else { continue }
      neverMatches[slot]?.records.append((index, record))
    }
    defer {
      recent.append((index, record))
      if recent.count > Self.contextAround { recent.removeFirst() }
    }
    if case .nothing = record.call {  // no pattern matches it; it is shown but never the closest
      if next < expectations.sequence.count && afterLastMatch.count < Self.contextAfter {
        afterLastMatch.append((index, record))
      }
      return
    }
    let sequence = expectations.sequence
    guard next < sequence.count || neverMatches.contains(where: { $0 == nil }) else { return }
    let fields = record.fields
    for slot in expectations.never.indices where neverMatches[slot] == nil {
      if expectations.never[slot].matches(record, fields: fields) {
        neverMatches[slot] = (index, recent + [(index, record)])
      }
    }
    guard next < sequence.count else { return }
    let pendingMatches = sequence[next].matches(record, fields: fields)
    if pendingMatches && firstMatches[next] == nil { firstMatches[next] = index }
    for slot in (next + 1)..<sequence.count where firstMatches[slot] == nil {
      if sequence[slot].matches(record, fields: fields) { firstMatches[slot] = index }
    }
    if pendingMatches {
      lastMatch = index
      next += 1
      closest = nil
      afterLastMatch = []
      return
    }
    if afterLastMatch.count < Self.contextAfter { afterLastMatch.append((index, record)) }
    let differences = sequence[next].differenceCount(from: record, fields: fields)
    if differences < (closest?.differences ?? Int.max) { closest = (index, differences, record) }
  }

  /// The first expectation the records seen break, or nil when all hold (as
  /// `Expectations.firstFailure(in:)` over them).
  public var failure: ExpectationFailure? {
    if next < expectations.sequence.count {
      return ExpectationFailure(pattern: expectations.sequence[next], kind: .notFound(after: lastMatch))
    }
    for (slot, pattern) in expectations.never.enumerated() {
      if let found = neverMatches[slot] { return ExpectationFailure(pattern: pattern, kind: .matched(at: found.index)) }
    }
    return nil
  }

  /// The report of `failure`, as `ExpectationFailure.report(records:path:severity:context:)`
  /// writes it for the records seen; nil when every expectation holds.
  public func report(path: String, severity: String = "error", context: Bool = true) -> String? {
    guard let failure else { return nil }
    var kept: [Int: Record] = [:]
    for (index, record) in afterLastMatch { kept[index] = record }
    for found in neverMatches { for (index, record) in found?.records ?? [] { kept[index] = record } }
    if let closest { kept[closest.index] = closest.record }
    var early: Int?
    if case .notFound(let after?) = failure.kind, let first = firstMatches[next], first <= after { early = first }
    return failure.report(
      path: path, severity: severity, context: context, count: count, closest: closest?.index, early: early,
      record: { kept[$0]! })
  }
}
