import Testing
import TouchSim

@testable import TouchSimScenario

/// App logic is a typed tree (issue 28 item 4): the reader checks its shape and keeps its
/// positions, the writer prints it back in the format's order, and the compiler refuses a
/// tree built in code that the reader would have refused in a file.
@Suite struct AppLogicTreeTests {
  typealias Logic = Scenario.AppLogic

  static func read(_ role: Logic.Role, _ text: String) throws -> Logic {
    try Logic(role, reading: try JSONReader.parse(text), owner: "G")
  }

  @Test func anAnswerWithCasesBecomesCasesWithTheirConditionsAndResults() throws {
    let logic = try Self.read(
      .answer("shouldReceiveTouch"),
      #"{"cases": [{"if": {"touch.view": {"class": "UIButton"}, "gesture.state": "possible"}, "then": false}], "else": "default"}"#
    )
    let test1 = Logic.Test("touch.view", Logic.Term(.keyed([.init("class", .init(.string("UIButton")))])))
    let test2 = Logic.Test("gesture.state", Logic.Term(.string("possible")))
    let expected = Logic.Answer.cases(
      [Logic.Case(if: .all([.test(test1), .test(test2)]), then: .init(.bool(false)))],
      otherwise: .init(.useDefault))
    #expect(logic.body == .answer(expected))
    guard case .answer(.cases(let cases, let otherwise)) = logic.body else { return }
    #expect(cases[0].position.location == SourceLocation(line: 1, column: 12))
    #expect(otherwise.position.location?.column == 112)
  }

  @Test func aConstantIsTheQuestionsKindOfAnswer() throws {
    #expect(try Self.read(.answer("willSelectRow"), "3").body == .answer(.constant(.init(.row(3)))))
    #expect(try Self.read(.answer("willSelectRow"), "null").body == .answer(.constant(.init(.none))))
    #expect(try Self.read(.answer("hitTest"), #""self""#).body == .answer(.constant(.init(.view("self")))))
    #expect(try Self.read(.answer("beginTracking"), "false").body == .answer(.constant(.init(.bool(false)))))
    #expect(throws: ScenarioError.self) { try Self.read(.answer("beginTracking"), "3") }
    #expect(throws: ScenarioError.self) { try Self.read(.answer("willSelectRow"), "1.5") }
    #expect(throws: ScenarioError.self) { try Self.read(.answer("hitTest"), "true") }
  }

