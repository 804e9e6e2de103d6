import Testing

@testable import TouchSimScenario

/// `diff --set`: a key of a view or recognizer set on the written scenario and read back.
@Suite struct ScenarioAssignmentTests {
  @Test func diffSetEditsAViewDeepInTheTreeAndARecognizer() throws {
    let text = """
      {"format": 1, "scenario": "set",
       "root": {"id": "root", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100],
         "subviews": [{"id": "v", "frame": [0, 0, 10, 10]}]}]},
       "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "v"}],
       "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}
      """
    let scenario = try Scenario.read(Array(text.utf8))
    let edited = try Scenario.read(
      try scenario.bytes(setting: ["v.isHidden=true", "s.decelerationRate=fast", "tap.numberOfTapsRequired=2"]))
    #expect(edited.root.subviews[0].subviews[0][property: "isHidden"] == .bool(true))
    #expect(edited.root.subviews[0][property: "decelerationRate"] == .number(0.99))
    #expect(edited.gestures[0].properties.map(\.name) == ["numberOfTapsRequired"])
    #expect(edited.gestures[0][property: "numberOfTapsRequired"] == .number(2))
    #expect(throws: ScenarioToolError("no view or gesture recognizer has the id 'w'")) {
      try scenario.bytes(setting: ["w.isHidden=true"])
    }
  }
}
