import Testing
import TouchSim
import TouchSimScenario

/// `expect` patterns are validated against their scenario when it is decoded, so that none
/// is an assertion that cannot fail.
@Suite struct ExpectationValidationTests {
  /// R (controller VC, a tap recognizer) holds the scroll view S with the button B and the
  /// table T of 3 rows; one finger. `PATTERN` is replaced by the pattern under test, which
  /// starts on line 12, column 15.
  static let scenario = """
    {
      "format": 1,
      "scenario": "expect validation",
      "root": {"id": "R", "controller": "VC", "subviews": [
        {"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 3000], "subviews": [
          {"id": "B", "class": "UIButton", "frame": [100, 300, 190, 60]}]},
        {"id": "T", "class": "UITableView", "frame": [0, 400, 390, 400], "rows": 3}
      ]},
      "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "R"}],
      "touches": [{"finger": 1, "path": [[0, 195, 330], [80, 195, 330]]}],
      "expect": {
        "never": [PATTERN]
      }
    }
    """

  static func load(_ pattern: String) -> ScenarioError? {
    let text = scenario.replacingOccurrences(of: "PATTERN", with: pattern)
    do {
      _ = try LoadedScenario.load(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    #"{"to": "B", "call": "controlEvent", "event": "touchUpInside"}"#,
    #"{"to": "S.pan", "call": "gestureState", "from": "possible", "state": "began"}"#,
    #"{"to": "S.delay", "call": "gestureState", "state": "failed"}"#,
    #"{"to": "T.row2", "call": "setHighlighted", "row": 2}"#,
    #"{"to": "T", "call": "didSelectRow", "row": 0}"#, #"{"to": "VC", "call": "touchesBegan", "via": "B"}"#,
    #"{"to": "window", "call": "hitTest", "result": null}"#, #"{"call": "hitTest", "result": "B", "touches": [1]}"#,
    #"{"to": "application", "call": "touchesEnded"}"#, #"{"to": "tap", "call": "gestureAction", "state": "ended"}"#,
    #"{"to": "S", "call": "scrollViewWillEndDragging", "velocity": [0, 1], "target": [0, 2]}"#,
    #"{"to": "B", "call": "set", "property": "isEnabled", "value": false}"#,
    // App logic sets a view's frame and a scroll view's contentOffset (issue 15).
    #"{"to": "B", "call": "set", "property": "frame", "value": [0, 1, 2, 3]}"#,
    #"{"to": "S", "call": "set", "property": "contentOffset", "value": [0, 0]}"#,
    #"{"to": "T", "call": "set", "property": "contentOffset"}"#, #"{"call": "set", "property": "contentOffset"}"#,
    #"{"event": "touchDown", "t>": 1, "t<": 2}"#,
    #"{"to": "tap", "call": "gestureShouldRecognizeSimultaneously", "other": "S.pan"}"#,
  ])
  func aPatternThatCanOccurIsAccepted(_ pattern: String) {
    #expect(Self.load(pattern) == nil)
  }

  @Test(arguments: [
    // The issue's two examples: an unknown receiver, and a control event used as a call.
    (#"{"to": "bogus", "call": "touchesBegan"}"#, #""bogus""#, "unknown receiver 'bogus'"),
    (
      #"{"to": "B", "call": "touchUpInside"}"#, #""touchUpInside""#,
      #"unknown call 'touchUpInside'; 'touchUpInside' is a control event: write "call": "controlEvent", "event": "touchUpInside""#
    ),
    (#"{"to": "Bb", "call": "touchesBegan"}"#, #""Bb""#, "unknown receiver 'Bb'; did you mean 'B'?"),
    (
      #"{"to": "B", "call": "touchesBegn"}"#, #""touchesBegn""#,
      "unknown call 'touchesBegn'; did you mean 'touchesBegan'?"
    ),
    (
      #"{"to": "T.row3", "call": "setHighlighted"}"#, #""T.row3""#,
      "unknown receiver 'T.row3': table 'T' has 3 rows (T.row0 to T.row2)"
    ),
    (#"{"to": "S.pann"}"#, #""S.pann""#, "unknown receiver 'S.pann'; did you mean 'S.pan'?"),
    (
      #"{"to": "window", "call": "controlEvent"}"#, #""window""#,
      "'window' never receives 'controlEvent': it goes to a control"
    ),
    (
      #"{"to": "B", "call": "controlEvent", "touches": [1]}"#, #""touches""#,
      "'controlEvent' records carry no field 'touches' (they carry: event, value)"
    ),
    (
      #"{"to": "B", "call": "cancelTracking", "at": [1, 2]}"#, #""at""#,
      "'cancelTracking' records carry no field 'at' (they carry only t, to and call)"
    ),
    (#"{"to": "B", "row": 1}"#, #""row""#, "no call to 'B' carries a field 'row'"),
    (#"{"event": "touchDown", "touches": [1]}"#, #""touches""#, "no call carries both 'touches' and 'event'"),
    (#"{"to": "T", "row": 1, "offset": [0, 0]}"#, #""offset""#, "no call to 'T' carries both 'offset' and 'row'"),
    (
      #"{"call": "controlEvent", "event": "touchUpInsid"}"#, #""touchUpInsid""#,
      "unknown control event 'touchUpInsid'; did you mean 'touchUpInside'?"
    ),
    (
      #"{"call": "gestureState", "state": "possible"}"#, #""possible""#,
      "no record has state 'possible': a return to possible (reset) is not logged; the log shows began, changed, ended, cancelled, failed"
    ),
    (
      #"{"call": "gestureState", "from": "failed"}"#, #""failed""#,
      "no gestureState record has from 'failed': a finished recognizer changes only by reset, which is not logged; the log shows possible, began, changed"
    ),
    (
      #"{"call": "gestureAction", "state": "failed"}"#, #""failed""#,
      "no gestureAction has state 'failed': actions fire for began, changed, ended, cancelled"
    ),
    (
      #"{"call": "gestureState", "state": "begun"}"#, #""begun""#,
      "unknown gesture state 'begun'; did you mean 'began'?"
    ),
    (#"{"call": "touchesBegan", "touches": [2]}"#, #"2]"#, "2 is not a finger of this scenario (its fingers: 1)"),
    (#"{"call": "touchesBegan", "touches": []}"#, #"[]"#, "'touches' must name at least one finger"),
    (
      #"{"call": "touchesBegan", "touches": [1, 1]}"#, #"1]"#,
      "'touches' must list fingers in ascending order, as the log does"
    ),
    (#"{"call": "didSelectRow", "row": 3}"#, #"3}"#, "row 3 cannot occur: table 'T' has 3 rows"),
    (#"{"call": "touchesShouldBegin", "result": "B"}"#, #""B""#, "'result' must be a bool, found a string"),
    (#"{"call": "hitTest", "result": "Bx"}"#, #""Bx""#, "unknown view 'Bx'; did you mean 'B'?"),
    (#"{"call": "touchesShouldBegin", "view": "tap"}"#, #""tap""#, "'tap' is not a view"),
    (#"{"call": "gestureShouldRecognizeSimultaneously", "other": "B"}"#, #""B""#, "'B' is not a gesture recognizer"),
    (#"{"call": "touchesBegan", "via": "V"}"#, #""V""#, "unknown responder 'V'; did you mean 'R'?"),
    (
      #"{"to": "B", "call": "set", "property": "isHiden"}"#, #""isHiden""#,
      "'B' has no settable property 'isHiden'; did you mean 'isHidden'?"
    ),
    (
      #"{"to": "B", "call": "set", "property": "contentOffset"}"#, #""contentOffset""#,
      "'B' has no settable property 'contentOffset'"
    ),
    (#"{"call": "touchesBegan", "at": [1, 2, 3]}"#, #"[1, 2, 3]"#, "'at' must be [x, y], found an array"),
    (
      #"{"to": "B", "why": "C3"}"#, #""why""#,
      "'why' is only in logs made with --explain; expect blocks are checked against the log without it"
    ),
    (
      #"{"call": "nothing"}"#, #""nothing""#,
      "'nothing' lines are only in logs made with --explain; expect blocks are checked against the log without them"
    ),
    (#"{"call": "touchesBegan", "t>": 50, "t<": 50}"#, #"{"#, "'t>' 50 and 't<' 50 leave no time a record can have"),
    (#"{"call": 3}"#, #"3}"#, "'call' must be a string, found a number"),
  ])
  func aPatternThatCannotOccurIsAPositionedError(pattern: String, pointsAt: String, message: String) throws {
    let error = try #require(Self.load(pattern))
    #expect(error.message == message)
    #expect(error.location?.line == 12)
    let offset = try #require(pattern.range(of: pointsAt)).lowerBound.utf16Offset(in: pattern)
    #expect(error.location?.column == 15 + offset)
  }
}
