import TouchSim

extension Scenario {
  /// The one writer: the scenario as canonical JSON text (Docs/ScenarioFormat.md), keys in the
  /// format's order, keys the scenario leaves out left out, numbers exact, so that reading the
  /// text gives an equal scenario and writing that gives the same text.
  public var text: String { JSONWriter.document(json) }

  /// `text` as UTF-8 bytes.
  public func bytes() -> [UInt8] { Array(text.utf8) }

  /// The scenario as a JSON value, members in canonical order.
  var json: JSONValue {
    var members = Members()
    members.add("$schema", schema.map(JSONValue.string))
    members.add("format", .number(1))
    members.add("scenario", .string(title))
    members.add("notes", notes.map(JSONValue.string))
    members.add("window", windowSize.map { .numbers([$0.width, $0.height]) })
    members.add("ios", ios.map { .number(Double($0)) })
    switch keyboard {
    case .device?: members.add("keyboard", .bool(true))
    case .height(let height)?: members.add("keyboard", .number(height))
    case nil: break
    }
    if !state.isEmpty { members.add("state", StateVariable.json(state)) }
    members.add("root", root.json)
    if !gestures.isEmpty { members.add("gestures", .array(gestures.map(\.json))) }
    members.add("touches", .array(strokes.map(\.json)))
    if !actions.isEmpty { members.add("actions", .array(actions.map(\.json))) }
    members.add("expect", expectations?.json)
    return members.object
  }
}

/// Building JSON values for the writer (they have no place in a file).
extension JSONValue {
  static let nowhere = SourceLocation(line: 0, column: 0)
  static func string(_ text: String) -> JSONValue { JSONValue(location: nowhere, kind: .string(text)) }
  static func number(_ number: Double) -> JSONValue { JSONValue(location: nowhere, kind: .number(number)) }
  static func bool(_ flag: Bool) -> JSONValue { JSONValue(location: nowhere, kind: .bool(flag)) }
  static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(location: nowhere, kind: .array(items)) }
  static func numbers(_ numbers: [Double]) -> JSONValue { .array(numbers.map(JSONValue.number)) }
  static func strings(_ strings: [String]) -> JSONValue { .array(strings.map(JSONValue.string)) }
}

/// The members of an object being written, in order; absent values are left out.
struct Members {
  private(set) var list: [JSONMember] = []

  mutating func add(_ key: String, _ value: JSONValue?) {
    if let value { list.append(JSONMember(key: key, keyLocation: JSONValue.nowhere, value: value)) }
  }

  mutating func add(_ key: String, _ flag: Bool?) { add(key, flag.map(JSONValue.bool)) }
  mutating func add(_ key: String, _ number: Double?) { add(key, number.map(JSONValue.number)) }

  var object: JSONValue { JSONValue(location: JSONValue.nowhere, kind: .object(list)) }
}

