import TouchSim

/// The app state a scenario declares (`"state"`, Docs/ScenarioFormat.md "App state"), while
/// its window runs: one slot per variable, read by conditions (`state.<name>`) and written by
/// reactions, each write logged as a `set` record on the receiver `state`. It stands for the
/// app's own properties (an `var isDraggingFromGrabber = false` in a view controller), so no
/// UIKit rule decides it. Compiled logic holds it strongly; it holds no view.
final class LogicState: LogReceiver {
  /// The log's receiver name for the app state's records.
  let name = "state"
  /// The variables as declared, in file order (the slots' order).
  let variables: [Scenario.StateVariable]
  /// The current values, by slot.
  @exclusivity(unchecked) var values: [LogicStateValue]

  init(_ variables: [Scenario.StateVariable]) {
    self.variables = variables
    values = variables.map { LogicStateValue($0.initial) }
  }

  /// The slot of the variable `name`, if declared.
  func slot(of name: String) -> Int? { variables.firstIndex { $0.name == name } }

  /// The value of a slot (a key path `set` writes through).
  subscript(slot: Int) -> LogicStateValue {
    get { values[slot] }
    set { values[slot] = newValue }
  }
}

/// A value of an app-state variable as the log shows it: a bool, a number, or a name (a
/// string variable, written as a string in jsonl).
struct LogicStateValue: LoggedPropertyValue {
  let value: Scenario.StateVariable.Value

  init(_ value: Scenario.StateVariable.Value) { self.value = value }

  var loggedValue: PropertyValue {
    switch value {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .object(text)
    }
  }

  /// The value as a condition reads it.
  var logicValue: LogicValue {
    switch value {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    }
  }
}

extension Scenario.StateVariable.Kind {
  /// The type a condition reads.
  var logicType: LogicType {
    switch self {
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    }
  }
}
