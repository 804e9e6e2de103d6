import TouchSim

extension ClassDescriptor {
  /// `UIImageView`: a view with UIView's keys (its `isUserInteractionEnabled` default is false).
  static let uiImageView = ClassDescriptor(
    "UIImageView", base: "UIView", model: ImageView.self, make: { ImageView(name: $0) })
}
