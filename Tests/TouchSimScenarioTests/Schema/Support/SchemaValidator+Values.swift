import Foundation

extension SchemaValidator {
  /// `type`, `enum`, `const`, the numeric bounds, `minLength`/`maxLength` and `pattern`.
  func checkValue(_ instance: JSONNode, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation]) {
    if let type = schema["type"] {
      let names = type.string.map { [$0] } ?? type.items.compactMap(\.string)
      if !names.contains(where: { Self.hasType(instance, $0) }) {
        violations.append(
          SchemaViolation(place.child(schema: "type"), "\(instance) is not of type \(names.joined(separator: "|"))"))
      }
    }
    if let options = schema["enum"]?.items, !options.contains(where: { Self.equal($0, instance) }) {
      violations.append(
        SchemaViolation(place.child(schema: "enum"), "\(instance) is not one of \(JSONNode.array(options))"))
    }
    if let constant = schema["const"], !Self.equal(constant, instance) {
      violations.append(SchemaViolation(place.child(schema: "const"), "\(instance) is not \(constant)"))
    }
    if case .number(let number) = instance { checkBounds(number, schema, place, &violations) }
    if case .string(let text) = instance { checkString(text, schema, place, &violations) }
  }

  /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (draft-07: numbers).
  private func checkBounds(_ number: Double, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation])
  {
    let tests: [(String, (Double, Double) -> Bool, String)] = [
      ("minimum", { $0 >= $1 }, "below the minimum"), ("maximum", { $0 <= $1 }, "above the maximum"),
      ("exclusiveMinimum", { $0 > $1 }, "not above the exclusive minimum"),
      ("exclusiveMaximum", { $0 < $1 }, "not below the exclusive maximum"),
    ]
    for (keyword, holds, what) in tests {
      guard case .number(let bound)? = schema[keyword], !holds(number, bound) else { continue }
      violations.append(
        SchemaViolation(place.child(schema: keyword), "\(JSONNode.number(number)) is \(what) \(JSONNode.number(bound))")
      )
    }
  }

  /// `minLength`/`maxLength` (in code points) and `pattern` (unanchored, as ECMA 262 `test`).
  private func checkString(_ text: String, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation]) {
    let length = text.unicodeScalars.count
    if case .number(let minimum)? = schema["minLength"], Double(length) < minimum {
      violations.append(
        SchemaViolation(place.child(schema: "minLength"), "\"\(text)\" is shorter than \(Int(minimum))"))
    }
    if case .number(let maximum)? = schema["maxLength"], Double(length) > maximum {
      violations.append(SchemaViolation(place.child(schema: "maxLength"), "\"\(text)\" is longer than \(Int(maximum))"))
    }
    if let pattern = schema["pattern"]?.string, !Self.matches(text, pattern) {
      violations.append(SchemaViolation(place.child(schema: "pattern"), "\"\(text)\" does not match \(pattern)"))
    }
  }

  /// Whether the instance has a JSON Schema type; `integer` is a number with no fraction.
  static func hasType(_ instance: JSONNode, _ type: String) -> Bool {
    switch (type, instance) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number(let number)): return number.isFinite && number == number.rounded()
    default: return false
    }
  }

  /// JSON equality: numbers by value (1 equals 1.0), objects regardless of key order.
  static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool { a == b }

  /// Whether the regular expression finds a match anywhere in the text; an invalid
  /// expression matches nothing.
  static func matches(_ text: String, _ pattern: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
