import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

@Suite struct FuzzerTests {
  @Test func cleanEngineHasNoViolations() {
    #expect(Fuzzer().run(start: 1, count: 2_000).isEmpty)
  }

  /// A defect planted from outside the model (the recorder drops every `touchesCancelled`,
  /// so to the checker cancelled touches never reach their views) is found by the invariant
  /// checker and shrunk to a scenario of a few views.
  @Test func injectedDefectIsFoundAndShrunkToAFewViews() throws {
    var fuzzer = Fuzzer()
    fuzzer.configure = { window in
      window.recorder.admits = { record in
        if case .touches(.touchesCancelled, _, _, _) = record.call { return false }
        return true
      }
    }
    let failing = fuzzer.run(start: 1, count: 2_000)
    let first = try #require(failing.first)
    let finding = try #require(fuzzer.finding(for: first))
    #expect(finding.problem.contains("never ended or was cancelled"))
    #expect(fuzzer.problem(in: finding.shrunk) != nil)
    #expect(Fuzzer().problem(in: finding.shrunk) == nil)  // the defect, not the scenario, is at fault
    let shrunk = try Scenario.read(Array(finding.shrunk.utf8))
    func countViews(_ view: Scenario.View) -> Int { 1 + view.subviews.map(countViews).reduce(0, +) }
    let views = countViews(shrunk.root)
    #expect(views <= 4, "shrunk to \(views) views:\n\(finding.shrunk)")
    #expect(finding.shrunk.utf8.count < finding.original.utf8.count)
  }

  /// A scroll view whose `scrollViewDidScroll` sets its own `contentOffset` further each time
  /// (F10: the set calls it again at once): a reaction loop of the scenario's logic.
  static let reactionLoop = #"""
    {"format": 1, "scenario": "a reaction loop", "root": {"id": "root", "subviews": [
      {"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 4000],
       "on": {"scrollViewDidScroll": [{"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": 1}}}]}}]},
     "touches": [{"finger": 1, "path": [[0, 100, 300], [16, 100, 280], [33, 100, 250], [50, 100, 250]]}]}
    """#

  /// Reactions nested past `maxReactionDepth` end the run with a clear error, as an invalid
  /// scenario would: the fuzzer counts it as an expected outcome, not a violation.
  @Test func aReactionLoopEndsTheRunAndIsNoViolation() throws {
    let scenario = try Scenario.read(Array(Self.reactionLoop.utf8))
    guard case .success(let run) = ScenarioRun.run(scenario: scenario, path: "loop") else {
      Issue.record("the scenario does not run")
      return
    }
    #expect(run.reactionLoop?.message.hasPrefix("reactions nested deeper than 64 at S (scrollViewDidScroll)") == true)
    #expect(run.internalError == nil)
    #expect(Fuzzer().problem(in: scenario) == nil)
    #expect(Fuzzer().problem(in: Self.reactionLoop) == nil)
  }

  /// Issue 27: `forward` reactions nested past their limit, or multiplying past 10,000 in one
  /// turn, are the scenario's loops too: expected outcomes, not violations.
  @Test func forwardLoopsAreNoViolations() throws {
    let methods = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]
    func chain(depth: Int, forwards: [String]) -> String {
      let on = methods.map { "\"\($0)\": [" + forwards.map { #"{"forward": "\#($0)"}"# }.joined(separator: ", ") + "]" }
        .joined(separator: ", ")
      var text = #"{"format": 1, "scenario": "forwards", "root": {"id": "root", "subviews": ["#
      for level in 0..<depth {
        text += #"{"id": "v\#(level)", "frame": [0, 0, 390, 844], "touches": "handle", "on": {\#(on)}, "subviews": ["#
      }
      text += #"{"id": "leaf", "frame": [0, 0, 390, 844], "touches": "handle", "on": {\#(on)}}"#
      return text + String(repeating: "]}", count: depth)
        + #"]}, "touches": [{"finger": 1, "path": [[0, 9, 9], [20, 19, 19]]}]}"#
    }
    for text in [
      chain(depth: 70, forwards: ["touchesBegan"]), chain(depth: 16, forwards: ["touchesBegan", "touchesMoved"]),
    ] {
      let run = try ScenarioRun.run(bytes: Array(text.utf8), path: "f.json").get()
      #expect(run.reactionLoop != nil)
      #expect(run.internalError == nil)
      #expect(Fuzzer().problem(in: text) == nil)
    }
  }
}
