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

  /// Where sources write a rule ID as a string: a declaration `static let rf3: RuleID = "RF3"`
  /// (the shared ones in `RuleID.swift`, a class's own beside its model) or a value built
  /// from a literal, `RuleID("H1")`, `RuleID(rawValue: "H1")`.
  static let literalPatterns = [#"RuleID\s*=\s*"([^"]*)""#, #"RuleID\((?:rawValue:\s*)?"([^"]*)"\)"#]

  /// The rule IDs one source text writes as string literals, in order (comments left out).
  static func literalIDs(in source: String) -> [String] {
    var found: [String] = []
    for line in source.components(separatedBy: "\n") {
      var code = line
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      for pattern in literalPatterns {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(code.startIndex..., in: code)
        for match in regex.matches(in: code, range: range) {
          if let id = Range(match.range(at: 1), in: code) { found.append(String(code[id])) }
        }
      }
    }
    return found
  }

  /// What is wrong with the IDs a scan found: not a rule of the rulebook, not written as
  /// texts cite it, or declared twice.
  static func problems(_ ids: [(id: String, file: String)]) -> [String] {
    var found: [String] = []
    var seen: [String: String] = [:]
    for (id, file) in ids {
      if Rulebook.rule(id) == nil { found.append("\(file): \(id) is not in the rulebook") }
      if RuleCitations.ids(in: id).count != 1 { found.append("\(file): \(id) is not written as texts cite it") }
      if let first = seen[id] { found.append("\(file): \(id) is declared again (first in \(first))") }
      seen[id] = seen[id] ?? file
    }
    return found
  }

  /// Every rule ID the sources declare, wherever it is declared (`RuleID` is open: a class
  /// declares its own beside its model), is a rule of the rulebook, written as texts cite it.
  @Test func everyDeclaredRuleIDIsARuleOfTheRulebook() throws {
    var ids: [(id: String, file: String)] = []
    for folder in ["Sources", "Examples/Sources"] {
      let root = Repository.path(folder)
      let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
      for file in files.sorted() {
        let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        ids += Self.literalIDs(in: source).map { ($0, "\(folder)/\(file)") }
      }
    }
    let problems = Self.problems(ids)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // The scan sees the shared IDs and the ones classes declare in their own files.
    #expect(ids.count > 120)
    let files = Dictionary(ids.map { ($0.id, $0.file) }, uniquingKeysWith: { first, _ in first })
    #expect(files["H1"] == "Sources/TouchSim/Reasons/RuleID.swift")
    #expect(files["RF3"] == "Sources/TouchSim/Views/Controls/RefreshControl+Reason.swift")
    #expect(files["PV9"] == "Sources/TouchSim/Views/Containers/PageViewController+Transitions.swift")
    // The scanned values are the IDs the model's members hold.
    #expect(RuleID.rf3.rawValue == "RF3" && RuleID.d4a.rawValue == "D4(a)" && RuleID.seed003.rawValue == "seed 003")
  }

  @Test func theDeclarationScanFindsABadID() {
    let planted = """
      extension RuleID {
        /// Not a rule: `RuleID = "H1"` in a comment is not read.
        static let zz9: RuleID = "ZZ9"
        static let h1Again: RuleID = "H1"
      }
      let cited = [RuleID("RF 4"), RuleID(rawValue: "Q99"), .h1]
      """
    #expect(Self.literalIDs(in: planted) == ["ZZ9", "H1", "RF 4", "Q99"])
    let problems = Self.problems(Self.literalIDs(in: planted).map { ($0, "planted") } + [("H1", "RuleID.swift")])
    #expect(problems.contains("planted: ZZ9 is not in the rulebook"))
    #expect(problems.contains { $0.hasPrefix("planted: RF 4 ") })
    #expect(problems.contains("planted: Q99 is not in the rulebook"))
    #expect(problems.contains("RuleID.swift: H1 is declared again (first in planted)"))
    #expect(Self.problems([("H1", "a"), ("D4(b)", "a"), ("seed 003", "a")]).isEmpty)
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
