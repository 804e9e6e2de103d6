import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim import` (issue 19): a dump in, a scenario on stdout, a summary on stderr;
/// `--tap` and `--drag` make it runnable at once.
@Suite struct ImportCommandTests {
  static let dumps = "Tests/Fixtures/ViewHierarchyDumps/"

  @Test func importPipedIntoRunPrintsTheLogOfARealDump() throws {
    let imported = try CLI.run(["import", Self.dumps + "04-ios6-lldb-dollar-tabs.txt", "--tap", "80,80"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("{\n  \"format\": 1,"))
    #expect(imported.stderr.contains("04-ios6-lldb-dollar-tabs.txt: imported 33 views from 36 entries"))
    #expect(imported.stderr.contains("mapped: PlayerCell → UITableViewCell (base class UITableViewCell) ×3"))
    #expect(imported.stderr.contains("flattened: UITableViewCellContentView ×3"))
    let run = try CLI.run(["run", "-"], standardInput: imported.stdout)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("touchesBegan"))
    #expect(run.stdout.contains("playerCell2"))
  }

  @Test func standardInputAndBothArrowsOfDragAreAccepted() throws {
    let dump =
      "<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UIScrollView: 0x2; frame = (0 0; 390 844); contentSize: {390, 2000}>"
    for arrow in ["→", "->"] {
      let result = CLI.inProcess(["import", "-", "--drag", "100,600\(arrow)100,200"], standardInput: dump)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("\"hz\": 60"))
      #expect(result.stdout.contains("[300, 100, 200]"))
      #expect(result.stderr.hasPrefix("<stdin>: imported 2 views from 2 entries"))
    }
  }

  @Test func theSummaryListsEveryDroppedViewWithItsLineAndReason() {
    let elided = CLI.inProcess(["import", CLI.packagePath(Self.dumps + "19-ios13-chisel-pviews-elision.txt")])
    #expect(elided.status == 0)
    #expect(
      elided.stderr.contains(
        "19-ios13-chisel-pviews-elision.txt: dropped: line 7: _UIVisualEffectContentView: its superview is not in the dump (lines are left out at line 6)\n"
      ))
    let custom = CLI.inProcess(["import", CLI.packagePath(Self.dumps + "25-ios17-custom-debugdescription.txt")])
    #expect(custom.stderr.contains("dropped: line 4: the line has no '<Class: ...>' entry (a custom description)"))
  }

  @Test func aFileThatIsNotADumpExits65WithAPosition() {
    let result = CLI.inProcess(["import", "-"], standardInput: "{\"format\": 1}\n")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("<stdin>:1:1: error: not a view-hierarchy dump"))
    #expect(result.stdout.isEmpty)
  }

  @Test func anIndentationThatSkipsALevelExits65WithItsLineAndColumn() {
    let result = CLI.inProcess(
      ["import", "-"], standardInput: "<UIView: 0x1; frame = (0 0; 9 9)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>\n"
    )
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("<stdin>:2:11: error: the indentation skips a level"))
  }

  @Test func aFrameThatDoesNotParseExits65AtTheFrame() {
    let result = CLI.inProcess(["import", "-"], standardInput: "<UIView: 0x1; frame = (0 0 9 9)>\n")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("<stdin>:1:23: error: the frame '(0 0 9 9)' does not parse"))
  }

  @Test func anUnreadableFileExits66() {
    let result = CLI.inProcess(["import", "/nonexistent/dump.txt"])
    #expect(result.status == 66)
    #expect(result.stderr.hasPrefix("/nonexistent/dump.txt: error:"))
  }

  @Test func badStrokesAndMissingFilesAreUsageErrors() {
    for arguments in [
      ["import"], ["import", "a", "b"], ["import", "-", "--tap", "80"], ["import", "-", "--tap", "x,1"],
      ["import", "-", "--drag", "1,2"], ["import", "-", "--tap", "1e9,1"],
    ] {
      #expect(CLI.inProcess(arguments).status == 64, "\(arguments)")
    }
  }

  @Test func helpDescribesTheDumpTheStrokesAndThePipeIntoRun() {
    let help = CLI.inProcess(["import", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("recursiveDescription"))
    #expect(help.stdout.contains("--drag X,Y→X,Y"))
    #expect(help.stdout.contains("touchsim import dump.txt --tap 80,320 | touchsim run -"))
  }
}
