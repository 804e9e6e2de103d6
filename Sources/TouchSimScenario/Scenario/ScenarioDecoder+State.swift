import TouchSim

/// The reader and writer of the top-level `state` (Docs/ScenarioFormat.md "App state"): the
/// app's named variables, each `"name": {"type": "bool" | "number" | "string", "initial": v}`.
extension ScenarioDecoder {
  /// The most variables a scenario declares.
  static let maxStateVariables = 1_000

  /// `state`: an object of variables, in file order. Declaring it reserves the name `state`
  /// (the receiver of the variables' `set` records and the first word of their paths).
  mutating func decodeState(_ json: JSONValue) throws(ScenarioError) -> [Scenario.StateVariable] {
    guard case .object(let members) = json.kind else {
      throw ScenarioError(
        "'state' must be an object of variables, like {\"fromGrabber\": {\"type\": \"bool\", \"initial\": false}}, found \(json.typeNameWithArticle)",
        at: json.location)
    }
    if members.count > Self.maxStateVariables {
      throw ScenarioError(
        "'state' declares more than \(Self.maxStateVariables) variables (limit per scenario)",
        at: members[Self.maxStateVariables].keyLocation)
    }
    var variables: [Scenario.StateVariable] = []
    for member in members {
      let name = member.key
      guard Self.isStateName(name) else {
        throw ScenarioError(
          "'\(Spelling.shortened(name))' is not a variable name: letters, digits and '_', not starting with a digit",
          at: member.keyLocation)
      }
      if variables.contains(where: { $0.name == name }) {
        throw ScenarioError("duplicate variable 'state.\(Spelling.shortened(name))'", at: member.keyLocation)
      }
      var reader = try ObjectReader(member.value, what: "the variable 'state.\(Spelling.shortened(name))'")
      try reader.rejectKeys(notIn: ["type", "initial"])
      let typeValue = try reader.required("type")
      let typeName = try typeValue.string("'type'")
      guard let kind = Scenario.StateVariable.Kind(rawValue: typeName) else {
        var message = "'\(Spelling.shortened(typeName))' is not a variable type (bool, number, string)"
        if let suggestion = Spelling.closest(to: typeName, in: Scenario.StateVariable.Kind.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: typeValue.location)
      }
      let initialValue = try reader.required("initial")
      let initial = try Self.stateValue(initialValue, kind: kind, what: "the initial value of 'state.\(name)'")
      variables.append(Scenario.StateVariable(name, initial: initial, at: SourcePosition(member.keyLocation)))
    }
    define("state", at: json.location)
    return variables
  }

  /// Whether `name` may name a variable: an identifier (no dots, so `state.<name>` is one path).
  static func isStateName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !(("0"..."9").contains(first)) else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
  }

  /// A value of `kind`: a bool, a number (within ±100,000,000) or a string.
  static func stateValue(_ json: JSONValue, kind: Scenario.StateVariable.Kind, what: String) throws(ScenarioError)
    -> Scenario.StateVariable.Value
  {
    switch (kind, json.kind) {
    case (.bool, .bool(let flag)): return .bool(flag)
    case (.number, .number):
      let limit = LogicCompiler.maxCoordinate
      return .number(try json.number(what, in: -limit...limit))
    case (.string, .string(let text)):
      try checkName(text, what, at: json.location)
      return .string(text)
    default:
      throw ScenarioError(
        "\(what) must be a \(kind.rawValue) (the variable's type), found \(json.typeNameWithArticle)",
        at: json.location)
    }
  }
}

extension Scenario.StateVariable.Value {
  /// The value as a file writes it.
  var json: JSONValue {
    switch self {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    }
  }
}

extension Scenario.StateVariable {
  /// `state` as a file writes it: `{"name": {"type": ..., "initial": ...}, ...}`.
  static func json(_ variables: [Self]) -> JSONValue {
    var members = Members()
    for variable in variables {
      var entry = Members()
      entry.add("type", .string(variable.kind.rawValue))
      entry.add("initial", variable.initial.json)
      members.add(variable.name, entry.object)
    }
    return members.object
  }
}
