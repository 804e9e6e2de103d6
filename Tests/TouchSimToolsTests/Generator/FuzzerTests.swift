import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

@Suite struct FuzzerTests {
  @Test func cleanEngineHasNoViolations() {
    #expect(Fuzzer().run(start: 1, count: 2_000).isEmpty)
  }

  /// A defect planted from outside the model (the recorder drops every `touchesCancelled`,
  /// so to the checker cancelled touches never reach their views) is found by the invariant
  /// checker and shrunk to a scenario of a few views.
  @Test func injectedDefectIsFoundAndShrunkToAFewViews() throws {
    var fuzzer = Fuzzer()
    fuzzer.configure = { window in
      window.recorder.admits = { record in
        if case .touches(.touchesCancelled, _, _, _) = record.call { return false }
        return true
      }
    }
    let failing = fuzzer.run(start: 1, count: 2_000)
    let first = try #require(failing.first)
    let finding = try #require(fuzzer.finding(for: first))
    #expect(finding.problem.contains("never ended or was cancelled"))
    #expect(fuzzer.problem(in: finding.shrunk) != nil)
    #expect(Fuzzer().problem(in: finding.shrunk) == nil)  // the defect, not the scenario, is at fault
    let shrunk = try Scenario.read(Array(finding.shrunk.utf8))
    func countViews(_ view: Scenario.View) -> Int { 1 + view.subviews.map(countViews).reduce(0, +) }
    let views = countViews(shrunk.root)
    #expect(views <= 4, "shrunk to \(views) views:\n\(finding.shrunk)")
    #expect(finding.shrunk.utf8.count < finding.original.utf8.count)
  }
}
