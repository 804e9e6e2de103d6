import Testing
import TouchSim

@testable import TouchSimScenario

/// `animate` in a timed action (AN7): read, written back, and refused with its place.
@Suite struct ScenarioAnimationDecoderTests {
  static func text(_ action: String) -> String {
    """
    {"format": 1, "scenario": "x",
     "root": {"id": "R", "subviews": [{"id": "card", "frame": [40, 300, 310, 200]}]},
     "touches": [{"finger": 1, "path": [[500, 195, 400], [550, 195, 400]]}],
     "actions": [\(action)]}
    """
  }

  static func error(_ action: String) -> ScenarioError? {
    if case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text(action).utf8), path: "s.json") {
      return error
    }
    return nil
  }

  @Test func everyKeyIsReadAndWrittenBack() throws {
    let scenario = try Scenario.read(
      Array(
        Self.text(
          #"{"t": 100, "animate": {"view": "card", "duration": 300, "delay": 50, "options": ["allowUserInteraction"], "to": {"alpha": 0.5, "frame": [0, 0, 10, 20], "center": [5, 6]}}}"#
        ).utf8))
    let animation = try #require(scenario.actions.first?.animation)
    #expect(animation.view == "card")
    #expect(animation.duration == 300 && animation.delay == 50 && animation.allowsUserInteraction)
    #expect(animation.alpha == 0.5 && animation.frame == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(animation.center == Point(x: 5, y: 6))
    let reread = try Scenario.read(scenario.bytes())
    #expect(reread == scenario)
    let written = String(decoding: scenario.bytes(), as: UTF8.self)
    #expect(written.contains("\"delay\""))
    #expect(written.contains("\"allowUserInteraction\""))
  }

  @Test func defaultsAreLeftOutWhenWritten() throws {
    let scenario = try Scenario.read(
      Array(Self.text(#"{"t": 100, "animate": {"view": "card", "duration": 300, "to": {"alpha": 0}}}"#).utf8))
    let animation = try #require(scenario.actions.first?.animation)
    #expect(animation.delay == 0 && !animation.allowsUserInteraction)
    let written = String(decoding: scenario.bytes(), as: UTF8.self)
    #expect(!written.contains("\"delay\"") && !written.contains("\"options\""))
  }

  @Test(arguments: [
    (
      #"{"t": 1, "animate": {"view": "card", "duration": 3, "options": ["allowUserInteracton"], "to": {"alpha": 0}}}"#,
      "unknown animation option 'allowUserInteracton'; did you mean 'allowUserInteraction'? (the model knows: allowUserInteraction)"
    ),
    (
      #"{"t": 1, "set": {"card.alpha": 0}, "animate": {"view": "card", "duration": 3, "to": {"alpha": 0}}}"#,
      "an action has 'set' or 'animate', not both"
    ),
    (#"{"t": 1}"#, "an action needs 'set' or 'animate'"),
    (
      #"{"t": 1, "animate": {"view": "card", "duration": 3, "to": {}}}"#,
      "'animate' 'to' must name at least one of alpha, frame, center"
    ),
    (
      #"{"t": 1, "animate": {"view": "card", "duration": 3, "to": {"transform": [1, 0, 0, 1, 0, 0]}}}"#,
      "unknown key 'transform' in 'animate' 'to'"
    ),
    (
      #"{"t": 1, "animate": {"view": "card", "duration": 3, "to": {"alpha": 2}}}"#,
      "'alpha' must be between 0 and 1, found 2"
    ),
    (
      #"{"t": 1, "animate": {"view": "card", "duraton": 3, "to": {"alpha": 0}}}"#,
      "unknown key 'duraton' in 'animate'; did you mean 'duration'?"
    ),
  ])
  func aWrongAnimationIsRefusedWithItsPlace(action: String, message: String) throws {
    let error = try #require(Self.error(action))
    #expect(error.message == message)
    #expect(error.location != nil)
  }

  @Test func anUnknownViewIsRefusedWithADidYouMean() throws {
    let error = try #require(
      Self.error(#"{"t": 1, "animate": {"view": "crad", "duration": 3, "to": {"alpha": 0}}}"#))
    #expect(error.message.contains("'crad'"))
    #expect(error.message.contains("card"))
  }

  @Test func aReactionAnimatesAndIsWrittenBack() throws {
    let text = """
      {"format": 1, "scenario": "x",
       "root": {"id": "R", "subviews": [{"id": "card", "frame": [40, 300, 310, 200],
         "on": {"touchesBegan": [{"animate": {"view": "card", "duration": 300, "to": {"center": [100, 100]}}}]}}]},
       "touches": [{"finger": 1, "path": [[0, 195, 400], [50, 195, 400]]}]}
      """
    let scenario = try Scenario.read(Array(text.utf8))
    #expect(try Scenario.read(scenario.bytes()) == scenario)
    guard case .success(let run) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") else {
      Issue.record("the scenario does not run")
      return
    }
    #expect(run.text.contains("card                    set center = (100, 100)"))
  }

  @Test func aReactionAnimatingAnUnknownViewIsRefused() throws {
    let text = """
      {"format": 1, "scenario": "x",
       "root": {"id": "R", "subviews": [{"id": "card", "frame": [40, 300, 310, 200],
         "on": {"touchesBegan": [{"animate": {"view": "crad", "duration": 300, "to": {"alpha": 0}}}]}}]},
       "touches": [{"finger": 1, "path": [[0, 195, 400], [50, 195, 400]]}]}
      """
    guard case .failure(.invalid(let error)) = ScenarioRun.run(bytes: Array(text.utf8), path: "s.json") else {
      Issue.record("the scenario runs")
      return
    }
    #expect(error.message.contains("'crad'"))
    #expect(error.location?.line == 3)
  }
}
