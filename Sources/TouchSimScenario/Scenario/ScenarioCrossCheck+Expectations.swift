import TouchSim

/// Checks an `expect` block against the scenario it belongs to, so that no pattern is an
/// assertion that cannot fail: its `to` names an object of this scenario that can receive its
/// `call`; its `call` is a call of the log (`Call.names`); every field is one that call can
/// carry (`Record.fieldKinds(ofCall:)`), of the right type, with a value that can occur
/// (a control event, a gesture state the log shows, a finger of the scenario, a table row).
extension ScenarioCrossCheck {
  /// What every pattern is checked against, computed once per scenario.
  struct ExpectationScope {
    /// The fingers of the scenario's touches.
    var fingers: Set<Int>
    /// Every settable property name of the scenario's objects, sorted.
    var properties: [String]
    /// The tables, for row bounds: their names and numbers of rows.
    var tables: [(name: String, rows: Int)]
  }

  /// Validates every pattern of the block; the first problem throws with its position.
  /// Names resolve through the scenario's objects (`ScenarioObjects`).
  func validateExpectations(_ expectations: Expectations, fingers: Set<Int>) throws(ScenarioError) {
    var properties: Set<String> = []
    var seen: Set<ObjectIdentifier> = []  // one exemplar per class
    var tables: [(name: String, rows: Int)] = []
    for name in objects.viewOrder {
      guard let entry = objects[name] else { continue }
      if seen.insert(ObjectIdentifier(entry.exemplar)).inserted {
        properties.formUnion(objects.settableNames(of: name))
      }
      if entry.roles.contains(.table) { tables.append((name, entry.rows)) }
    }
    for name in definitionOrder where isRecognizer(name) {
      if let entry = objects[name], seen.insert(ObjectIdentifier(entry.exemplar)).inserted {
        properties.formUnion(objects.settableNames(of: name))
      }
    }
    properties.formUnion(objects.settableNames(of: LogicCompiler.stateName))  // the app state's variables
    let scope = ExpectationScope(fingers: fingers, properties: properties.sorted(), tables: tables)
    for pattern in expectations.sequence + expectations.never {
      try validate(pattern, scope: scope)
    }
  }

  /// The roles an object of this scenario plays as a receiver (`Window.receiverRoles(of:)`;
  /// a view controller is a responder); empty when no object has the name.
  func receiverRoles(of name: String) -> Set<ReceiverRole> {
    let roles = objects.receiverRoles(of: name)
    return roles.isEmpty && definitions[name] != nil ? [.responder] : roles
  }

  /// What a role's receivers are, for messages.
  static func describe(_ role: ReceiverRole) -> String {
    switch role {
    case .window: return "the window"
    case .responder: return "a responder (view, controller, window or application)"
    case .scrollView: return "a scroll view"
    case .recognizer: return "a gesture recognizer"
    case .control: return "a control"
    case .tableRow: return "a table row (<table>.row<N>)"
    case .table: return "a table view"
    case .collectionView: return "a collection view"
    case .settable: return "a view or gesture recognizer"
    case .view: return "a view"
    case .navigationController: return "a navigation controller (UINavigationController)"
    case .pageViewController: return "a page view controller (UIPageViewController)"
    case .textInput: return "a text field or text view"
    case .keyboard: return "the keyboard (a scenario with \"keyboard\")"
    }
  }

