import TouchSim

extension ClassDescriptor {
  /// `UINavigationController`'s view: its stack of view controllers and its pop recognizer
  /// (NV1-NV7), its content-wide back swipe on iOS 26 (NV20, added by the builder for the
  /// scenario's `ios`); the controller is made with the view. App logic calls
  /// `popViewController` and `popToRootViewController` on it (NV24).
  static let uiNavigationController = ClassDescriptor(
    "UINavigationController", base: "UIView", model: View.self,
    make: { NavigationController.makeView(named: $0, controllerName: $0 + ".controller") },
    isInstance: { $0.viewController is NavigationController }, keys: ["viewControllers"],
    children: .navigationStack, makesOwnController: true,
    appActions: [
      .of(View.self, "popViewController") {
        ($0.viewController as? NavigationController)?.popViewController(animated: true)
      },
      .of(View.self, "popToRootViewController") {
        ($0.viewController as? NavigationController)?.popToRootViewController(animated: true)
      },
    ])
}
