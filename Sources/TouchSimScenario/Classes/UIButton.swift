import TouchSim

extension ClassDescriptor {
  /// `UIButton`: a control with UIControl's keys.
  static let uiButton = ClassDescriptor("UIButton", base: "UIControl", model: Button.self, make: { Button(name: $0) })
}
