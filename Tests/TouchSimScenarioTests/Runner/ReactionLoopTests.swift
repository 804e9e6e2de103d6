import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

/// Issue 27: the loop limits a scenario's own reactions meet (reactions nested 64 deep,
/// `forward` reactions nested 64 deep, 10,000 forwards in one run-loop turn) are the
/// scenario's error at the reaction, exit 65, not an internal error (70) without a position.
@Suite struct ReactionLoopTests {
  /// A scroll view whose `scrollViewDidScroll` sets its own offset again: the reaction is on
  /// line 4, column 35 (its `{`).
  static let reactionLoop = """
    {"format": 1, "scenario": "loop",
     "root": {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
       "contentSize": [390, 5000],
       "on": {"scrollViewDidScroll": [{"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": 1}}}]}}]},
     "touches": [{"finger": 1, "path": [[0, 195, 600], [200, 195, 300]], "hz": 60}]}
    """

  static let methods = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]

  /// `depth` nested full-screen views and a leaf, each handling its touches and forwarding each
  /// method as `forwards(method)` (plain reactions, one per line: view `vN` is on line N + 2).
  static func forwardChain(depth: Int, forwards: (String) -> [String]) -> String {
    let on = methods.map { method in
      "\"\(method)\": [" + forwards(method).map { #"{"forward": "\#($0)"}"# }.joined(separator: ", ") + "]"
    }.joined(separator: ", ")
    var text = #"{"format": 1, "scenario": "forward chain", "root": {"id": "root", "controller": "VC", "subviews": ["#
    for level in 0..<depth {
      text +=
        "\n" + #"{"id": "v\#(level)", "frame": [0, 0, 390, 844], "touches": "handle", "on": {\#(on)}, "subviews": ["#
    }
    text += "\n" + #"{"id": "leaf", "frame": [0, 0, 390, 844], "touches": "handle", "on": {\#(on)}}"#
    text += String(repeating: "]}", count: depth)
    text += "\n" + #"]}, "touches": [{"finger": 1, "path": [[0, 10, 10], [20, 20, 20], [40, 30, 30]]}]}"#
    return text
  }

  static func run(_ text: String) throws -> ScenarioRun {
    try ScenarioRun.run(bytes: Array(text.utf8), path: "loop.json").get()
  }

  @Test func reactionsNestedTooDeepPointAtTheReaction() throws {
    let run = try Self.run(Self.reactionLoop)
    #expect(run.internalError == nil)
    let loop = try #require(run.reactionLoop)
    #expect(
      loop.rendered(path: "loop.json")
        == "loop.json:4:35: error: reactions nested deeper than 64 at S (scrollViewDidScroll): "
        + "the scenario's reactions call back into each other without end, through this reaction")
    #expect(!run.records.isEmpty, "the log up to the stop is kept")
  }

  /// Each `touchesBegan` forwards `touchesBegan` one level up: 70 levels nest past 64. The
  /// forward that met the limit is the reaction of the view it ran on.
  @Test func forwardsNestedTooDeepPointAtTheForwardReaction() throws {
    let text = Self.forwardChain(depth: 70) { $0 == "touchesBegan" ? ["touchesBegan"] : [] }
    let run = try Self.run(text)
    #expect(run.internalError == nil)
    let loop = try #require(run.reactionLoop)
    #expect(loop.message.hasPrefix("forward reactions nested deeper than 64 at v6: "), "\(loop.message)")
    #expect(loop.message.hasSuffix("call back into each other without end, through this reaction"))
    // The leaf and v69 ... v7 forward 64 times, nested; the 65th, on v6 (line 6 + 2), is refused.
    let line = try #require(loop.location?.line)
    #expect(line == 8)
    let written = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let column = try #require(loop.location?.column)
    #expect(written.utf8.dropFirst(column - 1).starts(with: #"{"forward": "touchesBegan"}"#.utf8))
  }

  /// Two forwards per method double the calls at every level: 16 levels pass 10,000 in one turn.
  @Test func forwardsThatMultiplyPointAtAForwardReaction() throws {
    let run = try Self.run(Self.forwardChain(depth: 16) { _ in ["touchesBegan", "touchesMoved"] })
    #expect(run.internalError == nil)
    let loop = try #require(run.reactionLoop)
    #expect(loop.message.hasPrefix("more than 10000 forward reactions in one run-loop turn at "), "\(loop.message)")
    #expect(loop.message.hasSuffix(": the scenario's forward reactions multiply without end, through this reaction"))
    #expect(loop.location != nil)
  }

  /// `check` reports it as an invalid scenario (exit 65, status `error` in a report), and
  /// `--update` leaves the golden unwritten, saying why.
  @Test func checkCountsItAsAnInvalidScenario() throws {
    let directory = try TemporaryDirectory.make("ReactionLoopTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("loop.json").path
    try AtomicFile.write(Array(Self.reactionLoop.utf8), to: path)
    let result = GoldenCheck.check(path: path, update: true, isCI: false)
    #expect(result.exitStatus == .badScenario)
    #expect(result.verdict == .failed)
    #expect(result.diagnostics.first?.hasPrefix(path + ":4:35: error: reactions nested deeper than 64") == true)
    #expect(
      result.diagnostics.last == directory.appendingPathComponent("loop.golden").path
        + ": not updated: the scenario's reactions loop")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("loop.golden").path))
    #expect(CheckReport.Entry(path: path, result: result).status == .error)
  }

  /// A limit that is not the scenario's loop (the event limit) stays an internal error.
  @Test func otherLimitsStayInternalErrors() throws {
    let run = try ScenarioRun.run(
      bytes: Array(Self.reactionLoop.utf8), path: "x.json", configure: { $0.limits.maxEvents = 1 }
    ).get()
    #expect(run.internalError == "the run exceeded 1 events")
    #expect(run.reactionLoop == nil)
  }
}
