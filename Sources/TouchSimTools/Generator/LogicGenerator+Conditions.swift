import TouchSim
import TouchSimScenario

/// The conditions of generated logic: `all`/`any`/`not` trees over tests of every type a path
/// reads (Docs/ScenarioFormat.md "App logic"), always valid for the question's scope.
extension LogicGenerator {
  /// `true`/`false`, `all`/`any`/`not` of conditions, or an object of one to three tests.
  mutating func condition(_ scope: Scope, depth: Int) -> JSONValue {
    let roll = random.int(0...11)
    if depth < 2 {
      switch roll {
      case 0, 1:
        let parts = (0..<random.int(1...3)).map { _ in condition(scope, depth: depth + 1) }
        return .object([(roll == 0 ? "all" : "any", .array(parts))])
      case 2: return .object([("not", condition(scope, depth: depth + 1))])
      default: break
      }
    }
    if roll == 3 { return .bool(random.chance(0.7)) }
    var members: [(String, JSONValue)] = []
    for _ in 0..<random.int(1...3) {
      let test = self.test(scope)
      if !members.contains(where: { $0.0 == test.0 }) { members.append(test) }
    }
    return .object(members)
  }

  /// One `"path": predicate`, the predicate fitting the path's type.
  mutating func test(_ scope: Scope) -> (String, JSONValue) {
    switch random.int(0...7) {
    case 0:
      let (path, range) = numberPath(scope)
      return (path, numberPredicate(range))
    case 1:
      return (
        boolPath(scope),
        random.chance(0.6)
          ? .bool(random.chance(0.5)) : .object([(random.pick(["==", "!="]), .bool(random.chance(0.5)))])
      )
    case 2: return stringTest(scope)
    case 3: return (viewPath(scope), viewPredicate(scope))
    case 4 where scope.contains(.gesture) || scope.contains(.other) || !recognizers.isEmpty:
      return recognizerTest(scope)
    case 5: return pointTest(scope)
    case 6: return vectorTest(scope)
    default:
      let (path, range) = numberPath(scope)
      return (path, numberPredicate(range))
    }
  }

  mutating func numberPredicate(_ range: ClosedRange<Double>) -> JSONValue {
    if random.chance(0.2) { return .number(random.tenths(range).rounded()) }
    var members: [(String, JSONValue)] = []
    for op in ["<", "<=", ">", ">=", "==", "!="] where random.chance(0.25) {
      members.append((op, .number(random.tenths(range))))
    }
    if members.isEmpty { members.append((random.pick(["<", ">="]), .number(random.tenths(range)))) }
    return .object(members)
  }

  /// A path to a number and a range its values usually fall in.
  mutating func numberPath(_ scope: Scope) -> (path: String, range: ClosedRange<Double>) {
    var paths: [(String, ClosedRange<Double>)] = [
      (random.pick(views).id + ".frame." + random.pick(["x", "y", "width", "height", "maxX", "maxY"]), -20...800),
      (random.pick(views).id + ".alpha", 0...1), (random.pick(views).id + ".tag", -3...3),
    ]
    if !scrolls.isEmpty {
      let scroll = random.pick(scrolls)
      paths.append((scroll + ".contentOffset." + random.pick(["x", "y"]), -50...900))
      paths.append((scroll + ".contentSize.height", 0...4000))
    }
    if scope.contains(.touch) {
      paths.append(("touch.tapCount", 0...3))
      paths.append(
        ("touch." + random.pick(["location", "previousLocation"]) + "." + random.pick(["x", "y"]), 0...844))
    }
    if scope.contains(.gesture) {
      paths.append(("gesture.numberOfTouches", 0...2))
      paths.append(
        ("gesture." + random.pick(["translation", "location"]) + "." + random.pick(["x", "y"]), -200...800))
      paths.append(("gesture.velocity." + random.pick(["x", "y"]), -2000...2000))
      paths.append(("gesture.view.frame." + random.pick(["y", "height"]), 0...800))
    }
    if scope.contains(.other) { paths.append(("other.numberOfTouches", 0...2)) }
    if scope.contains(.selfView) {
      paths.append(("self." + random.pick(["bounds.width", "frame.maxY"]), 0...800))
      paths.append(("self.alpha", 0...1))
    }
    if scope.contains(.view) { paths.append(("view.frame.y", -20...800)) }
    if scope.contains(.point) { paths.append(("point." + random.pick(["x", "y"]), 0...844)) }
    if scope.contains(.row) { paths.append(("row", 0...10)) }
    if scope.contains(.item) { paths.append(("item", 0...10)) }
    for name in stateNames(.number) { paths.append(("state." + name, -10...10)) }  // app state
    return random.pick(paths)
  }

