import Foundation

/// A small JSON Schema draft-07 validator, for the keywords `Scenarios/scenario.schema.json`
/// uses (`SchemaKeywords`): enough to check scenarios against the schema in tests without a
/// third-party package.
///
/// A schema using any other keyword is refused up front (`init`), so a keyword this validator
/// does not implement can never be silently ignored.
struct SchemaValidator {
  /// The whole schema; `$ref`s are JSON pointers into it.
  let root: JSONNode

  /// The deepest nesting of subschemas followed for one instance (guards `$ref` cycles).
  static let maxDepth = 256

  /// Takes a schema after checking that it uses only supported keywords.
  init(schema: JSONNode) throws(SchemaError) {
    try SchemaKeywords.check(schema, at: "#")
    root = schema
  }

  /// Every violation of the schema by the instance (empty when it is valid).
  func validate(_ instance: JSONNode) -> [SchemaViolation] {
    var violations: [SchemaViolation] = []
    check(instance, against: root, at: Place(instance: "", schema: "#", depth: 0), into: &violations)
    return violations
  }

  /// Whether the instance is valid.
  func accepts(_ instance: JSONNode) -> Bool { validate(instance).isEmpty }

  /// Whether the instance is valid against a subschema of this schema (its `$ref`s resolve
  /// against the whole schema).
  func accepts(_ instance: JSONNode, against schema: JSONNode) -> Bool {
    var violations: [SchemaViolation] = []
    check(instance, against: schema, at: Place(instance: "", schema: "#", depth: 0), into: &violations)
    return violations.isEmpty
  }

  /// Where a check is: the instance's JSON pointer, the schema's, and the nesting depth.
  struct Place {
    var instance: String
    var schema: String
    var depth: Int

    /// One level down, into an instance member or item and a schema keyword.
    func child(instance suffix: String = "", schema keyword: String) -> Place {
      Place(instance: instance + suffix, schema: schema + "/" + keyword, depth: depth + 1)
    }
  }

  /// Checks one instance against one (sub)schema, appending what fails.
  func check(_ instance: JSONNode, against schema: JSONNode, at place: Place, into violations: inout [SchemaViolation])
  {
    guard place.depth <= Self.maxDepth else {
      violations.append(SchemaViolation(place, "nesting deeper than \(Self.maxDepth) (a $ref cycle?)"))
      return
    }
    switch schema {
    case .bool(true): return
    case .bool(false):
      violations.append(SchemaViolation(place, "the schema 'false' accepts nothing"))
      return
    case .object: break
    default:
      violations.append(SchemaViolation(place, "a schema must be an object or a bool, found \(schema)"))
      return
    }
    if let reference = schema["$ref"]?.string {  // draft-07: keywords beside $ref are ignored
      guard let target = resolve(reference) else {
        violations.append(SchemaViolation(place, "unresolvable $ref \(reference)"))
        return
      }
      check(instance, against: target, at: place.child(schema: "$ref"), into: &violations)
      return
    }
    checkValue(instance, schema, place, &violations)
    checkArray(instance, schema, place, &violations)
    checkObject(instance, schema, place, &violations)
    checkCombinators(instance, schema, place, &violations)
  }

  /// `allOf`, `anyOf`, `oneOf`, `not` and `if`/`then`/`else`.
  private func checkCombinators(
    _ instance: JSONNode, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation]
  ) {
    for (index, subschema) in (schema["allOf"]?.items ?? []).enumerated() {
      check(instance, against: subschema, at: place.child(schema: "allOf/\(index)"), into: &violations)
    }
    if let options = schema["anyOf"]?.items {
      let results = options.enumerated().map { failures(instance, $1, place.child(schema: "anyOf/\($0)")) }
      if !results.contains(where: \.isEmpty) {
        violations.append(SchemaViolation(place, "matches none of anyOf: " + summary(results)))
      }
    }
    if let options = schema["oneOf"]?.items {
      let results = options.enumerated().map { failures(instance, $1, place.child(schema: "oneOf/\($0)")) }
      let matched = results.filter(\.isEmpty).count
      if matched == 0 { violations.append(SchemaViolation(place, "matches none of oneOf: " + summary(results))) }
      if matched > 1 { violations.append(SchemaViolation(place, "matches \(matched) of oneOf, not exactly one")) }
    }
    if let negated = schema["not"], failures(instance, negated, place.child(schema: "not")).isEmpty {
      violations.append(SchemaViolation(place, "matches the 'not' schema"))
    }
    if let condition = schema["if"] {
      let holds = failures(instance, condition, place.child(schema: "if")).isEmpty
      if let branch = schema[holds ? "then" : "else"] {
        check(instance, against: branch, at: place.child(schema: holds ? "then" : "else"), into: &violations)
      }
    }
  }

  /// The violations of one subschema on its own.
  func failures(_ instance: JSONNode, _ schema: JSONNode, _ place: Place) -> [SchemaViolation] {
    var violations: [SchemaViolation] = []
    check(instance, against: schema, at: place, into: &violations)
    return violations
  }

  /// The first reason each option failed, for anyOf/oneOf messages.
  private func summary(_ results: [[SchemaViolation]]) -> String {
    results.map { $0.first.map { "(\($0.message))" } ?? "(ok)" }.joined(separator: " ")
  }

  /// The subschema a `$ref` names: `#` or a JSON pointer such as `#/definitions/view`.
  func resolve(_ reference: String) -> JSONNode? {
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      switch node {
      case .object(let members):
        guard let next = members[key] else { return nil }
        node = next
      case .array(let items):
        guard let index = Int(key), items.indices.contains(index) else { return nil }
        node = items[index]
      default: return nil
      }
    }
    return node
  }
}

/// One way an instance breaks a schema: where in the instance, which schema keyword, why.
struct SchemaViolation: CustomStringConvertible {
  let instancePath: String
  let schemaPath: String
  let message: String

  init(_ place: SchemaValidator.Place, _ message: String) {
    instancePath = place.instance
    schemaPath = place.schema
    self.message = message
  }

  var description: String { "\(instancePath.isEmpty ? "/" : instancePath): \(message) [\(schemaPath)]" }
}
