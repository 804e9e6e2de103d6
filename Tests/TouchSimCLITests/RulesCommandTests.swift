import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim rules` (issue 11).
@Suite struct RulesCommandTests {
  @Test func rulesListsEveryIDWithATitle() throws {
    let result = try CLI.run(["rules"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count > 150)
    #expect(lines.contains { $0.hasPrefix("K5 ") && $0.contains("touchesShouldCancel") })
    #expect(lines.contains { $0.hasPrefix("MD17 ") })
    #expect(lines.contains { $0.hasPrefix("seed 001 ") })
  }

  @Test func rulesWithAnIDPrintsStatementEvidenceConfidenceAndScenarios() throws {
    let result = try CLI.run(["rules", "K5"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("K5: "))
    #expect(result.stdout.contains("Confidence: read from decompiled UIKit"))
    #expect(result.stdout.contains("Evidence:\n  - decompiled UIKitCore"))
    #expect(result.stdout.contains("https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore"))
    #expect(result.stdout.contains("Scenarios/scroll-view/t04-press-then-drag-button.json"))
  }

  @Test func subCaseFormsResolveToTheirRule() throws {
    for form in ["D4b", "D4(b)", "d4b"] {
      let result = try CLI.run(["rules", form])
      #expect(result.status == 0, "\(form)")
      #expect(result.stdout.hasPrefix("D4: "), "\(form)")
    }
    #expect(try CLI.run(["rules", "seed001"]).stdout.hasPrefix("seed 001: "))
  }

  @Test func anUnknownIDIsAUsageErrorWithASuggestion() throws {
    let result = try CLI.run(["rules", "K55"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("unknown rule 'K55'; did you mean 'K5'?"))
  }

  @Test func coverageCountsRecordsPerRuleAndNamesTheUnexercised() throws {
    let result = try CLI.run(["rules", "--coverage", "Scenarios/scroll-view/t05-cannot-cancel-content-touches.json"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1 scenarios, "))
    let k6 = result.stdout.split(separator: "\n").first { $0.contains("  K6  ") }
    #expect(k6?.trimmingCharacters(in: .whitespaces).hasPrefix("1  K6") == true, "\(result.stdout)")
    #expect(result.stdout.contains("never exercised ("))
    #expect(result.stdout.contains("DC5"))
  }

  @Test func coverageDefaultsToTheScenariosFolderInTheRepository() throws {
    let result = try CLI.run(["rules", "--coverage"])
    #expect(result.status == 0)
    let scenarios = Int(result.stdout.prefix { $0.isNumber }) ?? 0
    #expect(scenarios > 100)
    #expect(result.stdout.contains("  RC3  "))
  }

  @Test func coverageOutsideTheRepositoryNeedsAPath() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["rules", "--coverage"], in: directory)
    #expect(result.status == 64)
    #expect(result.stderr.contains("--coverage needs scenario files or folders"))
  }

  @Test func markdownIsTheShippedRulebook() throws {
    let result = try CLI.run(["rules", "--markdown"])
    #expect(result.status == 0)
    let shipped = try String(contentsOf: Repository.root.appendingPathComponent("Docs/Rulebook.md"), encoding: .utf8)
    #expect(result.stdout == shipped)
  }

  @Test func rulesIsInTheOverviewAndHasHelp() throws {
    #expect(try CLI.run(["--help"]).stdout.contains("rules"))
    let help = try CLI.run(["rules", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: touchsim rules"))
  }
}
