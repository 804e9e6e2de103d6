import TouchSim
import TouchSimScenario

/// App logic for generated scenarios (issue 15, Docs/ScenarioFormat.md "App logic"): answers
/// with cases at every question a scenario can answer, and reactions to every kind of
/// callback, their conditions random trees (`all`, `any`, `not`) of tests on the touch, the
/// recognizers and any object's properties. Always valid: every path, id, member and value
/// fits the class and the names the question or callback binds, so the scenario reads.
struct LogicGenerator {
  /// The random stream, handed back to `ScenarioGenerator` afterwards.
  var random: SeededRandom
  /// Every view id with its class, the root included, in tree order.
  let views: [(id: String, kind: String)]
  /// Scroll and table views.
  let scrolls: [String]
  /// UIControl and UIButton views.
  let controls: [String]
  /// The scenario's recognizers and the scroll views' pans.
  let recognizers: [String]
  /// Navigation controllers (NV24: app logic pops them).
  let navigations: [String]
  /// The app state the logic declares (`state`), decided when logic is added.
  private(set) var state: [Scenario.StateVariable] = []
  /// The values string variables take.
  static let stateWords = ["idle", "open", "dragging"]
  /// The stream issue 29's choices (app state, computed numbers' steps) draw from, seeded
  /// from the tree, so that the logic of a scenario without app state is generated as before.
  var extra: SeededRandom

  /// The names a question or callback binds (`LogicQuestion.bindings`).
  struct Scope: OptionSet {
    let rawValue: Int
    static let selfView = Scope(rawValue: 1)
    static let touch = Scope(rawValue: 2)
    static let gesture = Scope(rawValue: 4)
    static let other = Scope(rawValue: 8)
    static let view = Scope(rawValue: 16)
    static let point = Scope(rawValue: 32)
    static let row = Scope(rawValue: 64)
    static let item = Scope(rawValue: 128)
  }

  init(random: SeededRandom, root: Scenario.View, gestures: [Scenario.Gesture]) {
    self.random = random
    var views: [(String, String)] = []
    var stack = [root]
    while let view = stack.popLast() {
      views.append((view.id, view.className))
      stack.append(contentsOf: view.subviews.reversed())
    }
    self.views = views
    scrolls = views.filter { $0.1 == "UIScrollView" || $0.1 == "UITableView" || $0.1 == "UICollectionView" }.map(\.0)
    controls = views.filter { $0.1 == "UIControl" || $0.1 == "UIButton" }.map(\.0)
    recognizers = gestures.map(\.id) + scrolls.map { $0 + ".pan" }
    navigations = views.filter { $0.1 == "UINavigationController" }.map(\.0)
    extra = SeededRandom(seed: 29 &+ UInt64(views.count) &* 1_000_003 &+ UInt64(recognizers.count) &* 7_919)
  }

  // MARK: Where logic goes

  /// Adds logic to some views and recognizers, clearing the constant answers it replaces.
  mutating func addLogic(to root: inout Scenario.View, gestures: inout [Scenario.Gesture]) {
    if extra.chance(0.4) {  // app state (issue 29): one to three variables of random types
      let kinds = Scenario.StateVariable.Kind.allCases
      for index in 0..<extra.int(1...3) {
        let initial: Scenario.StateVariable.Value
        switch extra.pick(kinds) {
        case .bool: initial = .bool(extra.chance(0.5))
        case .number: initial = .number(extra.tenths(-5...5))
        case .string: initial = .string(extra.pick(Self.stateWords))
        }
        state.append(Scenario.StateVariable("s\(index)", initial: initial))
      }
    }
    addLogic(to: &root)
    for index in gestures.indices { addLogic(to: &gestures[index]) }
  }

