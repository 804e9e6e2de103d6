import Testing
import TouchSim

@testable import TouchSimScenario

/// Bad app logic is refused when the scenario is read, at the exact place with a clear message
/// (Docs/ScenarioFormat.md "App logic", issue 15): unknown ids and members with did-you-mean
/// hints, names the question does not bind, type mismatches, bad values and actions.
@Suite struct LogicDiagnosticsTests {
  /// Where a case writes its fragment: the object of that id, as its first key.
  enum Place: String, CaseIterable, Sendable {
    case root = "R"
    case table = "T"
    case buy = "B"
    case sheet = "S"
    case card = "C"
    case dismiss = "D"
    case drag = "P"
  }

  /// A root with a table (5 rows), a button `buy`, a scroll view `sheet` holding `card`, a tap
  /// `dismiss` on the root and a pan `drag` on the sheet; `%X%` marks where each place's
  /// fragment goes (line 3, 5, 7, 9, 10, 13, 15).
  static let template = """
    {"format": 1, "scenario": "logic",
     "root": {"id": "root", "controller": "VC",
      %R%"subviews": [
       {"id": "table", "class": "UITableView", "frame": [0, 0, 390, 400],
        %T%"rows": 5},
       {"id": "buy", "class": "UIButton", "frame": [20, 500, 100, 44],
        %B%"tag": 1},
       {"id": "sheet", "class": "UIScrollView", "frame": [0, 600, 390, 200], "contentSize": [390, 800],
        %S%"subviews": [{"id": "card", "frame": [0, 0, 100, 100],
         %C%"tag": 2}]}]},
     "gestures": [
      {"id": "dismiss", "class": "UITapGestureRecognizer", "view": "root",
       %D%"cancelsTouchesInView": false},
      {"id": "drag", "class": "UIPanGestureRecognizer", "view": "sheet",
       %P%"isEnabled": true}],
     "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]}
    """

