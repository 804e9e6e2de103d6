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

  /// Parses `ID.KEY=VALUE` (the key follows the last dot before `=`: ids may contain dots).
  public init(parsing assignment: String) throws(ScenarioToolError) {
    guard let equals = assignment.firstIndex(of: "="), let dot = assignment[..<equals].lastIndex(of: ".") else {
      throw ScenarioToolError("'\(assignment)' is not ID.PROPERTY=VALUE (for example feed.delaysContentTouches=false)")
    }
    object = String(assignment[..<dot])
    key = String(assignment[assignment.index(after: dot)..<equals])
    let text = String(assignment[assignment.index(after: equals)...])
    guard !object.isEmpty, !key.isEmpty, key != "id", key != "subviews" else {
      throw ScenarioToolError("'\(assignment)' does not name an object and a property")
    }
    value = (try? JSONReader.parse(Array(text.utf8))) ?? .string(text)
  }
}

extension Scenario {
  /// The scenario's canonical text with the assignments (`ID.KEY=VALUE`) made, in order, for
  /// the reader to check and replay; the first that does not parse or names no object throws.
  public func bytes(setting assignments: [String]) throws(ScenarioToolError) -> [UInt8] {
    var document = json
    for text in assignments {
      let assignment = try ScenarioAssignment(parsing: text)
      guard case .object(var members) = document.kind else { break }
      if let index = members.firstIndex(where: { $0.key == "root" }),
        Self.set(assignment, inTree: &members[index].value)
      {
        document.kind = .object(members)
        continue
      }
      if let index = members.firstIndex(where: { $0.key == "gestures" }),
        case .array(var gestures) = members[index].value.kind,
        let found = gestures.firstIndex(where: { $0["id"]?.stringValue == assignment.object })
      {
        Self.set(assignment, in: &gestures[found])
        members[index].value.kind = .array(gestures)
        document.kind = .object(members)
        continue
      }
      throw ScenarioToolError("no view or gesture recognizer has the id '\(assignment.object)'")
    }
    return Array(JSONWriter.document(document).utf8)
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

/// A problem with a tool's request (a bad `--set` or `--vary`): exit 64 or 65.
public struct ScenarioToolError: Error, Equatable {
  /// What is wrong.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
