import TouchSim

extension ScenarioDecoder {
  /// Decodes a recognizer and attaches it to its view.
  mutating func decodeGesture(_ json: JSONValue) throws(ScenarioError) {
    var reader = try ObjectReader(json, what: "a gesture recognizer")
    var parameterNames: [String] = []
    for entry in registry.entries {
      for declaration in PropertyCatalogue.parameters(of: entry.make(""))
      where !parameterNames.contains(declaration.name) {
        parameterNames.append(declaration.name)
      }
    }
    try reader.rejectKeys(notIn: Self.gestureKeys + parameterNames)
    let idValue = try reader.required("id")
    let id = try idValue.name("'id'")
    try defineChecked(id, at: idValue.location)
    let classValue = try reader.required("class")
    let className = try classValue.string("'class'")
    guard let entry = registry.entry(named: className) else {
      let names = registry.entries.map(\.className)
      var message = "unknown gesture recognizer class '\(className)'"
      if let suggestion = Spelling.closest(to: className, in: names) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message +=
          names.isEmpty ? "; no recognizer classes are registered" : "; known: " + names.joined(separator: ", ")
      }
      throw ScenarioError(message, at: classValue.location)
    }
    let recognizer = entry.make(id)
    let viewValue = try reader.required("view")
    let viewName = try viewValue.string("'view'")
    try Self.checkName(viewName, "'view'", at: viewValue.location)
    guard let view = window.view(named: viewName) ?? findView(viewName) else {
      throw ScenarioError("gesture '\(id)' refers to an unknown view '\(viewName)'", at: viewValue.location)
    }
    try decodeProperties(&reader, into: recognizer, declaredBy: ["UIGestureRecognizer"])
    if let value = reader.optional("requireToFail") {
      for (name, location) in try value.strings("'requireToFail'") {
        references.append(Reference(name: name, kind: .gesture, location: location, what: "'requireToFail'"))
        failureRequirements.append((recognizer, name))
      }
    }
    if let value = reader.optional("delegate") { recognizer.delegate = try decodeDelegate(value) }
    for parameter in PropertyCatalogue.parameters(of: recognizer) {
      guard let value = reader.optional(parameter.name) else { continue }
      parameter.store(recognizer, try parameter.decodeDefinition(value))
    }
    try reader.finish()
    view.addGestureRecognizer(recognizer)
    window.register(recognizer)
  }

  /// A view not yet indexed by the window (the tree is registered at the end).
  func findView(_ name: String) -> View? {
    var stack: [View] = [window]
    while let view = stack.popLast() {
      if view.name == name { return view }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }

  private mutating func decodeDelegate(_ json: JSONValue) throws(ScenarioError) -> GestureRecognizerDelegate {
    var reader = try ObjectReader(json, what: "'delegate'")
    try reader.rejectKeys(notIn: Self.delegateKeys)
    var delegate = GestureRecognizerDelegate()
    if let value = reader.optional("shouldBegin") { delegate.shouldBegin = try value.bool("'shouldBegin'") }
    if let value = reader.optional("shouldReceiveTouch") {
      delegate.shouldReceiveTouch = try value.bool("'shouldReceiveTouch'")
    }
    if let value = reader.optional("shouldRecognizeSimultaneouslyWith") {
      if case .bool(let flag) = value.kind {
        delegate.shouldRecognizeSimultaneouslyWith = flag ? .all : .named([])
      } else {
        delegate.shouldRecognizeSimultaneouslyWith = .named(
          try gestureNames(value, "'shouldRecognizeSimultaneouslyWith'"))
      }
    }
    if let value = reader.optional("shouldRequireFailureOf") {
      delegate.shouldRequireFailureOf = try gestureNames(value, "'shouldRequireFailureOf'")
    }
    if let value = reader.optional("shouldBeRequiredToFailBy") {
      delegate.shouldBeRequiredToFailBy = try gestureNames(value, "'shouldBeRequiredToFailBy'")
    }
    try reader.finish()
    return delegate
  }

  private mutating func gestureNames(_ value: JSONValue, _ what: String) throws(ScenarioError) -> [String] {
    let names = try value.strings(what)
    for (name, location) in names {
      references.append(Reference(name: name, kind: .gesture, location: location, what: what))
    }
    return names.map(\.0)
  }

  /// Checks every reference now that all objects exist, then wires failure requirements.
  mutating func resolveReferences() throws(ScenarioError) {
    for reference in references {
      try Self.checkName(reference.name, reference.what, at: reference.location)
      let view = window.view(named: reference.name) ?? findView(reference.name)
      let gesture = window.gestureRecognizer(named: reference.name)
      let found: Bool
      switch reference.kind {
      case .view: found = view != nil
      case .gesture: found = gesture != nil
      case .object: found = view != nil || gesture != nil
      case .scrollView: found = view is ScrollView
      }
      guard found else {
        let kind: String
        switch reference.kind {
        case .gesture: kind = "gesture recognizer"
        case .view: kind = "view"
        case .scrollView: kind = "scroll view"
        case .object: kind = "view or gesture recognizer"
        }
        var message = "\(reference.what) refers to an unknown \(kind) '\(Spelling.shortened(reference.name))'"
        if let suggestion = Spelling.closest(to: reference.name, in: definitionOrder) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: reference.location)
      }
    }
    for check in propertyChecks {
      let view = window.view(named: check.object) ?? findView(check.object)
      let target: AnyObject? = view ?? window.gestureRecognizer(named: check.object)
      let settable = target.map(PropertyCatalogue.settable(on:)) ?? []
      guard let declaration = settable.first(where: { $0.name == check.property }) else {
        var message = "'\(check.object)' has no settable property '\(check.property)'"
        if let suggestion = Spelling.closest(to: check.property, in: settable.map(\.name).sorted()) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: check.location)
      }
      // The declaration's type and range, pointing at the value.
      _ = try declaration.checkAssignment(check.json, what: "'\(check.object).\(check.property)'", at: check.location)
    }
    for (follower, leaderName, location) in panSharing {
      guard let leader = findView(leaderName) as? ScrollView, leader !== follower else {
        throw ScenarioError("'sharesPanWith' must name another scroll view", at: location)
      }
      leader.addFollower(follower)
    }
    for (recognizer, name) in failureRequirements {
      if let other = window.gestureRecognizer(named: name) { recognizer.requiredToFail.append(other) }
    }
  }
}
