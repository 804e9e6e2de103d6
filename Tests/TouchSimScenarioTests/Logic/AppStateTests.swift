import Testing
import TouchSim

@testable import TouchSimScenario

/// App state (issue 29 item 1, Docs/ScenarioFormat.md "App state"): named variables read in
/// conditions and set by reactions; a gestureAction reaction's `gesture.state` is the state its
/// action reports; computed numbers with `atBegan`, `scale`, `negate` and a computed `add`.
@Suite struct AppStateTests {
  /// The text log of a scenario given as JSON (without the time column), or the error.
  private func log(_ json: String, explain: Bool = false) -> [String] {
    switch ScenarioRun.run(bytes: Array(json.utf8), path: "t.json", explain: explain) {
    case .success(let run):
      return run.records.map { record in
        let line = TextRenderer.line(for: record)
        let text = String(line.drop { $0 == " " }.drop { $0 != " " }.drop { $0 == " " })
        return explain ? text + "  # " + (record.why?.text ?? "") : text
      } + (run.internalError.map { ["error: " + $0] } ?? [])
    case .failure(.invalid(let error)): return ["invalid: \(error.rendered(path: "t.json"))"]
    case .failure(.unreadable(let reason)): return ["unreadable: \(reason)"]
    }
  }

  private func scenario(state: String?, root: String, gestures: String = "[]", touches: String) -> String {
    let declared = state.map { #""state": \#($0), "# } ?? ""
    return """
      {"format": 1, "scenario": "t", "window": [390, 844], \(declared)"root": \(root), "gestures": \(gestures), "touches": \(touches)}
      """
  }

  private func squeezed(_ line: String) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  // MARK: Variables

  /// A tap toggles a bool on each lift; a note reads it; a number counts the taps; a string
  /// names the last one. Each assignment is a `set` on `state`, read by the next condition.
  @Test func reactionsSetVariablesAndLaterConditionsReadThem() {
    let json = scenario(
      state:
        #"{"open": {"type": "bool", "initial": false}, "taps": {"type": "number", "initial": 10}, "last": {"type": "string", "initial": "none"}}"#,
      root: """
        {"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "on": {"touchesEnded": [
          {"if": {"state.open": false}, "set": {"state.open": true, "state.last": "opened"}},
          {"if": {"state.open": true, "state.last": {"!=": "opened"}}, "set": {"state.open": false, "state.last": "closed"}},
          {"if": {"state.last": "closed"}, "note": "was open"},
          {"set": {"state.taps": {"ref": "state.taps", "add": 1}}},
          {"if": {"state.taps": {">=": 12}}, "note": "two taps"}]}}]}
        """,
      touches: """
        [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}, {"finger": 1, "path": [[1000, 50, 50], [1080, 50, 50]]},
         {"finger": 1, "path": [[2000, 50, 50], [2080, 50, 50]]}]
        """)
    let lines = log(json).filter { $0.hasPrefix("state") || $0.contains("note") }.map(squeezed)
    #expect(
      lines == [
        "state set open = true", "state set last = opened", "state set taps = 11",
        // The second tap: open, and last is "opened", so the second reaction does not hold;
        // the first does not either (open is true): only the count changes.
        "state set taps = 12", "V note \"two taps\"",
        "state set taps = 13", "V note \"two taps\"",
      ])
  }

