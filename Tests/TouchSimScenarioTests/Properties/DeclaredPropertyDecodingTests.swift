import Testing
import TouchSim

@testable import TouchSimScenario

/// The decoder reads declared properties (`PropertyCatalogue`) in definitions, `set`
/// reactions and timed actions, with one message per kind of mistake (issue 14).
@Suite struct DeclaredPropertyDecodingTests {
  /// A root view holding a button `B`, with extra keys for `B`, a reaction map and actions.
  static func scenario(button: String = "", on: String = "", actions: String = "") -> [UInt8] {
    let reaction = on.isEmpty ? "" : #", "on": {"touchesBegan": [\#(on)]}"#
    let timed = actions.isEmpty ? "" : #", "actions": [\#(actions)]"#
    return Array(
      #"""
      {"format": 1, "scenario": "d", "root": {"id": "R", "subviews": [
        {"id": "B", "class": "UIButton", "frame": [0, 0, 100, 100]\#(button)\#(reaction)}]},
       "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]\#(timed)}
      """#.utf8)
  }

  static func error(_ bytes: [UInt8]) -> String? {
    guard case .failure(.invalid(let error)) = ScenarioRun.run(bytes: bytes, path: "d.json") else { return nil }
    return error.message
  }

  @Test func tagAndIsSelectedAreStoredOnTheButton() throws {
    let scenario = try LoadedScenario.load(Self.scenario(button: #", "tag": -12, "isSelected": true"#))
    let button = try #require(scenario.window.view(named: "B") as? Control)
    #expect(button.tag == -12)
    #expect(button.isSelected)
    #expect(scenario.window.view(named: "R")?.tag == 0)
  }

  @Test func setReactionsAndActionsLogTheDeclaredValue() throws {
    let bytes = Self.scenario(
      on: #"{"set": {"B.tag": 5, "B.isSelected": true}}"#, actions: #"{"t": 40, "set": {"R.tag": 2}}"#)
    guard case .success(let run) = ScenarioRun.run(bytes: bytes, path: "d.json") else {
      Issue.record("the scenario did not run")
      return
    }
    let sets = run.records.compactMap { record -> String? in
      guard case .set(let property, let value) = record.call else { return nil }
      return "\(record.receiver).\(property)=\(value)"
    }
    #expect(sets == ["B.tag=5", "B.isSelected=true", "R.tag=2"])
  }

  @Test(arguments: [
    (#", "tag": 1.5"#, "'tag' must be a whole number from -2147483648 to 2147483647"),
    (#", "tag": "7""#, "'tag' must be a number, found a string"),
    (#", "isSelected": 1"#, "'isSelected' must be a bool, found a number"),
  ])
  func badDefinitionsAreErrors(_ keys: String, _ message: String) {
    #expect(Self.error(Self.scenario(button: keys)) == message)
  }

  @Test(arguments: [
    (#"{"set": {"B.tag": true}}"#, "'B.tag' takes a whole number"),
    (#"{"set": {"B.tag": 2.5}}"#, "'B.tag' takes a whole number"),
    (#"{"set": {"B.tag": 1e12}}"#, "'B.tag' must be a whole number from -2147483648 to 2147483647"),
    (#"{"set": {"R.isSelected": true}}"#, "'R' has no settable property 'isSelected'"),
    (#"{"set": {"B.isSelectd": true}}"#, "'B' has no settable property 'isSelectd'; did you mean 'isSelected'?"),
  ])
  func badSetReactionsAreErrors(_ reaction: String, _ message: String) {
    #expect(Self.error(Self.scenario(on: reaction)) == message)
  }

  @Test func aPlainViewDoesNotTakeIsSelected() {
    let bytes = Array(
      #"""
      {"format": 1, "scenario": "d", "root": {"id": "R", "isSelected": true},
       "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]}
      """#.utf8)
    #expect(Self.error(bytes) == "key 'isSelected' is not valid for class 'UIView'")
  }
}
