import Foundation
import Testing
import TouchSimTestSupport

/// Issue 28 item 3: the model's reasons are typed. No free-text reason is built in
/// `Sources/TouchSim` (no `.custom(`, no `AppText` outside the one entry point that app
/// recognizers call, no string literal given as `because:` or `why:`, no class's own reason
/// (`ClassExplanation`) that is a struct or class able to carry text rather than an enum), and
/// no reason text is taken apart (`firstClause`, `.text.hasPrefix`, splitting rendered clauses).
@Suite struct TypedReasonSourceTests {
  /// What the scan refuses, each with what it stands for.
  static let forbidden: [(pattern: String, what: String)] = [
    (#"\.custom\("#, "a free-text reason (.custom)"),
    (#"\bAppText\("#, "the app's free text built by the model"),
    (#"\b(because|why):\s*""#, "a string literal given as a reason"),
    (#"\bReason\s*\(\s*""#, "a reason made from a string literal"),
    (
      #"\b(struct|class|actor)\s+\w+\s*:[^{]*\bClassExplanation\b"#,
      "a class's reason that is not an enum of typed cases (it could carry free text)"
    ),
    (#"\bfirstClause\b"#, "a reason cited by the text of its first clause"),
    (
      #"(\.text|\.clauses|\bclauses|\bwhy|\breason)\??(\.first!?|\[[^\]]*\])?\??\.(hasPrefix|hasSuffix|split|contains|range|components|firstIndex|lastIndex|starts|dropFirst|prefix|suffix|replacingOccurrences)\b"#,
      "reason text taken apart"
    ),
  ]

  /// The one place the model builds `AppText`: `setState(_:because:)` with a string, the
  /// entry point that app code's own recognizers call.
  static let allowed = ["setState(newState, because: .app(AppText(reason(), citing: rules)))"]

  /// The forbidden uses in one source text: (line number, what, line), comments left out.
  static func violations(in source: String) -> [(line: Int, what: String, text: String)] {
    var found: [(line: Int, what: String, text: String)] = []
    let lines = source.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      var code = line
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      guard !allowed.contains(where: { code.contains($0) }) else { continue }
      // A `because:` at the end of a line with its string on the next.
      var joined = code
      if code.trimmingCharacters(in: .whitespaces).hasSuffix(":"), index + 1 < lines.count {
        joined += " " + lines[index + 1].trimmingCharacters(in: .whitespaces)
      }
      for rule in forbidden where joined.range(of: rule.pattern, options: .regularExpression) != nil {
        found.append((index + 1, rule.what, line.trimmingCharacters(in: .whitespaces)))
      }
    }
    return found
  }

  @Test func theModelBuildsNoFreeTextReasonAndParsesNoReasonText() throws {
    let root = Repository.path("Sources/TouchSim")
    let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var report: [String] = []
    for file in files.sorted() {
      let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for violation in Self.violations(in: source) {
        report.append("Sources/TouchSim/\(file):\(violation.line): \(violation.what): \(violation.text)")
      }
    }
    #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
  }

  @Test func theScanFindsWhatItRefuses() {
    let planted = [
      #"recognizer.setState(.failed, because: .custom("SL2: no"))"#,
      #"send(.valueChanged, because: .app(AppText("SW3: tapped")))"#,
      #"setState(.failed, because: "SA2: a second finger")"#,
      "setState(\n.failed,\n because:\n  \"SW4: moved\")",
      #"window.record(name, call, why: "TV1: row")"#,
      #"let why = cause?.firstClause ?? """#,
      #"if reason.text.hasPrefix("G8") { return }"#,
      #"let rule = why.text.split(separator: ":")"#,
      #"let lead = reason.clauses.first?.components(separatedBy: ", ")"#,
      #"struct SliderNote: ClassExplanation { let text: String; var ruleIDs: [RuleID] { [] } }"#,
      #"public struct Note: Sendable, ClassExplanation {"#,
    ]
    for source in planted {
      #expect(!Self.violations(in: source).isEmpty, "\(source)")
    }
    let clean = [
      #"setState(.failed, because: .control(.sliderMoved))"#,
      #"/// A reason that app code wrote itself: `.custom("...")` is gone."#,
      #"guard rawValue.hasPrefix("reversed:") else { return nil }"#,
      #"var lead: [RuleID] { clauseRuleIDs.first ?? [] }"#,
      #"for text in rawValue.split(separator: "/") {}"#,
      #"setState(newState, because: .app(AppText(reason(), citing: rules)))"#,
      #"public enum RefreshControlReason: ClassExplanation {"#,
      #"send(.valueChanged, because: .model(RefreshControlReason.triggered(pulled: 1, snappingHeight: 2)))"#,
      #"public protocol ClassExplanation: Sendable, Equatable {"#,
    ]
    for source in clean {
      #expect(Self.violations(in: source).isEmpty, "\(source)")
    }
  }
}