  private func validate(_ pattern: Pattern, scope: ExpectationScope) throws(ScenarioError) {
    let members = pattern.members
    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
    var callNames = Call.names.filter { $0 != "nothing" }
    if let call = member("call") {
      let name = try call.value.string("'call'")
      try Self.checkCallName(name, at: call.value.location)
      callNames = [name]
    }
    var receiver: String?
    if let to = member("to") {
      let name = try to.value.string("'to'")
      let roles = receiverRoles(of: name)
      guard !roles.isEmpty else { throw unknownName(name, what: "receiver", at: to.value.location) }
      if callNames.count == 1, let role = Self.role(ofCall: callNames[0]), !roles.contains(role) {
        throw ScenarioError(
          "'\(Spelling.shortened(name))' never receives '\(callNames[0])': it goes to \(Self.describe(role))",
          at: to.value.location)
      }
      callNames = callNames.filter { Self.role(ofCall: $0).map(roles.contains) ?? false }
      receiver = name
    }
    let receiverCalls = callNames
    var fieldsSoFar: [String] = []
    var bounds: (above: Double?, below: Double?) = (nil, nil)
    for member in members {
      switch member.key {
      case "to", "call": continue
      case "t<", "t>":
        if case .number(let bound) = member.value.kind {
          if member.key == "t<" { bounds.below = bound } else { bounds.above = bound }
        }
        continue
      case "why":
        throw ScenarioError(
          "'why' is only in logs made with --explain; expect blocks are checked against the log without it",
          at: member.keyLocation)
      default: break
      }
      func carrying(_ calls: [String]) -> [String] {
        calls.filter { call in Record.fieldKinds(ofCall: call).contains { $0.name == member.key } }
      }
      let carriers = carrying(callNames)
      guard !carriers.isEmpty else {
        if !carrying(receiverCalls).isEmpty {  // each field alone fits some call, together none
          let who = receiver.map { " to '\(Spelling.shortened($0))'" } ?? ""
          throw ScenarioError(
            "no call\(who) carries both '\(Spelling.shortened(member.key))' and \(fieldsSoFar.map { "'\($0)'" }.joined(separator: ", "))",
            at: member.keyLocation)
        }
        throw Self.fieldNotCarried(
          member, calls: callNames, receiver: receiver, explicitCall: members.contains { $0.key == "call" })
      }
      callNames = carriers  // the calls that carry every field so far
      fieldsSoFar.append(member.key)
      var kinds: [LogValue.Kind] = []
      for call in carriers {
        for field in Record.fieldKinds(ofCall: call) where field.name == member.key {
          for kind in field.kinds where !kinds.contains(kind) { kinds.append(kind) }
        }
      }
      try Self.checkKind(member, kinds)
      try checkValue(member, calls: carriers, receiver: receiver, scope: scope)
    }
    if let above = bounds.above, let below = bounds.below, above >= below {
      throw ScenarioError(
        "'t>' \(JSONLRenderer.number(above)) and 't<' \(JSONLRenderer.number(below)) leave no time a record can have",
        at: pattern.location)
    }
  }

  /// The role of the receivers of a call name (`nil` for a name that is not a call).
  static func role(ofCall name: String) -> ReceiverRole? {
    Call.descriptor(named: name)?.receiverRole
  }

  private static func checkCallName(_ name: String, at location: SourceLocation) throws(ScenarioError) {
    if name == "nothing" {
      throw ScenarioError(
        "'nothing' lines are only in logs made with --explain; expect blocks are checked against the log without them",
        at: location)
    }
    guard Call.names.contains(name) else {
      let shown = Spelling.shortened(name)
      if ControlEvent(rawValue: name) != nil {
        throw ScenarioError(
          "unknown call '\(shown)'; '\(Spelling.shortened(name))' is a control event: write \"call\": \"controlEvent\", \"event\": \"\(Spelling.shortened(name))\"",
          at: location)
      }
      if GestureState(rawValue: name) != nil {
        throw ScenarioError(
          "unknown call '\(shown)'; '\(Spelling.shortened(name))' is a gesture state: write \"call\": \"gestureState\", \"state\": \"\(Spelling.shortened(name))\"",
          at: location)
      }
      var message = "unknown call '\(shown)'"
      if let suggestion = Spelling.closest(to: name, in: Call.names.filter { $0 != "nothing" }) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw ScenarioError(message, at: location)
    }
  }

