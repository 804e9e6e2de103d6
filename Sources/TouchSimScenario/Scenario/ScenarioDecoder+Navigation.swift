import TouchSim

extension ScenarioDecoder {
  /// The class name of navigation controllers, whose stack is their `viewControllers` key.
  static let navigationClassName = "UINavigationController"

  /// Reads a `UINavigationController`'s `viewControllers` (NV1): views of ordinary view trees,
  /// root first, each naming its controller with `controller` and filling the navigation
  /// controller's bounds (no `frame`). They are kept as the view's `subviews`, in stack order.
  mutating func decodeNavigationStack(
    _ reader: inout ObjectReader, into view: inout Scenario.View, at location: SourceLocation
  ) throws(ScenarioError) {
    for key in ["subviews", "controller"] {
      if reader.keys.contains(key) {
        throw ScenarioError(
          "key '\(Spelling.shortened(key))' is not valid for class '\(Self.navigationClassName)': its content is 'viewControllers'"
            + (key == "controller" ? " (the navigation controller is named '\(view.id).controller')" : ""),
          at: reader.location(ofKey: key))
      }
    }
    try defineGenerated(
      view.id + ".controller", as: "the controller of navigation controller '\(Spelling.shortened(view.id))'",
      at: location)
    try defineGenerated(
      view.id + ".interactivePopGestureRecognizer",
      as: "the interactive pop gesture recognizer of navigation controller '\(Spelling.shortened(view.id))'",
      at: location)
    guard let value = reader.optional("viewControllers") else {
      throw ScenarioError(
        "navigation controller '\(Spelling.shortened(view.id))' is missing the required key 'viewControllers'",
        at: location)
    }
    let items = try value.array("'viewControllers'")
    guard !items.isEmpty else {
      throw ScenarioError("'viewControllers' needs at least the root view controller", at: value.location)
    }
    for item in items {
      var reader = try ObjectReader(item, what: "a view controller's view")
      if reader.keys.contains("frame") {
        throw ScenarioError(
          "a view controller's view fills its navigation controller '\(Spelling.shortened(view.id))': leave 'frame' out",
          at: reader.location(ofKey: "frame"))
      }
      guard reader.keys.contains("controller") else {
        throw ScenarioError(
          "a view controller's view in 'viewControllers' of '\(Spelling.shortened(view.id))' needs 'controller' (the controller's name)",
          at: item.location)
      }
      _ = reader.optional("controller")
      view.subviews.append(try decodeView(item, isRoot: false, fillsSuperview: true))
    }
  }
}
