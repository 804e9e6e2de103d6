import TouchSimScenario

/// JSON values built in code for generated logic (they have no place in a file).
extension JSONValue {
  static let generated = SourceLocation(line: 0, column: 0)
  static var null: JSONValue { JSONValue(location: generated, kind: .null) }
  static func bool(_ flag: Bool) -> JSONValue { JSONValue(location: generated, kind: .bool(flag)) }
  static func number(_ number: Double) -> JSONValue {
    JSONValue(location: generated, kind: .number(number))
  }
  static func string(_ text: String) -> JSONValue { JSONValue(location: generated, kind: .string(text)) }
  static func array(_ items: [JSONValue]) -> JSONValue {
    JSONValue(location: generated, kind: .array(items))
  }
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(
      location: generated,
      kind: .object(members.map { JSONMember(key: $0.0, keyLocation: generated, value: $0.1) }))
  }
}