  private static func fieldNotCarried(
    _ member: JSONMember, calls: [String], receiver: String?, explicitCall: Bool
  ) -> ScenarioError {
    if explicitCall, let call = calls.first {
      let carried = Record.fieldKinds(ofCall: call).map(\.name).filter { !["t", "to", "call", "why"].contains($0) }
      var message = "'\(call)' records carry no field '\(Spelling.shortened(member.key))'"
      message +=
        carried.isEmpty ? " (they carry only t, to and call)" : " (they carry: \(carried.joined(separator: ", ")))"
      if let suggestion = Spelling.closest(to: member.key, in: carried) { message += "; did you mean '\(suggestion)'?" }
      return ScenarioError(message, at: member.keyLocation)
    }
    let who = receiver.map { "'\(Spelling.shortened($0))'" } ?? "any receiver"
    return ScenarioError(
      "no call to \(who) carries a field '\(Spelling.shortened(member.key))'", at: member.keyLocation)
  }

  private static func checkKind(_ member: JSONMember, _ kinds: [LogValue.Kind]) throws(ScenarioError) {
    let value = member.value
    let fits = kinds.contains { kind in
      switch (kind, value.kind) {
      case (.number, .number), (.string, .string), (.bool, .bool), (.null, .null): return true
      case (.numbers, .array(let items)): return items.allSatisfy { if case .number = $0.kind { true } else { false } }
      default: return false
      }
    }
    guard fits else {
      let names = kinds.map { $0 == .numbers ? "an array of numbers" : $0 == .null ? "null" : "a \($0.rawValue)" }
      throw value.mismatch("'\(Spelling.shortened(member.key))'", expected: names.joined(separator: " or "))
    }
  }

  /// Checks that a field's value can occur in this scenario's log.
  private func checkValue(
    _ member: JSONMember, calls: [String], receiver: String?, scope: ExpectationScope
  ) throws(ScenarioError) {
    let fingers = scope.fingers
    let value = member.value
    switch (member.key, value.kind) {
    case ("event", .string(let text)):
      try Self.checkKnown(text, in: ControlEvent.allCases.map(\.rawValue), what: "control event", at: value.location)
    case ("state", .string(let text)):
      let states = GestureState.allCases.map(\.rawValue)
      try Self.checkKnown(text, in: states, what: "gesture state", at: value.location)
      // G1: the log shows changes of the legal table only; actions never fire for `failed`.
      let isAction = calls == ["gestureAction"]
      var possible = Set(GestureStateTransitions.legal.map(\.to.rawValue))
      if isAction { possible.remove(GestureState.failed.rawValue) }
      guard possible.contains(text) else {
        let shown = states.filter(possible.contains).joined(separator: ", ")
        throw ScenarioError(
          isAction
            ? "no gestureAction has state '\(Spelling.shortened(text))': actions fire for \(shown)"
            : "no record has state '\(Spelling.shortened(text))': a return to possible (reset) is not logged; the log shows \(shown)",
          at: value.location)
      }
    case ("from", .string(let text)):
      let states = GestureState.allCases.map(\.rawValue)
      try Self.checkKnown(text, in: states, what: "gesture state", at: value.location)
      let possible = Set(GestureStateTransitions.legal.map(\.from.rawValue))
      guard possible.contains(text) else {
        let shown = states.filter(possible.contains).joined(separator: ", ")
        throw ScenarioError(
          "no gestureState record has from '\(Spelling.shortened(text))': a finished recognizer changes only by reset, which is not logged; the log shows \(shown)",
          at: value.location)
      }
    case ("view", .string(let name)), ("result", .string(let name)):
      try checkName(name, role: .view, what: "view", at: value.location)
    case ("via", .string(let name)):
      try checkName(name, role: .responder, what: "responder", at: value.location)
    case ("other", .string(let name)):
      try checkName(name, role: .recognizer, what: "gesture recognizer", at: value.location)
    case ("touches", .array(let items)):
      guard !items.isEmpty else { throw ScenarioError("'touches' must name at least one finger", at: value.location) }
      var previous = -Double.infinity
      for item in items {
        if case .number(let number) = item.kind {
          guard number > previous else {
            throw ScenarioError("'touches' must list fingers in ascending order, as the log does", at: item.location)
          }
          previous = number
        }
        guard case .number(let number) = item.kind, number.rounded() == number,
          fingers.contains(Int(exactly: number) ?? -1)
        else {
          let known = fingers.sorted().map(String.init).joined(separator: ", ")
          throw ScenarioError(
            "\(CompactJSON.text(item)) is not a finger of this scenario (its fingers: \(known.isEmpty ? "none" : known))",
            at: item.location)
        }
      }
    case ("at", .array(let items)), ("offset", .array(let items)), ("velocity", .array(let items)),
      ("target", .array(let items)):
      guard items.count == 2 else { throw value.mismatch("'\(Spelling.shortened(member.key))'", expected: "[x, y]") }
    case ("row", .number(let number)):
      try checkRow(number, receiver: receiver, tables: scope.tables, at: value.location)
    case ("property", .string(let property)):
      try checkProperty(property, receiver: receiver, all: scope.properties, at: value.location)
    default:
      break
    }
  }

