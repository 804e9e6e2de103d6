import Testing

@testable import TouchSim
@testable import TouchSimScenario

/// App logic in a run (Docs/ScenarioFormat.md "App logic"): velocities in points per second
/// as UIKit gives them, a horizontal-only pan by velocity, a sheet pinning its inner table in
/// `scrollViewDidScroll`, the nesting limit, and `--explain` naming the deciding case.
@Suite struct LogicRunTests {
  /// The run's log, with or without reasons.
  static func run(_ text: String, explain: Bool = false) throws -> ScenarioRun {
    switch ScenarioRun.run(bytes: Array(text.utf8), path: "logic.json", explain: explain) {
    case .success(let run): return run
    case .failure(let failure): throw failure
    }
  }

  /// The texts of the run's notes.
  static func notes(_ run: ScenarioRun) -> [String] {
    run.records.compactMap { if case .note(let text) = $0.call { text } else { nil } }
  }

  /// A pan on a full-window view, moved 100 pt right every 100 ms (1 pt/ms = 1000 pt/s).
  static func panScenario(path: String, logic: String) -> String {
    """
    {"format": 1, "scenario": "pan",
     "root": {"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 390, 844]\(logic.isEmpty ? "" : ", " + logic)}]},
     "gestures": [{"id": "drag", "class": "UIPanGestureRecognizer", "view": "V",
       "on": {"gestureAction": [
         {"if": {"gesture.state": "changed", "gesture.velocity": {"x": {">": 500, "<": 2000}}}, "note": "about 1000 pt/s"},
         {"if": {"gesture.state": "changed", "gesture.velocity.x": {"<": 5}}, "note": "per ms"},
         {"if": {"gesture.state": "ended", "gesture.translation": {"x": {">": 150}, "dominant": "x"}}, "note": "moved right"}]}}],
     "touches": [{"finger": 1, "path": \(path), "hz": 60}]}
    """
  }

  static let horizontal = "[[0, 50, 300], [100, 150, 300], [200, 250, 300]]"
  static let vertical = "[[0, 50, 300], [100, 50, 400], [200, 50, 500]]"

  @Test func velocityIsInPointsPerSecondAndTranslationInPoints() throws {
    let notes = Self.notes(try Self.run(Self.panScenario(path: Self.horizontal, logic: "")))
    #expect(notes.contains("about 1000 pt/s"))
    #expect(!notes.contains("per ms"))
    #expect(notes.last == "moved right")
  }

  /// AL3: `gestureRecognizerShouldBegin` true only when the horizontal velocity dominates.
  @Test func aHorizontalOnlyPanBeginsOnAHorizontalDragAndFailsOnAVerticalOne() throws {
    let logic = #"""
      "gestureRecognizerShouldBegin": {"cases": [{"if": {"gesture": "drag", "gesture.velocity": {"dominant": "x"}},
        "then": true}], "else": false}
      """#
    let across = try Self.run(Self.panScenario(path: Self.horizontal, logic: logic), explain: true)
    let down = try Self.run(Self.panScenario(path: Self.vertical, logic: logic), explain: true)
    func states(_ run: ScenarioRun) -> [GestureState] {
      run.records.compactMap { if case .gestureState(_, let to) = $0.call, $0.receiver == "drag" { to } else { nil } }
    }
    #expect(states(across).first == .began)
    #expect(states(down) == [.failed])
    #expect(Self.notes(down).isEmpty)
    let why = across.text.split(separator: "\n").first { $0.contains("gestureShouldBegin") }.map(String.init) ?? ""
    #expect(
      why.contains(
        "the scenario's gestureRecognizerShouldBegin for V: case 1 at line 2 holds (gesture = drag, gesture.velocity = ("
      ), "\(why)")
    let refused = down.text.split(separator: "\n").first { $0.contains("gestureShouldBegin") }.map(String.init) ?? ""
    #expect(refused.contains("no case holds (gesture = drag, gesture.velocity = ("), "\(refused)")
    #expect(refused.contains("so else at line 3: false"), "\(refused)")
  }

  /// AL5: a sheet's inner table pins itself at the top while the finger drags down, by
  /// setting its own offset inside `scrollViewDidScroll`.
  @Test func aSheetPinsItsInnerTableInScrollViewDidScroll() throws {
    func scenario(_ pin: Bool) -> String {
      let on =
        pin
        ? #", "on": {"scrollViewDidScroll": [{"if": {"self.contentOffset.y": {"<": 0}}, "set": {"T.contentOffset.y": 0}}]}"#
        : ""
      return """
        {"format": 1, "scenario": "sheet",
         "root": {"id": "R", "subviews": [{"id": "sheet", "frame": [0, 200, 390, 644], "subviews": [
           {"id": "T", "class": "UITableView", "frame": [0, 0, 390, 644], "rows": 40\(on)}]}]},
         "touches": [{"finger": 1, "path": [[0, 195, 300], [200, 195, 500]], "hz": 60}]}
        """
    }
    /// The offsets of `scrollViewDidScroll` while the finger drags (to its lift at 200 ms).
    func offsets(_ run: ScenarioRun) -> [Double] {
      run.records.compactMap {
        guard $0.time <= .milliseconds(200) else { return nil }
        if case .scrollDelegate(.scrollViewDidScroll, let offset, _, _, _) = $0.call {
          return offset.y
        } else {
          return nil
        }
      }
    }
    let bouncing = offsets(try Self.run(scenario(false)))
    #expect(bouncing.contains { $0 < -30 }, "without the reaction the table is pulled past its top")
    let pinned = try Self.run(scenario(true))
    let sets = pinned.records.filter { if case .set = $0.call { true } else { false } }
    #expect(!sets.isEmpty)
    // Each move starts again from the pinned offset (F12): it never gets further than one step.
    #expect(offsets(pinned).allSatisfy { $0 > -10 }, "\(offsets(pinned))")
    #expect(offsets(pinned).count > 10)
    #expect(pinned.internalError == nil)
  }

  /// A reaction that re-enters its own callback forever stops the run with a clear error.
  @Test func reactionsNestedTooDeepStopTheRun() throws {
    let text = """
      {"format": 1, "scenario": "loop",
       "root": {"id": "R", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844],
         "contentSize": [390, 5000],
         "on": {"scrollViewDidScroll": [{"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": 1}}}]}}]},
       "touches": [{"finger": 1, "path": [[0, 195, 600], [200, 195, 300]], "hz": 60}]}
      """
    let run = try Self.run(text)
    #expect(
      run.reactionLoop?.message.hasPrefix("reactions nested deeper than 64 at S (scrollViewDidScroll)") == true,
      "\(run.reactionLoop?.message ?? "none")")
    #expect(run.reactionLoop?.location == SourceLocation(line: 4, column: 35))
    #expect(run.internalError == nil)
  }
}
