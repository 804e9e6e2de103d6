import TouchSim

extension ClassDescriptor {
  /// `UINavigationController`'s view: its stack of view controllers and its pop recognizer
  /// (NV1-NV7); the controller is made with the view.
  static let uiNavigationController = ClassDescriptor(
    "UINavigationController", base: "UIView", model: View.self,
    make: { NavigationController.makeView(named: $0, controllerName: $0 + ".controller") },
    isInstance: { $0.viewController is NavigationController }, keys: ["viewControllers"],
    children: .navigationStack, makesOwnController: true)
}
