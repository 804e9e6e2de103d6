import Testing
import TouchSim
import TouchSimScenario

/// Table editing in scenarios (TV5-TV11): the keys, `set` on `isEditing`, and the reactions.
@Suite struct TableEditingLogicTests {
  private func lines(_ json: String) throws -> [String] {
    try ScenarioRun.run(bytes: Array(json.utf8), path: "t.json").get().records.map {
      TextRenderer.line(for: $0).split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(
        separator: " ")
    }
  }

  /// Two cells that show reorder controls; `table` adds keys to the table.
  private func scenario(table: String, touches: String) -> String {
    """
    {"format": 1, "scenario": "t", "window": [390, 844], "root": {"id": "R", "subviews": [
      {"id": "T", "class": "UITableView", "frame": [0, 0, 390, 844], \(table) "subviews": [
        {"id": "c0", "class": "UITableViewCell", "showsReorderControl": true},
        {"id": "c1", "class": "UITableViewCell", "showsReorderControl": true},
        {"id": "c2", "class": "UITableViewCell"}]}]},
     "touches": [\(touches)]}
    """
  }

  @Test func aMoveRowAtReactionBindsTheRowTheDragBeganOn() throws {
    let json = scenario(
      table: #""isEditing": true, "on": {"moveRowAt": [{"if": {"row": 0}, "note": "moved 0"}]},"#,
      touches:
        #"{"finger": 1, "path": [[0, 368, 22], [200, 368, 22], [216.667, 368, 40], [233.333, 368, 70], [300, 368, 70]]}"#
    )
    let calls = try lines(json)
    let move = try #require(calls.firstIndex(of: "T moveRowAt row 0 -> 1"))
    #expect(calls[move + 1] == "T note \"moved 0\"")
  }

  @Test func setEditingFromAReactionShowsTheControls() throws {  // TV5: set isEditing is setEditing
    let json = scenario(
      table: #""on": {"touchesEnded": [{"set": {"T.isEditing": true}}]},"#,
      touches:
        #"{"finger": 1, "path": [[0, 100, 22], [50, 100, 22]]}, {"finger": 2, "path": [[500, 368, 66], [550, 368, 66]]}"#
    )
    let calls = try lines(json)
    #expect(calls.contains("T set isEditing = true"))
    #expect(calls.contains("window hitTest (368.0, 66.0) -> c1.reorder"))  // c2 shows none: row 1's control
    #expect(calls.contains("T moveRowAt row 1 -> 1"))
  }

  @Test func showsReorderControlIsACellKey() {
    let json = """
      {"format": 1, "scenario": "t", "window": [390, 844], "root": {"id": "R", "subviews": [
        {"id": "V", "frame": [0, 0, 10, 10], "showsReorderControl": true}]}, "touches": []}
      """
    guard case .failure(let error) = ScenarioRun.run(bytes: Array(json.utf8), path: "t.json") else {
      Issue.record("a plain view took showsReorderControl")
      return
    }
    #expect("\(error)".contains("showsReorderControl"))
  }
}
