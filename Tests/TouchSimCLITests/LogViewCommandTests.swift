import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimCLI

/// `run` and `explain` with --only, --hide, folding (--all, --fold) and colours.
@Suite struct LogViewCommandTests {
  static let flick = CLI.packagePath("Scenarios/scroll-view/t08-quick-flick.json")
  static let t4 = CLI.packagePath("Scenarios/scroll-view/t04-press-then-drag-button.json")

  /// Runs in process as if stdout were a terminal (or not), with an environment for colours.
  static func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:]) -> CLIResult {
    let capture = OutputCapture(isTerminal: terminal, environment: environment)
    let status = Output.$capture.withValue(capture) { TouchSimCommand.run(arguments) }
    return CLIResult(status: status.rawValue, stdout: capture.standardOutput, stderr: capture.standardError)
  }

  static func golden(_ path: String) throws -> String {
    try String(contentsOfFile: path.replacingOccurrences(of: ".json", with: ".golden"), encoding: .utf8)
  }

  @Test func aFlicksLogIsFoldedOnATerminalAndWholeWithAll() throws {
    let folded = Self.run(["run", Self.flick], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(folded.status == 0)
    #expect(
      folded.stdout.contains(
        "  91.667  S                       scrollViewDidScroll ×194 (offset y 50.0 → 280.7) until 2000.000\n"))
    #expect(folded.stdout.components(separatedBy: "\n").count < 20)
    let whole = Self.run(["run", "--all", Self.flick], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(whole.stdout == (try Self.golden(Self.flick)))
    #expect(whole.stdout.components(separatedBy: "scrollViewDidScroll").count - 1 == 198)
  }

  @Test func textToAPipeIsTheGoldenUnlessFoldIsAsked() throws {
    let piped = Self.run(["run", Self.flick], terminal: false)
    #expect(piped.stdout == (try Self.golden(Self.flick)))
    let asked = Self.run(["run", "--fold", Self.flick], terminal: false)
    #expect(asked.stdout.contains("scrollViewDidScroll ×194"))
    #expect(!asked.stdout.contains("\u{1B}["), "no colours in a pipe")
    let jsonl = Self.run(["run", "--fold", "--format", "jsonl", Self.flick], terminal: true)
    #expect(jsonl.stdout.components(separatedBy: "\n").count - 1 == 213 || !jsonl.stdout.contains("×"))
    #expect(!jsonl.stdout.contains("×") && !jsonl.stdout.contains("\u{1B}["))
    let both = Self.run(["run", "--fold", "--all", Self.flick], terminal: false)
    #expect(both.status == 64 && both.stderr.contains("--all and --fold exclude each other"))
  }

  @Test func aDragOnAButtonFoldsItsThreeCallsPerMove() {
    let folded = Self.run(["run", Self.t4], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(
      folded.stdout.contains(" 350.000  B                       touchesMoved #1 ×8 (at y 18.0 → -10.0) until 466.667\n")
    )
    #expect(folded.stdout.contains("continueTracking #1 ×8 (at y 18.0 → -10.0) -> true until 466.667\n"))
    #expect(folded.stdout.contains("controlEvent touchDragInside ×8 until 466.667\n"))
  }

  @Test func onlyShowsTheReceiversRecordsAndHideLeavesThemOut() throws {
    let only = Self.run(["run", "--only", "S", Self.flick], terminal: false)
    let lines = only.stdout.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.dropFirst(10).hasPrefix("S ") })
    let expected = try Self.golden(Self.flick).split(separator: "\n").filter { $0.dropFirst(10).hasPrefix("S ") }
    #expect(lines == expected)
    let hidden = Self.run(["run", "--hide", "scrollViewDidScroll,S.pan", Self.flick], terminal: false)
    #expect(!hidden.stdout.contains("scrollViewDidScroll") && !hidden.stdout.contains("S.pan"))
    #expect(hidden.stdout.contains("scrollViewWillBeginDecelerating"))
    let prefix = Self.run(["run", "--only", "S*", "--hide", "S", Self.t4], terminal: false)
    #expect(Set(prefix.stdout.split(separator: "\n").map { $0.dropFirst(10).prefix(8) }) == ["S.delay ", "S.pan   "])
    let finger = Self.run(["run", "--only", "#1", "--only", "touchUpInside", Self.t4], terminal: false)
    #expect(finger.stdout.contains("controlEvent touchUpInside") && !finger.stdout.contains("touchDragInside"))
    #expect(finger.stdout.contains("touchesBegan #1") && !finger.stdout.contains("gestureState"))
    let explained = Self.run(["explain", "--only", "S.delay", Self.t4], terminal: false)
    #expect(explained.stdout.hasPrefix(" 150.000  S.delay                 gestureState possible -> failed  # "))
    let unknown = Self.run(["run", "--only", "call:scrollViewDidScrol", Self.t4], terminal: false)
    #expect(unknown.status == 64 && unknown.stderr.contains("did you mean 'scrollViewDidScroll'?"))
    let jsonl = Self.run(["run", "--only", "B", "--format", "jsonl", Self.t4], terminal: false)
    #expect(jsonl.stdout.split(separator: "\n").allSatisfy { $0.contains("\"to\":\"B\"") })
  }

  @Test func aTerminalGetsColoursByCallFamilyUnlessTurnedOff() {
    let coloured = Self.run(["run", Self.t4], terminal: true)
    #expect(coloured.stdout.contains("\u{1B}[32m 150.000  B                       controlEvent touchDown\u{1B}[0m"))
    #expect(coloured.stdout.contains("\u{1B}[34m 150.000  B                       touchesBegan #1"))
    for (arguments, environment) in [
      (["run", Self.t4], ["NO_COLOR": ""]), (["run", Self.t4], ["TERM": "dumb"]),
      (["run", "--no-color", Self.t4], [:]),
    ] {
      #expect(!Self.run(arguments, terminal: true, environment: environment).stdout.contains("\u{1B}["))
    }
  }
}

