import TouchSim

/// The reader of app logic: JSON as the file writes it to the typed tree, checking its shape
/// (keys, kinds, the values a question answers, computed numbers). What needs the scenario's
/// objects (paths, ids, the type a path reads) is the compiler's (`LogicCompiler`), run by
/// `Scenario.validate`. Messages name the place as the compiler's did before the tree.
extension Scenario.AppLogic {
  /// Logic for a role read from JSON as a file writes it: the answer, or the list of
  /// reactions to the callback. `owner` is the id of the object it is written on, for
  /// messages. Its shape is checked; its paths and ids are checked by `Scenario.validate`.
  public init(_ role: Role, reading json: JSONValue, owner: String) throws(ScenarioError) {
    switch role {
    case .answer(let key):
      guard let question = LogicQuestion(rawValue: key) else {
        var message = "'\(Spelling.shortened(key))' is not a question app logic answers"
        if let suggestion = Spelling.closest(to: key, in: LogicQuestion.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: json.location)
      }
      self.init(role, .answer(try Self.answer(reading: json, question: question, owner: owner)))
    case .reactions(let callback):
      var reactions: [Reaction] = []
      for item in try json.array("'\(Spelling.shortened(callback))'") {
        reactions.append(try Self.reaction(reading: item, callback: callback))
      }
      self.init(role, .reactions(reactions))
    }
  }

  /// An answer to `question` of the object `owner`: a constant, or `{"cases": [...], "else": ...}`.
  static func answer(reading json: JSONValue, question: LogicQuestion, owner: String) throws(ScenarioError) -> Answer {
    let what = "\(question.rawValue) of '\(Spelling.shortened(owner))'"
    guard case .object = json.kind else {
      return .constant(try result(json, question: question, what: what))
    }
    var reader = try ObjectReader(json, what: "the answer of \(what)")
    try reader.rejectKeys(notIn: ["cases", "else"])
    let elseValue = try reader.required("else")
    var cases: [Case] = []
    if let list = reader.optional("cases") {
      for item in try list.array("'cases'") {
        var entry = try ObjectReader(item, what: "a case of \(what)")
        try entry.rejectKeys(notIn: ["if", "then"])
        let condition = try self.condition(reading: try entry.required("if"))
        let then = try result(try entry.required("then"), question: question, what: what)
        cases.append(Case(if: condition, then: then, at: SourcePosition(item.location)))
      }
    }
    return .cases(cases, otherwise: try result(elseValue, question: question, what: what))
  }

