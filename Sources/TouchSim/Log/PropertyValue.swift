/// The value a `set` record shows (Docs/LogFormat.md `set`): what the app assigned.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
  /// A boolean property such as `isHidden`.
  case bool(Bool)
  /// A numeric property such as `alpha` or `tag`.
  case number(Double)
  /// A point property such as `contentOffset`.
  case point(Point)
  /// A rectangle property such as `frame`.
  case rect(Rect)
  /// A reference to another object by its log name, or `nil` (`superview` after
  /// `removeFromSuperview()`); also a name the app stores (a string variable of a scenario's
  /// app state).
  case object(String?)

  /// The value as the text log prints it: `true`, `0.5`, `(0, 120)`, `(0, 400, 390, 444)`.
  public var description: String {
    func number(_ value: Double) -> String { NumberFormat.fixed(value, decimals: 3, trimmed: true) }
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return number(value)
    case .point(let point): return "(\(number(point.x)), \(number(point.y)))"
    case .rect(let rect):
      return "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), "
        + "\(number(rect.size.height)))"
    case .object(let name): return name ?? "nil"
    }
  }

  /// The value as jsonl writes it: a bool, a number, `[x, y]` or `[x, y, width, height]`.
  public var logValue: LogValue {
    switch self {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .point(let point): return .numbers([point.x, point.y])
    case .rect(let rect): return .numbers([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    case .object(let name): return name.map(LogValue.string) ?? .null
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

extension Point: LoggedPropertyValue {
  /// `.point(self)`.
  public var loggedValue: PropertyValue { .point(self) }
}

extension Rect: LoggedPropertyValue {
  /// `.rect(self)`.
  public var loggedValue: PropertyValue { .rect(self) }
}

extension ByteWriter {
  /// A `set` record's value, byte for byte as `PropertyValue.description` spells it, written
  /// without building strings (a reaction at every `scrollViewDidScroll` logs one per scroll).
  @inline(never)
  public mutating func write(_ value: PropertyValue) {
    switch value {
    case .bool(let flag): write(flag ? "true" : "false")
    case .number(let number): write(number, decimals: 3, trimmed: true)
    case .point(let point):
      write(byte: 40)
      write(point.x, decimals: 3, trimmed: true)
      write(", ")
      write(point.y, decimals: 3, trimmed: true)
      write(byte: 41)
    case .rect(let rect):
      write(byte: 40)
      write(rect.origin.x, decimals: 3, trimmed: true)
      write(", ")
      write(rect.origin.y, decimals: 3, trimmed: true)
      write(", ")
      write(rect.size.width, decimals: 3, trimmed: true)
      write(", ")
      write(rect.size.height, decimals: 3, trimmed: true)
      write(byte: 41)
    case .object(let name): write(name ?? "nil")
    }
  }
}
