import Testing
import TouchSim

@testable import TouchSimImport
@testable import TouchSimScenario

/// Table cells in an imported dump (issue 19 with issue 18's cells, TC1): rows of their table
/// in dump order (issue 31), kept at their frames and stacked as listed; plain views outside a
/// table.
@Suite struct DumpTableCellTests {
  /// A table whose dump lists its cells bottom first, below a header, as real dumps do.
  static let dump = """
    <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
       | <UITableView: 0x3; frame = (0 100; 390 600); contentOffset: {0, 0}; contentSize: {390, 300}>
       |    | <UITableViewCell: 0xa; frame = (0 100; 390 80); layer = <CALayer: 0xb>>
       |    | <UITableViewCell: 0x4; frame = (0 40; 390 60); text = 'First'; layer = <CALayer: 0x5>>
       |    |    | <UITableViewCellContentView: 0x6; frame = (0 0; 390 60); layer = <CALayer: 0x7>>
       |    |    |    | <UIButton: 0x8; frame = (300 10; 80 40); layer = <CALayer: 0x9>>
       |    | <UITableViewHeaderFooterView: 0xc; frame = (0 0; 390 40); layer = <CALayer: 0xd>>
    """

  @Test func cellsBecomeTheTablesRowsInDumpOrderKeepingTheirFrames() throws {
    let result = try ViewHierarchyImport.scenario(from: Array(Self.dump.utf8), name: "d.txt")
    let table = result.scenario.root.subviews[0]
    #expect(table.scroll.subviewOrder == .asListed)
    #expect(table.subviews.map(\.className) == ["UITableViewCell", "UITableViewCell", "UIView"])
    #expect(table.subviews.map(\.frame?.minY) == [100, 40, 0])
    #expect(table.subviews[1].subviews[0].className == "UIButton")
    #expect(
      result.summary.contains {
        $0.hasPrefix("rows: tableView: 2 cells as rows in dump order")
          && $0.contains("row 0 tableViewCell (y 100), row 1 firstTableViewCell (y 40)")
      })
  }

  @Test func aTapOnAnImportedCellSelectsItsRowAfterTheRoundTrip() throws {
    // Window y 230 is table y 130: the lower cell, listed first in the dump: row 0.
    let tap = Scenario.Stroke(finger: 1, path: [.init(t: 0, x: 100, y: 230), .init(t: 50, x: 100, y: 230)])
    let text = try ViewHierarchyImport.scenario(from: Array(Self.dump.utf8), name: "d.txt", strokes: [tap])
      .scenario.text
    let run = try ScenarioRun.run(bytes: Array(text.utf8), path: "d.json").get()
    #expect(run.internalError == nil)
    #expect(run.text.contains("didSelectRow row 0"))
  }

  @Test func aCellOutsideATableIsAPlainViewWithANote() throws {
    let lone = "<UITableViewCell: 0x4; frame = (0 0; 390 60); layer = <CALayer: 0x5>>"
    let top = try ViewHierarchyImport.scenario(from: Array(lone.utf8), name: "d.txt").scenario
    #expect(top.root.className == "UIView")
    #expect(top.notes?.contains("a table cell outside a table") == true)
  }
}
