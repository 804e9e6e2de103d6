import TouchSim

/// A compiled condition (`if`): tests combined with `all`, `any` and `not`.
indirect enum LogicCondition {
  case constant(Bool)
  case all([LogicCondition])
  case any([LogicCondition])
  case not(LogicCondition)
  case test(LogicOperand, LogicPredicate)

  /// Whether it holds; with `reads`, notes each value read as `path = value` (`--explain`).
  func holds(_ bindings: LogicBindings, reads: inout [String]?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .all(let parts):
      for part in parts where !part.holds(bindings, reads: &reads) { return false }
      return true
    case .any(let parts):
      for part in parts where part.holds(bindings, reads: &reads) { return true }
      return false
    case .not(let part): return !part.holds(bindings, reads: &reads)
    case .test(let operand, let predicate):
      let value = operand.read(bindings)
      if reads != nil { reads?.append("\(operand.path) = \(value.text)") }
      return predicate.holds(value, bindings)
    }
  }
}

/// A compiled test of one value.
struct LogicPredicate {
  let holds: (LogicValue, LogicBindings) -> Bool
}

extension LogicCompiler {
  /// A condition, its paths resolved and each test checked against the type its path reads.
  func condition(_ condition: Scenario.AppLogic.Condition) throws(ScenarioError) -> LogicCondition {
    switch condition {
    case .constant(let flag): return .constant(flag)
    case .all(let parts), .any(let parts):
      let isAll = if case .all = condition { true } else { false }
      guard !parts.isEmpty else {
        // The reader refuses it in a file; a value built in code is refused the same way.
        throw ScenarioError("'\(isAll ? "all" : "any")' needs at least one condition", at: JSONValue.nowhere)
      }
      var compiled: [LogicCondition] = []
      for part in parts { compiled.append(try self.condition(part)) }
      return isAll ? .all(compiled) : .any(compiled)
    case .not(let part): return .not(try self.condition(part))
    case .test(let test): return try self.test(test)
    }
  }

  /// One test; in a touch method `inside` and `outside` test the touch's location.
  private func test(_ test: Scenario.AppLogic.Test) throws(ScenarioError) -> LogicCondition {
    let key = test.path
    let value = test.term.json
    if (key == "inside" || key == "outside") && bindings.contains(.touch) {
      // Shorthand of the touch methods' reactions: the touch's location in a view's bounds.
      let location = try operand("touch.location", at: test.position.at)
      let view = try viewReference(value, "'\(Spelling.shortened(key))'")
      let inside = LogicCondition.test(
        location,
        LogicPredicate { value, bindings in
          guard let point = value.point, let view = view(bindings) else { return false }
          return view.bounds.contains(view.convertFromWindow(point))
        })
      return key == "inside" ? inside : .not(inside)
    }
    let operand = try self.operand(key, at: test.position.at)
    return .test(operand, try predicate(value, for: operand))
  }

  /// The predicate under an operand, checked against the operand's type.
  func predicate(_ json: JSONValue, for operand: LogicOperand) throws(ScenarioError) -> LogicPredicate {
    if operand.type != .number, case .object(let members) = json.kind,
      let comparison = members.first(where: { ["<", "<=", ">", ">="].contains($0.key) })
    {
      throw ScenarioError(
        "'\(comparison.key)' compares numbers, and '\(Spelling.shortened(operand.path))' is \(operand.type.noun)",
        at: comparison.keyLocation)
    }
    switch operand.type {
    case .bool: return try boolPredicate(json, operand)
    case .number: return try numberPredicate(json, operand.path)
    case .string: return try stringPredicate(json, operand)
    case .view: return try viewPredicate(json, operand)
    case .recognizer: return try recognizerPredicate(json, operand)
    case .point: return try pointPredicate(json, operand)
    case .vector: return try vectorPredicate(json, operand)
    case .rect:
      throw ScenarioError(
        "'\(Spelling.shortened(operand.path))' is a rectangle: test a member, like '\(operand.path).y'",
        at: json.location)
    }
  }
}

extension ObjectReader {
  /// An object reader whose type error says what the place takes.
  init(_ value: JSONValue, what: String, mismatch: String) throws(ScenarioError) {
    guard case .object = value.kind else {
      throw ScenarioError("\(what) takes \(mismatch), found \(value.typeNameWithArticle)", at: value.location)
    }
    try self.init(value, what: what)
  }
}