  /// jsonl carries a string variable's value as a string, and `expect` may name `state`.
  @Test func aStringVariableIsAStringInJSONLAndExpectationsNameState() throws {
    let json = scenario(
      state: #"{"mode": {"type": "string", "initial": "idle"}}"#,
      root:
        #"{"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "on": {"touchesBegan": [{"set": {"state.mode": "pressed"}}]}}]}"#,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#)
    guard case .success(let run) = ScenarioRun.run(bytes: Array(json.utf8), path: "t.json") else {
      Issue.record("the scenario did not run")
      return
    }
    let record = try #require(run.records.first { $0.receiver == "state" })
    #expect(JSONLRenderer.line(for: record).contains(#""to":"state","call":"set","property":"mode","value":"pressed""#))
    let expecting = json.replacingOccurrences(
      of: #""touches": [{"finger""#,
      with:
        #""expect": {"sequence": [{"to": "state", "call": "set", "property": "mode", "value": "pressed"}]}, "touches": [{"finger""#
    )
    #expect(throws: Never.self) { try Scenario.read(Array(expecting.utf8)) }
    let misspelt = expecting.replacingOccurrences(of: #""property": "mode""#, with: #""property": "mood""#)
    #expect(throws: ScenarioError.self) { try Scenario.read(Array(misspelt.utf8)) }
  }

  /// `--explain` names the reaction, the values its `if` read (variables included) and says
  /// the assignment is the scenario's app state, not a UIKit rule.
  @Test func explainShowsTheVariablesReadAndSaysAppState() {
    let json = scenario(
      state: #"{"armed": {"type": "bool", "initial": true}}"#,
      root:
        #"{"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "on": {"touchesBegan": [{"if": {"state.armed": true}, "set": {"state.armed": false}}]}}]}"#,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#)
    let line = log(json, explain: true).first { $0.hasPrefix("state") } ?? ""
    #expect(line.contains("its if holds (state.armed = true)"))
    #expect(line.contains("the scenario's app state (no UIKit rule)"))
  }

  /// Mistakes in the app state are errors at their place, with did-you-mean.
  @Test(arguments: [
    (
      #"{"open": {"type": "bool", "initial": false}}"#, #"{"if": {"state.opne": true}, "note": "x"}"#,
      "the app state has no variable 'opne'; did you mean 'state.open'?"
    ),
    (
      #"{"open": {"type": "bool", "initial": false}}"#, #"{"set": {"state.open": 1}}"#,
      "'state.open' must be a bool (the variable's type), found a number"
    ),
    (
      #"{"open": {"type": "nubmer", "initial": false}}"#, #"{"note": "x"}"#,
      "'nubmer' is not a variable type (bool, number, string); did you mean 'number'?"
    ),
    (
      #"{"open": {"type": "number", "initial": "no"}}"#, #"{"note": "x"}"#,
      "the initial value of 'state.open' must be a number (the variable's type), found a string"
    ),
    (#"{"a.b": {"type": "number", "initial": 0}}"#, #"{"note": "x"}"#, "'a.b' is not a variable name"),
    (nil, #"{"if": {"state.open": true}, "note": "x"}"#, "reads app state, and the scenario declares none"),
    (
      #"{"open": {"type": "bool", "initial": false}}"#, #"{"set": {"state.open": {"ref": "self.frame.x"}}}"#,
      "'state.open' is a bool variable: only number variables take a computed value"
    ),
    (
      #"{"open": {"type": "bool", "initial": false}}"#, #"{"if": {"state.open": {"<": 1}}, "note": "x"}"#,
      "'<' compares numbers, and 'state.open' is a bool"
    ),
    (
      #"{"n": {"type": "number", "initial": 0}}"#, #"{"set": {"V.frame.y": {"ref": "self.frame.y", "atBegan": true}}}"#,
      "'atBegan' reads the value a path had when a recognizer began: it is only for gestureAction reactions"
    ),
    (
      #"{"n": {"type": "number", "initial": 0}, "n": {"type": "number", "initial": 1}}"#, #"{"note": "x"}"#,
      "duplicate key 'n'"
    ),
  ])
  func mistakesAreErrorsAtTheirPlace(state: String?, reaction: String, message: String) {
    let json = scenario(
      state: state,
      root:
        #"{"id": "R", "subviews": [{"id": "V", "frame": [0, 0, 200, 200], "on": {"touchesBegan": [\#(reaction)]}}]}"#,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#)
    let first = log(json).first ?? ""
    #expect(first.hasPrefix("invalid: t.json:"), "\(first)")
    #expect(first.contains(message), "\(first)")
  }

  /// Declaring `state` reserves the id; without a declaration a view may be called `state`.
  @Test func declaringStateReservesTheId() {
    let root = #"{"id": "R", "subviews": [{"id": "state", "frame": [0, 0, 200, 200]}]}"#
    let touches = #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#
    let refused = log(scenario(state: #"{"n": {"type": "number", "initial": 0}}"#, root: root, touches: touches))
    #expect(refused.first?.contains("'state' is reserved for the app state") == true)
    let plain = log(scenario(state: nil, root: root, touches: touches))
    #expect(plain.first?.hasPrefix("window") == true)
  }

  // MARK: The reported state of an action

  /// A pan waiting for a long press to fail begins and ends at the lift in one event: its
  /// began action's reactions read began, the recognizer read by id reads its state now.
  @Test func aGestureActionReactionReadsTheStateItsActionReports() {
    let json = scenario(
      state: nil, root: #"{"id": "R", "subviews": [{"id": "tile", "frame": [0, 300, 390, 400]}]}"#,
      gestures: """
        [{"id": "press", "class": "UILongPressGestureRecognizer", "view": "tile", "allowableMovement": 1000},
         {"id": "drag", "class": "UIPanGestureRecognizer", "view": "tile", "requireToFail": ["press"], "on": {"gestureAction": [
           {"if": {"gesture.state": "began"}, "note": "reported began"},
           {"if": {"gesture.state": "ended"}, "note": "reported ended"},
           {"if": {"drag.state": "ended"}, "note": "by id ended"}]}}]
        """,
      touches: #"[{"finger": 1, "path": [[0, 195, 500], [200, 195, 400], [250, 195, 400]], "hz": 60}]"#)
    let lines = log(json).filter { $0.contains("note") || $0.contains("gestureAction") }.map(squeezed)
    #expect(
      lines == [
        "drag gestureAction began", "drag note \"reported began\"", "drag note \"by id ended\"",
        "drag gestureAction ended", "drag note \"reported ended\"", "drag note \"by id ended\"",
      ])
    // --explain says it is a model decision where the recognizer has moved on (MD23), and
    // only there.
    let explained = log(json, explain: true).filter { $0.contains("note") }
    #expect(explained.count == 4)
    #expect(explained.prefix(2).allSatisfy { $0.contains("gesture.state is began, the state this action reports") })
    #expect(explained.prefix(2).allSatisfy { $0.contains("MD23") })
    #expect(explained.suffix(2).allSatisfy { !$0.contains("MD23") })
  }

  // MARK: Computed numbers

  /// The order of operations: the value, times scale, negated, plus add, then min and max.
  @Test(arguments: [
    (#"{"ref": "self.frame.x", "scale": 3, "add": 100}"#, 130.0),  // (10 × 3) + 100, not (10 + 100) × 3
    (#"{"ref": "self.frame.x", "scale": 3, "negate": true, "add": 100}"#, 70.0),  // -(10 × 3) + 100
    (#"{"ref": "self.frame.x", "negate": true}"#, -10.0),
    (#"{"ref": "self.frame.x", "scale": 3, "negate": true, "add": 100, "max": 50}"#, 50.0),
    (#"{"ref": "self.frame.x", "scale": -2, "min": -5}"#, -5.0),
    (#"{"ref": "self.frame.x", "add": {"ref": "self.frame.width", "scale": 0.5}}"#, 110.0),  // 10 + 200 × 0.5
    (#"{"ref": "self.frame.x", "scale": 0}"#, 0.0),
  ])
  func aComputedNumberAppliesItsStepsInOrder(computed: String, expected: Double) {
    let json = scenario(
      state: nil,
      root:
        #"{"id": "R", "subviews": [{"id": "V", "frame": [10, 0, 200, 200], "on": {"touchesBegan": [{"set": {"V.frame.y": \#(computed)}}]}}]}"#,
      touches: #"[{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]"#)
    let set = log(json).first { $0.contains(" set ") }.map(squeezed)
    let y = NumberFormat.fixed(expected, decimals: 3, trimmed: true)
    #expect(set == "V set frame = (10, \(y), 200, 200)")
  }

  /// `atBegan` reads the path's value captured at the `.began` action before its reactions
  /// ran (a reaction at `.began` that moves the panel does not change it), and a reaction
  /// whose `if` holds only at `.changed` still reads that value.
  @Test func atBeganReadsTheValueCapturedBeforeTheBeganReactions() {
    let json = scenario(
      state: nil,
      root: #"{"id": "R", "subviews": [{"id": "panel", "frame": [0, 300, 390, 400]}]}"#,
      gestures: """
        [{"id": "pan", "class": "UIPanGestureRecognizer", "view": "panel", "on": {"gestureAction": [
          {"if": {"gesture.state": "began"}, "set": {"panel.frame.y": 500}},
          {"if": {"gesture.state": "changed"}, "set": {"panel.frame.y": {"ref": "panel.frame.y", "atBegan": true, "add": {"ref": "gesture.translation.y"}}}}]}}]
        """,
      touches: #"[{"finger": 1, "path": [[0, 195, 500], [50, 195, 536], [100, 195, 536]], "hz": 60}]"#)
    // 12 pt per sample: began at the first (12 pt, translation 2), changed at 24 pt (14) and
    // 36 pt (26): 300 + 14 and 300 + 26, not 500 + ...
    let sets = log(json).filter { $0.contains(" set ") }.map(squeezed)
    #expect(
      sets == [
        "panel set frame = (0, 500, 390, 400)", "panel set frame = (0, 314, 390, 400)",
        "panel set frame = (0, 326, 390, 400)",
      ])
  }

  /// A second gesture captures again at its own `.began`.
  @Test func atBeganCapturesAgainAtEachBegan() {
    let json = scenario(
      state: nil,
      root: #"{"id": "R", "subviews": [{"id": "panel", "frame": [0, 300, 390, 400]}]}"#,
      gestures: """
        [{"id": "pan", "class": "UIPanGestureRecognizer", "view": "panel", "on": {"gestureAction": [
          {"if": {"gesture.state": {"oneOf": ["began", "changed"]}}, "set": {"panel.frame.y": {"ref": "panel.frame.y", "atBegan": true, "add": {"ref": "gesture.translation.y"}}}}]}}]
        """,
      touches: """
        [{"finger": 1, "path": [[0, 195, 500], [50, 195, 536], [100, 195, 536]], "hz": 60},
         {"finger": 1, "path": [[1000, 195, 600], [1050, 195, 636], [1100, 195, 636]], "hz": 60}]
        """)
    let sets = log(json).filter { $0.contains(" set ") }.map(squeezed)
    #expect(sets.count == 6)
    #expect(sets[2] == "panel set frame = (0, 326, 390, 400)")
    #expect(sets[3] == "panel set frame = (0, 328, 390, 400)")  // from 326 at the second began
    #expect(sets[5] == "panel set frame = (0, 352, 390, 400)")
  }

  // MARK: The tree

  /// The reader keeps what the writer writes: variables in order, computed numbers with every
  /// step (an explicit false is left out).
  @Test func stateAndComputedNumbersRoundTrip() throws {
    let json = scenario(
      state:
        #"{"b": {"type": "bool", "initial": true}, "n": {"type": "number", "initial": -2.5}, "s": {"type": "string", "initial": "x"}}"#,
      root: "{\"id\": \"R\"}",
      gestures: """
        [{"id": "pan", "class": "UIPanGestureRecognizer", "view": "R", "on": {"gestureAction": [
          {"set": {"state.n": {"ref": "R.frame.y", "atBegan": true, "scale": 2, "negate": true, "add": {"ref": "gesture.translation.x", "negate": false, "min": -3}, "min": -100, "max": 100}}}]}}]
        """,
      touches: #"[{"finger": 1, "path": [[0, 195, 500], [80, 195, 500]]}]"#)
    let scenario = try Scenario.read(Array(json.utf8))
    #expect(scenario.state.map(\.name) == ["b", "n", "s"])
    #expect(scenario.state.map(\.initial) == [.bool(true), .number(-2.5), .string("x")])
    let again = try Scenario.read(scenario.bytes())
    #expect(again == scenario)
    #expect(again.text == scenario.text)
    #expect(scenario.text.contains(#""atBegan": true"#))
    #expect(!scenario.text.contains(#""negate": false"#))
  }
}
