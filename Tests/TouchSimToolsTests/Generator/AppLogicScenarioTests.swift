import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

/// The app-logic scenario of `touchsim-bench` (issue 15): it reads, runs clean, its logic
/// acts at every scroll, and its replay work stays linear in its length (counts, no clock).
@Suite struct AppLogicScenarioTests {
  static func run(strokes: Int) -> ScenarioRun? {
    guard case .success(let run) = ScenarioRun.run(scenario: AppLogicScenario.value(strokes: strokes), path: "logic")
    else { return nil }
    return run
  }

  @Test func aReactionSetsTheHeaderAtEveryScrollAndTheDelegateAnswersFromCases() throws {
    let run = try #require(Self.run(strokes: 4))
    #expect(run.internalError == nil, "\(run.internalError ?? "")")
    let scrolls = run.records.filter { $0.call.name == "scrollViewDidScroll" }.count
    let sets = run.records.filter { $0.receiver == "header" && $0.call.name == "set" }.count
    #expect(scrolls > 40)
    // The reaction's condition holds while the offset is not negative (not at a bounce).
    #expect(sets <= scrolls && 2 * sets >= scrolls, "\(sets) sets at \(scrolls) scrolls")
    #expect(run.records.filter { $0.call.name == "gestureShouldReceiveTouch" }.count == 4)
  }

  @Test func tenTimesTheStrokesCostAtMostElevenTimesTheWork() throws {
    let small = try #require(Self.run(strokes: 40))
    let large = try #require(Self.run(strokes: 400))
    #expect(small.internalError == nil && large.internalError == nil)
    #expect(small.work > 0)
    #expect(large.work <= 11 * small.work, "work \(small.work) at 40 strokes, \(large.work) at 400")
    #expect(large.records.count <= 11 * small.records.count)
  }
}