  /// A `then`, `else` or constant of the kind the question answers.
  private static func result(_ json: JSONValue, question: LogicQuestion, what: String) throws(ScenarioError) -> Result {
    let position = SourcePosition(json.location)
    if case .string("default") = json.kind { return Result(.useDefault, at: position) }
    switch (question.answer, json.kind) {
    case (.bool, .bool(let flag)): return Result(.bool(flag), at: position)
    case (.view, .null), (.row, .null): return Result(.none, at: position)
    case (.view, .string(let path)): return Result(.view(path), at: position)
    case (.row, .number):
      let row = try json.integer("the row \(what) answers", in: 0...ScenarioDecoder.maxViews)
      return Result(.row(row), at: position)
    case (.bool, _):
      throw ScenarioError(
        "\(what) answers true, false or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    case (.view, _):
      throw ScenarioError(
        "\(what) answers a view id or path, null or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    case (.row, _):
      throw ScenarioError(
        "\(what) answers a row number, null or \"default\", found \(json.typeNameWithArticle)", at: json.location)
    }
  }

  /// `true`, `false`, `{"all": [...]}`, `{"any": [...]}`, `{"not": ...}` or an object of tests
  /// `{"<path>": <test>, ...}` (several: `all` of them, in file order).
  static func condition(reading json: JSONValue) throws(ScenarioError) -> Condition {
    switch json.kind {
    case .bool(let flag): return .constant(flag)
    case .object(let members):
      guard !members.isEmpty else {
        throw ScenarioError(
          "a condition needs at least one test, like {\"touch.view\": {\"is\": \"self\"}}", at: json.location)
      }
      var parts: [Condition] = []
      for member in members {
        switch member.key {
        case "all", "any":
          let list = try member.value.array("'\(member.key)'")
          guard !list.isEmpty else {
            throw ScenarioError("'\(member.key)' needs at least one condition", at: member.value.location)
          }
          var read: [Condition] = []
          for item in list { read.append(try condition(reading: item)) }
          parts.append(member.key == "all" ? .all(read) : .any(read))
        case "not":
          parts.append(.not(try condition(reading: member.value)))
        default:
          parts.append(.test(Test(member.key, Term(member.value), at: SourcePosition(member.keyLocation))))
        }
      }
      return parts.count == 1 ? parts[0] : .all(parts)
    default:
      throw ScenarioError(
        "a condition must be an object of tests (or true or false), found \(json.typeNameWithArticle)",
        at: json.location)
    }
  }

  /// One reaction to `callback`: an optional `if` and exactly one action.
  static func reaction(reading item: JSONValue, callback: String) throws(ScenarioError) -> Reaction {
    var reader = try ObjectReader(item, what: "a reaction to '\(Spelling.shortened(callback))'")
    try reader.rejectKeys(notIn: ["if"] + LogicAction.names)
    let actions = LogicAction.names.filter { reader.keys.contains($0) }
    guard actions.count == 1 else { throw ScenarioError(LogicAction.oneActionMessage, at: item.location) }
    if actions[0] == "forward" && TouchMethod(rawValue: callback) == nil {
      throw ScenarioError(
        "'forward' passes a touch method on; '\(Spelling.shortened(callback))' is not one", at: item.location)
    }
    let condition = try reader.optional("if").map { value throws(ScenarioError) in try self.condition(reading: value) }
    return Reaction(if: condition, try action(&reader, at: item.location), at: SourcePosition(item.location))
  }

  private static func action(_ reader: inout ObjectReader, at location: SourceLocation) throws(ScenarioError)
    -> Action
  {
    if let value = reader.optional("set") { return .set(try assignments(reading: value)) }
    if let value = reader.optional("note") { return .note(try value.string("'note'")) }
    if let value = reader.optional("forward") {
      let text = try value.string("'forward'")
      guard let method = TouchMethod(rawValue: text) else {
        var message = "'forward' must name a touch method, found \"\(Spelling.shortened(text))\""
        if let suggestion = Spelling.closest(to: text, in: TouchMethod.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: value.location)
      }
      return .forward(method)
    }
    if let value = reader.optional("remove") { return .remove(try reference(value, "'remove'")) }
    if let value = reader.optional("animate") { return .animate(try Scenario.Animation.read(value)) }
    if let value = reader.optional("requireToFail") {
      let (gesture, toFail) = try requirement(value, "'requireToFail'")
      return .requireToFail(gesture: gesture, toFail: toFail)
    }
    if let value = reader.optional("removeRequireToFail") {
      let (gesture, toFail) = try requirement(value, "'removeRequireToFail'")
      return .removeRequireToFail(gesture: gesture, toFail: toFail)
    }
    if let value = reader.optional("send") {
      var object = try ObjectReader(value, what: "'send'")
      try object.rejectKeys(notIn: ["control", "event"])
      let control = try reference(try object.required("control"), "'control'")
      let event = try reference(try object.required("event"), "'event'")
      return .send(control: control, event: event)
    }
    for call in ReactionFirstResponderCall.allCases {
      if let value = reader.optional(call.rawValue) {
        return .firstResponder(call, try reference(value, "'\(call.rawValue)'"))
      }
    }
    for name in ClassDescriptor.appActionNames {
      if let value = reader.optional(name) { return .call(name, try reference(value, "'\(name)'")) }
    }
    throw ScenarioError("a reaction needs an action", at: location)
  }

  private static func reference(_ json: JSONValue, _ what: String) throws(ScenarioError) -> Reference {
    Reference(try json.string(what), at: SourcePosition(json.location))
  }

  /// `{"gesture": id, "toFail": id}`, two different recognizers.
  private static func requirement(_ json: JSONValue, _ what: String) throws(ScenarioError) -> (Reference, Reference) {
    var object = try ObjectReader(json, what: what)
    try object.rejectKeys(notIn: ["gesture", "toFail"])
    let gesture = try reference(try object.required("gesture"), "'gesture'")
    let toFail = try reference(try object.required("toFail"), "'toFail'")
    guard gesture.id != toFail.id else {
      throw ScenarioError("a recognizer cannot require itself to fail", at: json.location)
    }
    return (gesture, toFail)
  }

  /// `set`: `{"id.property": value, ...}`, a value a literal or a computed number.
  static func assignments(reading json: JSONValue) throws(ScenarioError) -> [Assignment] {
    guard case .object(let members) = json.kind, !members.isEmpty else {
      throw ScenarioError("'set' takes an object of \"id.property\": value", at: json.location)
    }
    var result: [Assignment] = []
    for member in members {
      let value: Assignment.Value
      if case .object = member.value.kind {
        value = .computed(try computed(reading: member.value, "'\(member.key)'"))
      } else {
        value = .literal(Term(member.value))
      }
      result.append(Assignment(member.key, value, at: SourcePosition(member.keyLocation)))
    }
    return result
  }

  /// `{"ref": path, "atBegan": bool, "scale": k, "negate": bool, "add": n or {...}, "min": a, "max": b}`.
  static func computed(reading json: JSONValue, _ what: String) throws(ScenarioError) -> Computed {
    var reader = try ObjectReader(json, what: what, mismatch: "a number or {\"ref\": path, \"add\": n}")
    try reader.rejectKeys(notIn: Computed.keys)
    let ref = try reference(try reader.required("ref"), "'ref'")
    let limit = LogicCompiler.maxCoordinate
    func bound(_ key: String) throws(ScenarioError) -> Double? {
      guard let value = reader.optional(key) else { return nil }
      return try value.number("'\(key)'", in: -limit...limit)
    }
    func flag(_ key: String) throws(ScenarioError) -> Bool {
      guard let value = reader.optional(key) else { return false }
      guard case .bool(let flag) = value.kind else {
        throw ScenarioError("'\(key)' must be true or false, found \(value.typeNameWithArticle)", at: value.location)
      }
      return flag
    }
    let atBegan = try flag("atBegan")
    let scale = try bound("scale")
    let negate = try flag("negate")
    var addend: Computed.Addend?
    if let value = reader.optional("add") {
      if case .object = value.kind {
        addend = .computed(try computed(reading: value, "'add'"))
      } else {
        addend = .number(try value.number("'add'", in: -limit...limit))
      }
    }
    let low = try bound("min")
    let high = try bound("max")
    guard (low ?? -limit) <= (high ?? limit) else { throw ScenarioError("'min' is above 'max'", at: json.location) }
    var result = Computed(
      ref: ref, atBegan: atBegan, scale: scale, negate: negate, min: low, max: high, at: SourcePosition(json.location))
    result.addend = addend
    return result
  }
}

extension Scenario.AppLogic.Computed {
  /// The keys of a computed number, in the order the writer writes them.
  static let keys = ["ref", "atBegan", "scale", "negate", "add", "min", "max"]
}

extension Scenario.AppLogic.Term {
  /// A JSON value as a term, positions kept.
  init(_ json: JSONValue) {
    let position = SourcePosition(json.location)
    switch json.kind {
    case .null: self.init(.null, at: position)
    case .bool(let flag): self.init(.bool(flag), at: position)
    case .number(let number): self.init(.number(number), at: position)
    case .string(let text): self.init(.string(text), at: position)
    case .array(let items): self.init(.list(items.map(Self.init)), at: position)
    case .object(let members):
      self.init(
        .keyed(members.map { Member($0.key, Self($0.value), at: SourcePosition($0.keyLocation)) }), at: position)
    }
  }
}
