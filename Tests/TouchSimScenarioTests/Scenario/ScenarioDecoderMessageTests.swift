import Testing
import TouchSimScenario

/// Messages that explain themselves (issue 12): times closer than the clock's microsecond, and
/// an id that collides with a name the tool generates (`S.pan`, `S.delay`, `T.row3`).
@Suite struct ScenarioDecoderMessageTests {
  static func error(_ text: String) -> ScenarioError? {
    if case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") { return error }
    return nil
  }

  static func scenario(root: String, touches: String = #"[[0, 10, 10], [80, 10, 10]]"#, gestures: String = "[]")
    -> String
  {
    #"{"format": 1, "scenario": "x", "root": \#(root), "gestures": \#(gestures), "touches": [{"finger": 1, "path": \#(touches)}]}"#
  }

  @Test func timesInsideOneMicrosecondSayTheClockKeepsMicroseconds() throws {
    let error = try #require(
      Self.error(Self.scenario(root: #"{"id": "r"}"#, touches: "[[0.0001, 1, 1], [0.0004, 1, 1]]")))
    #expect(
      error.message
        == "path times must increase by at least 0.001 ms (times are kept to the microsecond): 0.0004 ms and 0.0001 ms are the same microsecond"
    )
    let same = try #require(Self.error(Self.scenario(root: #"{"id": "r"}"#, touches: "[[5, 1, 1], [5, 1, 1]]")))
    #expect(same.message == "path times must increase: 5 ms does not come after 5 ms")
    let earlier = try #require(
      Self.error(Self.scenario(root: #"{"id": "r"}"#, touches: "[[5.25, 1, 1], [5.0001, 1, 1]]")))
    #expect(earlier.message == "path times must increase: 5.0001 ms does not come after 5.25 ms")
  }

  @Test func aGestureIdThatIsAScrollViewsPanSaysTheNameIsGenerated() throws {
    let root = #"{"id": "r", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 100, 100]}]}"#
    let error = try #require(
      Self.error(
        Self.scenario(root: root, gestures: #"[{"id": "S.pan", "class": "UITapGestureRecognizer", "view": "r"}]"#)))
    #expect(
      error.message == "duplicate id 'S.pan': 'S.pan' is the generated name of the pan recognizer of scroll view 'S'")
    #expect(error.notes.map(\.message) == ["'S.pan' is generated here"])
  }

  @Test func aViewIdBeforeTheScrollViewThatGeneratesItIsExplainedToo() throws {
    let root =
      #"{"id": "r", "subviews": [{"id": "T.delay", "frame": [0, 0, 1, 1]}, {"id": "T", "class": "UITableView", "frame": [0, 0, 100, 100], "rows": 4}]}"#
    let error = try #require(Self.error(Self.scenario(root: root)))
    #expect(
      error.message
        == "duplicate id 'T.delay': the delayed-touches recognizer of table view 'T' is named 'T.delay'; choose another id"
    )
    let rows =
      #"{"id": "r", "subviews": [{"id": "T", "class": "UITableView", "frame": [0, 0, 100, 100], "rows": 4}, {"id": "T.row3", "frame": [0, 0, 1, 1]}]}"#
    let row = try #require(Self.error(Self.scenario(root: rows)))
    #expect(row.message == "duplicate id 'T.row3': 'T.row3' is the generated name of row 3 of table view 'T'")
  }

  @Test func anOrdinaryDuplicateKeepsItsMessage() throws {
    let root = #"{"id": "r", "subviews": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "a", "frame": [0, 0, 1, 1]}]}"#
    let error = try #require(Self.error(Self.scenario(root: root)))
    #expect(error.message == "duplicate id 'a'")
    #expect(error.notes.map(\.message) == ["'a' is first defined here"])
  }

  /// Issue 27: a timed action setting geometry only reactions set says so, at the key.
  @Test(arguments: [
    (#""S.contentOffset": [0, 10]"#, "contentOffset"), (#""S.contentOffset.y": 10"#, "contentOffset.y"),
    (#""S.contentOffset.x": 1"#, "contentOffset.x"), (#""V.frame": [0, 0, 10, 10]"#, "frame"),
    (#""V.frame.y": 10"#, "frame.y"), (#""S.frame.height": 10"#, "frame.height"),
  ])
  func aTimedActionSettingGeometrySaysOnlyReactionsMay(set: String, property: String) throws {
    let text = """
      {"format": 1, "scenario": "x",
       "root": {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
         "contentSize": [390, 5000], "subviews": [{"id": "V", "frame": [0, 0, 10, 10]}]}]},
       "touches": [{"finger": 1, "path": [[0, 195, 600], [200, 195, 300]]}],
       "actions": [{"t": 100, "set": {\(set)}}]}
      """
    let error = try #require(Self.error(text))
    #expect(
      error.message
        == "'\(property)' can only be set in a reaction (an 'on' list, run inside a callback), not in a timed action; "
        + "'actions' set the properties marked 'set' in the property table")
    #expect(error.location == SourceLocation(line: 5, column: 33))
    // The same key in a reaction is fine.
    let reaction = text.replacingOccurrences(of: #""actions": [{"t": 100, "set": {\#(set)}}]"#, with: #""actions": []"#)
      .replacingOccurrences(
        of: #""contentSize": [390, 5000],"#,
        with: #""contentSize": [390, 5000], "on": {"scrollViewWillBeginDragging": [{"set": {\#(set)}}]},"#)
    #expect(Self.error(reaction) == nil, "\(Self.error(reaction)?.message ?? "")")
  }
}
