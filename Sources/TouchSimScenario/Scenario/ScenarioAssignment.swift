/// `touchsim diff --set ID.KEY=VALUE`: one key of a view or recognizer given a new value, as
/// the command line writes it (`false`, `12`, `"fast"`, `[0, 100]`; a bare word is a string).
///
/// Any key the format allows on the object may be set, so the edit is made on the object as
/// the writer writes it and the result is read back by the reader, which checks it like any
/// scenario: the edited scenario is a `Scenario` that passed every check.
public struct ScenarioAssignment: Equatable, Sendable {
  /// The view or recognizer id.
  public let object: String
  /// The key to set.
  public let key: String
  /// The new value.
  let value: JSONValue

  /// Parses `ID.KEY=VALUE` (the key follows the last dot before `=`: ids may contain dots, as
  /// a scroll view's generated `S.pan` does). A malformed text is a usage error (exit 64)
  /// naming `--set`.
  public init(parsing assignment: String) throws(ScenarioToolError) {
    let shown = Spelling.shortened(assignment)
    guard let equals = assignment.firstIndex(of: "="), let dot = assignment[..<equals].lastIndex(of: ".") else {
      throw ScenarioToolError(
        "--set needs ID.PROPERTY=VALUE (for example S.delaysContentTouches=false), not '\(shown)'", status: .usage)
    }
    object = String(assignment[..<dot])
    key = String(assignment[assignment.index(after: dot)..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    guard !object.isEmpty, !key.isEmpty else {
      throw ScenarioToolError("--set needs an id and a property before '=', not '\(shown)'", status: .usage)
    }
    guard key != "id", key != "subviews" else {
      throw ScenarioToolError("--set cannot change '\(key)' ('\(shown)'): it changes properties", status: .usage)
    }
    value = (try? JSONReader.parse(Array(text.utf8))) ?? .string(text)
  }
}

extension Scenario {
  /// The scenario's canonical text with the assignments (`ID.KEY=VALUE`) made, in order, for
  /// the reader to check and replay; the first that does not parse or names no object throws
  /// a usage error (exit 64). An id may name a view or a recognizer of the file, or a
  /// recognizer the tree generates (a scroll view's `S.pan`, `S.delay`): that one is set in a
  /// `gestures` entry without `class`, as a scenario configures it.
  public func bytes(
    setting assignments: [String], registry: TouchSimRegistry = TouchSimRegistry()
  ) throws(ScenarioToolError) -> [UInt8] {
    var document = json
    var generated: [String: String]?
    for text in assignments {
      let assignment = try ScenarioAssignment(parsing: text)
      guard case .object(var members) = document.kind else { break }
      if let index = members.firstIndex(where: { $0.key == "root" }),
        Self.set(assignment, inTree: &members[index].value)
      {
        document.kind = .object(members)
        continue
      }
      var gestures: [JSONValue] = []
      let gesturesIndex = members.firstIndex(where: { $0.key == "gestures" })
      if let gesturesIndex, case .array(let list) = members[gesturesIndex].value.kind { gestures = list }
      if let found = gestures.firstIndex(where: { $0["id"]?.stringValue == assignment.object }) {
        Self.set(assignment, in: &gestures[found])
      } else {
        if generated == nil { generated = generatedNames(registry: registry) }
        guard let description = generated?[assignment.object], description.contains("recognizer") else {
          throw unknownObject(assignment, text: text, generated: generated ?? [:])
        }
        var entry = JSONValue(location: JSONValue.nowhere, kind: .object([]))
        entry.kind = .object([JSONMember(key: "id", keyLocation: JSONValue.nowhere, value: .string(assignment.object))])
        Self.set(assignment, in: &entry)
        gestures.append(entry)
      }
      let list = JSONValue(location: JSONValue.nowhere, kind: .array(gestures))
      if let gesturesIndex {
        members[gesturesIndex].value = list
      } else {
        members.append(JSONMember(key: "gestures", keyLocation: JSONValue.nowhere, value: list))
      }
      document.kind = .object(members)
    }
    return Array(JSONWriter.document(document).utf8)
  }

  /// Every key a view may have, for the hint at `B.frame.y=4`.
  private static let viewKeys = Set(ViewClass.allKeys)

  /// The names the tree generates (`S.pan`, `T.row3`) and what they name.
  private func generatedNames(registry: TouchSimRegistry) -> [String: String] {
    var decoder = ScenarioDecoder(classes: registry.classes)
    _ = try? decoder.decode(json)
    return decoder.generatedNames
  }

  /// The error for an assignment whose id names nothing `--set` can change.
  private func unknownObject(
    _ assignment: ScenarioAssignment, text: String, generated: [String: String]
  ) -> ScenarioToolError {
    let shown = Spelling.shortened(text)
    let id = Spelling.shortened(assignment.object)
    if let description = generated[assignment.object] {
      return ScenarioToolError(
        "--set \(shown): '\(id)' is \(description), which --set cannot change (it changes views and recognizers, "
          + "and the recognizers the tree generates such as a scroll view's S.pan)",
        status: .usage)
    }
    var names: [String] = []
    var stack = [root]
    while let view = stack.popLast() {
      names.append(view.id)
      stack.append(contentsOf: view.subviews)
    }
    names += gestures.map(\.id) + generated.filter { $0.value.contains("recognizer") }.keys.sorted()
    var message = "--set \(shown): no view or gesture recognizer has the id '\(id)'"
    if let dot = assignment.object.lastIndex(of: "."), names.contains(String(assignment.object[..<dot])),
      Self.viewKeys.contains(String(assignment.object[assignment.object.index(after: dot)...]))
    {
      // `B.frame.y=4`: the member of a key, which --set gives whole.
      let whole = String(assignment.object[..<dot]) + "." + assignment.object[assignment.object.index(after: dot)...]
      message += "; --set gives a key whole, as the file writes it: \(Spelling.shortened(whole))=..."
    } else if let suggestion = Spelling.closest(to: assignment.object, in: names) {
      message += "; did you mean '\(suggestion)'?"
    }
    return ScenarioToolError(message, status: .usage)
  }

  /// Sets the key on the object: in place when present, else last.
  private static func set(_ assignment: ScenarioAssignment, in object: inout JSONValue) {
    guard case .object(var members) = object.kind else { return }
    if let index = members.firstIndex(where: { $0.key == assignment.key }) {
      members[index].value = assignment.value
    } else {
      members.append(JSONMember(key: assignment.key, keyLocation: JSONValue.nowhere, value: assignment.value))
    }
    object.kind = .object(members)
  }

  /// Depth-first over the view tree (bounded by the reader's nesting limit, 256).
  private static func set(_ assignment: ScenarioAssignment, inTree view: inout JSONValue) -> Bool {
    if view["id"]?.stringValue == assignment.object {
      set(assignment, in: &view)
      return true
    }
    guard case .object(var members) = view.kind, let index = members.firstIndex(where: { $0.key == "subviews" }),
      case .array(var subviews) = members[index].value.kind
    else { return false }
    for child in subviews.indices where set(assignment, inTree: &subviews[child]) {
      members[index].value.kind = .array(subviews)
      view.kind = .object(members)
      return true
    }
    return false
  }
}

/// A problem with a tool's request (a bad `--set` or `--vary`), or with a replay it made.
public struct ScenarioToolError: Error, Equatable {
  /// What is wrong.
  public let message: String
  /// The exit status it calls for: 64 for a request that is wrong (a malformed `--set`, an id
  /// the scenario lacks, a value the reader refuses), 65 for a scenario that cannot be
  /// replayed, 70 for an internal error.
  public let status: ExitStatus

  /// An error saying `message`, with its exit status (65 unless given).
  public init(_ message: String, status: ExitStatus = .badScenario) {
    self.message = message
    self.status = status
  }
}