  mutating func boolPath(_ scope: Scope) -> String {
    var paths = [
      random.pick(views).id + "." + random.pick(["isHidden", "isUserInteractionEnabled", "isMultipleTouchEnabled"])
    ]
    if !scrolls.isEmpty {
      let property = random.pick(["isDragging", "isDecelerating", "isTracking", "isScrollEnabled", "bounces"])
      paths.append(random.pick(scrolls) + "." + property)
    }
    if !controls.isEmpty {
      let property = random.pick(["isTracking", "isTouchInside", "isHighlighted", "isEnabled", "isSelected"])
      paths.append(random.pick(controls) + "." + property)
    }
    if !recognizers.isEmpty {
      paths.append(random.pick(recognizers) + "." + random.pick(["isEnabled", "cancelsTouchesInView"]))
    }
    if scope.contains(.gesture) { paths.append("gesture.isEnabled") }
    if scope.contains(.other) { paths.append("other.cancelsTouchesInView") }
    if scope.contains(.selfView) { paths.append("self.isHidden") }
    if scope.contains(.touch) { paths.append("touch.view.isUserInteractionEnabled") }
    if scope.contains(.view) { paths.append("view.isHidden") }
    for name in stateNames(.bool) { paths += ["state." + name, "state." + name] }  // app state
    return random.pick(paths)
  }

  mutating func stringTest(_ scope: Scope) -> (String, JSONValue) {
    var statePaths = recognizers.map { $0 + ".state" }
    if scope.contains(.gesture) { statePaths += ["gesture.state", "gesture.state"] }
    if scope.contains(.other) { statePaths.append("other.state") }
    let states = GestureState.allCases.map(\.rawValue)
    if !statePaths.isEmpty && random.chance(0.7) {
      let path = random.pick(statePaths)
      switch random.int(0...2) {
      case 0: return (path, .string(random.pick(states)))
      case 1:
        return (path, .object([("oneOf", .array((0..<random.int(1...3)).map { _ in .string(random.pick(states)) }))]))
      default: return (path, .object([(random.pick(["==", "!="]), .string(random.pick(states)))]))
      }
    }
    let strings = stateNames(.string)
    if !strings.isEmpty && extra.chance(0.3) {  // app state
      let path = "state." + extra.pick(strings)
      let word = extra.pick(Self.stateWords)
      return (path, extra.chance(0.5) ? .string(word) : .object([("!=", .string(word))]))
    }
    var paths = [random.pick(views).id + ".class"]
    if scope.contains(.touch) { paths.append("touch.view.class") }
    if scope.contains(.other) { paths.append("other.class") }
    if scope.contains(.selfView) { paths.append("self.id") }
    let path = random.pick(paths)
    let names = ["UIView", "UIButton", "UIScrollView", "UIControl", "UIPanGestureRecognizer"] + views.map(\.id)
    return (path, random.chance(0.5) ? .string(random.pick(names)) : .object([("!=", .string(random.pick(names)))]))
  }

  /// A path to a view.
  mutating func viewPath(_ scope: Scope) -> String {
    var paths = [random.pick(views).id + ".superview"]
    if scope.contains(.touch) { paths += ["touch.view", "touch.view", "touch.view.superview"] }
    if scope.contains(.selfView) { paths.append("self") }
    if scope.contains(.view) { paths += ["view", "view"] }
    if scope.contains(.gesture) { paths.append("gesture.view") }
    if scope.contains(.other) { paths.append("other.view") }
    return random.pick(paths)
  }

