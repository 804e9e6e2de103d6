/// The refresh control's rules (`Docs/Rulebook.md`, RF) that its reasons cite.
extension RuleID {
  /// RF3: the snapping height a pull must reach.
  public static let rf3: RuleID = "RF3"
  /// RF4: a pull past the snapping height while tracking makes the control refresh.
  public static let rf4: RuleID = "RF4"
}

/// Why a refresh control's record happened (`--explain`): the class's own reasons, declared
/// beside its model (`ClassExplanation`) rather than in the shared `ControlReason`.
public enum RefreshControlReason: ClassExplanation {
  /// RF4: a refresh control's pull reached the snapping height (RF3) while the scroll view
  /// tracked a finger: the control becomes refreshing and sends valueChanged, during the drag.
  case triggered(pulled: Double, snappingHeight: Double)

  public var text: String {
    switch self {
    case .triggered(let pulled, let snappingHeight):
      return "RF4: the content is pulled \(WhyText.pt(pulled)) past its top while the scroll view tracks the finger, "
        + "at least the snapping height \(WhyText.pt(snappingHeight)) (RF3): the refresh control becomes refreshing "
        + "and sends valueChanged during the drag"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .triggered: return [.rf4, .rf3]
    }
  }
}
