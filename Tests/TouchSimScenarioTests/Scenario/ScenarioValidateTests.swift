import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// `Scenario.validate`: the reader's checks on a value, without building the model. The
/// windows made are counted by `Window.creations` (a task-local, debug builds only), so
/// tests running alongside do not disturb the count.
@Suite struct ScenarioValidateTests {
  /// The windows made while `body` runs in this task.
  private static func windows(_ body: () throws -> Void) rethrows -> Int {
    let count = Window.CreationCount()
    try Window.$creations.withValue(count) { try body() }
    return count.count
  }

  private static func read(_ file: String) throws -> Scenario {
    try Scenario.read([UInt8](Data(contentsOf: Repository.url(file))))
  }

  #if DEBUG
    @Test func validatingEveryShippedScenarioBuildsNoWindow() throws {
      var validated = 0
      for file in Repository.scenarioFiles {
        guard let scenario = try? Self.read(file) else { continue }
        #expect(try Self.windows { try scenario.validate() } == 0, "\(file)")
        validated += 1
      }
      #expect(validated > 250)
    }

    @Test func readingAScenarioWithAppLogicBuildsNoWindow() throws {
      let bytes = try [UInt8](
        Data(contentsOf: Repository.url("Scenarios/app-logic/al1-dismiss-tap-ignores-table-and-controls-fix.json")))
      #expect(try Self.windows { _ = try Scenario.read(bytes) } == 0)
      #expect(try Self.windows { _ = try LoadedScenario.load(bytes) } == 1)
    }

    @Test func theCountSeesABuildAndReplayingAValueBuildsOnce() throws {
      let scenario = try Self.read("Scenarios/app-logic/al1-dismiss-tap-ignores-table-and-controls-fix.json")
      #expect(Self.windows { _ = ScenarioBuilder.build(scenario) } == 1)
      var outcome: Result<ScenarioRun, ScenarioRun.Failure>?
      #expect(Self.windows { outcome = ScenarioRun.run(scenario: scenario, path: "s.json") } == 1)
      if case .failure(let failure)? = outcome { Issue.record("\(failure)") }
    }
  #endif

  /// The message the reader gives for the value's text, and the one `validate` gives.
  private static func messages(_ scenario: Scenario) -> (read: String?, validate: String?) {
    var read: String?
    do { _ = try Scenario.read(scenario.bytes()) } catch { read = error.message }
    var validate: String?
    do { try scenario.validate() } catch { validate = error.message }
    return (read, validate)
  }

  @Test func aValueGivesTheReadersMessagesForReferencesPropertiesAndExpectations() throws {
    let base = try Self.read("Scenarios/app-logic/al1-dismiss-tap-ignores-table-and-controls-fix.json")
    #expect(Self.messages(base).read == nil && Self.messages(base).validate == nil)
    var cases: [Scenario] = []
    var unknownFailure = base
    unknownFailure.gestures[0].requireToFail = ["nowhere"]
    cases.append(unknownFailure)
    var unknownProperty = base
    unknownProperty.actions = [
      Scenario.Action(
        time: 10, assignments: [Scenario.Assignment(object: base.root.id, property: "isHiden", value: .bool(true))])
    ]
    cases.append(unknownProperty)
    var unknownReceiver = base
    unknownReceiver.expectations = Expectations(never: [try Pattern(["to": "nobody", "call": "touchesBegan"])])
    cases.append(unknownReceiver)
    var wrongRow = base
    wrongRow.expectations = Expectations(sequence: [try Pattern(["call": "didSelectRow", "row": 300])])
    cases.append(wrongRow)
    var unknownPath = base
    unknownPath.gestures[0].logic = [
      try Scenario.AppLogic(
        .answer("shouldBegin"),
        reading: try JSONReader.parse(#"{"cases": [{"if": {"nobody.isHidden": true}, "then": false}], "else": true}"#),
        owner: "G")
    ]
    cases.append(unknownPath)
    var removesWindow = base
    removesWindow.gestures[0].logic = [
      try Scenario.AppLogic(
        .reactions("gestureAction"), reading: try JSONReader.parse(#"[{"remove": "window"}]"#), owner: "G")
    ]
    cases.append(removesWindow)
    for scenario in cases {
      let (read, validate) = Self.messages(scenario)
      #expect(read != nil)
      #expect(validate == read)
    }
  }
}