/// `sweep` and `fuzz` show progress on stderr only when it is a terminal.
@Suite struct ProgressLineTests {
  static let t1 = CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json")

  @Test func aSweepShowsProgressOnATerminalOnlyAndTheSameTable() {
    let arguments = ["sweep", Self.t1, "--vary", "hold=100..200:10"]
    let terminal = LogViewCommandTests.run(arguments, terminal: true)
    let piped = LogViewCommandTests.run(arguments, terminal: false)
    #expect(terminal.status == 0 && piped.status == 0)
    #expect(terminal.stderr.hasPrefix("\rsweep: ") && terminal.stderr.contains("11 of 11 cells (100%)"))
    #expect(terminal.stderr.hasSuffix("\r\u{1B}[K"))
    #expect(piped.stderr.isEmpty)
    #expect(terminal.stdout == piped.stdout)
    let one = LogViewCommandTests.run(arguments + ["--jobs", "1"], terminal: false)
    #expect(one.stdout == piped.stdout)
    let bad = LogViewCommandTests.run(arguments + ["--jobs", "0"], terminal: false)
    #expect(bad.status == 64 && bad.stderr.contains("--jobs needs a whole number from 1 to 1024, not '0'"))
  }

  @Test func fuzzShowsProgressOnATerminalOnly() {
    let terminal = LogViewCommandTests.run(["fuzz", "--seed", "1", "--count", "300", "--jobs", "2"], terminal: true)
    #expect(terminal.status == 0)
    #expect(terminal.stderr.contains("fuzz: 300 of 300 scenarios (100%)") && terminal.stderr.hasSuffix("\r\u{1B}[K"))
    let piped = LogViewCommandTests.run(["fuzz", "--seed", "1", "--count", "300"], terminal: false)
    #expect(piped.stderr.isEmpty && piped.stdout.hasPrefix("300 scenarios, 0 violations"))
  }
}