  private mutating func addLogic(to view: inout Scenario.View) {
    for index in view.subviews.indices { addLogic(to: &view.subviews[index]) }
    let kind = view.className
    let isScroll = kind == "UIScrollView" || kind == "UITableView" || kind == "UICollectionView"
    let isControl = kind == "UIControl" || kind == "UIButton"
    if random.chance(0.1) {
      view.gestureRecognizerShouldBegin = []
      view.logic.append(answer("gestureRecognizerShouldBegin", scope: [.selfView, .gesture], value: .bool))
    }
    if random.chance(0.08) {
      view.pointInside = nil
      view.logic.append(answer("pointInside", scope: [.selfView, .point], value: .bool))
    }
    if random.chance(0.06) {
      view.hitTest = nil
      view.logic.append(answer("hitTest", scope: [.selfView, .point], value: .view))
    }
    if isScroll && random.chance(0.25) {
      view.scroll.touchesShouldBegin = nil
      view.logic.append(answer("touchesShouldBegin", scope: [.selfView, .view, .touch], value: .bool))
    }
    if isScroll && random.chance(0.25) {
      view.scroll.touchesShouldCancel = nil
      view.logic.append(answer("touchesShouldCancel", scope: [.selfView, .view], value: .bool))
    }
    if isControl {
      for question in ["beginTracking", "continueTracking"] where random.chance(0.3) {
        view.logic.append(answer(question, scope: [.selfView, .touch], value: .bool))
      }
    }
    if kind == "UITableView" {
      if random.chance(0.3) { view.logic.append(answer("shouldHighlightRow", scope: [.selfView, .row], value: .bool)) }
      if random.chance(0.3) {
        let rows = view.scroll.rows ?? 1
        view.logic.append(answer("willSelectRow", scope: [.selfView, .row], value: .row(rows)))
      }
      if random.chance(0.4) { view.logic.append(reactions("didSelectRow", scope: [.selfView, .row])) }
      if random.chance(0.2) {  // TV8, TV11
        let call = random.pick(["moveRowAt", "swipeActionsRevealed", "swipeActionsHidden"])
        view.logic.append(reactions(call, scope: [.selfView, .row]))
      }
    }
    if kind == "UICollectionView" {  // CV2, CV4, CV5
      for question in ["shouldHighlightItemAt", "shouldSelectItemAt", "shouldDeselectItemAt"] where random.chance(0.3) {
        view.logic.append(answer(question, scope: [.selfView, .item], value: .bool))
      }
      if random.chance(0.4) {
        let call = random.pick(["didHighlightItemAt", "didUnhighlightItemAt", "didSelectItemAt", "didDeselectItemAt"])
        view.logic.append(reactions(call, scope: [.selfView, .item]))
      }
    }
    if random.chance(0.15) {
      // A touch method's list is kept as logic only when one entry is not of the old form.
      let method = random.pick(TouchMethod.allCases).rawValue
      view.reactions.removeAll { $0.method.rawValue == method }
      view.logic.append(reactions(method, scope: [.selfView, .touch], touchMethod: true))
    }
    if isScroll && random.chance(0.4) {
      var calls = [ScrollDelegateCall.scrollViewDidScroll.rawValue]
      if random.chance(0.5) { calls.append(random.pick(ScrollDelegateCall.allCases).rawValue) }
      for call in Set(calls).sorted() { view.logic.append(reactions(call, scope: [.selfView])) }
    }
    if isControl && random.chance(0.4) {
      view.logic.append(reactions(random.pick(ControlEvent.tracking).rawValue, scope: [.selfView]))
    }
  }

  private mutating func addLogic(to gesture: inout Scenario.Gesture) {
    let questions: [(String, Scope)] = [
      ("shouldBegin", [.gesture]), ("shouldReceiveTouch", [.gesture, .touch]),
      ("shouldRecognizeSimultaneouslyWith", [.gesture, .other]), ("shouldRequireFailureOf", [.gesture, .other]),
      ("shouldBeRequiredToFailBy", [.gesture, .other]),
    ]
    for (question, scope) in questions where random.chance(0.2) {
      var delegate = gesture.delegate ?? Scenario.Delegate()
      switch question {
      case "shouldBegin": delegate.shouldBegin = nil
      case "shouldReceiveTouch": delegate.shouldReceiveTouch = nil
      case "shouldRecognizeSimultaneouslyWith": delegate.shouldRecognizeSimultaneouslyWith = nil
      case "shouldRequireFailureOf": delegate.shouldRequireFailureOf = nil
      default: delegate.shouldBeRequiredToFailBy = nil
      }
      gesture.delegate = delegate
      gesture.logic.append(answer(question, scope: scope, value: .bool))
    }
    if random.chance(0.4) { gesture.logic.append(reactions("gestureAction", scope: [.gesture])) }
  }

  // MARK: Answers and reactions

  /// `{"cases": [{"if": ..., "then": ...}, ...], "else": ...}`.
  mutating func answer(_ question: String, scope: Scope, value kind: AnswerKind) -> Scenario.AppLogic {
    var cases: [JSONValue] = []
    for _ in 0..<random.int(0...3) {
      cases.append(.object([("if", condition(scope, depth: 0)), ("then", value(kind))]))
    }
    var members: [(String, JSONValue)] = []
    if !cases.isEmpty || random.chance(0.5) { members.append(("cases", .array(cases))) }
    members.append(("else", value(kind)))
    return Self.read(.answer(question), .object(members))
  }

