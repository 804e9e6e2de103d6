import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// The one reader and the one writer agree on every shipped scenario: reading what the writer
/// wrote gives an equal `Scenario`, writing is stable, and the written file replays to the
/// scenario's golden log.
@Suite struct ScenarioRoundTripTests {
  static let files = ScenarioCorpusTests.scenarioFiles

  static func bytes(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Repository.root.appendingPathComponent(relativePath)))
  }

  @Test(arguments: files)
  func aShippedScenarioReadWrittenAndReadAgainIsEqualAndReplaysToItsGolden(_ relativePath: String) throws {
    let scenario = try Scenario.read(try Self.bytes(relativePath))
    let written = scenario.bytes()
    let reread = try Scenario.read(written)
    let equal = reread == scenario
    #expect(equal, "\(relativePath): reading the written scenario gives another scenario")
    let same = reread.bytes() == written
    #expect(same, "\(relativePath): writing twice differs")
    let golden = String(
      decoding: try Self.bytes(relativePath.replacingOccurrences(of: ".json", with: ".golden")), as: UTF8.self)
    guard case .success(let run) = ScenarioRun.run(bytes: written, path: relativePath) else {
      Issue.record("\(relativePath): the written scenario does not run")
      return
    }
    let replays = run.text == golden
    #expect(replays, "\(relativePath): the written scenario replays to another log")
  }

  @Test func aScenarioDiffersFromOneWithAnotherPathPointButNotFromOneWrittenElsewhere() throws {
    let scenario = try Scenario.read(try Self.bytes(Self.files[0]))
    var moved = scenario
    moved.strokes[0].path[0].x += 0.001
    #expect(moved != scenario)
    var placed = scenario
    placed.strokes[0].position = SourcePosition(SourceLocation(line: 99, column: 1))
    #expect(placed == scenario)
  }
}

/// The writer keeps app logic (issue 15): answers with cases under their keys (a delegate's
/// inside `delegate`), constant tracking and table answers, and reactions merged with the
/// plain touch-method reactions in one `on`.
@Suite struct ScenarioLogicRoundTripTests {
  static let scenarios: [String] = [
    // A keyboard-dismiss tap that ignores the table and buttons; the table refuses row 0.
    """
    {"format": 1, "scenario": "dismiss tap and table",
     "root": {"id": "R", "controller": "VC", "subviews": [
       {"id": "T", "class": "UITableView", "frame": [0, 0, 390, 300], "rows": 6,
        "shouldHighlightRow": {"cases": [{"if": {"row": 0}, "then": false}], "else": true},
        "willSelectRow": {"cases": [{"if": {"row": {">=": 4}}, "then": null}], "else": "default"},
        "on": {"didSelectRow": [{"if": {"row": 1}, "note": "second"}], "touchesBegan": [{"note": "plain"}]}},
       {"id": "B", "class": "UIButton", "frame": [20, 400, 100, 44], "beginTracking": false,
        "continueTracking": "default"}]},
     "gestures": [{"id": "dismiss", "class": "UITapGestureRecognizer", "view": "R", "cancelsTouchesInView": false,
       "delegate": {"shouldBegin": true, "shouldReceiveTouch": {"cases": [{"if": {"any": [
         {"touch.view": {"class": "UIButton"}}, {"touch.view": {"descendantOf": "T"}}]}, "then": false}], "else": true},
         "shouldRecognizeSimultaneouslyWith": ["T.pan"]},
       "on": {"gestureAction": [{"if": {"gesture.state": "ended"}, "note": "dismissed"}]}}],
     "touches": [{"finger": 1, "path": [[0, 195, 60], [80, 195, 60]]}, {"finger": 2, "path": [[200, 195, 600], [280, 195, 600]]}]}
    """,
    // A sheet pinning its inner table; a horizontal-only pan; answers of every view question.
    """
    {"format": 1, "scenario": "sheet",
     "root": {"id": "R", "hitTest": {"cases": [{"if": {"point": {"inside": "sheet"}}, "then": "default"}], "else": "R"},
       "subviews": [{"id": "sheet", "frame": [0, 300, 390, 544],
         "pointInside": {"cases": [{"if": {"point": {"in": "self", "y": {"<": 0}}}, "then": false}], "else": "default"},
         "gestureRecognizerShouldBegin": {"cases": [{"if": {"gesture.velocity": {"dominant": "x"}}, "then": true}],
           "else": false},
         "subviews": [{"id": "inner", "class": "UIScrollView", "frame": [0, 0, 390, 544], "contentSize": [390, 2000],
           "touchesShouldCancel": {"cases": [{"if": {"view": {"class": "UIControl"}}, "then": true}], "else": "default"},
           "touchesShouldBegin": {"else": true},
           "on": {"scrollViewDidScroll": [{"if": {"self.contentOffset.y": {"<": 0}}, "set": {"inner.contentOffset.y": 0}},
             {"if": {"self.isDragging": true}, "set": {"sheet.frame.y": {"ref": "sheet.frame.y", "add": 1, "max": 600}}}],
             "touchesEnded": [{"set": {"inner.isScrollEnabled": true}}]}}]}]},
     "gestures": [{"id": "drawer", "class": "UIPanGestureRecognizer", "view": "sheet",
       "delegate": {"shouldRecognizeSimultaneouslyWith": {"cases": [{"if": {"other": "inner.pan"}, "then": true}],
         "else": false}, "shouldRequireFailureOf": {"else": false}, "shouldBeRequiredToFailBy": ["inner.pan"]},
       "on": {"gestureAction": [{"if": {"gesture.state": "began"}, "requireToFail": {"gesture": "inner.pan", "toFail": "drawer"}},
         {"if": {"gesture.state": {"oneOf": ["ended", "cancelled"]}}, "removeRequireToFail": {"gesture": "inner.pan", "toFail": "drawer"}}]}}],
     "touches": [{"finger": 1, "path": [[0, 195, 500], [50, 195, 540], [100, 195, 620], [150, 195, 700]], "hz": 60}]}
    """,
    // Control events and a forward in a logic reaction.
    """
    {"format": 1, "scenario": "controls",
     "root": {"id": "R", "subviews": [
       {"id": "B", "class": "UIButton", "frame": [20, 100, 100, 44],
        "beginTracking": {"cases": [{"if": {"touch.location": {"in": "self", "x": {"<": 50}}}, "then": true}], "else": false},
        "on": {"touchUpInside": [{"send": {"control": "C", "event": "valueChanged"}}],
          "touchesBegan": [{"if": {"touch.tapCount": 1}, "note": "first tap"}]}},
       {"id": "C", "class": "UIControl", "frame": [20, 200, 100, 44],
        "on": {"valueChanged": [{"set": {"C.isSelected": true}}]}},
       {"id": "V", "frame": [0, 300, 390, 100], "touches": "handle",
        "on": {"touchesBegan": [{"if": {"touch.view": "self"}, "forward": "touchesBegan"}]}}]},
     "touches": [{"finger": 1, "path": [[0, 40, 120], [80, 40, 120]]}, {"finger": 2, "path": [[200, 40, 350], [280, 40, 350]]}]}
    """,
  ]

