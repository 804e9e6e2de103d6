import Foundation
import Testing
import TouchSimTools

/// `touchsim explain` and `run --explain` (issue 6).
@Suite struct ExplainCommandTests {
  static let t5 = "Scenarios/scroll-view/t05-cannot-cancel-content-touches.json"

  @Test func explainGivesEveryLineAReasonAndNamesK6() throws {
    let result = try CLI.run(["explain", Self.t5])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines { #expect(line.contains("  # "), "no reason: \(line)") }
    #expect(result.stdout.contains("S.pan                   gestureState possible -> failed  # K5, K6:"))
  }

  @Test func runExplainJSONLinesCarryWhy() throws {
    let result = try CLI.run(["run", "--explain", "--format", "jsonl", Self.t5])
    #expect(result.status == 0)
    for line in result.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      let why = object?["why"] as? String
      #expect(why?.isEmpty == false, "no why: \(line)")
    }
  }

  @Test func plainRunHasNoWhy() throws {
    let result = try CLI.run(["run", "--format", "jsonl", Self.t5])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\"why\""))
  }

  @Test func explainIsInTheOverviewAndHasHelp() throws {
    #expect(try CLI.run(["--help"]).stdout.contains("explain"))
    let help = try CLI.run(["explain", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: touchsim explain"))
  }
}

@Suite struct ExplainModelDecisionLabelTests {
  @Test func aReasonCitingAModelDecisionIsLabelled() throws {  // brief: a guess says so
    let result = try CLI.run(["explain", "Scenarios/gestures/md18-single-and-double-tap-both-recognize.json"])
    let lines = result.stdout.split(separator: "\n")
    let tap = try #require(lines.first { $0.contains("singleTap               gestureState possible -> ended") })
    #expect(tap.hasSuffix("  [model decision: MD2]"))
    let hit = try #require(lines.first { $0.contains("hitTest") })
    #expect(!hit.contains("[model decision"))  // H1, H4 are documented
    let run = try CLI.run(["run", "Scenarios/gestures/md18-single-and-double-tap-both-recognize.json"])
    #expect(!run.stdout.contains("model decision"))
  }

  @Test func theLabelListsEachModelDecisionOnce() {
    #expect(Rulebook.modelDecisions(citedIn: "MD2: a; MD17, MD2 and H1; MD10") == ["MD2", "MD17", "MD10"])
    #expect(Rulebook.modelDecisions(citedIn: "H1, G16: nothing guessed").isEmpty)
  }
}
