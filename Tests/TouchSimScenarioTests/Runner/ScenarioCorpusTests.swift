import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

/// The scenario corpus: every `Scenarios/**/*.json` against its golden log and `expect`
/// block, exactly as `touchsim check Scenarios` does.
///
/// `TOUCHSIM_UPDATE=1 swift test` rewrites missing or differing goldens (never when `CI` is
/// set); review every rewritten golden against Docs/Rulebook.md before committing it.
@Suite struct ScenarioCorpusTests {

  static var scenarioFiles: [String] { Repository.scenarioFiles }

  static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var isCI: Bool { environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false }

  @Test func corpusIsNotEmpty() {
    #expect(Self.scenarioFiles.count >= 20)
  }

  @Test(arguments: scenarioFiles)
  func scenarioMatchesItsGoldenAndExpectations(_ relativePath: String) {
    let path = Repository.root.appendingPathComponent(relativePath).path
    let update = Self.environment["TOUCHSIM_UPDATE"] == "1"
    let result = GoldenCheck.check(path: path, update: update, isCI: Self.isCI)
    let details = (result.diagnostics + [result.report]).joined(separator: "\n")
    #expect(result.verdict != .failed, "\(relativePath):\n\(details)")
  }

  @Test(arguments: scenarioFiles)
  func scenarioNotesCiteARuleAndItHasAnExpectBlock(_ relativePath: String) throws {
    let data = try Data(contentsOf: Repository.root.appendingPathComponent(relativePath))
    let scenario = try Scenario.read([UInt8](data))
    let notes = scenario.notes ?? ""
    let cites = notes.range(of: #"\b([A-Z]{1,2}[0-9]+|[Ss]eed 00[0-4])\b"#, options: .regularExpression)
    #expect(cites != nil, "\(relativePath): notes cite no Docs/Rulebook.md rule")
    let sequence = scenario.expectations?.sequence ?? []
    #expect(sequence.count > 0, "\(relativePath): no expect.sequence")
  }
}
