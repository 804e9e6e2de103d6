import TouchSim

/// The writer of app logic: the typed tree as the file writes it, in the format's key order
/// (`if` before the action, `cases` before `else`), so that reading what it writes gives an
/// equal tree and writing that gives the same text.
extension Scenario.AppLogic {
  /// The answer or the list of reactions.
  var json: JSONValue {
    switch body {
    case .answer(let answer): return answer.json
    case .reactions(let reactions): return .array(reactions.map(\.json))
    }
  }
}

extension Scenario.AppLogic.Answer {
  var json: JSONValue {
    switch self {
    case .constant(let result): return result.json
    case .cases(let cases, let otherwise):
      var members = Members()
      if !cases.isEmpty { members.add("cases", .array(cases.map(\.json))) }
      members.add("else", otherwise.json)
      return members.object
    }
  }
}

extension Scenario.AppLogic.Case {
  var json: JSONValue {
    var members = Members()
    members.add("if", condition.json)
    members.add("then", then.json)
    return members.object
  }
}

extension Scenario.AppLogic.Result {
  var json: JSONValue {
    switch value {
    case .useDefault: return .string("default")
    case .bool(let flag): return .bool(flag)
    case .view(let path): return .string(path)
    case .row(let row): return .number(Double(row))
    case .none: return JSONValue(location: JSONValue.nowhere, kind: .null)
    }
  }
}

extension Scenario.AppLogic.Condition {
  /// An `all` of tests of distinct paths is written as one object of tests, as files write it.
  var json: JSONValue {
    switch self {
    case .constant(let flag): return .bool(flag)
    case .all(let parts):
      let tests = parts.compactMap { part -> Scenario.AppLogic.Test? in
        if case .test(let test) = part { return test }
        return nil
      }
      var paths: [String] = []
      for test in tests where !paths.contains(test.path) { paths.append(test.path) }
      if tests.count == parts.count, paths.count == tests.count, tests.count > 1,
        !tests.contains(where: { ["all", "any", "not"].contains($0.path) })
      {
        var members = Members()
        for test in tests { members.add(test.path, test.term.json) }
        return members.object
      }
      return Self.single("all", .array(parts.map(\.json)))
    case .any(let parts): return Self.single("any", .array(parts.map(\.json)))
    case .not(let part): return Self.single("not", part.json)
    case .test(let test): return Self.single(test.path, test.term.json)
    }
  }

  private static func single(_ key: String, _ value: JSONValue) -> JSONValue {
    var members = Members()
    members.add(key, value)
    return members.object
  }
}

extension Scenario.AppLogic.Term {
  /// The term as JSON, positions kept (the compiler reads a test with the JSON readers'
  /// messages; the writer prints it).
  var json: JSONValue {
    let location = position.at
    switch kind {
    case .null: return JSONValue(location: location, kind: .null)
    case .bool(let flag): return JSONValue(location: location, kind: .bool(flag))
    case .number(let number): return JSONValue(location: location, kind: .number(number))
    case .string(let text): return JSONValue(location: location, kind: .string(text))
    case .list(let items): return JSONValue(location: location, kind: .array(items.map(\.json)))
    case .keyed(let members):
      return JSONValue(
        location: location,
        kind: .object(members.map { JSONMember(key: $0.key, keyLocation: $0.position.at, value: $0.value.json) }))
    }
  }
}

extension Scenario.AppLogic.Reaction {
  var json: JSONValue {
    var members = Members()
    members.add("if", condition?.json)
    switch action {
    case .set(let assignments):
      var set = Members()
      for assignment in assignments { set.add(assignment.target, assignment.value.json) }
      members.add("set", set.object)
    case .note(let text): members.add("note", .string(text))
    case .forward(let method): members.add("forward", .string(method.rawValue))
    case .remove(let view): members.add("remove", .string(view.id))
    case .animate(let animation): members.add("animate", animation.json)
    case .requireToFail(let gesture, let toFail):
      members.add("requireToFail", Self.requirement(gesture, toFail))
    case .removeRequireToFail(let gesture, let toFail):
      members.add("removeRequireToFail", Self.requirement(gesture, toFail))
    case .send(let control, let event):
      var send = Members()
      send.add("control", .string(control.id))
      send.add("event", .string(event.id))
      members.add("send", send.object)
    case .firstResponder(let call, let view): members.add(call.rawValue, .string(view.id))
    case .call(let name, let view): members.add(name, .string(view.id))
    }
    return members.object
  }

  private static func requirement(
    _ gesture: Scenario.AppLogic.Reference, _ toFail: Scenario.AppLogic.Reference
  ) -> JSONValue {
    var members = Members()
    members.add("gesture", .string(gesture.id))
    members.add("toFail", .string(toFail.id))
    return members.object
  }
}

extension Scenario.AppLogic.Assignment.Value {
  /// A literal as written; a computed number with the keys it has.
  var json: JSONValue {
    switch self {
    case .literal(let term): return term.json
    case .computed(let computed): return computed.json
    }
  }
}

extension Scenario.AppLogic.Computed {
  /// The keys it has, in `keys` order.
  var json: JSONValue {
    var members = Members()
    members.add("ref", .string(ref.id))
    if atBegan { members.add("atBegan", .bool(true)) }
    members.add("scale", scale.map(JSONValue.number))
    if negate { members.add("negate", .bool(true)) }
    switch addend {
    case .number(let number)?: members.add("add", .number(number))
    case .computed(let inner)?: members.add("add", inner.json)
    case nil: break
    }
    members.add("min", min.map(JSONValue.number))
    members.add("max", max.map(JSONValue.number))
    return JSONValue(location: position.at, kind: members.object.kind)
  }
}
