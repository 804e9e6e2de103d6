import TouchSim

extension ClassDescriptor {
  /// `UIView`: the root of the view classes. Its properties are among every view's keys
  /// (`ViewClass.commonKeys`), so it adds none of its own; its callbacks are the touch methods.
  static let uiView = ClassDescriptor(
    "UIView", base: nil, model: View.self, make: { View(name: $0) }, properties: PropertyCatalogue.views, keys: [],
    callbacks: TouchMethod.allCases.map(\.rawValue) + LogicCallback.keyboard)
}
