import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

/// `touchsim explain` over the shipped corpus (issue 6): every record says why, with a rule
/// ID from Docs/Rulebook.md, and explaining changes nothing but the added `why` and `nothing` lines.
@Suite struct ExplainCorpusTests {
  /// A rule ID of Docs/Rulebook.md (H1, RC3, G14, K5, DC6, MD19, TV1, 0.1) or a scenario reaction.
  static let rulePattern =
    #"^(scenario:|seed 00[0-4]:|model \(GestureConstants\)|([A-Z]{1,2}[0-9]+|MD[0-9]+|0\.[0-9])[,:( ])"#

  @Test(arguments: Repository.scenarioFiles)
  func everyRecordHasAWhyThatCitesARule(_ relativePath: String) throws {
    let path = Repository.root.appendingPathComponent(relativePath).path
    let explained = try #require(try? ScenarioRun.run(path: path, explain: true).get())
    let plain = try #require(try? ScenarioRun.run(path: path).get())
    #expect(explained.internalError == nil)
    for (index, record) in explained.records.enumerated() {
      let why = record.why?.text ?? ""
      #expect(!why.isEmpty, "\(relativePath) record \(index + 1) has no why: \(TextRenderer.line(for: record))")
      #expect(
        why.range(of: Self.rulePattern, options: .regularExpression) != nil,
        "\(relativePath) record \(index + 1): why cites no rule: \(why)")
    }
    let callbacks = explained.records.filter { $0.call.name != "nothing" }.map { record in
      Record(time: record.time, receiver: record.receiver, call: record.call)
    }
    #expect(callbacks == plain.records, "\(relativePath): explaining changed the callbacks")
  }

  @Test func nonEventsAreExplained() throws {
    // D5: a quick drag on plain content within 150 ms: the content gets nothing.
    let path = Repository.root
      .appendingPathComponent("Scenarios/scroll-view/t08-quick-flick.json").path
    let run = try #require(try? ScenarioRun.run(path: path, explain: true).get())
    let nothing = run.records.filter { $0.call.name == "nothing" }
    #expect(nothing.count == 1)
    #expect(nothing.first?.why?.text.hasPrefix("D5, X2: V gets nothing for touch #1") == true)
  }
}
