import Testing
import TouchSim

@testable import TouchSimScenario

/// Table cells in scenarios (TC1, TC2): where cells may go, their keys, and the messages.
@Suite struct ScenarioDecoderTableCellTests {
  private static func text(table: String, extra: String = "") -> String {
    #"{"format": 1, "scenario": "x", "root": {"id": "r", "subviews": [{"id": "T", "class": "UITableView", "frame": [0, 0, 390, 844], \#(extra)"subviews": \#(table)}]}, "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}]}"#
  }

  private static func error(_ text: String) -> ScenarioError? {
    if case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") { return error }
    return nil
  }

  private static func built(_ text: String) throws -> LoadedScenario {
    ScenarioBuilder.build(try Scenario.read(Array(text.utf8)))
  }

  @Test func cellsBecomeRowsAndTheirSubviewsGoIntoTheContentView() throws {
    let text = Self.text(
      table:
        #"[{"id": "a", "class": "UITableViewCell", "rowHeight": 80, "subviews": [{"id": "b", "class": "UIButton", "frame": [1, 2, 3, 4]}]}, {"id": "h", "frame": [0, 0, 10, 10]}, {"id": "c", "class": "UITableViewCell", "frame": [0, 80, 390, 44], "cellSubviews": [{"id": "own", "frame": [0, 0, 5, 5]}]}]"#
    )
    let loaded = try Self.built(text)
    let window = loaded.simulation.window
    let table = try #require(window.view(named: "T") as? TableView)
    #expect(table.cells.map(\.name) == ["a", "c"])
    #expect(table.cells[1].frame == Rect(x: 0, y: 80, width: 390, height: 44))
    #expect(table.contentSize == Size(width: 390, height: 124))
    #expect(table.subviews.map(\.name) == ["a", "c", "h"])
    #expect(window.view(named: "b")?.superview?.name == "a.contentView")
    #expect(table.cells[1].subviews.map(\.name) == ["own", "c.contentView"])
  }

  @Test func aGivenContentSizeWinsOverTheRows() throws {
    let text = Self.text(table: #"[{"id": "a", "class": "UITableViewCell"}]"#, extra: #""contentSize": [390, 3000], "#)
    let table = try #require(try Self.built(text).simulation.window.view(named: "T") as? TableView)
    #expect(table.contentSize == Size(width: 390, height: 3000))
  }

  @Test func aCellOutsideATableIsAnError() throws {
    let text =
      #"{"format": 1, "scenario": "x", "root": {"id": "r", "subviews": [{"id": "a", "class": "UITableViewCell"}]}, "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}"#
    let error = try #require(Self.error(text))
    #expect(
      error.message
        == "a UITableViewCell must be a direct subview of a UITableView ('a' is not): a table lays its cells out as rows"
    )
  }

  @Test func rowsAndCellsDoNotMix() throws {
    let error = try #require(
      Self.error(Self.text(table: #"[{"id": "a", "class": "UITableViewCell"}]"#, extra: #""rows": 3, "#)))
    #expect(
      error.message
        == "table 'T' has both 'rows' and cells in 'subviews': give its rows either as 'rows' (plain rows) or as UITableViewCell subviews, not both"
    )
    #expect(error.notes.map(\.message) == ["'rows' is given here"])
  }

  @Test func aCellsGivenFrameIsKeptAndTheRowsAfterItFollowBelowIt() throws {
    // An imported dump's rows: a section header above row 0, rows listed in any order (TC1).
    let text = Self.text(
      table:
        #"[{"id": "a", "class": "UITableViewCell", "frame": [0, 155, 390, 60]}, {"id": "b", "class": "UITableViewCell"}, {"id": "c", "class": "UITableViewCell", "frame": [16, 20, 358, 44]}]"#
    )
    let table = try #require(try Self.built(text).simulation.window.view(named: "T") as? TableView)
    #expect(
      table.cells.map(\.frame) == [
        Rect(x: 0, y: 155, width: 390, height: 60), Rect(x: 0, y: 215, width: 390, height: 44),
        Rect(x: 16, y: 20, width: 358, height: 44),
      ])
    #expect(table.contentSize == Size(width: 390, height: 259))
  }

  @Test func swipeActionRowsCountTheTablesCells() throws {  // SA3, TC1
    let cells = #"[{"id": "a", "class": "UITableViewCell"}, {"id": "b", "class": "UITableViewCell"}]"#
    let fits = Self.text(table: cells, extra: #""trailingSwipeActions": {"rows": [1], "actions": [{"title": "x"}]}, "#)
    #expect(Self.error(fits) == nil)
    let beyond = Self.text(
      table: cells, extra: #""trailingSwipeActions": {"rows": [2], "actions": [{"title": "x"}]}, "#)
    #expect(
      try #require(Self.error(beyond)).message
        == "row 2 of 'trailingSwipeActions' is not a row of the table (it has 2)")
  }

  @Test func theContentViewsNameIsGenerated() throws {
    let error = try #require(
      Self.error(
        Self.text(
          table:
            #"[{"id": "a", "class": "UITableViewCell", "subviews": [{"id": "a.contentView", "frame": [0, 0, 1, 1]}]}]"#
        )))
    #expect(
      error.message
        == "duplicate id 'a.contentView': 'a.contentView' is the generated name of the content view of cell 'a'")
  }

  @Test func cellKeysRoundTrip() throws {
    let text = Self.text(
      table:
        #"[{"id": "a", "class": "UITableViewCell", "rowHeight": 80, "cellSubviews": [{"id": "own", "frame": [0, 0, 5, 5]}], "subviews": [{"id": "b", "frame": [1, 2, 3, 4]}]}]"#
    )
    let scenario = try Scenario.read(Array(text.utf8))
    let again = try Scenario.read(scenario.bytes())
    #expect(again.root.subviews[0].subviews[0].scroll.rowHeight == 80)
    #expect(again.root.subviews[0].subviews[0].cellSubviews.map(\.id) == ["own"])
    #expect(again.root.subviews[0].subviews[0].subviews.map(\.id) == ["b"])
    #expect(again.root.subviews[0].subviews[0].frame == nil)
  }

  @Test func aSetHighlightedExpectationMayNameACell() throws {
    let text =
      #"{"format": 1, "scenario": "x", "root": {"id": "r", "subviews": [{"id": "T", "class": "UITableView", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "class": "UITableViewCell"}]}]}, "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}], "expect": {"sequence": [{"to": "a", "call": "setHighlighted", "row": 0, "value": true}]}}"#
    guard case .success(let run) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") else {
      Issue.record("the scenario did not run")
      return
    }
    #expect(run.records.contains { $0.receiver == "a" && $0.call.name == "setHighlighted" })
  }
}
