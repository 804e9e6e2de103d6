import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario
@testable import TouchSimTools

/// Typed rule IDs (issue 28 item 3): every `RuleID` is a rule of the rulebook, and every
/// reason's typed IDs are exactly the rules its English names, clause by clause.
@Suite struct RuleIDTests {
  /// The rulebook's form of an ID as a text scan reports it (`D4(b)` as `D4`).
  private static func scanned(_ id: RuleID) -> String { RuleCitations.ids(in: id.rawValue).first ?? "" }

  @Test func everyRuleIDIsARuleOfTheRulebook() {
    for id in RuleID.allCases {
      #expect(Rulebook.rule(id.rawValue) != nil, "\(id.rawValue) is not in the rulebook")
      #expect(RuleCitations.ids(in: id.rawValue).count == 1, "\(id.rawValue) is not written as texts cite it")
    }
  }

  /// Text that a scan of the English takes for a citation but is not one: a number in NV10's
  /// projection threshold.
  static let notCitations = ["min(187.5 pt / width, 0.5)"]

  /// A clause with the names of a run's receivers that look like rule IDs (a view `P1`, a
  /// scroll view `TV2` and its `TV2.delay`) blanked out: a text scan takes them for
  /// citations; the typed IDs rightly do not.
  static func withoutNames(_ clause: String, _ names: [String]) -> String {
    var text = clause
    for wrong in notCitations { text = text.replacingOccurrences(of: wrong, with: "") }
    for name in names {
      var result = ""
      var rest = Substring(text)
      while let range = rest.range(of: name) {
        let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
        let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
        let word = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
        result += rest[..<range.lowerBound]
        result += word(before) || word(after) ? String(rest[range]) : "<name>"
        rest = rest[range.upperBound...]
      }
      text = result + rest
    }
    return text
  }

  /// The mismatches between a reason's typed IDs and the IDs its text names, per clause.
  static func mismatches(_ why: Reason, in context: String, names: [String] = []) -> [String] {
    let clauses = why.clauses
    let ids = why.clauseRuleIDs
    guard clauses.count == ids.count else {
      return ["\(context): \(ids.count) clauses of IDs for \(clauses.count) clauses: \(why.text)"]
    }
    var found: [String] = []
    for (clause, typed) in zip(clauses, ids) {
      let fromText = RuleCitations.ids(in: withoutNames(clause, names))
      let fromType = typed.map(Self.scanned)
      if fromText != fromType { found.append("\(context): typed \(fromType), text \(fromText): \(clause)") }
    }
    return found
  }

  @Test func everyShippedRecordsTypedIDsAreTheRulesItsTextCites() {
    let folder = Repository.root.appendingPathComponent("Scenarios").path
    var mismatches: [String] = []
    var explained = 0
    for path in ScenarioFiles.expand([folder]).files {
      guard case .success(let run) = ScenarioRun.run(path: path, explain: true) else { continue }
      let receivers = Set(run.records.map(\.receiver)).filter { !RuleCitations.ids(in: $0).isEmpty }
      let names = receivers.sorted { $0.count > $1.count }
      for record in run.records {
        guard let why = record.why else { continue }
        explained += 1
        let context = path.split(separator: "/").suffix(2).joined(separator: "/")
        mismatches += Self.mismatches(why, in: context, names: names)
      }
    }
    #expect(explained > 5000)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(40).joined(separator: "\n"))")
  }

  @Test func aClauseCitedByItsFirstClauseCitesThatClausesRules() {
    let cause = Reason.gesture(.waited(requirements: ["A"], cause: .gesture(.panLifted), className: "X"))
    let dropped = Reason.window(
      .droppedByRecognizer(view: "V", finger: 1, recognizer: "R", state: .recognized, cause: cause))
    #expect(dropped.ruleIDs == [.g4, .g5, .md5, .g10])
    #expect(Self.mismatches(dropped, in: "sample").isEmpty)
    #expect(
      Reason.window(.cancelled(recognizer: "R", state: .began, isScrollViewPan: false, cause: cause)).ruleIDs
        == [.g4, .g10, .g15])
  }

  @Test func appTextCitesOnlyWhatTheAppSays() {
    #expect(Reason.app(AppText("H1: looks like a rule")).ruleIDs == [])
    #expect(Reason.app(AppText("seed 003: a circle", citing: [.seed003])).ruleIDs == [.seed003])
  }
}
