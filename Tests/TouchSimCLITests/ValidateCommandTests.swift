import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim validate` accepts folders as `check` does (issue 11).
@Suite struct ValidateCommandTests {
  @Test func aFolderIsWalkedInPathOrderSkippingSchemas() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("b/c")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try tapScenario.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try tapScenario.write(to: nested.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
    try "{}".write(to: directory.appendingPathComponent("scenario.schema.json"), atomically: true, encoding: .utf8)
    try "not json".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "."], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "./a.json: ok\n./b/c/d.json: ok\n")
  }

  @Test func theShippedCorpusValidatesAsAFolder() throws {
    let result = try CLI.run(["validate", "Scenarios"])
    #expect(result.status == 0, "\(result.stderr)")
    let check = try CLI.run(["check", "--list", "Scenarios"])
    #expect(result.stdout.split(separator: "\n").count == check.stdout.split(separator: "\n").count)
  }

  @Test func aBadFileInAFolderFailsAndTheOthersAreStillChecked() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "{".write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", ".", "missing.json"], in: directory)
    #expect(result.status == 66)
    #expect(result.stdout == "./a.json: ok\n")
    #expect(result.stderr.contains("./b.json:1:2: error:"))
    #expect(result.stderr.contains("missing.json: error: no such file"))
  }

  @Test func anEmptyFolderIsAWarning() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = CLI.inProcess(["validate", directory.path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: no scenario files (*.json) in this folder"))
  }
}

/// Issue 27: `validate` refuses a file past a limit of the format where it passes it (exit 65,
/// `path:line:column`, the limit named), and reports a run stopped at a budget with the limit
/// named (exit 70), without `ok`.
@Suite struct ValidateLimitTests {
  @Test func aFilePastTheReactionLimitIsRefusedAtTheReactionOneTooMany() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let reactions = Array(repeating: #"{"note": "x"}"#, count: 10_001).joined(separator: ",\n")
    let text =
      #"{"format": 1, "scenario": "reactions", "root": {"id": "v", "on": {"touchesBegan": ["# + "\n" + reactions
      + "\n" + #"]}}, "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}"#
    try text.write(to: directory.appendingPathComponent("x.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "x.json"], in: directory)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "x.json:10002:1: error: the scenario has more than 10000 reactions: the limit is 10000 per scenario (each may run at every callback)\n"
    )
  }

  @Test func aRunStoppedAtABudgetNamesItAndIsNotOk() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    // 120 taps on one view, tapped 100 times: 119 order-dependent outcomes a tap (Q4), past
    // the budget of 10,000 at the 85th tap.
    let taps = (0..<120).map { #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v"}"# }
    let touches = (0..<100).map { #"{"finger": 1, "path": [[\#($0 * 1000), 10, 10], [\#($0 * 1000 + 80), 10, 10]]}"# }
    let text =
      #"{"format": 1, "scenario": "taps", "root": {"id": "v"}, "gestures": [\#(taps.joined(separator: ", "))], "touches": [\#(touches.joined(separator: ", "))]}"#
    let path = directory.appendingPathComponent("x.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    // In process: 10,000 warnings are more than a pipe holds while its reader waits for stdout.
    let result = CLI.inProcess(["validate", path])
    #expect(result.status == 70)
    #expect(result.stdout.isEmpty)
    let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
    #expect(
      last
        == "\(path): error: internal error: the run exceeded 10000 order-dependent outcomes: the limit is 10000 per run (each is a warning; make the order explicit with requireToFail or a delegate); its log ends there"
    )
  }
}
