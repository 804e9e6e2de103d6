extension SchemaValidator {
  /// `items` (one schema, or one per position with `additionalItems` after), `minItems`,
  /// `maxItems`.
  func checkArray(_ instance: JSONNode, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation]) {
    guard case .array(let items) = instance else { return }
    if case .number(let minimum)? = schema["minItems"], Double(items.count) < minimum {
      violations.append(
        SchemaViolation(place.child(schema: "minItems"), "\(items.count) items, fewer than \(Int(minimum))"))
    }
    if case .number(let maximum)? = schema["maxItems"], Double(items.count) > maximum {
      violations.append(
        SchemaViolation(place.child(schema: "maxItems"), "\(items.count) items, more than \(Int(maximum))"))
    }
    switch schema["items"] {
    case .array(let positional)?:
      for (index, item) in items.enumerated() {
        let itemPlace = place.child(
          instance: "/\(index)", schema: index < positional.count ? "items/\(index)" : "additionalItems")
        guard let itemSchema = index < positional.count ? positional[index] : schema["additionalItems"] else {
          continue
        }
        check(item, against: itemSchema, at: itemPlace, into: &violations)
      }
    case let itemSchema?:
      for (index, item) in items.enumerated() {
        check(item, against: itemSchema, at: place.child(instance: "/\(index)", schema: "items"), into: &violations)
      }
    case nil: break
    }
  }

  /// `required`, `properties`, `patternProperties`, `additionalProperties`, `propertyNames`,
  /// `minProperties`, `maxProperties`.
  func checkObject(_ instance: JSONNode, _ schema: JSONNode, _ place: Place, _ violations: inout [SchemaViolation]) {
    guard case .object(let members) = instance else { return }
    for name in schema["required"]?.items.compactMap(\.string) ?? [] where members[name] == nil {
      violations.append(SchemaViolation(place.child(schema: "required"), "missing the required key '\(name)'"))
    }
    if case .number(let minimum)? = schema["minProperties"], Double(members.count) < minimum {
      violations.append(
        SchemaViolation(place.child(schema: "minProperties"), "\(members.count) keys, fewer than \(Int(minimum))"))
    }
    if case .number(let maximum)? = schema["maxProperties"], Double(members.count) > maximum {
      violations.append(
        SchemaViolation(place.child(schema: "maxProperties"), "\(members.count) keys, more than \(Int(maximum))"))
    }
    let properties = schema["properties"]?.members ?? [:]
    let patterns = schema["patternProperties"]?.members ?? [:]
    for key in members.keys.sorted() {
      let value = members[key]!
      let member = "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
      var matched = false
      if let propertySchema = properties[key] {
        matched = true
        check(
          value, against: propertySchema, at: place.child(instance: member, schema: "properties/\(key)"),
          into: &violations)
      }
      for pattern in patterns.keys.sorted() where Self.matches(key, pattern) {
        matched = true
        let child = place.child(instance: member, schema: "patternProperties/\(pattern)")
        check(value, against: patterns[pattern]!, at: child, into: &violations)
      }
      if !matched, let additional = schema["additionalProperties"] {
        let child = place.child(instance: member, schema: "additionalProperties")
        if additional == .bool(false) {
          violations.append(SchemaViolation(child, "unknown key '\(key)'"))
        } else {
          check(value, against: additional, at: child, into: &violations)
        }
      }
      if let names = schema["propertyNames"] {
        let child = place.child(instance: member, schema: "propertyNames")
        if !failures(.string(key), names, child).isEmpty {
          violations.append(SchemaViolation(child, "key '\(key)' is not allowed here"))
        }
      }
    }
  }
}
