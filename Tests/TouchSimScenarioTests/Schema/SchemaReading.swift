/// Reads lists back out of the schema for the in-step tests: by asking the validator what a
/// subschema accepts where possible, by walking `enum`/`const`/`anyOf`/`$ref` otherwise.
struct SchemaReading {
  let schema: JSONNode
  let validator: SchemaValidator

  init() throws {
    schema = try SchemaFixture.schema()
    validator = try SchemaValidator(schema: schema)
  }

  /// A subschema by JSON pointer; throws when it is missing.
  func node(_ pointer: String) throws -> JSONNode {
    guard let found = validator.resolve(pointer) else {
      throw SchemaError(pointer: pointer, message: "not in the schema")
    }
    return found
  }

  /// The keys listed under `properties` at a pointer.
  func propertyNames(_ pointer: String) throws -> Set<String> {
    Set((try node(pointer)["properties"]?.members ?? [:]).keys)
  }

  /// Every string an `enum`/`const` names, following `$ref`, `allOf` and `anyOf`.
  func strings(_ node: JSONNode) -> Set<String> {
    if let reference = node["$ref"]?.string, let target = validator.resolve(reference) { return strings(target) }
    var result = Set((node["enum"]?.items ?? []).compactMap(\.string))
    if let constant = node["const"]?.string { result.insert(constant) }
    for key in ["allOf", "anyOf"] {
      for option in node[key]?.items ?? [] { result.formUnion(strings(option)) }
    }
    return result
  }

  /// Strings of the `examples` annotation at a pointer.
  func examples(_ pointer: String) throws -> [String] {
    try node(pointer)["examples"]?.items.compactMap(\.string) ?? []
  }

  /// The `then` branches of the `allOf` at a pointer whose `if` holds for the instance.
  func branches(_ pointer: String, for instance: JSONNode) throws -> [JSONNode] {
    try node(pointer)["allOf"]?.items.filter { branch in
      branch["if"].map { validator.accepts(instance, against: $0) } ?? false
    }.compactMap { $0["then"] } ?? []
  }

  /// Of the candidate keys, those a branch's `propertyNames` accepts.
  func allowedKeys(in branch: JSONNode, among candidates: Set<String>) -> Set<String> {
    guard let names = branch["propertyNames"] else { return candidates }
    return candidates.filter { validator.accepts(.string($0), against: names) }
  }
}