  /// A view id or a bound view path.
  mutating func viewReference(_ scope: Scope) -> String {
    var references = views.map(\.id)
    if scope.contains(.selfView) { references += ["self", "self"] }
    if scope.contains(.gesture) { references.append("gesture.view") }
    if scope.contains(.touch) { references.append("touch.view") }
    if scope.contains(.view) { references.append("view") }
    return random.pick(references)
  }

  mutating func viewPredicate(_ scope: Scope) -> JSONValue {
    switch random.int(0...5) {
    case 0: return random.chance(0.2) ? .null : .string(viewReference(scope))
    case 1: return .object([("is", .string(viewReference(scope)))])
    case 2: return .object([("isNot", .string(viewReference(scope)))])
    case 3:
      let classes = ["UIView", "UIControl", "UIButton", "UIScrollView", "UITableView", "UIImageView", "UILabel"]
      return .object([("class", .string(random.pick(classes)))])
    default: return .object([("descendantOf", .string(viewReference(scope)))])
    }
  }

  mutating func recognizerTest(_ scope: Scope) -> (String, JSONValue) {
    var paths: [String] = []
    var references = recognizers
    if scope.contains(.gesture) {
      paths.append("gesture")
      references.append("gesture")
    }
    if scope.contains(.other) {
      paths += ["other", "other"]
      references.append("other")
    }
    if paths.isEmpty { return (random.pick(views).id + ".isHidden", .bool(false)) }
    let path = random.pick(paths)
    switch random.int(0...3) {
    case 0: return (path, .string(random.pick(references)))
    case 1: return (path, .object([(random.pick(["is", "isNot"]), .string(random.pick(references)))]))
    default:
      let classes = [
        "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
      ]
      return (path, .object([("class", .string(random.pick(classes)))]))
    }
  }

  mutating func pointTest(_ scope: Scope) -> (String, JSONValue) {
    var paths: [String] = []
    if scope.contains(.touch) { paths += ["touch.location", "touch.previousLocation"] }
    if scope.contains(.point) { paths += ["point", "point"] }
    if scope.contains(.gesture) { paths.append("gesture.location") }
    if scope.contains(.other) { paths.append("other.location") }
    guard !paths.isEmpty else { return vectorTest(scope) }
    let path = random.pick(paths)
    switch random.int(0...3) {
    case 0: return (path, .object([("inside", .string(viewReference(scope)))]))
    case 1:
      return (
        path,
        .object([
          (
            "rect",
            .array([
              .number(random.tenths(-20...300)), .number(random.tenths(-20...700)), .number(random.tenths(0...390)),
              .number(random.tenths(0...400)),
            ])
          )
        ])
      )
    default:
      var members: [(String, JSONValue)] = []
      if random.chance(0.7) { members.append(("in", .string(viewReference(scope)))) }
      members.append((random.pick(["x", "y"]), numberPredicate(-20...400)))
      return (path, .object(members))
    }
  }

  mutating func vectorTest(_ scope: Scope) -> (String, JSONValue) {
    var paths: [String] = []
    if scope.contains(.gesture) { paths += ["gesture.velocity", "gesture.velocity", "gesture.translation"] }
    if scope.contains(.other) { paths.append("other.velocity") }
    if !scrolls.isEmpty { paths.append(random.pick(scrolls) + "." + random.pick(["contentOffset", "contentSize"])) }
    guard !paths.isEmpty else {
      let (path, range) = numberPath(scope)
      return (path, numberPredicate(range))
    }
    let path = random.pick(paths)
    var members: [(String, JSONValue)] = []
    if random.chance(0.5) { members.append(("x", numberPredicate(-500...500))) }
    if random.chance(0.4) { members.append(("y", numberPredicate(-500...500))) }
    if members.isEmpty || random.chance(0.4) { members.append(("dominant", .string(random.pick(["x", "y"])))) }
    return (path, .object(members))
  }
}
