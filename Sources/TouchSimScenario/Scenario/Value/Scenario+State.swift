import TouchSim

extension Scenario {
  /// One named variable of the app's own state (`"state": {"name": {"type": ..., "initial":
  /// ...}}`, Docs/ScenarioFormat.md "App state"): what an app keeps in a property of its own
  /// ("the pan began in the grabber"), read in conditions as `state.<name>` and set by
  /// reactions. It is app state, not UIKit's: no rule decides it.
  public struct StateVariable: Equatable, Sendable {
    /// The type a variable holds.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
      case bool, number, string
    }

    /// A value of a variable.
    public enum Value: Equatable, Sendable {
      case bool(Bool)
      case number(Double)
      case string(String)

      /// The value's kind.
      public var kind: Kind {
        switch self {
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        }
      }
    }

    /// The name (`state.<name>` in paths, `set` records on `state`).
    public var name: String
    /// The value it holds before any reaction sets it.
    public var initial: Value
    /// Where the name (the key) is written.
    public var position: SourcePosition

    /// A variable with its initial value (its kind is the value's).
    public init(_ name: String, initial: Value, at position: SourcePosition = SourcePosition()) {
      self.name = name
      self.initial = initial
      self.position = position
    }

    /// The variable's type.
    public var kind: Kind { initial.kind }
  }
}
