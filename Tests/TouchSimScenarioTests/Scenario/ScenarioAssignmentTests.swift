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
    let error = try #require(throws: ScenarioToolError.self) { try scenario.bytes(setting: ["w.isHidden=true"]) }
    #expect(error.status == .usage)
    #expect(
      error.message.hasPrefix("--set w.isHidden=true: no view or gesture recognizer has the id 'w'; did you mean"))
  }

  static let scroll = """
    {"format": 1, "scenario": "set",
     "root": {"id": "root", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100]},
       {"id": "t", "class": "UITableView", "frame": [0, 100, 100, 100], "rows": 3}]},
     "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}
    """

  /// Issue 27: a recognizer the tree generates (`s.pan`) is set as a scenario configures it,
  /// in a `gestures` entry without `class`; a second `--set` on it joins the same entry.
  @Test func aGeneratedRecognizerIsConfiguredByAGesturesEntry() throws {
    let scenario = try Scenario.read(Array(Self.scroll.utf8))
    let edited = try Scenario.read(
      try scenario.bytes(setting: [
        "s.pan.isEnabled=false", "s.delay.cancelsTouchesInView=false", "s.pan.delaysTouchesBegan=true",
      ]))
    #expect(edited.gestures.map(\.id) == ["s.pan", "s.delay"])
    #expect(edited.gestures.allSatisfy { $0.configuresBuiltIn })
    #expect(edited.gestures[0][property: "isEnabled"] == .bool(false))
    #expect(edited.gestures[0][property: "delaysTouchesBegan"] == .bool(true))
    #expect(edited.gestures[1][property: "cancelsTouchesInView"] == .bool(false))
  }

  @Test func aGeneratedNameThatIsNoRecognizerSaysWhatItIs() throws {
    let scenario = try Scenario.read(Array(Self.scroll.utf8))
    let error = try #require(throws: ScenarioToolError.self) { try scenario.bytes(setting: ["t.row1.isHidden=true"]) }
    #expect(error.status == .usage)
    #expect(
      error.message.hasPrefix(
        "--set t.row1.isHidden=true: 't.row1' is row 1 of table view 't', which --set cannot change"))
  }

  @Test(arguments: ["", "x", "=1", ".a=1", "a.=1", "noDot=1", "a.id=b", "a.subviews=[]"])
  func malformedAssignmentsAreUsageErrors(text: String) {
    let error = #expect(throws: ScenarioToolError.self) { try ScenarioAssignment(parsing: text) }
    #expect(error?.status == .usage)
    #expect(error?.message.hasPrefix("--set ") == true, "\(error?.message ?? "")")
  }

  /// A megabyte of id is not echoed whole.
  @Test func aHugeIdIsCutInTheMessage() throws {
    let scenario = try Scenario.read(Array(Self.scroll.utf8))
    let id = String(repeating: "q", count: 1_000_000)
    let error = try #require(throws: ScenarioToolError.self) { try scenario.bytes(setting: [id + ".alpha=1"]) }
    #expect(error.message.utf8.count < 300, "\(error.message.utf8.count) bytes")
    #expect(error.message.contains("qqq..."))
  }
}
