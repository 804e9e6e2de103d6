import Foundation
import Testing
import TouchSim

@testable import TouchSimScenario

/// The schema's app-logic vocabulary (Docs/ScenarioFormat.md "App logic") against its Swift
/// declarations: every question (`LogicQuestion`) is answerable with cases where it is written,
/// every callback (`ScenarioDecoder.callbacks(ofViewClass:)`, `gestureCallbacks`) is a key of
/// `on` on exactly the classes that make it, and every action (`LogicAction.names`) is a
/// reaction's key.
@Suite struct ScenarioSchemaLogicTests {
  let reading: SchemaReading
  init() throws { reading = try SchemaReading() }

  func accepts(_ json: String, at pointer: String) throws -> Bool {
    reading.validator.accepts(try JSONNode(text: json), against: try reading.node(pointer))
  }

  /// Where a question's key is: the delegate's properties or the view's.
  static func pointer(of question: LogicQuestion) -> String {
    question.owner == .delegate
      ? "#/definitions/delegate/properties/\(question.rawValue)"
      : "#/definitions/viewObject/properties/\(question.rawValue)"
  }

  /// An answer of the question's kind, and one of another kind.
  static func answers(of question: LogicQuestion) -> (good: String, bad: String) {
    switch question.answer {
    case .bool: return ("false", "\"T\"")
    case .view: return ("\"self\"", "3")
    case .row: return ("2", "true")
    }
  }

  @Test(arguments: LogicQuestion.allCases)
  func everyQuestionTakesCasesOfItsAnswerTypeWhereItIsWritten(_ question: LogicQuestion) throws {
    let pointer = Self.pointer(of: question)
    let (good, bad) = Self.answers(of: question)
    let condition = #"{"any": [{"self": {"class": "UIView"}}, {"not": true}]}"#
    #expect(try accepts(#"{"cases": [{"if": \#(condition), "then": \#(good)}], "else": \#(good)}"#, at: pointer))
    #expect(try accepts(#"{"else": \#(good)}"#, at: pointer))
    #expect(!(try accepts(#"{"cases": [{"if": true, "then": \#(bad)}], "else": \#(good)}"#, at: pointer)))
    #expect(!(try accepts(#"{"cases": [{"if": true, "then": \#(good)}]}"#, at: pointer)), "else is required")
    #expect(!(try accepts(#"{"cases": [{"then": \#(good)}], "else": \#(good)}"#, at: pointer)), "if is required")
    #expect(!(try accepts(#"{"cases": [], "else": \#(good), "otherwise": true}"#, at: pointer)))
  }

  /// Each question is a key of the classes that are asked it (a delegate's, any view's, a
  /// scroll view's, a control's or a table's), and of no other class.
  @Test(arguments: LogicQuestion.allCases)
  func everyQuestionIsAKeyOfTheClassesItIsWrittenOn(_ question: LogicQuestion) throws {
    if question.owner == .delegate {
      #expect(try reading.propertyNames("#/definitions/delegate").contains(question.rawValue))
      return
    }
    for viewClass in ViewClass.all {
      let branches = try reading.branches("#/definitions/viewObject", for: .object(["class": .string(viewClass.name)]))
      try #require(branches.count == 1)
      let allowed = !reading.allowedKeys(in: branches[0], among: [question.rawValue]).isEmpty
      let asked: Bool
      switch question.owner {
      case .delegate, .view: asked = true
      case .scrollView: asked = viewClass.isScrollView
      case .control: asked = ViewClass.trackingClassNames.contains(viewClass.name)
      case .table: asked = viewClass.name == ViewClass.tableClassName
      case .collectionView: asked = viewClass.name == ViewClass.collectionViewClassName
      case .textField: asked = viewClass.name == "UITextField"
      case .textView: asked = viewClass.name == "UITextView"
      }
      #expect(allowed == asked, "\(question.rawValue) on \(viewClass.name)")
    }
  }

  @Test(arguments: ViewClass.all.map(\.name))
  func eachViewClassReactsToExactlyItsCallbacks(_ className: String) throws {
    let all = Set(ViewClass.all.flatMap { ScenarioDecoder.callbacks(ofViewClass: $0.name) })
    let branches = try reading.branches("#/definitions/viewObject", for: .object(["class": .string(className)]))
    try #require(branches.count == 1)
    let on = try #require(branches[0]["properties"]?["on"], "\(className): no 'on' in its class branch")
    let allowed = reading.allowedKeys(in: on, among: all)
    #expect(allowed == Set(ScenarioDecoder.callbacks(ofViewClass: className)), "\(className)")
  }

  @Test func recognizersReactToTheirActionOnly() throws {
    #expect(try reading.propertyNames("#/definitions/gesture/properties/on") == Set(ScenarioDecoder.gestureCallbacks))
  }