  /// The scenario with a fragment written first in one object.
  static func scenario(_ fragment: String, at place: Place) -> String {
    var text = template
    for other in Place.allCases {
      text = text.replacingOccurrences(of: "%\(other.rawValue)%", with: other == place ? fragment + ", " : "")
    }
    return text
  }

  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let place: Place
    let fragment: String
    /// `line:column: message`.
    let expected: String
    init(_ name: String, _ place: Place, _ fragment: String, _ expected: String) {
      (self.name, self.place, self.fragment, self.expected) = (name, place, fragment, expected)
    }
    var description: String { name }
  }

  static let cases: [Case] = [
    .init(
      "unknown id in descendantOf has a did-you-mean", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.view": {"descendantOf": "tabel"}}, "then": false}], "else": true}}"#,
      #"13:89: 'tabel' is neither an id of this scenario nor a name bound in shouldReceiveTouch of 'dismiss'; did you mean 'table'?"#
    ),
    .init(
      "unknown id at the head of a path has a did-you-mean", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"tabel.contentOffset.y": {"<": 0}}, "note": "x"}]}"#,
      #"9:44: 'tabel' is neither an id of this scenario nor a name bound in 'scrollViewDidScroll' of 'sheet'; did you mean 'table'?"#
    ),
    .init(
      "unknown member of a table has a did-you-mean", .dismiss,
      #""delegate": {"shouldBegin": {"cases": [{"if": {"table.contentOfset.y": 0}, "then": false}], "else": true}}"#,
      #"13:51: 'table' has no member 'contentOfset'; did you mean 'contentOffset'?"#),
    .init(
      "a scroll view member of a plain view", .dismiss,
      #""delegate": {"shouldBegin": {"cases": [{"if": {"card.contentOffset.y": 0}, "then": false}], "else": true}}"#,
      #"13:51: 'card' has no member 'contentOffset'"#),
    .init(
      "other is not bound in shouldReceiveTouch", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"other": {"class": "UIPanGestureRecognizer"}}, "then": false}], "else": true}}"#,
      #"13:58: 'other' is not bound in shouldReceiveTouch of 'dismiss': it binds 'gesture', 'touch' and ids"#),
    .init(
      "row is not bound outside table questions", .card,
      #""pointInside": {"cases": [{"if": {"row": 0}, "then": false}], "else": "default"}"#,
      #"10:40: 'row' is not bound in pointInside of 'card': it binds 'self', 'point' and ids"#),
    .init(
      "self is not bound in a delegate question", .dismiss,
      #""delegate": {"shouldBegin": {"cases": [{"if": {"self.isHidden": true}, "then": false}], "else": true}}"#,
      #"13:51: 'self' is not bound in shouldBegin of 'dismiss': it binds 'gesture' and ids"#),
    .init(
      "touch is read through a member", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch": "buy"}, "then": false}], "else": true}}"#,
      #"13:58: 'touch' is read through a member: 'touch.view', 'touch.location' or 'touch.tapCount'"#),
    .init(
      "unknown member of touch has a did-you-mean", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.locaton": {"inside": "buy"}}, "then": false}], "else": true}}"#,
      #"13:58: 'touch' has no member 'locaton'; did you mean 'location'?"#),
    .init(
      "a view compared with a number", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.view": {"<": 3}}, "then": false}], "else": true}}"#,
      #"13:73: '<' compares numbers, and 'touch.view' is a view"#),
    .init(
      "a point compared with a number", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.location": 3}, "then": false}], "else": true}}"#,
      #"13:76: the test of the point 'touch.location' takes {"inside": view} or {"in": view, "x": ...}, found a number"#
    ),
    .init(
      "dominant on a number", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.tapCount": {"dominant": "x"}}, "then": false}], "else": true}}"#,
      #"13:77: unknown comparison 'dominant' for the number 'touch.tapCount' (it takes <, <=, >, >=, == and !=)"#),
    .init(
      "a rectangle tested directly", .card,
      #""pointInside": {"cases": [{"if": {"card.frame": {"<": 3}}, "then": false}], "else": "default"}"#,
      #"10:55: '<' compares numbers, and 'card.frame' is a rectangle"#),
    .init(
      "bad gesture state has a did-you-mean", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"drag.state": "begun"}, "note": "x"}]}"#,
      #"9:58: 'begun' is not a gesture state; did you mean 'began'? (possible, began, changed, ended, cancelled, failed)"#
    ),
    .init(
      "an answer with cases needs else", .buy,
      #""beginTracking": {"cases": [{"if": {"touch.tapCount": 2}, "then": false}]}"#,
      #"7:22: the answer of beginTracking of 'buy' is missing the required key 'else'"#),
    .init(
      "a view id for a bool question", .buy,
      #""beginTracking": {"cases": [{"if": {"touch.tapCount": 2}, "then": false}], "else": "buy"}"#,
      #"7:88: beginTracking of 'buy' answers true, false or "default", found a string"#),
    .init(
      "unknown comparison has a did-you-mean", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.tapCount": {"=<": 2}}, "then": false}], "else": true}}"#,
      #"13:77: unknown comparison '=<' for the number 'touch.tapCount'; did you mean '<'? (it takes <, <=, >, >=, == and !=)"#
    ),
    .init(
      "forward outside touch methods", .sheet,
      #""on": {"scrollViewDidScroll": [{"forward": "touchesMoved"}]}"#,
      #"9:36: 'forward' passes a touch method on; 'scrollViewDidScroll' is not one"#),
    .init(
      "send to a view that is not a control", .drag,
      #""on": {"gestureAction": [{"send": {"control": "card", "event": "touchUpInside"}}]}"#,
      #"15:50: 'card' is a UIView, not a control: 'send' sends a control's events"#),
    .init(
      "send of an unknown control event has a did-you-mean", .drag,
      #""on": {"gestureAction": [{"send": {"control": "buy", "event": "touchUpInsde"}}]}"#,
      #"15:66: 'touchUpInsde' is not a control event; did you mean 'touchUpInside'?"#),
    .init(
      "requireToFail naming itself", .drag,
      #""on": {"gestureAction": [{"requireToFail": {"gesture": "drag", "toFail": "drag"}}]}"#,
      #"15:47: a recognizer cannot require itself to fail"#),
    .init(
      "requireToFail of an unknown recognizer has a did-you-mean", .drag,
      #""on": {"gestureAction": [{"requireToFail": {"gesture": "sheet.pan", "toFail": "dismis"}}]}"#,
      #"15:82: 'dismis' is not a gesture recognizer of this scenario; did you mean 'dismiss'?"#),
    .init(
      "computed value on a bool property", .sheet,
      #""on": {"scrollViewDidScroll": [{"set": {"card.isHidden": {"ref": "sheet.contentOffset.y"}}}]}"#,
      #"9:62: 'card.isHidden' is not a number: only number properties take a computed value {"ref": ...}"#),
    .init(
      "ref reading a vector for a number property", .sheet,
      #""on": {"scrollViewDidScroll": [{"set": {"card.alpha": {"ref": "sheet.contentOffset"}}}]}"#,
      #"9:67: 'ref' reads a vector here; 'card.alpha' needs a number (read a member, like 'sheet.contentOffset.y')"#),
    .init(
      "set of an unknown property", .sheet,
      #""on": {"scrollViewDidScroll": [{"set": {"card.colour": 1}}]}"#,
      #"9:45: 'card' has no settable property 'colour'"#),
    .init(
      "set of contentOffset on a plain view", .sheet,
      #""on": {"scrollViewDidScroll": [{"set": {"card.contentOffset.y": 0}}]}"#,
      #"9:45: 'card' has no settable property 'contentOffset.y'"#),
    .init(
      "all with no conditions", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"all": []}, "note": "x"}]}"#,
      #"9:51: 'all' needs at least one condition"#),
    .init(
      "an empty condition", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {}, "note": "x"}]}"#,
      #"9:43: a condition needs at least one test, like {"touch.view": {"is": "self"}}"#),
    .init(
      "a number as a condition", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": 3, "note": "x"}]}"#,
      #"9:43: a condition must be an object of tests (or true or false), found a number"#),
    .init(
      "dominant of an axis that does not exist", .drag,
      #""on": {"gestureAction": [{"if": {"gesture.velocity": {"dominant": "z"}}, "note": "x"}]}"#,
      #"15:70: 'dominant' is "x" or "y", found "z""#),
    .init(
      "a point test without a test", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.location": {}}, "then": false}], "else": true}}"#,
      #"13:76: the test of the point 'touch.location' needs 'inside', 'x', 'y' or 'rect'"#),
    .init(
      "unknown view class has a did-you-mean", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.view": {"class": "UIButon"}}, "then": false}], "else": true}}"#,
      #"13:82: 'UIButon' is not a view class TouchSim knows; did you mean 'UIButton'?"#),
    .init(
      "a view where a recognizer is expected", .dismiss,
      #""delegate": {"shouldRecognizeSimultaneouslyWith": {"cases": [{"if": {"other": "card"}, "then": true}], "else": false}}"#,
      #"13:82: 'other' takes a gesture recognizer, and 'card' is a view"#),
    .init(
      "a bool for willSelectRow", .table,
      #""willSelectRow": {"cases": [{"if": {"row": 0}, "then": false}], "else": "default"}"#,
      #"5:60: willSelectRow of 'table' answers a row number, null or "default", found a bool"#),
    .init(
      "a number for hitTest", .root,
      #""hitTest": {"cases": [{"if": {"point": {"inside": "buy"}}, "then": 3}], "else": "default"}"#,
      #"3:70: hitTest of 'root' answers a view id or path, null or "default", found a number"#),
    .init(
      "a path with an empty member", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch..view": "buy"}, "then": false}], "else": true}}"#,
      #"13:58: 'touch..view' is not a path: write a name and members, like 'S.contentOffset.y'"#),
    .init(
      "a member of a bool", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"sheet.isDragging.x": 1}, "note": "x"}]}"#,
      #"9:44: 'sheet.isDragging' is a bool and has no member 'x'"#),
    .init(
      "a scroll view member of any view", .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.view.contentOffset.y": 0}, "then": false}], "else": true}}"#,
      #"13:58: 'touch.view' may be any view: name the view by id to read 'contentOffset' (a scroll view or control member)"#
    ),
    .init(
      "a string compared with a number", .table,
      #""shouldHighlightRow": {"cases": [{"if": {"row": {">": "2"}}, "then": false}], "else": true}"#,
      #"5:59: '>' compares the number 'row' with a number, found a string"#),
    .init(
      "a number for a bool", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"self.isDragging": 1}, "note": "x"}]}"#,
      #"9:63: the test of 'self.isDragging' takes true, false or {"!=": bool}, found a number"#),
    .init(
      "a misspelt state in oneOf has a did-you-mean", .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"drag.state": {"oneOf": ["began", "chnaged"]}}, "note": "x"}]}"#,
      #"9:78: 'chnaged' is not a gesture state; did you mean 'changed'? (possible, began, changed, ended, cancelled, failed)"#
    ),
    .init(
      "a negative row for willSelectRow", .table,
      #""willSelectRow": {"cases": [{"if": {"row": 0}, "then": -1}], "else": "default"}"#,
      #"5:60: the row willSelectRow of 'table' answers must be a whole number from 0 to 20000"#),
    .init(
      "an action that does not exist", .card,
      #""on": {"touchesEnded": [{"if": {"touch.view": "self"}, "hide": true}]}"#,
      #"10:61: unknown key 'hide' in a reaction to 'touchesEnded'"#),
    .init(
      "a reaction with two actions", .drag,
      #""on": {"gestureAction": [{"note": "a", "set": {"card.isHidden": true}}]}"#,
      #"15:29: a reaction needs exactly one action: 'set', 'note', 'forward', 'remove', 'animate', 'requireToFail', 'removeRequireToFail', 'send', 'becomeFirstResponder', 'resignFirstResponder', 'endEditing', 'beginRefreshing', 'endRefreshing', 'popViewController' or 'popToRootViewController'"#
    ),
    .init(
      "endEditing of an unknown view", .drag,
      #""on": {"gestureAction": [{"endEditing": "rot"}]}"#,
      #"15:44: 'rot' is not a view of this scenario; did you mean 'root'?"#),
    .init(
      "isEditing of a view that does not edit", .drag,
      #""on": {"gestureAction": [{"if": {"card.isEditing": true}, "note": "n"}]}"#,
      #"15:37: 'card' has no member 'isEditing'"#),
    .init(
      "a content offset of one number", .sheet,
      #""on": {"scrollViewDidScroll": [{"set": {"sheet.contentOffset": [0]}}]}"#,
      #"9:68: 'sheet.contentOffset' must have 2 numbers, found 1"#),
    .init(
      "an unknown key in a vector test has a did-you-mean", .drag,
      #""delegate": {"shouldBegin": {"cases": [{"if": {"gesture.translation": {"x": {"<": 0}, "w": 1}}, "then": false}], "else": true}}"#,
      #"15:90: unknown key 'w' in the test of the vector 'gesture.translation'; did you mean 'x'?"#),
    .init(
      "an outside test of a view that does not exist has a did-you-mean", .card,
      #""on": {"touchesEnded": [{"if": {"outside": "bye"}, "set": {"card.isHidden": true}}]}"#,
      #"10:49: 'bye' is neither an id of this scenario nor a name bound in 'touchesEnded' of 'card'; did you mean 'buy'?"#
    ),
  ]

  /// Right logic at every place, so that each refusal below is the bad fragment's.
  static let valid: [(Place, String)] = [
    (.card, #""on": {"touchesEnded": [{"if": {"outside": "buy"}, "set": {"card.isHidden": true}}]}"#),
    (.root, #""hitTest": {"cases": [{"if": {"point": {"inside": "buy"}}, "then": "default"}], "else": null}"#),
    (.table, #""willSelectRow": {"cases": [{"if": {"row": {">=": 3}}, "then": null}], "else": "default"}"#),
    (
      .buy,
      #""beginTracking": {"cases": [{"if": {"touch.location": {"in": "self", "x": {"<": 40}}}, "then": true}], "else": false}"#
    ),
    (
      .sheet,
      #""on": {"scrollViewDidScroll": [{"if": {"self.contentOffset.y": {"<": 0}}, "set": {"sheet.contentOffset.y": 0}}]}"#
    ),
    (
      .card,
      #""pointInside": {"cases": [{"if": {"point": {"in": "self", "y": {"<": 10}}}, "then": false}], "else": "default"}"#
    ),
    (
      .dismiss,
      #""delegate": {"shouldReceiveTouch": {"cases": [{"if": {"touch.view": {"descendantOf": "table"}}, "then": false}], "else": true}}"#
    ),
    (
      .drag,
      #""on": {"gestureAction": [{"if": {"gesture.state": "began"}, "requireToFail": {"gesture": "sheet.pan", "toFail": "drag"}}]}"#
    ),
  ]

  @Test func theTemplateWithRightLogicAtEveryPlaceLoads() throws {
    for (place, fragment) in Self.valid {
      #expect(throws: Never.self, "\(place)") {
        try LoadedScenario.load(Array(Self.scenario(fragment, at: place).utf8))
      }
    }
    #expect(Set(Self.valid.map(\.0)) == Set(Place.allCases))
    #expect(Self.cases.count >= 25)
  }

  @Test(arguments: cases)
  func badLogicIsRefusedAtItsPlaceWithAClearMessage(_ testCase: Case) throws {
    let text = Self.scenario(testCase.fragment, at: testCase.place)
    do {
      _ = try LoadedScenario.load(Array(text.utf8))
      Issue.record("\(testCase.name): the scenario loads")
    } catch {
      let place = error.location.map { "\($0.line):\($0.column)" } ?? "nowhere"
      #expect("\(place): \(error.message)" == testCase.expected, "\(testCase.name)")
      #expect(error.message.first?.isUppercase == false && !error.message.hasSuffix("."), "lowercase, no period")
    }
  }
}
