/// An edit of a real scenario for the schema/decoder agreement tests: JSON pointers set to
/// JSON text (`nil` removes the member).
struct ScenarioMutation: Sendable, CustomStringConvertible {
  let name: String
  let edits: [(pointer: String, json: String?)]
  /// For a mutation both must reject: a fragment of the decoder's message, so the decoder is
  /// seen to reject it for the same reason as the schema.
  let decoderMessage: String?

  var description: String { name }

  /// The scenario every mutation edits: a scroll view `S` holding a plain view `V` and a
  /// button `B`, under a root `R` with a tap recognizer `tap`.
  static let base = "Scenarios/scroll-view/t10c-tap-recognizer-tap-on-button.json"
  static let scroll = "/root/subviews/0"
  static let plainView = "/root/subviews/0/subviews/0"
  static let button = "/root/subviews/0/subviews/1"

  init(_ name: String, _ edits: [(String, String?)], rejectedWith decoderMessage: String? = nil) {
    self.name = name
    self.edits = edits.map { (pointer: $0.0, json: $0.1) }
    self.decoderMessage = decoderMessage
  }

  /// Mutations the schema and the decoder must both reject.
  static let invalid: [ScenarioMutation] = [
    .init("unknown top-level key", [("/colour", "1")], rejectedWith: "unknown key 'colour' in the scenario"),
    .init("movesInPlace not a boolean", [("/touches/0/movesInPlace", "1")], rejectedWith: "'movesInPlace'"),
    .init(
      "empty controller name", [("/root/controller", #"{"name": ""}"#)], rejectedWith: "'name' must not be empty"),
    .init(
      "contentSize on a UIView", [(plainView + "/contentSize", "[390, 1000]")],
      rejectedWith: "not valid for class 'UIView'"),
    .init(
      "contentSize on the root (class omitted: UIView)", [("/root/contentSize", "[390, 1000]")],
      rejectedWith: "not valid for class 'UIView'"),
    .init(
      "isEnabled on a UIScrollView", [(scroll + "/isEnabled", "true")],
      rejectedWith: "not valid for class 'UIScrollView'"),
    .init("rows on a UIScrollView", [(scroll + "/rows", "3")], rejectedWith: "not valid for class 'UIScrollView'"),
    .init(
      "bad view class name", [(scroll + "/class", "\"UIScrolView\"")],
      rejectedWith: "unknown view class 'UIScrolView'"),
    .init(
      "frame of the wrong type", [(button + "/frame", "\"100, 300, 190, 60\"")],
      rejectedWith: "'frame' must be an array"),
    .init(
      "frame with three numbers", [(button + "/frame", "[100, 300, 190]")],
      rejectedWith: "'frame' must have 4 numbers"),
    .init("negative frame width", [(button + "/frame", "[100, 300, -1, 60]")], rejectedWith: "must not be negative"),
    .init(
      "frame missing below the root", [(plainView + "/frame", nil)], rejectedWith: "missing the required key 'frame'"),
    .init("alpha above 1", [(plainView + "/alpha", "2")], rejectedWith: "'alpha' must be between 0 and 1"),
    .init("empty controller name", [("/root/controller", "\"\"")], rejectedWith: "'controller' must not be empty"),
    // Issue 12: one record is one line.
    .init(
      "view id with a newline", [(plainView + "/id", #""V\nW""#)],
      rejectedWith: "'id' must not contain control characters or line separators (U+000A at character 2)"),
    .init(
      "controller name with ESC", [("/root/controller", #""VC\u001b[31m""#)],
      rejectedWith: "'controller' must not contain control characters or line separators (U+001B at character 3)"),
    .init(
      "recognizer id with a line separator", [("/gestures/0/id", #""tap\u2028""#)],
      rejectedWith: "'id' must not contain control characters or line separators (U+2028 at character 4)"),
    .init(
      "unknown recognizer class", [("/gestures/0/class", "\"UITapRecognizer\"")],
      rejectedWith: "unknown gesture recognizer class"),
    .init(
      "direction on a tap recognizer", [("/gestures/0/direction", "\"left\"")],
      rejectedWith: "unknown key 'direction'"),
    .init("tap needing 0 taps", [("/gestures/0/numberOfTapsRequired", "0")], rejectedWith: "whole number from 1 to 10"),
    .init(
      "unknown delegate answer", [("/gestures/0/delegate", #"{"shouldBeginn": true}"#)],
      rejectedWith: "did you mean 'shouldBegin'"),
    .init("touches missing", [("/touches", nil)], rejectedWith: "missing the required key 'touches'"),
    .init("format 2", [("/format", "2")], rejectedWith: "unsupported format"),
    .init("window of zero width", [("/window", "[0, 844]")], rejectedWith: "must be positive"),
    .init(
      "stroke ending neither ended nor cancelled", [("/touches/0/end", "\"lifted\"")], rejectedWith: "'end' must be"),
    .init("path of one point", [("/touches/0/path", "[[0, 195, 330]]")], rejectedWith: "at least two points"),
    .init("fractional finger", [("/touches/0/finger", "1.5")], rejectedWith: "'finger' must be a whole number"),
    .init(
      "reaction with both note and forward",
      [(plainView + "/on", #"{"touchesBegan": [{"note": "x", "forward": "touchesBegan"}]}"#)],
      rejectedWith: "exactly one action: 'set', 'note', 'forward'"),
    .init(
      "forward to an unknown method", [(plainView + "/on", #"{"touchesBegan": [{"forward": "touchesStarted"}]}"#)],
      rejectedWith: "'forward' must name a touch method"),
    // App logic (issue 15): `if` is valid on every reaction; an action that does not exist is not.
    .init(
      "reaction with an action that does not exist",
      [(plainView + "/on", #"{"touchesEnded": [{"hide": "V", "if": {"touch.view": "V"}}]}"#)],
      rejectedWith: "unknown key 'hide'"),
    .init(
      "reaction with two actions",
      [
        (
          plainView + "/on",
          #"{"touchesEnded": [{"if": {"touch.tapCount": 2}, "note": "x", "set": {"V.isHidden": true}}]}"#
        )
      ],
      rejectedWith: "a reaction needs exactly one action: 'set', 'note', 'forward'"),
    .init(
      "forward in a scroll delegate reaction",
      [(scroll + "/on", #"{"scrollViewDidScroll": [{"forward": "touchesBegan"}]}"#)],
      rejectedWith: "'forward' passes a touch method on; 'scrollViewDidScroll' is not one"),
    .init(
      "a control event on a plain view", [(plainView + "/on", #"{"touchUpInside": [{"note": "x"}]}"#)],
      rejectedWith: "unknown key 'touchUpInside'"),
    .init(
      "a scroll delegate call on a button", [(button + "/on", #"{"scrollViewDidScroll": [{"note": "x"}]}"#)],
      rejectedWith: "unknown key 'scrollViewDidScroll'"),
    .init(
      "beginTracking on a scroll view", [(scroll + "/beginTracking", "false")],
      rejectedWith: "not valid for class 'UIScrollView'"),
    .init(
      "willSelectRow on a scroll view", [(scroll + "/willSelectRow", "1")],
      rejectedWith: "not valid for class 'UIScrollView'"),
    .init(
      "an answer with cases but no else",
      [("/gestures/0/delegate", #"{"shouldReceiveTouch": {"cases": [{"if": true, "then": false}]}}"#)],
      rejectedWith: "missing the required key 'else'"),
    .init(
      "a case without then",
      [(button + "/beginTracking", #"{"cases": [{"if": true}], "else": true}"#)],
      rejectedWith: "missing the required key 'then'"),
    .init(
      "a recognizer reacting to a control event", [("/gestures/0/on", #"{"touchUpInside": [{"note": "x"}]}"#)],
      rejectedWith: "unknown key 'touchUpInside'"),
    .init(
      "send of an unknown control event",
      [("/gestures/0/on", #"{"gestureAction": [{"send": {"control": "B", "event": "tapped"}}]}"#)],
      rejectedWith: "'tapped' is not a control event"),
    .init(
      "reaction method that does not exist", [(plainView + "/on", #"{"touchesStarted": [{"note": "x"}]}"#)],
      rejectedWith: "unknown key 'touchesStarted'"),
    .init(
      "set of an unknown property", [("/actions", #"[{"t": 10, "set": {"V.colour": true}}]"#)],
      rejectedWith: "no settable property 'colour'"),
    .init(
      "set of a bool property to a number", [("/actions", #"[{"t": 10, "set": {"V.isHidden": 1}}]"#)],
      rejectedWith: "takes a bool"),
    .init("empty set", [("/actions", #"[{"t": 10, "set": {}}]"#)], rejectedWith: "a non-empty object"),
    .init(
      "unknown field in a pattern", [("/expect", #"{"sequence": [{"to": "B", "cal": "x"}]}"#)],
      rejectedWith: "unknown record field 'cal'"),
    .init("empty pattern", [("/expect", #"{"never": [{}]}"#)], rejectedWith: "non-empty object of record fields"),
  ]

  /// Mutations both must accept: the schema is not stricter than the decoder.
  static let valid: [ScenarioMutation] = [
    .init("explicit class UIView", [(plainView + "/class", "\"UIView\"")]),
    .init(
      "set on a scroll view's own recognizer (an id with a dot)",
      [("/actions", #"[{"t": 10, "set": {"S.pan.isEnabled": false}}]"#)]),
    .init("isEnabled on a UIButton", [(button + "/isEnabled", "false")]),
    .init(
      "scroll-view keys",
      [
        (scroll + "/decelerationRate", "\"fast\""), (scroll + "/touchesShouldCancel", #"{"B": true, "*": false}"#),
        (scroll + "/contentInset", "[10, 0, 10, 0]"), (scroll + "/bounces", "false"),
      ]),
    .init(
      "a UITableView with rows",
      [(scroll + "/class", "\"UITableView\""), (scroll + "/rows", "3"), (scroll + "/rowHeight", "50")]),
    .init(
      "swipe with a direction",
      [("/gestures/0/class", "\"UISwipeGestureRecognizer\""), ("/gestures/0/direction", "\"left\"")]),
    .init(
      "long press with its parameters",
      [
        ("/gestures/0/class", "\"UILongPressGestureRecognizer\""), ("/gestures/0/numberOfTapsRequired", "0"),
        ("/gestures/0/minimumPressDuration", "0.3"), ("/gestures/0/allowableMovement", "20"),
      ]),
    .init("the example circle recognizer", [("/gestures/0/class", "\"CircleGestureRecognizer\"")]),
    .init(
      "recognizer delegate and flags",
      [
        ("/gestures/0/delegate", #"{"shouldRecognizeSimultaneouslyWith": true, "shouldBegin": false}"#),
        ("/gestures/0/cancelsTouchesInView", "false"), ("/gestures/0/requireToFail", "[]"),
      ]),
    .init(
      "reactions of each kind",
      [
        (
          plainView + "/on",
          #"""
          {"touchesBegan": [{"set": {"S.isScrollEnabled": false}}, {"forward": "touchesBegan"}],
           "touchesEnded": [{"note": "n", "if": {"outside": "S"}}]}
          """#
        )
      ]),
    .init("a timed action", [("/actions", #"[{"t": 100, "set": {"tap.isEnabled": false, "V.alpha": 0.5}}]"#)]),
    .init("controller as an object", [("/root/controller", #"{"name": "VC", "touches": "handle"}"#)]),
    .init(
      "pointInside and hitTest overrides",
      [(plainView + "/pointInside", #"{"insets": [-10, -10, -10, -10]}"#), ("/root/hitTest", #"{"prefer": ["B"]}"#)]),
    .init("cancelled stroke sampled at 60 Hz", [("/touches/0/end", "\"cancelled\""), ("/touches/0/hz", "60")]),
    .init("a stroke whose resting points are moves", [("/touches/0/movesInPlace", "true")]),
    .init("window and $schema omitted", [("/window", nil), ("/$schema", nil)]),
    .init("any $schema path", [("/$schema", "\"https://example.com/scenario.schema.json\"")]),
    // App logic (issue 15).
    .init(
      "if on a set reaction",
      [
        (
          plainView + "/on",
          #"{"touchesEnded": [{"set": {"V.isHidden": true}, "if": {"touch.location": {"inside": "V"}}}]}"#
        )
      ]),
    .init(
      "delegate answers with cases",
      [
        (
          "/gestures/0/delegate",
          #"""
          {"shouldReceiveTouch": {"cases": [{"if": {"any": [{"touch.view": {"class": "UIButton"}},
             {"touch.view": {"descendantOf": "V"}}]}, "then": false}], "else": true},
           "shouldBegin": {"cases": [{"if": {"gesture.velocity": {"dominant": "x"}}, "then": true}], "else": false},
           "shouldRecognizeSimultaneouslyWith": {"cases": [{"if": {"other": "S.pan", "S.contentOffset.x": {"<=": 0}},
             "then": true}], "else": false},
           "shouldRequireFailureOf": {"else": false}}
          """#
        )
      ]),
    .init(
      "view answers with cases",
      [
        (
          plainView + "/pointInside",
          #"{"cases": [{"if": {"point": {"in": "self", "y": {"<": 10}}}, "then": false}], "else": "default"}"#
        ),
        ("/root/hitTest", #"{"cases": [{"if": {"point": {"inside": "B"}}, "then": "default"}], "else": null}"#),
        (
          plainView + "/gestureRecognizerShouldBegin",
          #"{"cases": [{"if": {"gesture": {"class": "UITapGestureRecognizer"}}, "then": false}], "else": "default"}"#
        ),
        (
          scroll + "/touchesShouldCancel",
          #"{"cases": [{"if": {"view": {"class": "UIControl"}}, "then": true}], "else": "default"}"#
        ),
        (
          scroll + "/touchesShouldBegin",
          #"{"cases": [{"if": {"touch.tapCount": {">": 1}}, "then": false}], "else": true}"#
        ),
      ]),
    .init(
      "control tracking answers",
      [
        (
          button + "/beginTracking",
          #"{"cases": [{"if": {"touch.location": {"in": "self", "x": {"<": 40}}}, "then": true}], "else": false}"#
        ),
        (button + "/continueTracking", "\"default\""),
      ]),
    .init(
      "table questions and selection",
      [
        (scroll + "/class", "\"UITableView\""), (scroll + "/rows", "3"),
        (scroll + "/shouldHighlightRow", #"{"cases": [{"if": {"row": 0}, "then": false}], "else": true}"#),
        (scroll + "/willSelectRow", #"{"cases": [{"if": {"row": {">=": 1}}, "then": null}], "else": "default"}"#),
        (scroll + "/on", #"{"didSelectRow": [{"if": {"row": 2}, "note": "third"}]}"#),
      ]),
    .init(
      "reactions to every kind of callback",
      [
        (
          scroll + "/on",
          #"""
          {"scrollViewDidScroll": [{"if": {"self.contentOffset.y": {"<": 0}}, "set": {"S.contentOffset.y": 0}},
             {"set": {"V.frame.y": {"ref": "S.contentOffset.y", "add": 100, "min": 0}, "V.frame": [0, 100, 390, 80]}}],
           "touchesBegan": [{"if": {"touch.view": {"isNot": "S"}}, "forward": "touchesBegan"}]}
          """#
        ),
        (button + "/on", #"{"touchUpInside": [{"send": {"control": "B", "event": "valueChanged"}}]}"#),
        (
          "/gestures/0/on",
          #"{"gestureAction": [{"if": {"gesture.state": {"oneOf": ["began", "changed"]}}, "requireToFail": {"gesture": "S.pan", "toFail": "tap"}}, {"removeRequireToFail": {"gesture": "S.pan", "toFail": "tap"}}]}"#
        ),
      ]),
    .init("expect with time bounds", [("/expect", #"{"never": [{"call": "touchesCancelled", "t<": 50, "t>": 10}]}"#)]),
  ]
}
