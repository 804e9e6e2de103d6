import TouchSim

extension ClassDescriptor {
  /// `UILabel`: a view with UIView's keys (its `isUserInteractionEnabled` default is false).
  static let uiLabel = ClassDescriptor("UILabel", base: "UIView", model: Label.self, make: { Label(name: $0) })
}
