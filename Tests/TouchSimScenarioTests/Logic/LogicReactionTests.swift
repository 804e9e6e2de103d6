import Testing
import TouchSim
import TouchSimScenario

/// Reactions of scenario app logic (Docs/ScenarioFormat.md "App logic"): each action, its
/// condition, the bindings of each callback and the order reactions run in.
@Suite struct LogicReactionTests {
  /// The text log of a scenario given as JSON (without the time column), or the error.
  private func log(_ json: String, explain: Bool = false) -> [String] {
    switch ScenarioRun.run(bytes: Array(json.utf8), path: "t.json", explain: explain) {
    case .success(let run):
      return run.records.map { record in
        let line = TextRenderer.line(for: record)
        return String(line.drop { $0 == " " }.drop { $0 != " " }.drop { $0 == " " })
      } + (run.internalError.map { ["error: " + $0] } ?? [])
        + (run.reactionLoop.map { ["loop: " + $0.rendered(path: "t.json")] } ?? [])
    case .failure(.invalid(let error)): return ["invalid: \(error.rendered(path: "t.json"))"]
    case .failure(.unreadable(let reason)): return ["unreadable: \(reason)"]
    }
  }

  private func scenario(root: String, gestures: String = "[]", touches: String) -> String {
    """
    {"format": 1, "scenario": "t", "window": [390, 844], "root": \(root), "gestures": \(gestures), "touches": \(touches)}
    """
  }

  @Test func aTouchMethodReactionWithAConditionRunsOnlyWhenItHolds() {
    let json = scenario(
      root: """
        {"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "touches": "handle", "on": {
          "touchesEnded": [
            {"if": {"touch.location": {"inside": "V"}}, "note": "inside"},
            {"if": {"not": {"touch.location": {"inside": "V"}}}, "note": "outside"},
            {"if": {"touch.tapCount": {">=": 2}}, "forward": "touchesEnded"}
          ]}}]}
        """,
      touches: """
        [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]},
         {"finger": 2, "path": [[200, 50, 50], [260, 300, 300]]},
         {"finger": 3, "path": [[2000, 50, 50], [2080, 50, 50]]},
         {"finger": 4, "path": [[2200, 50, 50], [2280, 50, 50]]}]
        """)
    let lines = log(json)
    #expect(
      lines.filter { $0.hasPrefix("V") && $0.contains("note") } == [
        "V                       note \"inside\"", "V                       note \"outside\"",
        "V                       note \"inside\"", "V                       note \"inside\"",
      ])
    // The second and fourth taps are double taps (M3: same place, within 350 ms of the lift
    // before): their touchesEnded is forwarded to R.
    #expect(lines.filter { $0.contains("touchesEnded") && $0.contains("via V") }.count == 2)
  }

  @Test func aSetReactionComputesFromAReadValueAndClampsIt() {
    let json = scenario(
      root: """
        {"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "touches": "handle", "on": {
          "touchesMoved": [{"set": {"V.alpha": {"ref": "touch.location.x", "add": -100, "min": 0.2, "max": 1}}}],
          "touchesEnded": [{"set": {"V.frame.y": {"ref": "touch.location.y"}, "V.tag": 7}}]}}]}
        """,
      touches: """
        [{"finger": 1, "path": [[0, 50, 50], [50, 100.5, 50], [100, 150, 60]]}]
        """)
    let sets = log(json).filter { $0.contains(" set ") }
    #expect(
      sets == [
        "V                       set alpha = 0.5", "V                       set frame = (0, 60, 200, 200)",
        "V                       set tag = 7",
      ])
  }

  @Test func aGestureActionReactionSeesTheRecognizerAndItsState() {
    let json = scenario(
      root: #"{"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 390, 400]}]}"#,
      gestures: """
        [{"id": "pan", "class": "UIPanGestureRecognizer", "view": "V", "on": {"gestureAction": [
          {"if": {"gesture.state": "began"}, "note": "began"},
          {"if": {"gesture.state": {"oneOf": ["ended", "cancelled"]}}, "note": "done"},
          {"if": {"gesture.translation.x": {">": 100}}, "note": "far"}]}}]
        """,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [200, 250, 50]], "hz": 60}]"#)
    let notes = log(json).filter { $0.contains("note") }.map { $0.split(separator: "\"")[1] }
    #expect(notes.first == "began")
    #expect(notes.suffix(2) == ["done", "far"])  // in the order written
    #expect(notes.contains("far"))
    #expect(notes.filter { $0 == "far" }.count >= 2)
  }

  @Test func requireToFailAddedByAReactionMakesALaterTapWait() {
    // The first tap's action makes `single` wait for `double` (G10): the second tap is then
    // recognized only after double fails, 350 ms later (M3's interval).
    let json = scenario(
      root: #"{"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 390, 400]}]}"#,
      gestures: """
        [{"id": "single", "class": "UITapGestureRecognizer", "view": "V", "on": {"gestureAction": [
           {"requireToFail": {"gesture": "single", "toFail": "double"}}]}},
         {"id": "double", "class": "UITapGestureRecognizer", "view": "V", "numberOfTapsRequired": 2}]
        """,
      touches: """
        [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}, {"finger": 2, "path": [[2000, 50, 50], [2080, 50, 50]]}]
        """)
    let lines = log(json)
    #expect(lines.contains("single                  note \"single.require(toFail: double)\""))
    let recognized = lines.filter { $0.hasPrefix("single ") && $0.contains("possible -> ended") }
    #expect(recognized.count == 2)
    let run = try? ScenarioRun.run(bytes: Array(json.utf8), path: "t.json").get()
    let times = run?.records.filter { $0.receiver == "single" && $0.call == .gestureState(from: .possible, to: .ended) }
      .map(\.time.milliseconds)
    #expect(times?.first == 80)
    #expect((times?.last ?? 0) > 2080)
  }

  @Test func aReactionThatKeepsTriggeringItselfEndsTheRunWithAClearError() {
    let json = scenario(
      root: """
        {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
          "contentSize": [390, 5000], "on": {"scrollViewDidScroll": [
            {"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": 1}}}]}}]}
        """,
      touches: #"[{"finger": 1, "path": [[0, 195, 600], [200, 195, 400]], "hz": 60}]"#)
    #expect(
      log(json).last?.hasPrefix("loop: t.json:") == true
        && log(json).last?.contains(": error: reactions nested deeper than 64 at S (scrollViewDidScroll): ") == true,
      "\(log(json).last ?? "")")
  }

  @Test func aControlEventReactionCanSendAnotherEvent() {
    let json = scenario(
      root: """
        {"id": "R", "subviews": [{"id": "B", "class": "UIControl", "frame": [0, 0, 100, 100], "on": {
          "touchUpInside": [{"send": {"control": "B", "event": "valueChanged"}}],
          "valueChanged": [{"note": "changed"}]}}]}
        """,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#)
    let lines = log(json)
    let upInside = lines.firstIndex { $0.contains("controlEvent touchUpInside") }
    #expect(upInside != nil)
    #expect(
      Array(lines[(upInside! + 1)...].prefix(2)) == [
        "B                       controlEvent valueChanged", "B                       note \"changed\"",
      ])
  }
}

