import TouchSim

extension ClassDescriptor {
  /// `UISegmentedControl`: UIControl's properties and its own; its touch methods never call
  /// UIControl's tracking, so `beginTracking` and `continueTracking` are not its keys (SC2).
  static let uiSegmentedControl = ClassDescriptor(
    "UISegmentedControl", base: "UIControl", model: SegmentedControl.self, make: { SegmentedControl(name: $0) },
    properties: PropertyCatalogue.segmentedControls,
    withoutInheritedKeys: LogicQuestion.written(in: .control).map(\.rawValue))
}