  /// What a question answers: a bool, a view (`hitTest`) or a row of a table of `rows` rows.
  enum AnswerKind {
    case bool, view
    case row(Int)
  }

  private mutating func value(_ kind: AnswerKind) -> JSONValue {
    switch kind {
    case .bool: return boolAnswer()
    case .view: return viewAnswer()
    case .row(let rows): return rowAnswer(rows: rows)
    }
  }

  private mutating func boolAnswer() -> JSONValue {
    random.chance(0.15) ? .string("default") : .bool(random.chance(0.6))
  }

  /// A view id, a bound view path, `null` or `"default"` (`hitTest`).
  private mutating func viewAnswer() -> JSONValue {
    switch random.int(0...5) {
    case 0: return .null
    case 1: return .string("default")
    case 2: return .string("self")
    default: return .string(random.pick(views).id)
    }
  }

  /// A row, mostly of the table, `null` or `"default"` (`willSelectRow`).
  private mutating func rowAnswer(rows: Int) -> JSONValue {
    switch random.int(0...5) {
    case 0: return .null
    case 1: return .string("default")
    case 2: return .number(Double(random.int(0...rows + 2)))
    default: return .number(Double(random.int(0...max(0, rows - 1))))
    }
  }

  /// A callback's list of reactions; for a touch method, at least one entry not of the old form.
  mutating func reactions(_ callback: String, scope: Scope, touchMethod: Bool = false) -> Scenario.AppLogic {
    var entries: [[(String, JSONValue)]] = []
    for _ in 0..<random.int(1...3) {
      var entry: [(String, JSONValue)] = []
      if random.chance(0.5) { entry.append(("if", condition(scope, depth: 0))) }
      entry.append(action(scope, forward: touchMethod ? callback : nil))
      entries.append(entry)
    }
    if touchMethod && !entries.contains(where: Self.isNew) {
      entries[0].insert(("if", condition(scope, depth: 0)), at: 0)
    }
    return Self.read(.reactions(callback), .array(entries.map(JSONValue.object)))
  }

  /// The logic written, read into the typed tree as a file's is (so fuzzing reaches the
  /// reader too). The generator writes only valid logic: a refusal is its bug.
  private static func read(_ role: Scenario.AppLogic.Role, _ json: JSONValue) -> Scenario.AppLogic {
    do {
      return try Scenario.AppLogic(role, reading: json, owner: "generated")
    } catch {
      preconditionFailure("the generator wrote app logic its reader refuses: \(error.message)")
    }
  }

  /// Whether an entry is read as app logic: an `if`, or an action the old form lacks.
  private static func isNew(_ entry: [(String, JSONValue)]) -> Bool {
    entry.contains { !["set", "forward", "note"].contains($0.0) }
  }

  private mutating func action(_ scope: Scope, forward: String?) -> (String, JSONValue) {
    switch random.int(0...13) {
    case 0: return ("note", .string("reaction \(random.int(0...99))"))
    case 1 where forward != nil: return ("forward", .string(forward!))
    case 2 where recognizers.count >= 2:
      let first = random.pick(recognizers)
      let second = random.pick(recognizers.filter { $0 != first })
      return (
        random.chance(0.6) ? "requireToFail" : "removeRequireToFail",
        .object([("gesture", .string(first)), ("toFail", .string(second))])
      )
    case 3 where !controls.isEmpty:
      let event = random.pick(ControlEvent.tracking).rawValue
      return ("send", .object([("control", .string(random.pick(controls))), ("event", .string(event))]))
    case 10 where views.count > 1:
      // A view leaving the window mid-gesture (issue 27): any view but the root, which has no
      // superview; removing one already removed does nothing.
      return ("remove", .string(random.pick(views.dropFirst().map(\.id))))
    case 11:
      let call = random.pick(ReactionFirstResponderCall.allCases).rawValue
      return (call, .string(random.pick(views).id))
    case 12 where !navigations.isEmpty:
      // NV24: a pop from app code, in any callback (a pan's action, a touch method).
      let call = random.chance(0.7) ? "popViewController" : "popToRootViewController"
      return (call, .string(random.pick(navigations)))
    case 13:
      // UIView.animate from app code (AN7): an animating view eats touches (AN1) unless the
      // option is given (AN2).
      let to: (String, JSONValue) =
        random.chance(0.5)
        ? ("alpha", .number(random.pick([0, 0.005, 0.5])))
        : ("center", .array([.number(Double(random.int(0...390))), .number(Double(random.int(0...844)))]))
      var members: [(String, JSONValue)] = [
        ("view", .string(random.pick(views).id)), ("duration", .number(Double(random.pick([0, 200, 600])))),
      ]
      if random.chance(0.5) { members.append(("options", .array([.string("allowUserInteraction")]))) }
      members.append(("to", .object([to])))
      return ("animate", .object(members))
    default:
      var members: [(String, JSONValue)] = []
      for _ in 0..<random.int(1...2) {
        let assignment = self.assignment(scope)
        if !members.contains(where: { $0.0 == assignment.0 }) { members.append(assignment) }
      }
      return ("set", .object(members))
    }
  }

