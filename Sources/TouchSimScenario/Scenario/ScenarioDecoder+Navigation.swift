import TouchSim

extension ScenarioDecoder {
  /// `ios`: one of the modelled versions (`IOSVersion.modelled`).
  static func iosVersion(_ value: JSONValue) throws(ScenarioError) -> Int {
    let modelled = IOSVersion.modelled
    let range = modelled[0]...modelled[modelled.count - 1]
    let version = try value.integer("'ios'", in: range)
    guard modelled.contains(version) else {
      let closest = modelled.min { ($0 - version).magnitude < ($1 - version).magnitude } ?? IOSVersion.newest
      throw ScenarioError(
        "'ios' \(version) is not a modelled version (\(modelled.map(String.init).joined(separator: ", "))); did you mean \(closest)?",
        at: value.location)
    }
    return version
  }

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
    if let ios, IOSVersion(stated: ios).hasContentBackSwipe {
      try defineGenerated(
        view.id + ".interactiveContentPopGestureRecognizer",
        as: "the content-wide back swipe recognizer of navigation controller '\(Spelling.shortened(view.id))' (NV20)",
        at: location)
    }
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
