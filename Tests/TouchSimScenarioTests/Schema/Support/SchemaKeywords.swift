/// The draft-07 keywords `SchemaValidator` implements, and a check that a schema uses no other.
enum SchemaKeywords {
  /// Keywords that can reject an instance.
  static let assertions: Set<String> = [
    "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
    "pattern", "items", "additionalItems", "minItems", "maxItems", "required", "properties", "patternProperties",
    "additionalProperties", "propertyNames", "minProperties", "maxProperties", "$ref", "allOf", "anyOf", "oneOf",
    "not", "if", "then", "else",
  ]

  /// Keywords that only describe (or hold subschemas for `$ref`) and never reject.
  static let annotations: Set<String> = [
    "$schema", "$comment", "title", "description", "default", "examples", "definitions",
  ]

  /// Throws for the first keyword outside both lists, anywhere in the schema, with its
  /// JSON pointer; also for subschemas that are neither objects nor bools.
  static func check(_ schema: JSONNode, at pointer: String) throws(SchemaError) {
    switch schema {
    case .bool: return
    case .object(let members):
      for key in members.keys.sorted() where !assertions.contains(key) && !annotations.contains(key) {
        throw SchemaError(pointer: pointer + "/" + key, message: "keyword '\(key)' is not supported by SchemaValidator")
      }
      for (key, subschema) in subschemas(of: members) { try check(subschema, at: pointer + "/" + key) }
    default:
      throw SchemaError(pointer: pointer, message: "a schema must be an object or a bool, found \(schema)")
    }
  }

  /// The subschemas directly inside a schema object, with their pointer suffixes.
  static func subschemas(of members: [String: JSONNode]) -> [(String, JSONNode)] {
    var result: [(String, JSONNode)] = []
    for key in ["additionalItems", "additionalProperties", "propertyNames", "not", "if", "then", "else"] {
      if let subschema = members[key] { result.append((key, subschema)) }
    }
    for key in ["properties", "patternProperties", "definitions"] {
      for (name, subschema) in (members[key]?.members ?? [:]).sorted(by: { $0.key < $1.key }) {
        result.append(("\(key)/\(name)", subschema))
      }
    }
    for key in ["allOf", "anyOf", "oneOf"] {
      for (index, subschema) in (members[key]?.items ?? []).enumerated() {
        result.append(("\(key)/\(index)", subschema))
      }
    }
    switch members["items"] {
    case .array(let positional)?:
      for (index, subschema) in positional.enumerated() { result.append(("items/\(index)", subschema)) }
    case let subschema?: result.append(("items", subschema))
    case nil: break
    }
    return result
  }
}

/// A schema the validator refuses: an unsupported keyword or a malformed subschema.
struct SchemaError: Error, CustomStringConvertible {
  let pointer: String
  let message: String

  var description: String { "\(pointer): \(message)" }
}
