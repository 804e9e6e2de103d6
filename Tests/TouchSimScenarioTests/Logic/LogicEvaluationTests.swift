import Testing
import TouchSimExamples

@testable import TouchSim
@testable import TouchSimScenario

/// What compiled conditions evaluate to (Docs/ScenarioFormat.md "App logic"): every predicate
/// kind both ways, `all`/`any`/`not`, paths by the longest id prefix, kind-of class tests,
/// inclusive `descendantOf`, points in a view's coordinates, velocities in points per second.
@Suite struct LogicEvaluationTests {
  /// R holds a table T (5 rows, scrolled 20 pt), a button B with a label `icon` inside, a
  /// scroll view S holding `card`, and views `a` and `a.b` (an id with a dot); a tap on R and
  /// a pan `drag` on S.
  static let scenario = """
    {"format": 1, "scenario": "logic evaluation",
     "root": {"id": "R", "subviews": [
       {"id": "T", "class": "UITableView", "frame": [0, 100, 390, 300], "rows": 5, "contentOffset": [0, 20]},
       {"id": "B", "class": "UIButton", "frame": [20, 500, 100, 44],
        "subviews": [{"id": "icon", "class": "UILabel", "frame": [10, 10, 20, 20]}]},
       {"id": "S", "class": "UIScrollView", "frame": [0, 600, 390, 200], "contentSize": [390, 800],
        "subviews": [{"id": "card", "frame": [10, 20, 100, 50], "alpha": 0.5}]},
       {"id": "a", "frame": [0, 0, 10, 10], "alpha": 1, "subviews": [{"id": "a.b", "frame": [0, 0, 5, 5], "alpha": 0.25}]}]},
     "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "R"},
       {"id": "drag", "class": "UIPanGestureRecognizer", "view": "S"}],
     "touches": [{"finger": 1, "path": [[0, 50, 50], [80, 50, 50]]}]}
    """

  let loaded: LoadedScenario
  let compiler: LogicCompiler
  init() throws {
    loaded = try LoadedScenario.load(Array(Self.scenario.utf8))
    compiler = LogicCompiler(window: loaded.window, classes: ScenarioClasses(recognizers: .withExamples))
  }

  func view(_ id: String) -> View { compiler.objects[id] as! View }
  func recognizer(_ id: String) -> GestureRecognizer { compiler.objects[id] as! GestureRecognizer }

  /// A touch on a view at a window point.
  func touch(on id: String?, at point: Point, tapCount: Int = 1) -> Touch {
    let touch = Touch(finger: 1, ordinal: 0, location: point, time: .zero, tapCount: tapCount)
    touch.view = id.map(view)
    return touch
  }

  /// Whether the condition holds with every name bound as given.
  func holds(_ condition: String, _ bindings: LogicBindings = LogicBindings()) throws -> Bool {
    let json = try JSONReader.parse(condition)
    let compiled = try compiler.asking("the test", binds: LogicBinding.allCases).condition(
      try Scenario.AppLogic.condition(reading: json))
    var reads: [String]?
    return compiled.holds(bindings, reads: &reads)
  }

