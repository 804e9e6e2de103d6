import TouchSim

/// How often each rule produced a record in a set of runs with explanations on: a record
/// counts for every rule its `why` cites, read from the reason's typed IDs (`Reason.ruleIDs`),
/// not from its English (`touchsim rules --coverage`).
public struct RuleCoverage {
  /// Records per rule ID (rulebook IDs only).
  public private(set) var records: [String: Int] = [:]
  /// Cited IDs the rulebook does not know, with their counts (none while every `RuleID`
  /// resolves, which a test checks).
  public private(set) var unknown: [String: Int] = [:]
  /// Records seen, and records with a `why`.
  public private(set) var recordCount = 0
  public private(set) var explainedCount = 0

  /// Rule IDs the runs' scenario notes cite.
  public private(set) var noted: Set<String> = []

  public init() {}

  /// Counts the rules a scenario's notes cite.
  public mutating func add(notes: String) {
    for id in RuleCitations.ids(in: notes) {
      if let rule = Rulebook.rule(id) { noted.insert(rule.id) }
    }
  }

  /// Counts the records of one run.
  public mutating func add(_ run: [Record]) {
    for record in run {
      recordCount += 1
      guard let why = record.why else { continue }
      explainedCount += 1
      var seen = Set<String>()
      for id in why.ruleIDs {
        if let rule = Rulebook.rule(id.rawValue) {
          if seen.insert(rule.id).inserted { records[rule.id, default: 0] += 1 }
        } else if seen.insert(id.rawValue).inserted {
          unknown[id.rawValue, default: 0] += 1
        }
      }
    }
  }

  /// The rules (in rulebook order, not-modelled ones left out) that produced no record but
  /// that a scenario's notes cite (timelines, seeds, rules that shape a run without a record).
  public var onlyNoted: [Rule] {
    Rulebook.all.filter { $0.notModelled == nil && records[$0.id] == nil && noted.contains($0.id) }
  }

  /// Whether a rule produced a record or is cited in notes; an open question counts when a
  /// decision that settles it does.
  func isExercised(_ rule: Rule) -> Bool {
    records[rule.id] != nil || noted.contains(rule.id)
      || rule.settledBy.contains { id in records[id] != nil || noted.contains(id) }
  }

  /// The rules (in rulebook order, not-modelled ones left out) that produced no record and
  /// that no scenario's notes cite (an open question: nor the decisions that settle it).
  public var neverExercised: [Rule] {
    Rulebook.all.filter { $0.notModelled == nil && !isExercised($0) }
  }

  /// The report: one line per rule that produced records, then the rules never exercised.
  public func report(scenarioCount: Int) -> String {
    var text = "\(scenarioCount) scenarios, \(recordCount) records, \(explainedCount) with a why\n\n"
    text += "records  rule\n"
    for rule in Rulebook.all {
      guard let count = records[rule.id] else { continue }
      let number = String(count)
      text +=
        String(repeating: " ", count: max(0, 7 - number.count)) + number + "  " + rule.id + "  " + rule.title + "\n"
    }
    for (id, count) in unknown.sorted(by: { $0.key < $1.key }) {
      text +=
        String(repeating: " ", count: max(0, 7 - String(count).count)) + String(count) + "  " + id
        + "  (not in the rulebook)\n"
    }
    let noted = onlyNoted
    text +=
      "\nno record, cited in notes only (\(noted.count)): "
      + (noted.isEmpty ? "none" : noted.map(\.id).joined(separator: ", ")) + "\n"
    let never = neverExercised
    text +=
      "never exercised (\(never.count)): " + (never.isEmpty ? "none" : never.map(\.id).joined(separator: ", ")) + "\n"
    return text
  }
}
