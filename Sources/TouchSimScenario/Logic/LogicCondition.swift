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
  /// `true`, `false`, `{"all": [...]}`, `{"any": [...]}`, `{"not": {...}}` or
  /// `{"<path>": <predicate>, ...}` (every member must hold).
  func condition(_ json: JSONValue) throws(ScenarioError) -> LogicCondition {
    switch json.kind {
    case .bool(let flag): return .constant(flag)
    case .object(let members):
      guard !members.isEmpty else {
        throw ScenarioError(
          "a condition needs at least one test, like {\"touch.view\": {\"is\": \"self\"}}", at: json.location)
      }
      var parts: [LogicCondition] = []
      for member in members {
        switch member.key {
        case "all", "any":
          let list = try member.value.array("'\(Spelling.shortened(member.key))'")
          guard !list.isEmpty else {
            throw ScenarioError(
              "'\(Spelling.shortened(member.key))' needs at least one condition", at: member.value.location)
          }
          var compiled: [LogicCondition] = []
          for item in list { compiled.append(try condition(item)) }
          parts.append(member.key == "all" ? .all(compiled) : .any(compiled))
        case "not":
          parts.append(.not(try condition(member.value)))
        case let key where (key == "inside" || key == "outside") && bindings.contains(.touch):
          // Shorthand of the touch methods' reactions: the touch's location in a view's bounds.
          let location = try operand("touch.location", at: member.keyLocation)
          let view = try viewReference(member.value, "'\(Spelling.shortened(member.key))'")
          let test = LogicCondition.test(
            location,
            LogicPredicate { value, bindings in
              guard let point = value.point, let view = view(bindings) else { return false }
              return view.bounds.contains(view.convertFromWindow(point))
            })
          parts.append(member.key == "inside" ? test : .not(test))
        default:
          let operand = try self.operand(member.key, at: member.keyLocation)
          parts.append(.test(operand, try predicate(member.value, for: operand)))
        }
      }
      return parts.count == 1 ? parts[0] : .all(parts)
    default:
      throw ScenarioError(
        "a condition must be an object of tests (or true or false), found \(json.typeNameWithArticle)",
        at: json.location)
    }
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
