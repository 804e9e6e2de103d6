import TouchSim

/// A value of a declared property as a scenario gives it: a bool, a number or a name.
public enum DeclaredValue: Sendable, Equatable, CustomStringConvertible {
  /// `true` or `false`.
  case bool(Bool)
  /// A number (whole for integer properties).
  case number(Double)
  /// One of a property's names (a swipe `direction`).
  case string(String)

  /// The value as JSON writes it: `true`, `0.5`, `"right"`.
  public var description: String {
    switch self {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return JSONLRenderer.number(number)
    case .string(let text): return "\"\(text)\""
    }
  }
}

/// The JSON type of a declared property and the values it takes.
public enum PropertyType: Sendable, Equatable {
  /// `true` or `false`.
  case bool
  /// A number, within the range when there is one.
  case number(ClosedRange<Double>?)
  /// A whole number within the range.
  case integer(ClosedRange<Int>)
  /// One of these names.
  case choice([String])

  /// The type as diagnostics name it (`'v.tag' takes a whole number`).
  var noun: String {
    switch self {
    case .bool: return "bool"
    case .number: return "number"
    case .integer: return "whole number"
    case .choice: return "name"
    }
  }

  /// The value if `json` is one this type takes, else nil.
  func accepts(_ json: JSONValue) -> DeclaredValue? {
    switch (self, json.kind) {
    case (.bool, .bool(let flag)): return .bool(flag)
    case (.number(let range), .number(let number)):
      guard number.isFinite, range?.contains(number) ?? true else { return nil }
      return .number(number)
    case (.integer(let range), .number(let number)):
      guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
        return nil
      }
      return .number(number)
    case (.choice(let names), .string(let text)): return names.contains(text) ? .string(text) : nil
    default: return nil
    }
  }
}

/// One property of one UIKit class, declared once (issue 14): its UIKit name (the scenario
/// key and the `set` name), its type and range, its default, the class that has it, the rules
/// it matters for, and how it reaches the model (typed key paths). The scenario decoder, `set`
/// reactions, timed actions, `touchsim diff --set`, `expect` validation, the JSON Schema and
/// Docs/ScenarioFormat.md all follow `PropertyCatalogue.all`.
public struct PropertyDeclaration: Sendable {
  /// UIKit's name: the key in a scenario object and in `set` maps.
  public let name: String
  /// The UIKit class that declares it (`UIView`, `UIScrollView`, `UITapGestureRecognizer`, ...).
  public let className: String
  /// Its JSON type and range.
  public let type: PropertyType
  /// UIKit's default for the declaring class; nil when it has no JSON value (no limit).
  public let defaultValue: DeclaredValue?
  /// The rule IDs it matters for (Docs/Rulebook.md); empty when no modelled rule reads it.
  public let rules: [String]
  /// Whether `set` reactions and timed actions may change it; recognizer parameters are
  /// given at definition only.
  public let isSettable: Bool
  /// Names a scenario may give instead of a number at definition (`"fast"` for 0.99).
  public let namedValues: [(name: String, value: Double)]
  /// A recognizer parameter's message when the value does not fit (these keep UIKit's units
  /// in the message: seconds, points).
  let parameterProblem: String?
  /// Whether an object is of the declaring class (or a subclass).
  let owns: @Sendable (AnyObject) -> Bool
  /// Stores a checked value without a record (a scenario definition).
  let store: @Sendable (AnyObject, DeclaredValue) -> Void
  /// Assigns a checked value through `Window.set`, which logs the `set` record.
  let assign: (@Sendable (AnyObject, DeclaredValue, Window, () -> Reason) -> Void)?
  /// Reads the current value (for conditions and tests).
  public let read: @Sendable (AnyObject) -> DeclaredValue?

  /// Whether `object` has this property.
  public func isDeclared(on object: AnyObject) -> Bool { owns(object) }

  /// Reads the value of `object`, nil when it does not have the property.
  public func value(of object: AnyObject) -> DeclaredValue? { owns(object) ? read(object) : nil }

  /// Checks a definition's value (`"alpha": 0.5` in a view object), with the decoder's
  /// messages.
  func decodeDefinition(_ json: JSONValue) throws(ScenarioError) -> DeclaredValue {
    let what = "'\(name)'"
    if let parameterProblem {
      switch json.kind {
      case .number, .string, .bool: break
      default: throw json.mismatch(what, expected: "a number, string or bool")
      }
      guard let value = type.accepts(json) else { throw ScenarioError(parameterProblem, at: json.location) }
      return value
    }
    switch type {
    case .bool: return .bool(try json.bool(what))
    case .number(let range):
      if !namedValues.isEmpty {
        if case .string(let text) = json.kind, let named = namedValues.first(where: { $0.name == text }) {
          return .number(named.value)
        }
        guard case .number = json.kind else {
          let names = namedValues.map { "\"\($0.name)\"" }.joined(separator: ", ")
          throw json.mismatch(what, expected: "\(names) or a number")
        }
      }
      guard let range else { return .number(try json.number(what)) }
      return .number(try json.number(what, in: range))
    case .integer(let range): return .number(Double(try json.integer(what, in: range)))
    case .choice(let names):
      let text = try json.string(what)
      guard names.contains(text) else {
        throw ScenarioError(
          "\(what) must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))", at: json.location)
      }
      return .string(text)
    }
  }

