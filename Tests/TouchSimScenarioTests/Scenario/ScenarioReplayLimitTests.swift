import Testing
import TouchSim
import TouchSimScenario

/// Issue 27: the limits of the format that keep every accepted file within the 2 s replay
/// promise: reactions, `set` entries and a held stepper's autorepeat. Each refuses the first
/// value too many where it is written, naming the limit and its value (exit 65).
@Suite struct ScenarioReplayLimitTests {
  static func error(_ text: String) -> ScenarioError? {
    do {
      _ = try Scenario.read(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  /// A view with `count` reactions to `touchesBegan`, one a line (reaction k is on line k + 2),
  /// made by `reaction`.
  static func reactions(_ count: Int, _ reaction: String = #"{"note": "x"}"#) -> String {
    #"{"format": 1, "scenario": "reactions", "root": {"id": "v", "on": {"touchesBegan": ["#
      + "\n" + Array(repeating: reaction, count: count).joined(separator: ",\n") + "\n"
      + #"]}}, "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}"#
  }

  @Test func tenThousandReactionsAreReadAndOneMoreIsRefusedWhereItIsWritten() throws {
    #expect(Self.error(Self.reactions(ScenarioLimits.maxReactions)) == nil)
    let error = try #require(Self.error(Self.reactions(ScenarioLimits.maxReactions + 1)))
    #expect(
      error.message
        == "the scenario has more than 10000 reactions: the limit is 10000 per scenario (each may run at every callback)"
    )
    #expect(error.location?.line == 10_001 + 1)
    #expect(error.location?.column == 1)
  }

  @Test func reactionsCountAcrossViewsRecognizersAndCallbacks() throws {
    // 5,000 reactions with conditions (app logic) on a view and 5,001 on a recognizer's action.
    let half = Array(repeating: #"{"if": true, "note": "x"}"#, count: 5_000).joined(separator: ", ")
    let text =
      #"{"format": 1, "scenario": "split", "root": {"id": "v", "on": {"touchesEnded": [\#(half)]}}, "#
      + #""gestures": [{"id": "t", "class": "UITapGestureRecognizer", "view": "v", "on": {"gestureAction": [\#(half), "#
      + "\n" + #"{"note": "one too many"}]}}], "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}"#
    let error = try #require(Self.error(text))
    #expect(error.message.hasPrefix("the scenario has more than 10000 reactions"))
    #expect(error.location?.line == 2)
  }

  /// `count` timed actions, one a line (action k is on line k + 1), each setting `keys` properties.
  static func actions(_ count: Int, keys: Int = 1) -> String {
    let set = ["\"v.alpha\": 0.5", "\"v.isHidden\": false"].prefix(keys).joined(separator: ", ")
    return
      #"{"format": 1, "scenario": "actions", "root": {"id": "v"}, "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}], "actions": ["#
      + "\n" + Array(repeating: #"{"t": 0, "set": {\#(set)}}"#, count: count).joined(separator: ",\n") + "]}"
  }

  @Test func setEntriesBeyondTenThousandAreRefusedAtTheKeyOneTooMany() throws {
    #expect(Self.error(Self.actions(ScenarioLimits.maxAssignments)) == nil)
    let error = try #require(Self.error(Self.actions(ScenarioLimits.maxAssignments + 1)))
    #expect(
      error.message
        == "the scenario's reactions and timed actions set more than 10000 properties: the limit is 10000 'set' entries per scenario"
    )
    #expect(error.location?.line == 10_001 + 1)
    #expect(error.location?.column == 18)  // `"v.alpha"` after `{"t": 0, "set": {`
    // Several keys of one `set` count one each: 5,000 actions of two keys fill the limit.
    #expect(Self.error(Self.actions(5_000, keys: 2)) == nil)
    #expect(Self.error(Self.actions(5_001, keys: 2))?.location?.line == 5_001 + 1)
  }

  @Test func setEntriesOfReactionsAndActionsCountTogether() throws {
    let sets = Array(repeating: #"{"set": {"v.alpha": 0.5}}"#, count: 6_000).joined(separator: ", ")
    let logic = Array(repeating: #"{"if": true, "set": {"v.isHidden": false}}"#, count: 3_000).joined(separator: ", ")
    let text =
      #"{"format": 1, "scenario": "mixed", "root": {"id": "v", "on": {"touchesBegan": [\#(sets)], "touchesEnded": [\#(logic)]}}, "#
      + #""touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}], "actions": [{"t": 0, "set": {"v.alpha": 1}},"#
      + "\n" + Array(repeating: #"{"t": 1, "set": {"v.alpha": 1}}"#, count: 1_000).joined(separator: ",\n") + "]}"
    let error = try #require(Self.error(text))
    #expect(error.message.hasPrefix("the scenario's reactions and timed actions set more than 10000 properties"))
    #expect(error.location?.line == 1_000 + 1)  // the 10,001st: the last action
  }

  /// A stepper and a finger held on it for `milliseconds`.
  static func stepper(heldFor milliseconds: Double, stepper: Bool = true) -> String {
    let view = stepper ? #""class": "UIStepper", "frame": [148, 400, 94, 32]"# : #""frame": [148, 400, 94, 32]"#
    return
      #"{"format": 1, "scenario": "held", "root": {"id": "R", "subviews": [{"id": "S", \#(view)}]}, "touches": [{"finger": 1, "path": [[0, 220, 416],"#
      + "\n" + #"[\#(milliseconds), 220, 416]]}]}"#
  }

  @Test func aStepperHeldForAHundredThousandStepsIsReadAndLongerIsRefusedAtTheLift() throws {
    // SP4: 5 steps 0.5 s apart, 15 at 0.1 s (4 s), then one every 50 ms: 100,000 at 5,003 s.
    #expect(Self.error(Self.stepper(heldFor: 5_003_000)) == nil)
    let error = try #require(Self.error(Self.stepper(heldFor: 5_003_050)))
    #expect(
      error.message
        == "the touches can hold a stepper for more than 100000 autorepeat steps: the limit is 100000 per scenario (a held stepper steps every 50 ms after its first 4 s; any touch counts when the scenario has a UIStepper); shorten the holds"
    )
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 1)
    // A day is far past it; without a stepper a hold of a day is one touch like any other.
    #expect(Self.error(Self.stepper(heldFor: 86_400_000)) != nil)
    #expect(Self.error(Self.stepper(heldFor: 86_400_000, stepper: false)) == nil)
  }

  @Test func heldStepsAddUpOverStrokes() throws {
    // Two holds of 2,503 s: 50,000 steps each (20 + 49,980), 100,000 together; a third touch
    // of 0.5 s adds one.
    let hold = 2_503_000.0
    func text(third: Bool) -> String {
      var strokes = [
        #"{"finger": 1, "path": [[0, 220, 416], [\#(hold), 220, 416]]}"#,
        #"{"finger": 2, "path": [[0, 220, 416], [\#(hold), 220, 416]]}"#,
      ]
      if third { strokes.append(#"{"finger": 3, "path": [[0, 220, 416], [500, 220, 416]]}"#) }
      return
        #"{"format": 1, "scenario": "holds", "root": {"id": "R", "subviews": [{"id": "S", "class": "UIStepper", "frame": [148, 400, 94, 32]}]}, "touches": [\#(strokes.joined(separator: ", "))]}"#
    }
    #expect(Self.error(text(third: false)) == nil)
    #expect(Self.error(text(third: true))?.message.contains("more than 100000 autorepeat steps") == true)
  }

  @Test func aStepperStepsAsTheLimitCountsIt() throws {
    // The count is SP4's schedule: held 10 s, a stepper steps 20 times in its first 4 s and
    // then every 50 ms; the fire due at the lift comes after it (MD17) and steps nothing.
    let text =
      #"{"format": 1, "scenario": "held", "root": {"id": "R", "subviews": [{"id": "S", "class": "UIStepper", "frame": [148, 400, 94, 32], "wraps": true, "maximumValue": 1000000}]}, "touches": [{"finger": 1, "path": [[0, 220, 416], [10000, 220, 416]]}]}"#
    guard case .success(let run) = ScenarioRun.run(bytes: Array(text.utf8), path: "held.json") else {
      Issue.record("does not run")
      return
    }
    let steps = run.records.filter {
      if case .controlEvent(let event, _) = $0.call { return event == .valueChanged }
      return false
    }
    #expect(steps.count == 20 + (10_000 - 4_000) / 50 - 1)
  }
}