  @Test func callbackNamesAreTheSwiftEnums() throws {
    #expect(
      reading.strings(try reading.node("#/definitions/scrollDelegateCall"))
        == Set(ScrollDelegateCall.allCases.map(\.rawValue)))
    #expect(
      reading.strings(try reading.node("#/definitions/controlEvent")) == Set(ControlEvent.allCases.map(\.rawValue)))
  }

  @Test func aReactionHasAnOptionalIfAndExactlyOneOfTheActions() throws {
    #expect(try reading.propertyNames("#/definitions/reaction") == Set(["if"] + LogicAction.names))
    let samples = [
      "set": #"{"V.isHidden": true}"#, "note": #""n""#, "forward": #""touchesBegan""#, "remove": #""V""#,
      "animate": #"{"view": "V", "duration": 300, "to": {"alpha": 0}}"#,
      "requireToFail": #"{"gesture": "a", "toFail": "b"}"#, "removeRequireToFail": #"{"gesture": "a", "toFail": "b"}"#,
      "send": #"{"control": "B", "event": "touchDragExit"}"#, "becomeFirstResponder": #""F""#,
      "resignFirstResponder": #""F""#, "endEditing": #""V""#, "beginRefreshing": #""R""#, "endRefreshing": #""R""#,
      "popViewController": #""N""#, "popToRootViewController": #""N""#,
    ]
    #expect(Set(samples.keys) == Set(LogicAction.names))
    for name in LogicAction.names {
      let action = try #require(samples[name])
      #expect(try accepts(#"{"\#(name)": \#(action)}"#, at: "#/definitions/reaction"), "\(name)")
      #expect(try accepts(#"{"if": {"touch.tapCount": 2}, "\#(name)": \#(action)}"#, at: "#/definitions/reaction"))
      // Only touch methods forward.
      let elsewhere = try accepts(#"[{"\#(name)": \#(action)}]"#, at: "#/definitions/callbackReactions")
      #expect(elsewhere == (name != "forward"), "\(name) in a callback other than a touch method")
      for other in LogicAction.names where other != name {
        let both = #"{"\#(name)": \#(action), "\#(other)": \#(try #require(samples[other]))}"#
        #expect(!(try accepts(both, at: "#/definitions/reaction")), "\(name) with \(other)")
      }
    }
    #expect(!(try accepts(#"{"if": true}"#, at: "#/definitions/reaction")), "a reaction needs an action")
  }

  /// The conditions the format documents, by predicate kind, and shapes no type takes.
  @Test func conditionsOfEveryPredicateKindValidateAndMalformedOnesDoNot() throws {
    let valid = [
      "true", #"{"S.isDragging": true}"#, #"{"S.isDragging": {"!=": false}}"#, #"{"touch.tapCount": 2}"#,
      #"{"S.contentOffset.y": {"<": 0, ">=": -50}}"#, #"{"gesture.state": "began"}"#,
      #"{"gesture.state": {"oneOf": ["began", "changed"]}}"#, #"{"touch.view": "B"}"#, #"{"touch.view": null}"#,
      #"{"touch.view": {"is": "self", "isNot": "B", "class": "UIControl", "descendantOf": "S"}}"#,
      #"{"other": {"class": "UIPanGestureRecognizer"}}"#, #"{"touch.location": {"inside": "B"}}"#,
      #"{"touch.location": {"in": "S", "x": {"<": 20}, "y": 5, "rect": [0, 0, 10, 10]}}"#,
      #"{"gesture.velocity": {"dominant": "x", "y": {"<": 100}}}"#,
      #"{"all": [{"not": {"row": 0}}, {"any": [true, {"S.pan.state": "changed"}]}]}"#,
    ]
    for condition in valid { #expect(try accepts(condition, at: "#/definitions/condition"), "\(condition)") }
    let invalid = [
      "3", #""touch""#, "{}", #"{"all": []}"#, #"{"any": {}}"#, #"{"touch..view": true}"#,
      #"{"touch.tapCount": {"<<": 3}}"#, #"{"gesture.velocity": {"dominant": "z"}}"#,
      #"{"touch.location": {"rect": [0, 0, 10]}}"#, #"{"touch.view": {"is": 3}}"#, #"{"x": [1, 2]}"#,
    ]
    for condition in invalid { #expect(!(try accepts(condition, at: "#/definitions/condition")), "\(condition)") }
  }

  @Test func aReactionSetTakesFramesContentOffsetsAndComputedNumbers() throws {
    let pointer = "#/definitions/reactionAssignments"
    for good in [
      #"{"V.frame": [0, 0, 10, 10]}"#, #"{"V.frame.y": 3}"#, #"{"S.contentOffset": [0, 5]}"#,
      #"{"S.contentOffset.y": {"ref": "S.contentOffset.y", "add": -1, "min": 0, "max": 10}}"#,
      #"{"V.alpha": {"ref": "gesture.translation.y"}}"#, #"{"S.pan.isEnabled": false}"#,
    ] {
      #expect(try accepts(good, at: pointer), "\(good)")
    }
    for bad in [
      #"{"V.frame": [0, 0, 10]}"#, #"{"S.contentOffset": 3}"#, #"{"V.isHidden": {"ref": "V.isHidden"}}"#,
      #"{"V.frame.y": {"add": 1}}"#, #"{"V.tag": {"ref": "row"}}"#, #"{"V.colour": 1}"#,
    ] {
      #expect(!(try accepts(bad, at: pointer)), "\(bad)")
    }
  }

  /// The examples an editor shows are valid where they are shown.
  @Test func everyExampleInTheSchemaValidatesAgainstItsSubschema() throws {
    var checked = 0
    func walk(_ node: JSONNode, at pointer: String) {
      if case .object(let members) = node, let examples = members["examples"]?.items {
        for example in examples {
          checked += 1
          #expect(reading.validator.accepts(example, against: node), "\(pointer): \(example)")
        }
      }
      switch node {
      case .object(let members):
        for (key, value) in members where key != "examples" { walk(value, at: pointer + "/" + key) }
      case .array(let items): for (index, item) in items.enumerated() { walk(item, at: pointer + "/\(index)") }
      default: break
      }
    }
    walk(reading.schema, at: "#")
    #expect(checked >= 30)
  }
}
