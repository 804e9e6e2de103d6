import TouchSim

/// The timeline's and log viewer's view of a call's family (`CallFamily`, declared with the
/// calls in the model): its colour and legend name, and the family of a call by its log name.
extension CallFamily {
  /// The family of a call, by its log name (`Call.descriptor(named:)`); `other` for a name
  /// that is no call of the log.
  public init(callName name: String) { self = Call.descriptor(named: name)?.family ?? .other }

  /// The fill colour of the family's marks.
  public var colour: String {
    switch self {
    case .hitTest: return "#4d4d4d"
    case .touches: return "#1f6fb4"
    case .scrollHooks: return "#d62728"
    case .recognizerDelegate: return "#8c564b"
    case .recognizerState: return "#8e44ad"
    case .control: return "#2a9d2a"
    case .scrollDelegate: return "#e67e00"
    case .table: return "#139fb0"
    case .firstResponder: return "#b5a000"
    case .navigation: return "#2f4f9f"
    case .pageViewController: return "#7a8f00"
    case .scenario: return "#d6409f"
    case .nonEvent: return "#b8b8b8"
    case .other: return "#6f6f6f"
    }
  }

  /// The family's name in the legend.
  public var legend: String {
    switch self {
    case .hitTest: return "hit test"
    case .touches: return "touch methods"
    case .scrollHooks: return "scroll hooks"
    case .recognizerDelegate: return "recognizer delegate"
    case .recognizerState: return "recognizer state/action"
    case .control: return "control"
    case .scrollDelegate: return "scroll delegate"
    case .table: return "table"
    case .firstResponder: return "first responder"
    case .navigation: return "navigation"
    case .pageViewController: return "page view controller"
    case .scenario: return "scenario set/note"
    case .nonEvent: return "nothing (explain: no callback)"
    case .other: return "other"
    }
  }
}