  @Test func everyActionIsReadIntoItsCase() throws {
    let text = #"""
      [{"set": {"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": -4, "min": 0}, "B.isHidden": true}},
       {"if": {"not": true}, "note": "n"},
       {"remove": "B"},
       {"requireToFail": {"gesture": "G", "toFail": "H"}},
       {"removeRequireToFail": {"gesture": "G", "toFail": "H"}},
       {"send": {"control": "B", "event": "touchUpInside"}},
       {"endEditing": "R"},
       {"endRefreshing": "RC"},
       {"forward": "touchesBegan"}]
      """#
    let logic = try Self.read(.reactions("touchesBegan"), text)
    let g = Logic.Reference("G")
    let h = Logic.Reference("H")
    let expected: [Logic.Reaction] = [
      .init(
        .set([
          .init("S.contentOffset.y", .computed(.init(ref: .init("S.contentOffset.y"), add: -4, min: 0))),
          .init("B.isHidden", .literal(.init(.bool(true)))),
        ])),
      .init(if: .not(.constant(true)), .note("n")),
      .init(.remove(.init("B"))),
      .init(.requireToFail(gesture: g, toFail: h)),
      .init(.removeRequireToFail(gesture: g, toFail: h)),
      .init(.send(control: .init("B"), event: .init("touchUpInside"))),
      .init(.firstResponder(.endEditing, .init("R"))),
      .init(.call("endRefreshing", .init("RC"))),
      .init(.forward(.touchesBegan)),
    ]
    #expect(logic.body == .reactions(expected))
    // Written and read again: the same tree.
    let written = logic.json
    #expect(try Logic(logic.role, reading: written, owner: "G") == logic)
  }

  /// The shape is checked by the reader, with the place of the fault.
  @Test(arguments: [
    (#"[{"note": "a", "forward": "touchesBegan"}]"#, "1:2", "a reaction needs exactly one action"),
    (#"[{"forward": "touchesBegun"}]"#, "1:14", "did you mean 'touchesBegan'?"),
    (#"[{"if": {}, "note": "a"}]"#, "1:9", "a condition needs at least one test"),
    (#"[{"if": {"all": []}, "note": "a"}]"#, "1:17", "'all' needs at least one condition"),
    (#"[{"if": 3, "note": "a"}]"#, "1:9", "a condition must be an object of tests"),
    (#"[{"set": {}}]"#, "1:10", "'set' takes an object"),
    (#"[{"set": {"S.alpha": {"ref": "x", "min": 2, "max": 1}}}]"#, "1:22", "'min' is above 'max'"),
    (#"[{"set": {"S.alpha": {"add": 1}}}]"#, "1:22", "missing the required key 'ref'"),
    (#"[{"requireToFail": {"gesture": "G", "toFail": "G"}}]"#, "1:20", "cannot require itself to fail"),
  ])
  func aMisshapenReactionIsRefusedWhereItIs(text: String, at place: String, message: String) {
    do {
      _ = try Self.read(.reactions("touchesBegan"), text)
      Issue.record("\(text) was read")
    } catch let error as ScenarioError {
      #expect(error.location?.description == place, "\(error.message)")
      #expect(error.message.contains(message), "\(error.message)")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func anUnknownQuestionIsRefusedWithAHint() {
    do {
      _ = try Self.read(.answer("shouldRecieveTouch"), "true")
      Issue.record("read")
    } catch let error as ScenarioError {
      #expect(error.message.contains("did you mean 'shouldReceiveTouch'?"))
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Several tests of distinct paths are written as one object, as a file writes them; any
  /// other `all` keeps its key. Both read back equal.
  @Test func allIsWrittenAsOneObjectOfTestsWhenItCanBe() throws {
    let a = Logic.Condition.test(.init("card.alpha", .init(.number(0.5))))
    let b = Logic.Condition.test(.init("B.isEnabled", .init(.bool(true))))
    let flat = Logic.Condition.all([a, b])
    #expect(JSONWriter.document(flat.json).contains(#""card.alpha""#))
    #expect(!JSONWriter.document(flat.json).contains(#""all""#))
    let nested = Logic.Condition.all([a, .not(b)])
    #expect(JSONWriter.document(nested.json).contains(#""all""#))
    let twice = Logic.Condition.all([a, a])
    #expect(JSONWriter.document(twice.json).contains(#""all""#))
    for condition in [flat, nested, twice, .all([a]), .any([a, b]), .constant(false)] {
      #expect(try Logic.condition(reading: try JSONReader.parse(JSONWriter.document(condition.json))) == condition)
    }
  }

  /// A tree built in code that a file could not hold is refused by `validate` too.
  @Test func validateRefusesATreeNoFileCouldHold() throws {
    var scenario = try Scenario.read(
      Array(
        #"""
        {"format": 1, "scenario": "s", "root": {"id": "R", "subviews": [{"id": "B", "frame": [0, 0, 10, 10]}]},
         "gestures": [{"id": "G", "class": "UITapGestureRecognizer", "view": "R"}],
         "touches": [{"finger": 1, "path": [[0, 5, 5], [50, 5, 5]]}]}
        """#.utf8))
    #expect(throws: Never.self) { try scenario.validate() }
    let bodies: [(Logic.Role, Logic.Body)] = [
      (
        .answer("shouldBegin"),
        .answer(.cases([.init(if: .any([]), then: .init(.bool(true)))], otherwise: .init(.bool(true))))
      ),
      (.answer("shouldBegin"), .reactions([])),
      (.reactions("gestureAction"), .answer(.constant(.init(.bool(true))))),
      (.answer("shouldBegin"), .answer(.constant(.init(.row(2))))),
      (.reactions("gestureAction"), .reactions([.init(.set([]))])),
      (.reactions("gestureAction"), .reactions([.init(.forward(.touchesBegan))])),
      (.reactions("gestureAction"), .reactions([.init(.call("fly", .init("B")))])),
    ]
    for (role, body) in bodies {
      scenario.gestures[0].logic = [Logic(role, body)]
      #expect(throws: ScenarioError.self, "\(body)") { try scenario.validate() }
    }
  }
}