  /// `(condition, expected)` pairs, each checked with the same bindings.
  func expect(
    _ pairs: [(String, Bool)], _ bindings: LogicBindings = LogicBindings(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    for (condition, expected) in pairs {
      #expect(try holds(condition, bindings) == expected, "\(condition)", sourceLocation: sourceLocation)
    }
  }

  @Test func boolPredicatesHoldAndFail() throws {
    try expect([
      (#"{"S.isDragging": false}"#, true), (#"{"S.isDragging": true}"#, false),
      (#"{"B.isEnabled": {"==": true}}"#, true), (#"{"B.isEnabled": {"!=": true}}"#, false),
      (#"{"card.isHidden": {"!=": true}}"#, true),
    ])
  }

  @Test func everyComparisonOfANumberHoldsAndFails() throws {
    // T.contentOffset.y is 20.
    let cases: [(String, Double, Bool)] = [
      ("<", 21, true), ("<", 20, false), ("<=", 20, true), ("<=", 19, false), (">", 19, true), (">", 20, false),
      (">=", 20, true), (">=", 21, false), ("==", 20, true), ("==", 19, false), ("!=", 19, true), ("!=", 20, false),
    ]
    for (op, bound, expected) in cases {
      #expect(try holds(#"{"T.contentOffset.y": {"\#(op)": \#(bound)}}"#) == expected, "\(op) \(bound)")
    }
    try expect([
      (#"{"card.alpha": 0.5}"#, true), (#"{"card.alpha": 1}"#, false),
      (#"{"T.contentOffset.y": {">": 0, "<": 30}}"#, true), (#"{"T.contentOffset.y": {">": 0, "<": 10}}"#, false),
      (#"{"B.frame.maxX": 120, "B.frame.maxY": 544}"#, true), (#"{"card.frame.width": {">": 100}}"#, false),
      (#"{"T.contentSize.height": 220}"#, true), (#"{"drag.numberOfTouches": 1}"#, false),
    ])
  }

  @Test func namePredicatesHoldAndFail() throws {
    try expect([
      (#"{"card.class": "UIView"}"#, true), (#"{"B.class": "UIControl"}"#, false),
      (#"{"drag.state": "possible"}"#, true), (#"{"drag.state": {"oneOf": ["began", "changed"]}}"#, false),
      (#"{"drag.state": {"oneOf": ["possible", "began"]}}"#, true), (#"{"drag.state": {"!=": "possible"}}"#, false),
      (#"{"card.id": {"==": "card"}}"#, true), (#"{"card.id": {"==": "card", "!=": "card"}}"#, false),
    ])
  }

  @Test func viewPredicatesHoldAndFail() throws {
    let onIcon = LogicBindings(touch: touch(on: "icon", at: Point(x: 40, y: 520)), selfView: view("B"))
    try expect(
      [
        (#"{"touch.view": "icon"}"#, true), (#"{"touch.view": "B"}"#, false), (#"{"touch.view": null}"#, false),
        (#"{"touch.view": {"is": "icon", "isNot": "B"}}"#, true), (#"{"touch.view": {"is": "self"}}"#, false),
        (#"{"touch.view.superview": {"is": "self"}}"#, true), (#"{"touch.view": {"isNot": "icon"}}"#, false),
      ], onIcon)
    try expect(
      [(#"{"touch.view": null}"#, true), (#"{"touch.view": {"class": "UIView"}}"#, false)],
      LogicBindings(touch: touch(on: nil, at: .zero)))
  }

  /// `class` is kind-of: a UIButton is a UIControl and a UIView; a UILabel is not a UIControl.
  @Test func viewClassTestsAreKindOf() throws {
    let onButton = LogicBindings(touch: touch(on: "B", at: Point(x: 30, y: 510)))
    let onIcon = LogicBindings(touch: touch(on: "icon", at: Point(x: 40, y: 520)))
    let onTable = LogicBindings(touch: touch(on: "T", at: Point(x: 40, y: 120)))
    for (bindings, control, view, button, scroll) in [
      (onButton, true, true, true, false), (onIcon, false, true, false, false), (onTable, false, true, false, true),
    ] {
      #expect(try holds(#"{"touch.view": {"class": "UIControl"}}"#, bindings) == control)
      #expect(try holds(#"{"touch.view": {"class": "UIView"}}"#, bindings) == view)
      #expect(try holds(#"{"touch.view": {"class": "UIButton"}}"#, bindings) == button)
      #expect(try holds(#"{"touch.view": {"class": "UIScrollView"}}"#, bindings) == scroll, "a table is a scroll view")
    }
  }

  /// A scroll view's own pan is a UIPanGestureRecognizer; every recognizer a UIGestureRecognizer.
  @Test func recognizerPredicatesAreKindOf() throws {
    let pan = LogicBindings(gesture: recognizer("S.pan"), other: recognizer("tap"))
    try expect(
      [
        (#"{"gesture": {"class": "UIPanGestureRecognizer"}}"#, true),
        (#"{"gesture": {"class": "UITapGestureRecognizer"}}"#, false),
        (#"{"other": {"class": "UIGestureRecognizer"}}"#, true), (#"{"other": "tap"}"#, true),
        (#"{"other": "S.pan"}"#, false), (#"{"gesture": {"is": "S.pan", "isNot": "other"}}"#, true),
        (#"{"other": {"isNot": "tap"}}"#, false), (#"{"gesture.view": "S"}"#, true), (#"{"other.view": "S"}"#, false),
      ], pan)
  }

  /// Inclusive: a view is a descendant of itself.
  @Test func descendantOfIsInclusive() throws {
    for (id, ancestor, expected) in [
      ("icon", "B", true), ("B", "B", true), ("icon", "R", true), ("B", "icon", false), ("card", "T", false),
      ("card", "S", true),
    ] {
      let bindings = LogicBindings(touch: touch(on: id, at: .zero))
      #expect(
        try holds(#"{"touch.view": {"descendantOf": "\#(ancestor)"}}"#, bindings) == expected, "\(id) in \(ancestor)")
    }
  }

  /// Without `in` a point is in window coordinates; with it, in that view's (its bounds
  /// origin, a scroll view's content offset, counted).
  @Test func pointPredicatesReadTheCoordinatesOfIn() throws {
    let inButton = LogicBindings(point: Point(x: 30, y: 515))
    try expect(
      [
        (#"{"point": {"inside": "B"}}"#, true), (#"{"point": {"inside": "card"}}"#, false),
        (#"{"point": {"in": "B", "x": 10, "y": 15}}"#, true), (#"{"point": {"x": 30, "y": 515}}"#, true),
        (#"{"point": {"in": "B", "x": 30}}"#, false), (#"{"point": {"in": "B", "rect": [0, 0, 20, 20]}}"#, true),
        (#"{"point": {"rect": [0, 0, 20, 20]}}"#, false), (#"{"point.x": {"<": 31}}"#, true),
      ], inButton)
    // T is at y 100 and scrolled by 20: window y 110 is its y 30.
    try expect(
      [(#"{"point": {"in": "T", "y": 30}}"#, true), (#"{"point": {"in": "T", "y": 10}}"#, false)],
      LogicBindings(point: Point(x: 5, y: 110)))
    let touch = touch(on: "icon", at: Point(x: 40, y: 520), tapCount: 2)
    try expect(
      [
        (#"{"touch.location": {"in": "icon", "x": 10, "y": 10}}"#, true), (#"{"touch.tapCount": 2}"#, true),
        (#"{"touch.previousLocation": {"inside": "card"}}"#, false),
      ], LogicBindings(touch: touch))
  }

  /// RC3: the `inside` and `outside` shorthands of a touch method's reaction test the touch's
  /// location in the view's own bounds (its coordinates), not its frame (its superview's): B is
  /// [20, 500, 100, 44], so window (135, 1010), B's (115, 510), lies in B's frame but not in
  /// B, and window (119, 543), B's (99, 43), lies in B but not in its frame.
  @Test func insideAndOutsideShorthandsTestTheViewsBoundsNotItsFrame() throws {
    for (point, inside) in [
      (Point(x: 30, y: 515), true), (Point(x: 119, y: 543), true), (Point(x: 135, y: 1010), false),
      (Point(x: 10, y: 515), false), (Point(x: 120, y: 520), false),
    ] {
      let bindings = LogicBindings(touch: touch(on: "B", at: point))
      #expect(try holds(#"{"inside": "B"}"#, bindings) == inside, "\(point)")
      #expect(try holds(#"{"outside": "B"}"#, bindings) == !inside, "\(point)")
    }
  }

  @Test func vectorPredicatesAndStrictDominance() throws {
    try expect([
      (#"{"T.contentOffset": {"x": 0, "y": 20}}"#, true), (#"{"T.contentOffset": {"y": {"<": 20}}}"#, false),
      (#"{"T.contentOffset": {"dominant": "y"}}"#, true), (#"{"T.contentOffset": {"dominant": "x"}}"#, false),
      // Equal magnitudes: neither axis dominates.
      (#"{"S.contentOffset": {"dominant": "x"}}"#, false), (#"{"S.contentOffset": {"dominant": "y"}}"#, false),
      (#"{"S.contentSize": {"dominant": "y", "x": 390}}"#, true),
    ])
  }

  @Test func allAnyNotAndSeveralTestsCombine() throws {
    let yes = #"{"card.alpha": 0.5}"#
    let no = #"{"card.alpha": 1}"#
    try expect([
      ("true", true), ("false", false), (#"{"all": [\#(yes), \#(yes)]}"#, true),
      (#"{"all": [\#(yes), \#(no)]}"#, false),
      (#"{"any": [\#(no), \#(yes)]}"#, true), (#"{"any": [\#(no), \#(no)]}"#, false), (#"{"not": \#(no)}"#, true),
      (#"{"not": \#(yes)}"#, false), (#"{"card.alpha": 0.5, "B.isEnabled": true}"#, true),
      (#"{"card.alpha": 0.5, "B.isEnabled": false}"#, false),
      (#"{"not": {"any": [\#(no), {"all": [true, \#(no)]}]}}"#, true),
    ])
  }

  /// `--explain` quotes the values read, and `any` stops at the first test that holds.
  @Test func explainReadsStopWhereAnyIsDecided() throws {
    let json = try JSONReader.parse(#"{"any": [{"card.alpha": 0.5}, {"B.isEnabled": true}]}"#)
    let compiled = try compiler.asking("the test", binds: []).condition(try Scenario.AppLogic.condition(reading: json))
    var reads: [String]? = []
    #expect(compiled.holds(LogicBindings(), reads: &reads))
    #expect(reads == ["card.alpha = 0.5"])
  }

  /// The longest dotted prefix that is an id names the object: `S.pan.state` is the state of
  /// the scroll view's pan; `a.b.alpha` is the alpha of `a.b`, not a member `b` of `a`.
  @Test func pathsResolveTheLongestIdPrefix() throws {
    try expect([
      (#"{"S.pan.state": "possible"}"#, true), (#"{"S.pan.class": "UIScrollViewPanGestureRecognizer"}"#, true),
      (#"{"a.b.alpha": 0.25}"#, true), (#"{"a.alpha": 1}"#, true), (#"{"a.b.superview": "a"}"#, true),
      (#"{"T.row2.frame.y": 88}"#, true),
    ])
  }
}