  @Test(arguments: scenarios.indices)
  func aScenarioWithAppLogicReadWrittenAndReadAgainIsEqualAndRunsTheSame(_ index: Int) throws {
    let original = Array(Self.scenarios[index].utf8)
    let scenario = try Scenario.read(original)
    let written = scenario.bytes()
    let reread = try Scenario.read(written)
    #expect(reread == scenario, "\(String(decoding: written, as: UTF8.self))")
    #expect(reread.bytes() == written, "writing twice differs")
    func logicCount(_ scenario: Scenario) -> Int {
      var count = scenario.gestures.reduce(0) { $0 + $1.logic.count }
      var stack = [scenario.root]
      while let view = stack.popLast() {
        count += view.logic.count
        stack += view.subviews
      }
      return count
    }
    #expect(logicCount(scenario) >= 5)
    #expect(logicCount(reread) == logicCount(scenario))
    guard case .success(let before) = ScenarioRun.run(bytes: original, path: "a.json"),
      case .success(let after) = ScenarioRun.run(bytes: written, path: "b.json")
    else {
      Issue.record("a scenario does not run")
      return
    }
    #expect(before.records.count > 5)
    #expect(before.text == after.text)
    #expect(before.internalError == nil)
  }

  @Test func logicIsEqualWhereverItIsWrittenButNotWithAnotherValue() throws {
    let scenario = try Scenario.read(Array(Self.scenarios[0].utf8))
    let reread = try Scenario.read(scenario.bytes())
    func firstCase(_ scenario: Scenario) throws -> Scenario.AppLogic.Case {
      guard case .answer(.cases(let cases, _)) = scenario.gestures[0].logic[0].body else {
        throw ScenarioError("not an answer with cases", at: nil)
      }
      return try #require(cases.first)
    }
    #expect(try firstCase(scenario).position.location != firstCase(reread).position.location)
    #expect(scenario.gestures[0].logic == reread.gestures[0].logic)
    var changed = scenario
    changed.gestures[0].logic[0].body = .answer(.constant(.init(.bool(false))))
    #expect(changed != scenario)
    var otherCondition = scenario
    guard case .answer(.cases(var cases, let otherwise)) = scenario.gestures[0].logic[0].body else { return }
    cases[0].condition = .constant(true)
    otherCondition.gestures[0].logic[0].body = .answer(.cases(cases, otherwise: otherwise))
    #expect(otherCondition != scenario)
  }
}
