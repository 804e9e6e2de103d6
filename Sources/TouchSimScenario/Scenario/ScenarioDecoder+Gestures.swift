import TouchSim

extension ScenarioDecoder {
  /// Decodes a recognizer; its view must be a view read before (the tree comes first).
  mutating func decodeGesture(_ json: JSONValue) throws(ScenarioError) -> Scenario.Gesture {
    if configuresBuiltIn(json) { return try decodeBuiltInGesture(json) }
    var reader = try ObjectReader(json, what: "a gesture recognizer")
    try reader.rejectKeys(notIn: Self.gestureKeys + allParameterNames())
    let idValue = try reader.required("id")
    let id = try idValue.name("'id'")
    try defineChecked(id, at: idValue.location)
    let contentPop = ".interactiveContentPopGestureRecognizer"
    if !reader.keys.contains("class"), id.hasSuffix(contentPop),
      viewNames.contains(String(id.dropLast(contentPop.count)))
    {
      throw ScenarioError(
        "'\(Spelling.shortened(id))' exists only for an app built with the iOS 26 SDK on iOS 26: add \"ios\": 26 (NV20)",
        at: idValue.location)
    }
    let classValue = try reader.required("class")
    let className = try classValue.string("'class'")
    guard let entry = classes.recognizers.entry(named: className) else {
      let names = classes.recognizers.entries.map(\.className)
      var message = "unknown gesture recognizer class '\(Spelling.shortened(className))'"
      if let suggestion = Spelling.closest(to: className, in: names) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message +=
          names.isEmpty ? "; no recognizer classes are registered" : "; known: " + names.joined(separator: ", ")
      }
      throw ScenarioError(message, at: classValue.location)
    }
    let viewValue = try reader.required("view")
    let viewName = try viewValue.string("'view'")
    try Self.checkName(viewName, "'view'", at: viewValue.location)
    guard viewNames.contains(viewName) || isTableRow(viewName) else {
      throw ScenarioError(
        "gesture '\(Spelling.shortened(id))' refers to an unknown view '\(Spelling.shortened(viewName))'",
        at: viewValue.location)
    }
    let prototype = entry.make(id)
    var gesture = Scenario.Gesture(
      id: id, className: className, view: viewName, position: SourcePosition(json.location))
    let declarations = PropertyCatalogue.declarations(of: prototype)
    try decodeProperties(&reader, declarations, declaredBy: ["UIGestureRecognizer"], into: &gesture.properties)
    try decodeRequirementsAndLogic(&reader, into: &gesture)
    let parameters = PropertyCatalogue.parameters(of: prototype)
    try decodeProperties(
      &reader, declarations, declaredBy: Set(parameters.map(\.className)), into: &gesture.properties)
    try reader.finish()
    return gesture
  }

  /// The keys every `gestures` entry takes besides its properties: `requireToFail` (G10),
  /// `delegate` (G7-G10) and `on` (`gestureAction` reactions).
  mutating func decodeRequirementsAndLogic(_ reader: inout ObjectReader, into gesture: inout Scenario.Gesture)
    throws(ScenarioError)
  {
    if let value = reader.optional("requireToFail") {
      for (name, location) in try value.strings("'requireToFail'") {
        crossCheck.references.append(.init(name: name, kind: .gesture, location: location, what: "'requireToFail'"))
        gesture.requireToFail.append(name)
      }
    }
    if let value = reader.optional("delegate") {
      gesture.delegate = try decodeDelegate(value, owner: gesture.id, logic: &gesture.logic)
    }
    if let value = reader.optional("on") {
      try decodeCallbacks(value, allowed: Self.gestureCallbacks, into: &gesture.logic) {
        _, _, _ throws(ScenarioError) in
      }
    }
  }

  /// Whether a name is a generated table row (`T.row3`), a view a recognizer may be on.
  private func isTableRow(_ name: String) -> Bool { generatedNames[name]?.hasPrefix("row ") ?? false }

  mutating func decodeDelegate(_ json: JSONValue, owner: String, logic: inout [Scenario.AppLogic])
    throws(ScenarioError) -> Scenario.Delegate
  {
    var reader = try ObjectReader(json, what: "'delegate'")
    try reader.rejectKeys(notIn: Self.delegateKeys)
    var delegate = Scenario.Delegate()
    for key in Self.delegateKeys {
      guard let value = reader.optional(key), Self.isCasesAnswer(value),
        let question = LogicQuestion(rawValue: key)
      else { continue }
      logic.append(try Self.answerLogic(question, value, owner: owner))
    }
    /// The constant form, for keys not given with cases.
    func constant(_ key: String) -> JSONValue? {
      reader.optional(key).flatMap { Self.isCasesAnswer($0) ? nil : $0 }
    }
    if let value = constant("shouldBegin") { delegate.shouldBegin = try value.bool("'shouldBegin'") }
    if let value = constant("shouldReceiveTouch") {
      delegate.shouldReceiveTouch = try value.bool("'shouldReceiveTouch'")
    }
    if let value = constant("shouldRecognizeSimultaneouslyWith") {
      if case .bool(let flag) = value.kind {
        delegate.shouldRecognizeSimultaneouslyWith = .always(flag)
      } else {
        delegate.shouldRecognizeSimultaneouslyWith = .named(
          try gestureNames(value, "'shouldRecognizeSimultaneouslyWith'"))
      }
    }
    if let value = constant("shouldRequireFailureOf") {
      delegate.shouldRequireFailureOf = try gestureNames(value, "'shouldRequireFailureOf'")
    }
    if let value = constant("shouldBeRequiredToFailBy") {
      delegate.shouldBeRequiredToFailBy = try gestureNames(value, "'shouldBeRequiredToFailBy'")
    }
    try reader.finish()
    return delegate
  }

  private mutating func gestureNames(_ value: JSONValue, _ what: String) throws(ScenarioError) -> [String] {
    let names = try value.strings(what)
    for (name, location) in names {
      crossCheck.references.append(.init(name: name, kind: .gesture, location: location, what: what))
    }
    return names.map(\.0)
  }
}
