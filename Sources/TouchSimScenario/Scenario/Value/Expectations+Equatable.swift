/// An `expect` block is part of a scenario's value: equal blocks have equal patterns, wherever
/// they are written (`SourcePosition`).
extension Expectations: Equatable {
  public static func == (lhs: Expectations, rhs: Expectations) -> Bool {
    lhs.sequence == rhs.sequence && lhs.never == rhs.never
  }
}

extension Pattern: Equatable {
  /// Equal fields in the same order with equal values; positions do not count.
  public static func == (lhs: Pattern, rhs: Pattern) -> Bool {
    lhs.label == rhs.label && lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value.sameValue(as: $1.value) }
  }
}

extension JSONValue {
  /// Whether two values are the same JSON, wherever they are written.
  func sameValue(as other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.sameValue(as: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.sameValue(as: $1.value) }
    default: return false
    }
  }
}
