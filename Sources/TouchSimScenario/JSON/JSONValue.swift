/// One JSON node together with the location where it starts in the file.
///
/// Objects keep their members in file order; `JSONReader` has already rejected
/// duplicate keys, so a key occurs at most once per object.
public struct JSONValue: Sendable, Equatable {
  /// Where the value starts: its first byte (`{`, `[`, `"`, `-`, a digit or a letter).
  public var location: SourceLocation
  /// The value itself.
  public var kind: Kind

  /// The shape and payload of a JSON value.
  public enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number; `-0` keeps its sign.
    case number(Double)
    /// A string with all escapes decoded.
    case string(String)
    /// An array, elements in file order.
    case array([JSONValue])
    /// An object, members in file order.
    case object([JSONMember])
  }

  /// Creates a value that starts at `location`.
  public init(location: SourceLocation, kind: Kind) {
    self.location = location
    self.kind = kind
  }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The key, escapes decoded.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

extension JSONValue {
  /// The JSON type name for messages: `object`, `array`, `string`, `number`,
  /// `bool` or `null`.
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The type name with an article, for messages like
  /// "expected a number, found an object": `an object`, `a string`, `null`.
  public var typeNameWithArticle: String {
    switch kind {
    case .null: "null"
    case .array, .object: "an \(typeName)"
    default: "a \(typeName)"
    }
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The payload of a bool, otherwise `nil`.
  public var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The payload of a number, otherwise `nil`.
  public var numberValue: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The payload of a string, otherwise `nil`.
  public var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The elements of an array, otherwise `nil`.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The members of an object in file order, otherwise `nil`.
  public var objectMembers: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The member named `key` if this is an object that has one, otherwise `nil`.
  public func member(_ key: String) -> JSONMember? {
    objectMembers?.first { $0.key == key }
  }

  /// The value of the member named `key` if this is an object that has one,
  /// otherwise `nil`.
  public subscript(key: String) -> JSONValue? {
    member(key)?.value
  }
}
