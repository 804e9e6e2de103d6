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

  /// Issue 27: more strokes than a scenario holds is a usage error naming the limit, not an
  /// internal error about the imported scenario; the limit itself imports and validates.
  @Test func tooManyStrokesAreAUsageErrorNamingTheLimit() {
    let dump = "<UIView: 0x1; frame = (0 0; 390 844)>"
    func taps(_ count: Int) -> [String] { Array(repeating: ["--tap", "10,10"], count: count).flatMap { $0 } }
    func drags(_ count: Int) -> [String] { Array(repeating: ["--drag", "10,10→30,30"], count: count).flatMap { $0 } }
    let tooMany = CLI.inProcess(["import", "-"] + taps(50_001), standardInput: dump)
    #expect(tooMany.status == 64)
    #expect(
      tooMany.stderr.hasPrefix(
        "touchsim import: error: 50001 --tap and 0 --drag make 100002 touch samples, and a scenario holds at most "
          + "100000 (a tap makes 2, a drag 21: at most 50000 taps, or 4761 drags)\nusage: touchsim import "))
    #expect(!tooMany.stderr.contains("internal error"))
    let tooManyDrags = CLI.inProcess(["import", "-"] + taps(10) + drags(4_761), standardInput: dump)
    #expect(tooManyDrags.status == 64)
    #expect(tooManyDrags.stderr.contains("10 --tap and 4761 --drag make 100001 touch samples"))
    for arguments in [taps(50_000), drags(4_761)] {
      let atTheLimit = CLI.inProcess(["import", "-"] + arguments, standardInput: dump)
      #expect(atTheLimit.status == 0, "\(atTheLimit.stderr.prefix(300))")
      let validate = CLI.inProcess(["validate", "-"], standardInput: atTheLimit.stdout)
      #expect(validate.status == 0, "\(validate.stderr.prefix(300))")
    }
  }

  /// Issue 27: a dump saved as UTF-16 gets the scenario reader's message.
  @Test(arguments: [true, false]) func aUTF16DumpSaysSo(byteOrderMark: Bool) throws {
    let dump = "<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (0 0; 10 10)>\n"
    for littleEndian in [true, false] {
      var bytes: [UInt8] = byteOrderMark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
      for unit in dump.utf16 {
        let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        bytes += littleEndian ? pair : pair.reversed()
      }
      let directory = try TemporaryDirectory.make("touchsim-import")
      defer { try? FileManager.default.removeItem(at: directory) }
      let path = directory.appendingPathComponent("dump16.txt").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      let result = CLI.inProcess(["import", path])
      #expect(result.status == 65)
      #expect(result.stderr == "\(path):1:1: error: invalid UTF-8, the file appears to be UTF-16; save it as UTF-8\n")
      let scenario = CLI.inProcess(["validate", path])
      #expect(scenario.stderr == "\(path):1:1: error: invalid UTF-8, the file appears to be UTF-16\n")
    }
  }
}
