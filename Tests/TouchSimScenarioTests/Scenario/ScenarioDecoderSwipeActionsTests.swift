import Testing
import TouchSim
import TouchSimScenario

/// A table's `trailingSwipeActions` and `leadingSwipeActions` (SA3): decoding, messages and the
/// written form.
@Suite struct ScenarioDecoderSwipeActionsTests {
  static func table(_ swipe: String) -> String {
    #"{"id": "r", "subviews": [{"id": "T", "class": "UITableView", "frame": [0, 0, 390, 440], "rows": 4, "trailingSwipeActions": \#(swipe)}]}"#
  }

  static func error(_ swipe: String) -> String? {
    ScenarioDecoderMessageTests.error(ScenarioDecoderMessageTests.scenario(root: table(swipe)))?.message
  }

  @Test func aSwipeActionsObjectDecodesItsRowsActionsAndWidths() throws {
    let text = ScenarioDecoderMessageTests.scenario(
      root: Self.table(
        #"{"rows": [0, 2], "actions": [{"title": "Delete", "style": "destructive"}, {"title": "Flag"}], "width": 150, "fullSwipeWidth": 300, "performsFirstActionWithFullSwipe": false}"#
      ))
    let scenario = try Scenario.read(Array(text.utf8))
    let actions = try #require(scenario.root.subviews.first?.scroll.trailingSwipeActions)
    #expect(actions.rows == [0, 2])
    #expect(actions.configuration.actions.map(\.title) == ["Delete", "Flag"])
    #expect(actions.configuration.actions.map(\.style) == [.destructive, .normal])
    #expect(actions.configuration.openWidth == 150)
    #expect(actions.configuration.fullSwipeWidth == 300)
    #expect(actions.configuration.performsFirstActionWithFullSwipe == false)
    #expect(actions.configuration(forRow: 1) == nil)
    #expect(actions.configuration(forRow: 2)?.actions.count == 2)
    let reread = try Scenario.read(scenario.bytes())
    #expect(reread == scenario)
  }

  @Test func allRowsIsTheDefaultAndAddsTheSwipeRecognizers() throws {
    let text = ScenarioDecoderMessageTests.scenario(root: Self.table(#"{"rows": "all", "actions": [{"title": "X"}]}"#))
    let scenario = try Scenario.read(Array(text.utf8))
    #expect(scenario.root.subviews.first?.scroll.trailingSwipeActions?.rows == nil)
    let taken = ScenarioDecoderMessageTests.error(
      ScenarioDecoderMessageTests.scenario(
        root: Self.table(#"{"actions": [{"title": "X"}]}"#),
        gestures: #"[{"id": "T.swipe", "class": "UITapGestureRecognizer", "view": "r"}]"#))
    #expect(taken?.message.contains("the swipe-actions pan of table view 'T'") == true)
  }

  @Test func badValuesAreExplained() {
    #expect(
      Self.error(#"{"actions": [{"title": "X", "style": "destuctive"}]}"#)
        == "unknown swipe action style 'destuctive'; did you mean 'destructive'?")
    #expect(
      Self.error(#"{"rows": [7], "actions": []}"#)
        == "row 7 of 'trailingSwipeActions' is not a row of the table (it has 4)")
    #expect(
      Self.error(#"{"actions": [{"title": "X", "colour": "red"}]}"#)?.hasPrefix(
        "unknown key 'colour' in a swipe action") == true)
    #expect(Self.error(#"{"rows": [0]}"#) == "'trailingSwipeActions' is missing the required key 'actions'")
    #expect(Self.error(#"{"actions": [], "width": 0}"#)?.contains("'width'") == true)
  }
}
