import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport
import TouchSimTesting

/// A run built in Swift renders the bytes `touchsim run` prints for the same scenario.
@Suite struct RunTests {
  static let quickTap = "Scenarios/scroll-view/t01-quick-tap-on-button"
  static let twoTaps = "Scenarios/gestures/q4-two-taps-one-view-order-dependent"

  /// What `touchsim run` prints for a shipped scenario (the verb prints `ScenarioRun.text`
  /// and `.jsonl`).
  static func scenarioRun(_ name: String) throws -> ScenarioRun {
    try ScenarioRun.run(path: Repository.path(name + ".json")).get()
  }

  static func golden(_ name: String) throws -> String {
    try String(contentsOfFile: Repository.path(name + ".golden"), encoding: .utf8)
  }

  @Test func theTextOfATreeBuiltInSwiftIsTheShippedGolden() throws {
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    guard case .completed = run.outcome else {
      Issue.record("the replay stopped: \(String(describing: run.outcome))")
      return
    }
    #expect(run.text == (try Self.golden(Self.quickTap)))
    #expect(run.records.text == run.text)
  }

  @Test func theJSONLOfATreeBuiltInSwiftIsWhatRunPrints() throws {
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let expected = try Self.scenarioRun(Self.quickTap).jsonl
    #expect(run.jsonl == expected)
    #expect(run.records.jsonl == expected)
    #expect(run.jsonl.hasPrefix(#"{"t":0,"to":"window","call":"hitTest""#))
  }

  @Test func anOrderDependentRunCarriesItsOrderDependentLineInJSONLOnly() throws {
    let run = Run(replaying: SwiftTrees.twoTapsOnOneView())
    let scenario = try Self.scenarioRun(Self.twoTaps)
    #expect(run.orderDependences.count == 1)
    #expect(run.jsonl == scenario.jsonl)
    #expect(
      run.jsonl.contains(#""call":"orderDependent","recognizers":["appTap","libraryTap"],"winner":"appTap"}"#))
    #expect(!run.records.jsonl.contains("orderDependent"))  // records alone know no order
    #expect(run.text == (try Self.golden(Self.twoTaps)))
  }

  @Test func aRunMadeFromTheWindowAfterItsReplayIsTheSameRun() throws {
    let simulation = SwiftTrees.quickTapOnButton()
    _ = simulation.run()
    let run = Run(window: simulation.window)
    #expect(run.text == (try Self.golden(Self.quickTap)))
    #expect(run.fingers == [1])
    #expect(run.outcome == nil)
  }
}