extension Scenario.View {
  var json: JSONValue {
    var members = Members()
    members.add("id", .string(id))
    if className != "UIView" { members.add("class", .string(className)) }
    members.add("frame", frame.map { .numbers([$0.minX, $0.minY, $0.size.width, $0.size.height]) })
    members.add("transform", transform.map { .numbers($0.numbers) })
    if let controller {
      members.add(
        "controller",
        controller.touches.map { touches in
          var object = Members()
          object.add("name", .string(controller.name))
          object.add("touches", .string(touches.rawValue))
          return object.object
        } ?? .string(controller.name))
    }
    for property in properties where !Scenario.ScrollSettings.declaredNames.contains(property.name) {
      members.add(property.name, property.value.json)
    }
    members.add("touches", touches.map { .string($0.rawValue) })
    if let answer = logic.answer(LogicQuestion.pointInside) { members.add("pointInside", answer) }
    switch pointInside {
    case .never: members.add("pointInside", .string("never"))
    case .insets(let insets):
      var object = Members()
      object.add("insets", .numbers([insets.top, insets.left, insets.bottom, insets.right]))
      members.add("pointInside", object.object)
    case nil: break
    }
    if let answer = logic.answer(LogicQuestion.hitTest) { members.add("hitTest", answer) }
    switch hitTest {
    case .returnsSelf: members.add("hitTest", .string("self"))
    case .transparent: members.add("hitTest", .string("transparent"))
    case .prefer(let names):
      var object = Members()
      object.add("prefer", .strings(names))
      members.add("hitTest", object.object)
    case nil: break
    }
    scroll.write(into: &members, properties: properties, logic: logic)
    for question in LogicQuestion.written(in: .control) + LogicQuestion.written(in: .table)
      + LogicQuestion.written(in: .collectionView) + LogicQuestion.written(in: .textField)
      + LogicQuestion.written(in: .textView)
    {
      members.add(question.rawValue, logic.answer(question))
    }
    // The touch methods' plain reactions and every callback's app-logic reactions, in one `on`.
    var on = Members()
    // A registered class (not UIKit's) was read with its base's callbacks: any of them.
    let callbacks =
      ViewClass.named(className) == nil
      ? ScenarioDecoder.allViewCallbacks : ScenarioDecoder.callbacks(ofViewClass: className)
    for callback in callbacks {
      if let method = TouchMethod(rawValue: callback), let entry = reactions.first(where: { $0.method == method }) {
        on.add(callback, .array(entry.reactions.map(\.json)))
      }
      on.add(callback, logic.reactions(to: callback))
    }
    if !on.list.isEmpty { members.add("on", on.object) }
    if !gestureRecognizerShouldBegin.isEmpty {
      members.add("gestureRecognizerShouldBegin", gestureRecognizerShouldBegin.json)
    }
    members.add("gestureRecognizerShouldBegin", logic.answer(LogicQuestion.gestureRecognizerShouldBegin))
    if !cellSubviews.isEmpty { members.add("cellSubviews", .array(cellSubviews.map(\.json))) }
    if !pages.isEmpty { members.add("pages", .array(pages.map(\.json))) }
    if ClassDescriptor.named(className)?.children == .navigationStack {
      members.add("viewControllers", .array(subviews.map(\.json)))  // NV1: the stack, root first
    } else if !subviews.isEmpty {
      members.add("subviews", .array(subviews.map(\.json)))
    }
    return members.object
  }
}

extension [Scenario.Answer] {
  var json: JSONValue {
    var members = Members()
    for answer in self { members.add(answer.id, answer.value) }
    return members.object
  }
}

extension Scenario.ScrollSettings {
  /// The declared properties a scroll view adds (written among its scroll keys).
  static let declaredNames = Set(PropertyCatalogue.names(declaredBy: "UIScrollView"))

  func write(into members: inout Members, properties: [Scenario.Property], logic: [Scenario.AppLogic]) {
    members.add("rows", rows.map { .number(Double($0)) })
    members.add("rowHeight", rowHeight)
    members.add("subviewOrder", subviewOrder.map { .string($0.rawValue) })
    members.add("trailingSwipeActions", trailingSwipeActions?.json)
    members.add("leadingSwipeActions", leadingSwipeActions?.json)
    members.add("items", items.map { .number(Double($0)) })
    members.add("itemSize", itemSize.map { .numbers([$0.width, $0.height]) })
    members.add("sectionInset", sectionInset.map { .numbers([$0.top, $0.left, $0.bottom, $0.right]) })
    members.add("contentSize", contentSize.map { .numbers([$0.width, $0.height]) })
    members.add("contentOffset", contentOffset.map { .numbers([$0.x, $0.y]) })
    members.add("contentInset", contentInset.map { .numbers([$0.top, $0.left, $0.bottom, $0.right]) })
    for property in properties where Self.declaredNames.contains(property.name) {
      members.add(property.name, property.value.json)
    }
    members.add("touchesShouldBegin", touchesShouldBegin?.json ?? logic.answer(LogicQuestion.touchesShouldBegin))
    members.add("touchesShouldCancel", touchesShouldCancel?.json ?? logic.answer(LogicQuestion.touchesShouldCancel))
    members.add("sharesPanWith", sharesPanWith.map(JSONValue.string))
  }
}

extension Scenario.ViewAnswers {
  var json: JSONValue {
    switch self {
    case .always(let flag): return .bool(flag)
    case .byView(let answers): return answers.json
    }
  }
}

extension Scenario.Reaction {
  var json: JSONValue {
    var members = Members()
    switch self {
    case .set(let assignments): members.add("set", assignments.json)
    case .forward(let method): members.add("forward", .string(method.rawValue))
    case .note(let text, let condition):
      members.add("note", .string(text))
      var object = Members()
      switch condition {
      case .outside(let name): object.add("outside", .string(name))
      case .inside(let name): object.add("inside", .string(name))
      case nil: break
      }
      if condition != nil { members.add("if", object.object) }
    }
    return members.object
  }
}

