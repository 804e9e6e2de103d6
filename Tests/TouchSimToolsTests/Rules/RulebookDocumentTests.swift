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
