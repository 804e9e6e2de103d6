import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

/// Issue 27: a loop of the scenario's own reactions stops `run`, `validate` and `check` with
/// an error at the reaction and exit 65, as an invalid scenario does; not "internal error" (70).
@Suite struct ReactionLoopCommandTests {
  static let loop = """
    {"format": 1, "scenario": "loop",
     "root": {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
       "contentSize": [390, 5000],
       "on": {"scrollViewDidScroll": [{"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": 1}}}]}}]},
     "touches": [{"finger": 1, "path": [[0, 195, 600], [200, 195, 300]], "hz": 60}]}
    """

  static let error =
    "loop.json:4:35: error: reactions nested deeper than 64 at S (scrollViewDidScroll): "
    + "the scenario's reactions call back into each other without end, through this reaction\n"

  @Test func everyVerbThatReplaysExitsSixtyFiveAtTheReaction() throws {
    let directory = try TemporaryDirectory.make("touchsim-loop")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.loop.write(to: directory.appendingPathComponent("loop.json"), atomically: true, encoding: .utf8)
    let run = try CLI.run(["run", "loop.json"], in: directory)
    #expect(run.status == 65)
    #expect(run.stderr == Self.error)
    #expect(run.stdout.contains("scrollViewDidScroll offset"), "the log up to the stop")
    let validate = try CLI.run(["validate", "loop.json"], in: directory)
    #expect(validate.status == 65)
    #expect(validate.stderr == Self.error)
    #expect(validate.stdout.isEmpty)
    let check = try CLI.run(["check", "--expect-only", "--report", "jsonl", "-", "loop.json"], in: directory)
    #expect(check.status == 65)
    #expect(check.stderr == Self.error)
    #expect(check.stdout.contains(#""status":"error""#))
    #expect(!(run.stderr + validate.stderr + check.stderr).contains("internal error"))
  }

  /// The help's EXIT STATUS list and the README's are the declaration's (`ExitStatus`).
  @Test func theExitStatusListIsTheDeclarations() throws {
    let help = try CLI.run(["--help"]).stdout
    func words(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
    #expect(words(help).contains("EXIT STATUS: " + ExitStatus.summary))
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(words(readme).contains("Exit status: " + ExitStatus.summary))
  }
}