  private static func checkKnown(
    _ text: String, in known: [String], what: String, at location: SourceLocation
  ) throws(ScenarioError) {
    guard !known.contains(text) else { return }
    var message = "unknown \(what) '\(Spelling.shortened(text))'"
    if let suggestion = Spelling.closest(to: text, in: known) { message += "; did you mean '\(suggestion)'?" }
    throw ScenarioError(message, at: location)
  }

  private func checkName(_ name: String, role: ReceiverRole, what: String, at location: SourceLocation)
    throws(ScenarioError)
  {
    let roles = receiverRoles(of: name)
    guard roles.isEmpty else {
      guard roles.contains(role) else {
        throw ScenarioError("'\(Spelling.shortened(name))' is not \(Self.describe(role))", at: location)
      }
      return
    }
    throw unknownName(name, what: what, at: location)
  }

  /// An unknown name, with a did-you-mean among the scenario's names, or the row range when
  /// it names a table row past the end.
  private func unknownName(_ name: String, what: String, at location: SourceLocation) -> ScenarioError {
    if let dot = name.range(of: ".row", options: .backwards), Int(name[dot.upperBound...]) != nil,
      case let tableName = String(name[..<dot.lowerBound]), isView(tableName),
      let table = objects[tableName], table.roles.contains(.table)
    {
      let rows = table.rows
      let range = rows > 0 ? " (\(tableName).row0 to \(tableName).row\(rows - 1))" : ""
      return ScenarioError(
        "unknown \(what) '\(Spelling.shortened(name))': table '\(tableName)' has \(rows) row\(rows == 1 ? "" : "s")\(range)",
        at: location)
    }
    var message = "unknown \(what) '\(Spelling.shortened(name))'"
    if let suggestion = Spelling.closest(to: name, in: definitionOrder) { message += "; did you mean '\(suggestion)'?" }
    return ScenarioError(message, at: location)
  }

  private func checkRow(
    _ number: Double, receiver: String?, tables: [(name: String, rows: Int)], at location: SourceLocation
  ) throws(ScenarioError) {
    var tables = tables
    if let receiver, isView(receiver), let view = objects[receiver] {
      let table = view.roles.contains(.table) ? receiver : view.table
      tables = table.flatMap { name in objects[name].map { [(name, $0.rows)] } } ?? []
    }
    let rows = tables.map(\.rows).max() ?? 0
    guard number >= 0, number.rounded() == number, number < Double(rows) else {
      let scope = tables.count == 1 ? "table '\(tables[0].name)' has" : "the scenario's tables have at most"
      throw ScenarioError(
        "row \(JSONLRenderer.number(number)) cannot occur: \(scope) \(rows) row\(rows == 1 ? "" : "s")", at: location)
    }
  }

  private func checkProperty(
    _ property: String, receiver: String?, all: [String], at location: SourceLocation
  ) throws(ScenarioError) {
    var known = all
    if let receiver {
      known = objects.settableNames(of: receiver).sorted()
    }
    guard !known.contains(property) else { return }
    var message =
      receiver.map { "'\(Spelling.shortened($0))' has no settable property '\(Spelling.shortened(property))'" }
      ?? "no object of this scenario has a settable property '\(Spelling.shortened(property))'"
    if let suggestion = Spelling.closest(to: property, in: known) { message += "; did you mean '\(suggestion)'?" }
    throw ScenarioError(message, at: location)
  }
}