  /// Checks a `set` value (`"v.alpha": 0.5`) given as `what` at `location`.
  func checkAssignment(_ json: JSONValue, what: String, at location: SourceLocation?) throws(ScenarioError)
    -> DeclaredValue
  {
    switch (type, json.kind) {
    case (.bool, .bool(let flag)): return .bool(flag)
    case (.number(let range), .number):
      guard let range else { return .number(try json.number(what)) }
      return .number(try json.number(what, in: range))
    case (.integer(let range), .number(let number)) where number == number.rounded():
      return .number(Double(try json.integer(what, in: range)))
    default: throw ScenarioError("\(what) takes a \(type.noun)", at: location)
    }
  }

  /// Sets the property of `object` to a checked value and logs the `set` record; nothing for
  /// an object of another class or a property that is not settable.
  func set(_ object: AnyObject, to value: DeclaredValue, in window: Window, because reason: () -> Reason) {
    guard owns(object), let assign else { return }
    assign(object, value, window, reason)
  }
}

extension PropertyDeclaration {
  /// A declaration whose value reaches the model through a key path of `Object`.
  static func declare<Object: AnyObject, Value>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable, type: PropertyType, default defaultValue: Value?,
    rules: [String], namedValues: [(name: String, value: Double)] = [], parameterProblem: String? = nil,
    from: @escaping @Sendable (DeclaredValue) -> Value?, to: @escaping @Sendable (Value) -> DeclaredValue
  ) -> PropertyDeclaration {
    PropertyDeclaration(
      name: name, className: className, type: type, defaultValue: defaultValue.map(to), rules: rules,
      isSettable: false, namedValues: namedValues, parameterProblem: parameterProblem, owns: { $0 is Object },
      store: { object, value in
        guard let object = object as? Object, let typed = from(value) else { return }
        object[keyPath: keyPath] = typed
      }, assign: nil,
      read: { object in (object as? Object).map { to($0[keyPath: keyPath]) } })
  }

  /// A declaration that `set` reactions and timed actions may change, logged as `set`.
  static func settable<Object: LogReceiver & SendableMetatype, Value: LoggedPropertyValue & SendableMetatype>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable, type: PropertyType, default defaultValue: Value,
    rules: [String], namedValues: [(name: String, value: Double)] = [],
    from: @escaping @Sendable (DeclaredValue) -> Value?, to: @escaping @Sendable (Value) -> DeclaredValue
  ) -> PropertyDeclaration {
    let plain = declare(
      name, of: className, objectType, keyPath, type: type, default: defaultValue, rules: rules,
      namedValues: namedValues, from: from, to: to)
    return PropertyDeclaration(
      name: name, className: className, type: type, defaultValue: plain.defaultValue, rules: rules, isSettable: true,
      namedValues: namedValues, parameterProblem: nil, owns: plain.owns, store: plain.store,
      assign: { object, value, window, reason in
        guard let object = object as? Object, let typed = from(value) else { return }
        window.set(keyPath, of: object, to: typed, named: name, because: reason())
      }, read: plain.read)
  }

  /// A settable bool (`isHidden`).
  static func flag<Object: LogReceiver & SendableMetatype>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Bool> & Sendable, default defaultValue: Bool, rules: [String]
  ) -> PropertyDeclaration {
    settable(
      name, of: className, objectType, keyPath, type: .bool, default: defaultValue, rules: rules,
      from: { if case .bool(let flag) = $0 { return flag } else { return nil } }, to: { .bool($0) })
  }

  /// A settable number (`alpha`).
  static func number<Object: LogReceiver & SendableMetatype>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Double> & Sendable, range: ClosedRange<Double>?,
    default defaultValue: Double, rules: [String], namedValues: [(name: String, value: Double)] = []
  ) -> PropertyDeclaration {
    settable(
      name, of: className, objectType, keyPath, type: .number(range), default: defaultValue, rules: rules,
      namedValues: namedValues, from: Self.double, to: { .number($0) })
  }

  /// A settable whole number (`tag`).
  static func integer<Object: LogReceiver & SendableMetatype>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Int> & Sendable, range: ClosedRange<Int>, default defaultValue: Int,
    rules: [String]
  ) -> PropertyDeclaration {
    settable(
      name, of: className, objectType, keyPath, type: .integer(range), default: defaultValue, rules: rules,
      from: Self.int, to: { .number(Double($0)) })
  }

  /// A recognizer's whole-number parameter (`numberOfTapsRequired`), given at definition.
  static func count<Object: GestureRecognizer>(
    _ name: String, of className: String, _ objectType: Object.Type,
    _ keyPath: ReferenceWritableKeyPath<Object, Int> & Sendable, range: ClosedRange<Int>, default defaultValue: Int?,
    rules: [String]
  ) -> PropertyDeclaration {
    declare(
      name, of: className, objectType, keyPath, type: .integer(range), default: defaultValue, rules: rules,
      parameterProblem: "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)",
      from: Self.int, to: { .number(Double($0)) })
  }

  /// A parameter the model accepts only at UIKit's default, which it always has.
  static func fixed<Object: GestureRecognizer>(
    _ name: String, of className: String, _ objectType: Object.Type, type: PropertyType, value: DeclaredValue,
    rules: [String], parameterProblem: String
  ) -> PropertyDeclaration {
    PropertyDeclaration(
      name: name, className: className, type: type, defaultValue: value, rules: rules, isSettable: false,
      namedValues: [], parameterProblem: parameterProblem, owns: { $0 is Object }, store: { _, _ in }, assign: nil,
      read: { $0 is Object ? value : nil })
  }

  static let double: @Sendable (DeclaredValue) -> Double? = {
    if case .number(let n) = $0 { return n } else { return nil }
  }
  static let int: @Sendable (DeclaredValue) -> Int? = {
    if case .number(let n) = $0 { return Int(n) } else { return nil }
  }
}