/// Table reactions: highlight, unhighlight and selection, each with the row bound (TV1).
@Suite struct TableReactionTests {
  @Test func highlightUnhighlightAndSelectionReactionsSeeTheRow() throws {
    let json = """
      {"format": 1, "scenario": "t", "window": [390, 844], "root": {"id": "R", "subviews": [
        {"id": "T", "class": "UITableView", "frame": [0, 0, 390, 844], "rows": 5, "on": {
          "didHighlightRow": [{"note": "hl"}],
          "didUnhighlightRow": [{"if": {"row": 1}, "note": "unhl 1"}],
          "didSelectRow": [{"if": {"row": {">": 1}}, "note": "selected"}]}}]},
       "touches": [{"finger": 1, "path": [[0, 50, 60], [80, 50, 60]]}]}
      """
    let run = try ScenarioRun.run(bytes: Array(json.utf8), path: "t.json").get()
    let calls = run.records.map {
      TextRenderer.line(for: $0).split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(
        separator: " ")
    }
    let highlight = try #require(calls.firstIndex(of: "T.row1 setHighlighted row 1 true"))
    #expect(calls[highlight + 1] == "T note \"hl\"")
    let unhighlight = try #require(calls.firstIndex(of: "T.row1 setHighlighted row 1 false"))
    #expect(calls[unhighlight + 1] == "T note \"unhl 1\"")
    #expect(calls.last == "T didSelectRow row 1")  // row 1 is not > 1: no note
  }
}

/// The order of cases and the touch-method shorthands (Docs/ScenarioFormat.md "App logic").
@Suite struct LogicCaseOrderTests {
  private func run(_ json: String) throws -> [String] {
    try ScenarioRun.run(bytes: Array(json.utf8), path: "t.json").get().records.map {
      TextRenderer.line(for: $0).split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(
        separator: " ")
    }
  }

  @Test func theFirstCaseThatHoldsAnswersEvenWhenALaterOneHoldsToo() throws {
    let json = """
      {"format": 1, "scenario": "t", "window": [390, 844], "root": {"id": "R", "subviews": [
        {"id": "V", "frame": [0, 0, 200, 200]}]},
       "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "V", "delegate": {"shouldReceiveTouch": {
         "cases": [{"if": {"touch.view": "V"}, "then": false}, {"if": true, "then": true}], "else": true}}}],
       "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]}
      """
    #expect(try run(json).contains("tap gestureShouldReceiveTouch #1 -> false"))
  }

  @Test func insideAndOutsideTestTheTouchAgainstAViewsBoundsInEveryReaction() throws {
    let json = """
      {"format": 1, "scenario": "t", "window": [390, 844], "root": {"id": "R", "subviews": [
        {"id": "V", "frame": [0, 0, 200, 200], "touches": "handle", "on": {"touchesEnded": [
          {"if": {"inside": "V"}, "set": {"V.tag": 1}},
          {"if": {"outside": "V"}, "set": {"V.tag": 2}}]}}]},
       "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]},
                   {"finger": 2, "path": [[500, 50, 50], [580, 300, 300]]}]}
      """
    let sets = try run(json).filter { $0.contains(" set ") }
    #expect(sets == ["V set tag = 1", "V set tag = 2"])
  }
}
