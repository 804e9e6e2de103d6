import TouchSim

extension ScenarioDecoder {
  /// Whether a `gestures` entry configures a recognizer the tree generates (a scroll view's
  /// `S.pan`, a navigation controller's `nav.interactivePopGestureRecognizer`): no `class`, and
  /// an id that is a generated recognizer name.
  func configuresBuiltIn(_ json: JSONValue) -> Bool {
    guard case .object(let members) = json.kind, !members.contains(where: { $0.key == "class" }),
      let id = members.first(where: { $0.key == "id" })?.value.stringValue
    else { return false }
    return generatedNames[id]?.contains("recognizer") ?? false
  }

  /// Decodes an entry that configures a generated recognizer (NV6, NV7): its failure
  /// requirements, delegate answers, action reactions and `UIGestureRecognizer`'s properties,
  /// as app code sets them on `scrollView.panGestureRecognizer` or
  /// `interactivePopGestureRecognizer`. It has no `class` and no `view`.
  mutating func decodeBuiltInGesture(_ json: JSONValue) throws(ScenarioError) -> Scenario.Gesture {
    var reader = try ObjectReader(json, what: "a gesture recognizer")
    let idValue = try reader.required("id")
    let id = try idValue.name("'id'")
    let allowed = Self.gestureKeys.filter { $0 != "class" && $0 != "view" }
    for key in reader.keys where !allowed.contains(key) {
      throw ScenarioError(
        "key '\(Spelling.shortened(key))' is not valid for '\(Spelling.shortened(id))', \(generatedNames[id] ?? "a generated recognizer"): an entry "
          + "without 'class' configures it and takes \(allowed.filter { $0 != "id" }.map { "'\($0)'" }.joined(separator: ", "))",
        at: reader.location(ofKey: key))
    }
    guard configuredBuiltIns.insert(id).inserted else {
      throw ScenarioError(
        "'\(Spelling.shortened(id))' is configured twice; give its keys in one entry", at: idValue.location)
    }
    var gesture = Scenario.Gesture(id: id, className: "", view: "", position: SourcePosition(json.location))
    let declarations = PropertyCatalogue.all.filter { $0.className == "UIGestureRecognizer" }
    try decodeProperties(&reader, declarations, declaredBy: ["UIGestureRecognizer"], into: &gesture.properties)
    try decodeRequirementsAndLogic(&reader, into: &gesture)
    try reader.finish()
    return gesture
  }
}

extension Scenario.Gesture {
  /// Whether the entry configures a recognizer the tree generates (no `class`, no `view`).
  public var configuresBuiltIn: Bool { className.isEmpty }
}
