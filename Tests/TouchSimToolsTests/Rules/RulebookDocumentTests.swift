import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimScenario
@testable import TouchSimTools

/// Docs/Rulebook.md and the scenario index are generated; these tests fail when either is
/// stale. `TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests` rewrites them (after
/// adding a rule to a `Rules+*.swift` family, or changing a scenario's notes).
@Suite(.serialized) struct RulebookDocumentTests {
  static var updating: Bool { ProcessInfo.processInfo.environment["TOUCHSIM_UPDATE"] == "1" }

  static func check(_ expected: String, against relative: String) throws {
    let url = Repository.root.appendingPathComponent(relative)
    let actual = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if updating && actual != expected {
      try expected.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(actual == expected, "\(relative) is stale: run TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests")
  }

  @Test func theScenarioIndexMatchesTheScenariosNotes() throws {
    let index = Rulebook.scenarioIndex(notes: RuleCitationSources.notes)
    #expect(index == Rulebook.scenariosByRule || Self.updating, "the rule -> scenarios index is stale")
    try Self.check(
      Rulebook.scenarioIndexSource(index), against: "Sources/TouchSimTools/Rules/RuleScenarioIndex.swift")
  }

  /// The index's text form reads back as the index it was written from (sub-case IDs with
  /// spaces, such as `seed 001`, included).
  @Test func theScenarioIndexTextReadsBack() {
    let index = ["H1": ["a/one.json", "b/two.json"], "seed 001": ["a/one.json"], "MD20": ["c/three.json"]]
    let source = Rulebook.scenarioIndexSource(index)
    #expect(source.contains("a/one.json\tH1, seed 001\n"))
    let start = source.range(of: "#\"\"\"\n")!.upperBound
    let end = source.range(of: "\"\"\"#")!.lowerBound
    #expect(Rulebook.scenarioIndex(text: String(source[start..<end])) == index)
  }

  @Test func docsRulebookIsTheGeneratedRulebook() throws {
    try Self.check(
      Rulebook.markdown(index: Rulebook.scenarioIndex(notes: RuleCitationSources.notes)), against: "Docs/Rulebook.md")
  }

  @Test func everyScenarioIndexEntryNamesAShippedScenario() {
    for (id, paths) in Rulebook.scenariosByRule {
      #expect(Rulebook.rule(id)?.id == id)
      for path in paths {
        #expect(
          FileManager.default.fileExists(atPath: RuleCitationSources.scenariosFolder + "/" + path), "\(id): \(path)")
      }
    }
  }
}