  /// The names of the declared variables of a kind.
  func stateNames(_ kind: Scenario.StateVariable.Kind) -> [String] {
    state.filter { $0.kind == kind }.map(\.name)
  }

  /// One `"id.property": value` of a `set`.
  private mutating func assignment(_ scope: Scope) -> (String, JSONValue) {
    if !state.isEmpty && extra.chance(0.25) {  // a variable of the app state
      let variable = extra.pick(state)
      let value: JSONValue
      switch variable.kind {
      case .bool: value = .bool(extra.chance(0.5))
      case .number: value = extra.chance(0.4) ? .number(extra.tenths(-10...10)) : reference(scope)
      case .string: value = .string(extra.pick(Self.stateWords))
      }
      return ("state." + variable.name, value)
    }
    let view = random.pick(views)
    switch random.int(0...9) {
    case 0 where !scrolls.isEmpty, 1 where !scrolls.isEmpty:
      let scroll = random.pick(scrolls)
      if random.chance(0.3) {
        return (
          scroll + ".contentOffset", .array([.number(random.tenths(-50...200)), .number(random.tenths(-50...900))])
        )
      }
      return (scroll + ".contentOffset." + random.pick(["x", "y"]), computed(scope, range: -50...900))
    case 2:
      return (
        view.id + ".frame",
        .array([
          .number(random.tenths(-20...300)), .number(random.tenths(-20...700)), .number(random.tenths(0...390)),
          .number(random.tenths(0...500)),
        ])
      )
    case 3:
      return (view.id + ".frame." + random.pick(["x", "y", "width", "height"]), computed(scope, range: -20...600))
    case 4:
      return (view.id + ".alpha", random.chance(0.5) ? .number(random.pick([0, 0.005, 0.5, 1])) : reference(scope))
    case 5 where !recognizers.isEmpty:
      let property = random.pick(["isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"])
      return (random.pick(recognizers) + "." + property, .bool(random.chance(0.5)))
    case 6 where !scrolls.isEmpty:
      let property = random.pick(["isScrollEnabled", "bounces", "delaysContentTouches", "canCancelContentTouches"])
      return (random.pick(scrolls) + "." + property, .bool(random.chance(0.5)))
    case 7 where !controls.isEmpty:
      return (random.pick(controls) + "." + random.pick(["isEnabled", "isSelected"]), .bool(random.chance(0.5)))
    case 8: return (view.id + ".tag", .number(Double(random.int(-3...3))))
    default:
      let property = random.pick(["isHidden", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch"])
      return (view.id + "." + property, .bool(random.chance(property == "isHidden" ? 0.3 : 0.5)))
    }
  }

  /// A literal in `range`, or `{"ref": path, "add": n, "min": a, "max": b}`.
  private mutating func computed(_ scope: Scope, range: ClosedRange<Double>) -> JSONValue {
    random.chance(0.4) ? .number(random.tenths(range)) : reference(scope)
  }

  /// `{"ref": path, "atBegan": true, "scale": k, "negate": true, "add": n or {...}, "min": a, "max": b}`;
  /// `atBegan` only in a gestureAction reaction (the reactions whose scope binds `gesture`).
  private mutating func reference(_ scope: Scope, depth: Int = 0) -> JSONValue {
    var members: [(String, JSONValue)] = [("ref", .string(numberPath(scope).path))]
    if scope.contains(.gesture) && extra.chance(0.25) { members.append(("atBegan", .bool(extra.chance(0.9)))) }
    if extra.chance(0.15) { members.append(("scale", .number(extra.tenths(-3...3)))) }
    if extra.chance(0.1) { members.append(("negate", .bool(extra.chance(0.8)))) }
    if depth == 0 && extra.chance(0.15) {
      members.append(("add", reference(scope, depth: 1)))
    } else if random.chance(0.6) {
      members.append(("add", .number(random.tenths(-30...30))))
    }
    if random.chance(0.3) { members.append(("min", .number(random.tenths(-100...0)))) }
    if random.chance(0.3) { members.append(("max", .number(random.tenths(0...800)))) }
    return .object(members)
  }
}