extension [Scenario.Assignment] {
  var json: JSONValue {
    var members = Members()
    for assignment in self {
      members.add(assignment.key, assignment.value.json)
    }
    return members.object
  }
}

extension Scenario.Gesture {
  var json: JSONValue {
    var members = Members()
    members.add("id", .string(id))
    if !configuresBuiltIn {
      members.add("class", .string(className))
      members.add("view", .string(view))
    }
    for property in properties { members.add(property.name, property.value.json) }
    if !requireToFail.isEmpty { members.add("requireToFail", .strings(requireToFail)) }
    let answersWithCases = logic.contains { if case .answer = $0.role { true } else { false } }
    if delegate != nil || answersWithCases {
      members.add("delegate", (delegate ?? Scenario.Delegate()).json(logic: logic))
    }
    var on = Members()
    for callback in ScenarioDecoder.gestureCallbacks { on.add(callback, logic.reactions(to: callback)) }
    if !on.list.isEmpty { members.add("on", on.object) }
    return members.object
  }
}

extension Scenario.Delegate {
  /// The delegate's constant answers, and those its recognizer's logic gives with cases.
  func json(logic: [Scenario.AppLogic]) -> JSONValue {
    var members = Members()
    members.add("shouldBegin", shouldBegin.map(JSONValue.bool) ?? logic.answer(.shouldBegin))
    members.add("shouldReceiveTouch", shouldReceiveTouch.map(JSONValue.bool) ?? logic.answer(.shouldReceiveTouch))
    switch shouldRecognizeSimultaneouslyWith {
    case .always(let flag): members.add("shouldRecognizeSimultaneouslyWith", flag)
    case .named(let names): members.add("shouldRecognizeSimultaneouslyWith", .strings(names))
    case nil: members.add("shouldRecognizeSimultaneouslyWith", logic.answer(.shouldRecognizeSimultaneouslyWith))
    }
    members.add(
      "shouldRequireFailureOf", shouldRequireFailureOf.map(JSONValue.strings) ?? logic.answer(.shouldRequireFailureOf))
    members.add(
      "shouldBeRequiredToFailBy",
      shouldBeRequiredToFailBy.map(JSONValue.strings) ?? logic.answer(.shouldBeRequiredToFailBy))
    return members.object
  }
}

extension [Scenario.AppLogic] {
  /// The answer given to a question, as written.
  func answer(_ question: LogicQuestion) -> JSONValue? {
    first { $0.role == .answer(question.rawValue) }?.json
  }

  /// The reactions to a callback, as written.
  func reactions(to callback: String) -> JSONValue? {
    first { $0.role == .reactions(callback) }?.json
  }
}

extension Scenario.Stroke {
  var json: JSONValue {
    var members = Members()
    members.add("finger", Double(finger))
    members.add("hz", hz)
    members.add("path", .array(path.map { .numbers([$0.t, $0.x, $0.y]) }))
    members.add("end", end.map { .string($0.rawValue) })
    members.add("movesInPlace", movesInPlace)
    return members.object
  }
}

extension Scenario.Action {
  var json: JSONValue {
    var members = Members()
    members.add("t", time)
    if let animation {
      members.add("animate", animation.json)
    } else {
      members.add("set", assignments.json)
    }
    return members.object
  }
}

extension Scenario.Animation {
  var json: JSONValue {
    var members = Members()
    members.add("view", .string(view))
    members.add("duration", duration)
    if delay != 0 { members.add("delay", delay) }
    if allowsUserInteraction { members.add("options", .strings(["allowUserInteraction"])) }
    var to = Members()
    to.add("alpha", alpha)
    to.add("frame", frame.map { .numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]) })
    to.add("center", center.map { .numbers([$0.x, $0.y]) })
    members.add("to", to.object)
    return members.object
  }
}

extension Expectations {
  var json: JSONValue {
    var members = Members()
    if !sequence.isEmpty { members.add("sequence", .array(sequence.map(\.json))) }
    if !never.isEmpty { members.add("never", .array(never.map(\.json))) }
    return members.object
  }
}

extension Pattern {
  var json: JSONValue { JSONValue(location: location, kind: .object(members)) }
}

extension DeclaredValue {
  /// The value as the writer prints it.
  var json: JSONValue {
    switch self {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    }
  }
}
