/// The value a `set` record shows (Docs/LogFormat.md `set`): what the app assigned.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
  /// A boolean property such as `isHidden`.
  case bool(Bool)
  /// A numeric property such as `alpha` or `tag`.
  case number(Double)

  /// The value as the text log prints it.
  public var description: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return NumberFormat.fixed(value, decimals: 3, trimmed: true)
    }
  }
}

/// A property type whose assignments the log can show in a `set` record
/// (`Window.set(_:of:to:named:because:)`).
public protocol LoggedPropertyValue {
  /// The value as a `set` record carries it.
  var loggedValue: PropertyValue { get }
}

extension Bool: LoggedPropertyValue {
  /// `.bool(self)`.
  public var loggedValue: PropertyValue { .bool(self) }
}

extension Double: LoggedPropertyValue {
  /// `.number(self)`.
  public var loggedValue: PropertyValue { .number(self) }
}

extension Int: LoggedPropertyValue {
  /// `.number(Double(self))`.
  public var loggedValue: PropertyValue { .number(Double(self)) }
}
