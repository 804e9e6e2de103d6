import TouchSim

/// The tests of each type a condition reads (Docs/ScenarioFormat.md "App logic", the table of
/// tests): bools, numbers, names, views, recognizers, points and vectors, each checked against
/// the operand's type when the scenario is read.
extension LogicCompiler {
  func boolPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    if case .bool(let expected) = json.kind {
      return LogicPredicate { value, _ in if case .bool(let flag) = value { flag == expected } else { false } }
    }
    var reader = try ObjectReader(
      json, what: "the test of '\(Spelling.shortened(operand.path))'", mismatch: "true, false or {\"!=\": bool}")
    try reader.rejectKeys(notIn: ["==", "!="])
    var expected = true
    if let value = reader.optional("==") { expected = try value.bool("'=='") }
    if let value = reader.optional("!=") { expected = !(try value.bool("'!='")) }
    return LogicPredicate { value, _ in if case .bool(let flag) = value { flag == expected } else { false } }
  }

  /// A number, or `{"<": n, "<=": n, ">": n, ">=": n, "==": n, "!=": n}` (every one must hold).
  func numberPredicate(_ json: JSONValue, _ path: String) throws(ScenarioError) -> LogicPredicate {
    if case .number(let expected) = json.kind {
      return LogicPredicate { value, _ in value.number == expected }
    }
    guard case .object(let members) = json.kind, !members.isEmpty else {
      throw ScenarioError(
        "'\(Spelling.shortened(path))' is a number: test it with a number or {\"<\": n}, {\">=\": n}, ..., found \(json.typeNameWithArticle)",
        at: json.location)
    }
    let comparisons = ["<", "<=", ">", ">=", "==", "!="]
    var tests: [(Int, Double)] = []  // the index of the comparison: no string compared per test (issue 15)
    for member in members {
      guard let comparison = comparisons.firstIndex(of: member.key) else {
        var message =
          "unknown comparison '\(Spelling.shortened(member.key))' for the number '\(Spelling.shortened(path))'"
        if let suggestion = Spelling.closest(to: member.key, in: ["<", "<=", ">", ">=", "==", "!="]) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message + " (it takes <, <=, >, >=, == and !=)", at: member.keyLocation)
      }
      guard case .number(let bound) = member.value.kind else {
        throw ScenarioError(
          "'\(Spelling.shortened(member.key))' compares the number '\(Spelling.shortened(path))' with a number, found \(member.value.typeNameWithArticle)",
          at: member.value.location)
      }
      tests.append((comparison, bound))
    }
    return LogicPredicate { value, _ in
      guard let number = value.number else { return false }
      for (comparison, bound) in tests {
        let holds: Bool
        switch comparison {
        case 0: holds = number < bound
        case 1: holds = number <= bound
        case 2: holds = number > bound
        case 3: holds = number >= bound
        case 4: holds = number == bound
        default: holds = number != bound
        }
        if !holds { return false }
      }
      return true
    }
  }

  func stringPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    let isState = operand.path.hasSuffix(".state")
    func name(_ value: JSONValue, _ what: String) throws(ScenarioError) -> String {
      let text = try value.string(what)
      if isState && GestureState(rawValue: text) == nil {
        let states = GestureState.allCases.map(\.rawValue)
        var message = "'\(Spelling.shortened(text))' is not a gesture state"
        if let suggestion = Spelling.closest(to: text, in: states) { message += "; did you mean '\(suggestion)'?" }
        throw ScenarioError(message + " (\(states.joined(separator: ", ")))", at: value.location)
      }
      return text
    }
    if case .string = json.kind {
      let expected = try name(json, "'\(Spelling.shortened(operand.path))'")
      return LogicPredicate { value, _ in if case .string(let text) = value { text == expected } else { false } }
    }
    var reader = try ObjectReader(
      json, what: "the test of '\(Spelling.shortened(operand.path))'", mismatch: "a name or {\"oneOf\": [...]}")
    try reader.rejectKeys(notIn: ["==", "!=", "oneOf"])
    var accepted: [String]?
    var refused: [String] = []
    if let value = reader.optional("==") { accepted = [try name(value, "'=='")] }
    if let value = reader.optional("oneOf") {
      var names: [String] = []
      for item in try value.array("'oneOf'") { names.append(try name(item, "each name of 'oneOf'")) }
      accepted = (accepted ?? names).filter(names.contains)
    }
    if let value = reader.optional("!=") { refused.append(try name(value, "'!='")) }
    return LogicPredicate { value, _ in
      guard case .string(let text) = value else { return false }
      return (accepted?.contains(text) ?? true) && !refused.contains(text)
    }
  }

  /// A view id or a path of a view (`self`, `gesture.view`, `touch.view`), or `null`.
  func viewReference(_ json: JSONValue, _ what: String) throws(ScenarioError) -> (LogicBindings) -> View? {
    switch json.kind {
    case .null: return { _ in nil }
    case .string(let path): return try viewReference(path, at: json.location, what)
    default:
      throw ScenarioError(
        "\(what) takes a view id or path (or null), found \(json.typeNameWithArticle)", at: json.location)
    }
  }

  /// A view id or a path of a view, written at `location`.
  func viewReference(_ path: String, at location: SourceLocation, _ what: String) throws(ScenarioError)
    -> (LogicBindings) -> View?
  {
    let operand = try self.operand(path, at: location)
    guard operand.type == .view else {
      throw ScenarioError(
        "\(what) takes a view, and '\(Spelling.shortened(path))' is \(operand.type.noun)", at: location)
    }
    let read = operand.read
    return { read($0).view }
  }

  func viewPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    switch json.kind {
    case .null, .string:
      let other = try viewReference(json, "'\(Spelling.shortened(operand.path))'")
      return LogicPredicate { value, bindings in value.view === other(bindings) }
    default: break
    }
    var reader = try ObjectReader(
      json, what: "the test of the view '\(Spelling.shortened(operand.path))'",
      mismatch: "a view id, null or {\"is\": ...}")
    try reader.rejectKeys(notIn: ["is", "isNot", "class", "descendantOf"])
    var tests: [(View?, LogicBindings) -> Bool] = []
    if let value = reader.optional("is") {
      let other = try viewReference(value, "'is'")
      tests.append { view, bindings in view === other(bindings) }
    }
    if let value = reader.optional("isNot") {
      let other = try viewReference(value, "'isNot'")
      tests.append { view, bindings in view !== other(bindings) }
    }
    if let value = reader.optional("class") {
      let members = try kindOf(value, views: true)
      tests.append { view, _ in view.map { members.contains(ObjectIdentifier($0)) } ?? false }
    }
    if let value = reader.optional("descendantOf") {
      let ancestor = try viewReference(value, "'descendantOf'")
      tests.append { view, bindings in
        guard let ancestor = ancestor(bindings) else { return false }
        var current = view
        while let candidate = current {
          if candidate === ancestor { return true }
          current = candidate.superview
        }
        return false
      }
    }
    return LogicPredicate { value, bindings in
      let view = value.view
      for test in tests where !test(view, bindings) { return false }
      return true
    }
  }

  func recognizerPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    func reference(_ value: JSONValue, _ what: String) throws(ScenarioError) -> (LogicBindings) -> GestureRecognizer? {
      if case .null = value.kind { return { _ in nil } }
      let path = try value.string(what)
      let resolved = try self.operand(path, at: value.location)
      guard resolved.type == .recognizer else {
        throw ScenarioError(
          "\(what) takes a gesture recognizer, and '\(Spelling.shortened(path))' is \(resolved.type.noun)",
          at: value.location)
      }
      let read = resolved.read
      return { read($0).recognizer }
    }
    if case .string = json.kind {
      let other = try reference(json, "'\(Spelling.shortened(operand.path))'")
      return LogicPredicate { value, bindings in value.recognizer === other(bindings) }
    }
    var reader = try ObjectReader(
      json, what: "the test of the recognizer '\(Spelling.shortened(operand.path))'",
      mismatch: "a recognizer id or {\"is\": ...}")
    try reader.rejectKeys(notIn: ["is", "isNot", "class"])
    var tests: [(GestureRecognizer?, LogicBindings) -> Bool] = []
    if let value = reader.optional("is") {
      let other = try reference(value, "'is'")
      tests.append { recognizer, bindings in recognizer === other(bindings) }
    }
    if let value = reader.optional("isNot") {
      let other = try reference(value, "'isNot'")
      tests.append { recognizer, bindings in recognizer !== other(bindings) }
    }
    if let value = reader.optional("class") {
      let members = try kindOf(value, views: false)
      tests.append { recognizer, _ in recognizer.map { members.contains(ObjectIdentifier($0)) } ?? false }
    }
    return LogicPredicate { value, bindings in
      let recognizer = value.recognizer
      for test in tests where !test(recognizer, bindings) { return false }
      return true
    }
  }

  /// `{"inside": view}`, `{"in": view, "x": ..., "y": ..., "rect": [x, y, w, h]}`: the point in
  /// a view's coordinates (the window's without `in`).
  func pointPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    var reader = try ObjectReader(
      json, what: "the test of the point '\(Spelling.shortened(operand.path))'",
      mismatch: "{\"inside\": view} or {\"in\": view, \"x\": ...}")
    try reader.rejectKeys(notIn: ["inside", "in", "x", "y", "rect"])
    let space = try reader.optional("in").map { value throws(ScenarioError) in try viewReference(value, "'in'") }
    var tests: [(Point, LogicBindings) -> Bool] = []
    func local(_ point: Point, _ bindings: LogicBindings) -> Point? {
      guard let space else { return point }
      return space(bindings).map { $0.convertFromWindow(point) }
    }
    if let value = reader.optional("inside") {
      let view = try viewReference(value, "'inside'")
      tests.append { point, bindings in
        guard let view = view(bindings) else { return false }
        return view.bounds.contains(view.convertFromWindow(point))
      }
    }
    for axis in ["x", "y"] {
      guard let value = reader.optional(axis) else { continue }
      let test = try numberPredicate(value, operand.path + "." + axis)
      let isX = axis == "x"
      tests.append { point, bindings in
        guard let p = local(point, bindings) else { return false }
        return test.holds(.number(isX ? p.x : p.y), bindings)
      }
    }
    if let value = reader.optional("rect") {
      let numbers = try value.numbers("'rect'", count: 4)
      let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      tests.append { point, bindings in local(point, bindings).map(rect.contains) ?? false }
    }
    guard !tests.isEmpty else {
      throw ScenarioError(
        "the test of the point '\(Spelling.shortened(operand.path))' needs 'inside', 'x', 'y' or 'rect'",
        at: json.location)
    }
    return LogicPredicate { value, bindings in
      guard let point = value.point else { return false }
      for test in tests where !test(point, bindings) { return false }
      return true
    }
  }

  /// `{"x": ..., "y": ..., "dominant": "x" | "y"}` (`dominant`: that component's magnitude is
  /// strictly the larger, AL3).
  func vectorPredicate(_ json: JSONValue, _ operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    var reader = try ObjectReader(
      json, what: "the test of the vector '\(Spelling.shortened(operand.path))'",
      mismatch: "{\"dominant\": \"x\"} or {\"x\": ...}")
    try reader.rejectKeys(notIn: ["x", "y", "dominant"])
    var tests: [(Point, LogicBindings) -> Bool] = []
    for axis in ["x", "y"] {
      guard let value = reader.optional(axis) else { continue }
      let test = try numberPredicate(value, operand.path + "." + axis)
      let isX = axis == "x"
      tests.append { vector, bindings in test.holds(.number(isX ? vector.x : vector.y), bindings) }
    }
    if let value = reader.optional("dominant") {
      let axis = try value.string("'dominant'")
      guard axis == "x" || axis == "y" else {
        throw ScenarioError("'dominant' is \"x\" or \"y\", found \"\(Spelling.shortened(axis))\"", at: value.location)
      }
      let isX = axis == "x"
      tests.append { vector, _ in
        isX ? vector.x.magnitude > vector.y.magnitude : vector.y.magnitude > vector.x.magnitude
      }
    }
    guard !tests.isEmpty else {
      throw ScenarioError(
        "the test of the vector '\(Spelling.shortened(operand.path))' needs 'x', 'y' or 'dominant'", at: json.location)
    }
    return LogicPredicate { value, bindings in
      guard let vector = value.point else { return false }
      for test in tests where !test(vector, bindings) { return false }
      return true
    }
  }
}
