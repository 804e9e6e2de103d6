import TouchSim

extension ScenarioDecoder {
  /// Decodes a view and its subtree (recursion is bounded by the JSON reader's depth limit).
  /// `row` is where the view goes when it is a subview of a table (its cells are its rows, TC1);
  /// `superview` is the class whose `subviews` list the view, for a class that attaches to
  /// its superview (`ClassDescriptor.Attachment`, RF1).
  mutating func decodeView(
    _ json: JSONValue, isRoot: Bool, row: RowSlot? = nil, fillsSuperview: Bool = false,
    superview: ClassDescriptor? = nil
  ) throws(ScenarioError)
    -> Scenario.View
  {
    var reader = try ObjectReader(json, what: isRoot ? "'root'" : "a view")
    // A did-you-mean names a key of the view's own class when the class is known
    // (`numberOfItems` on a collection view: `items`; on a page control: `numberOfPages`).
    var classKeys: [String]?
    if case .string(let name)? = reader.members.first(where: { $0.key == "class" })?.value.kind,
      let viewClass = classes.viewClass(named: name)
    {
      classKeys = ViewClass.keysByClass[viewClass.baseName]
    }
    try reader.rejectKeys(notIn: ViewClass.allKeys, suggesting: classKeys ?? ViewClass.commonKeys)
    let idValue = try reader.required("id")
    let id = try idValue.name("'id'")
    try defineChecked(id, at: idValue.location)
    viewNames.insert(id)
    viewCount += 1
    guard viewCount <= Self.maxViews else {
      throw ScenarioError(
        "the scenario has more than \(Self.maxViews) views (limit per scenario)", at: idValue.location)
    }

    var className = "UIView"
    let classValue = reader.optional("class")
    if let classValue { className = try classValue.string("'class'") }
    guard let viewClass = classes.viewClass(named: className) else {
      let names = classes.viewClassNames
      if ViewClass.notYetModelled.contains(className) {
        throw ScenarioError(
          "class '\(Spelling.shortened(className))' is not modelled yet by this version", at: classValue?.location)
      }
      var message = "unknown view class '\(Spelling.shortened(className))'"
      if let suggestion = Spelling.closest(to: className, in: names) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; known: " + names.joined(separator: ", ")
      }
      throw ScenarioError(message, at: classValue?.location)
    }
    // A registered class has its UIKit base's keys (`TouchSimRegistry.registerView`).
    let allowed = ViewClass.keysByClass[viewClass.baseName] ?? ViewClass.commonKeys
    for key in reader.keys where !allowed.contains(key) {
      throw ScenarioError(
        "key '\(Spelling.shortened(key))' is not valid for class '\(Spelling.shortened(className))'",
        at: reader.location(ofKey: key))
    }
    var view = Scenario.View(id: id, className: className, position: SourcePosition(json.location))
    let descriptor = viewClass.descriptor
    if descriptor.autorepeats { hasStepper = true }  // its autorepeat is bounded (issue 27)
    let isCell = descriptor.placement == .tableRow
    if let attachment = descriptor.attachment {
      try checkAttachment(attachment, of: view, superview: superview, at: classValue?.location ?? json.location)
      if let frame = reader.optional("frame") {
        throw ScenarioError(
          "a \(className) takes its frame from the \(attachment.superclass) it is the \(attachment.role) of: "
            + "remove 'frame' from '\(Spelling.shortened(id))'", at: frame.location)
      }
    } else if descriptor.placement == .collectionItem {
      try decodeCollectionViewCell(&reader, id: id, isRoot: isRoot, at: json.location)
    } else {
      view.frame = try decodeFrame(&reader, id: id, isRoot: isRoot || isCell || fillsSuperview, at: json.location)
    }
    if let value = reader.optional("transform") { view.transform = try Self.transform(value) }
    if isCell { try decodeCellKeys(&reader, into: &view, row: row, at: classValue?.location ?? json.location) }
    try decodeFlags(&reader, into: &view)
    if !descriptor.makesOwnController { try decodeController(&reader, into: &view) }
    try decodeHitTestOverrides(&reader, into: &view)
    try decodeReactions(&reader, into: &view)
    if descriptor.children == .collectionItems { try decodeCollectionViewKeys(&reader, into: &view) }
    if viewClass.isScrollView { try decodeScrollKeys(&reader, into: &view) }
    for generated in descriptor.generatedRecognizers {
      // SW2: a switch's own recognizers, as a scroll view's (`<id>.pan`).
      try defineGenerated(
        view.id + generated.suffix, as: "\(generated.role) '\(Spelling.shortened(view.id))'", at: json.location)
    }
    for question in LogicQuestion.written(in: .control) + LogicQuestion.written(in: .table)
      + LogicQuestion.written(in: .collectionView) + LogicQuestion.written(in: .textField)
      + LogicQuestion.written(in: .textView)
    {
      // Given as a constant or with cases; checked with the rest of the logic.
      if let value = reader.optional(question.rawValue) {
        view.logic.append(try Self.answerLogic(question, value, owner: view.id))
      }
    }
    if let answers = reader.optional("gestureRecognizerShouldBegin"), Self.isCasesAnswer(answers) {
      view.logic.append(try Self.answerLogic(.gestureRecognizerShouldBegin, answers, owner: view.id))
    } else if let answers = reader.optional("gestureRecognizerShouldBegin") {
      guard case .object(let members) = answers.kind else {
        throw answers.mismatch("'gestureRecognizerShouldBegin'", expected: "an object of recognizer id: bool")
      }
      for member in members {
        let value = try member.value.bool("'\(Spelling.shortened(member.key))'")
        view.gestureRecognizerShouldBegin.append(
          Scenario.Answer(id: member.key, value: value, position: SourcePosition(member.keyLocation)))
        crossCheck.references.append(
          .init(name: member.key, kind: .gesture, location: member.keyLocation, what: "'gestureRecognizerShouldBegin'"))
      }
    }
    if descriptor.children == .navigationStack {
      try decodeNavigationStack(&reader, into: &view, at: json.location)
    }
    if descriptor.children == .pages { try decodePageViewController(&reader, into: &view) }
    if descriptor.children == .sheet {
      // SH1: the views the sheet makes.
      for (suffix, role) in [
        (".dimmingView", "the dimming view"), (".dropShadowView", "the card"), (".presentedView", "the presented view"),
      ] {
        try defineGenerated(
          view.id + suffix, as: "\(role) of sheet '\(Spelling.shortened(view.id))'", at: json.location)
      }
    }
    if let subviews = reader.optional("subviews") {
      if descriptor.children == .tableRows {
        try decodeTableSubviews(subviews, into: &view, rowsKey: reader.location(ofKey: "rows"))
      } else {
        for item in try subviews.array("'subviews'") {
          view.subviews.append(try decodeView(item, isRoot: false, superview: descriptor))
        }
      }
    }
    try checkCollectionViewItems(view, at: json.location)
    try reader.finish(allowed: [])
    return view
  }

  /// A view whose class attaches to its superview (`ClassDescriptor.Attachment`) is listed in
  /// the `subviews` of a view of the class it attaches to (RF1).
  private func checkAttachment(
    _ attachment: ClassDescriptor.Attachment, of view: Scenario.View, superview: ClassDescriptor?,
    at location: SourceLocation?
  ) throws(ScenarioError) {
    if let superview, superview.inherits(from: attachment.superclass) { return }
    var hosts = ClassDescriptor.all.filter { $0.inherits(from: attachment.superclass) }.map(\.name)
    let last = hosts.popLast() ?? attachment.superclass
    let place = superview.map { "in the 'subviews' of a \($0.name)" } ?? "anywhere else"
    throw ScenarioError(
      "'\(Spelling.shortened(view.id))' is a \(view.className): declare it among the 'subviews' of a "
        + (hosts.isEmpty ? last : hosts.joined(separator: ", ") + " or " + last)
        + ", which makes it its \(attachment.role); it cannot be \(place)",
      at: location)
  }

  private mutating func decodeFrame(
    _ reader: inout ObjectReader, id: String, isRoot frameIsOptional: Bool, at location: SourceLocation
  ) throws(ScenarioError) -> Rect? {
    guard let frameValue = reader.optional("frame") else {
      if frameIsOptional { return nil }
      throw ScenarioError("view '\(Spelling.shortened(id))' is missing the required key 'frame'", at: location)
    }
    let numbers = try frameValue.numbers("'frame'", count: 4)
    guard numbers.allSatisfy({ $0.magnitude <= Self.maxLength }) else {
      throw ScenarioError("'frame' values must be within ±1000000", at: frameValue.location)
    }
    guard numbers[2] >= 0 && numbers[3] >= 0 else {
      throw ScenarioError("'frame' width and height must not be negative", at: frameValue.location)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `[a, b, c, d, tx, ty]`: the linear part within ±1000 and invertible, the translation
  /// within ±1000000 (H1).
  static func transform(_ value: JSONValue) throws(ScenarioError) -> AffineTransform {
    let numbers = try value.numbers("'transform'", count: 6)
    guard numbers[0..<4].allSatisfy({ $0.magnitude <= 1000 }), numbers[4...].allSatisfy({ $0.magnitude <= maxLength })
    else {
      throw ScenarioError(
        "'transform' values must be within ±1000 (a, b, c, d) and ±1000000 (tx, ty)", at: value.location)
    }
    let transform = AffineTransform(
      a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    guard transform.isInvertible, transform.determinant.magnitude >= 1e-12 else {
      throw ScenarioError(
        "'transform' must be invertible (a·d − b·c ≠ 0): a view flattened to a line cannot be touched",
        at: value.location)
    }
    return transform
  }

  private mutating func decodeFlags(_ reader: inout ObjectReader, into view: inout Scenario.View) throws(ScenarioError)
  {
    if let declarations = ViewClass.declarations[classes.baseName(of: view.className)] {
      // Every declaring class but UIScrollView and UITextView, whose keys `decodeScrollKeys` reads.
      let classes = Set(declarations.map(\.className)).subtracting(["UIScrollView", "UITextView"])
      try decodeProperties(&reader, declarations, declaredBy: classes, into: &view.properties)
    }
    if let value = reader.optional("touches") { view.touches = try Self.touchHandling(value) }
  }

  static func touchHandling(_ value: JSONValue) throws(ScenarioError) -> TouchHandling {
    let text = try value.string("'touches'")
    guard let handling = TouchHandling(rawValue: text) else {
      throw ScenarioError(
        "'touches' must be \"forward\", \"handle\" or \"handleAndForward\", found \"\(Spelling.shortened(text))\"",
        at: value.location)
    }
    return handling
  }

  private mutating func decodeController(_ reader: inout ObjectReader, into view: inout Scenario.View)
    throws(ScenarioError)
  {
    guard let value = reader.optional("controller") else { return }
    switch value.kind {
    case .string(let name):
      guard !name.isEmpty else { throw ScenarioError("'controller' must not be empty", at: value.location) }
      try Self.checkName(name, "'controller'", at: value.location)
      try defineChecked(name, at: value.location)
      view.controller = Scenario.Controller(name: name)
    case .object:
      var object = try ObjectReader(value, what: "'controller'")
      try object.rejectKeys(notIn: ["name", "touches"])
      let nameValue = try object.required("name")
      let name = try nameValue.name("'name'")
      try defineChecked(name, at: nameValue.location)
      var controller = Scenario.Controller(name: name)
      if let touches = object.optional("touches") { controller.touches = try Self.touchHandling(touches) }
      try object.finish()
      view.controller = controller
    default:
      throw value.mismatch("'controller'", expected: "a name or {\"name\": ..., \"touches\": ...}")
    }
  }

  private mutating func decodeHitTestOverrides(_ reader: inout ObjectReader, into view: inout Scenario.View)
    throws(ScenarioError)
  {
    if let value = reader.optional("pointInside"), Self.isCasesAnswer(value) {
      view.logic.append(try Self.answerLogic(.pointInside, value, owner: view.id))
    } else if let value = reader.optional("pointInside") {
      switch value.kind {
      case .string("never"): view.pointInside = .never
      case .object:
        var object = try ObjectReader(value, what: "'pointInside'")
        try object.rejectKeys(notIn: ["insets"])
        let insets = try object.required("insets").numbers("'insets'", count: 4)
        try object.finish()
        view.pointInside = .insets(EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
      default:
        throw value.mismatch("'pointInside'", expected: "\"never\" or {\"insets\": [top, left, bottom, right]}")
      }
    }
    if let value = reader.optional("hitTest"), Self.isCasesAnswer(value) {
      view.logic.append(try Self.answerLogic(.hitTest, value, owner: view.id))
    } else if let value = reader.optional("hitTest") {
      switch value.kind {
      case .string("self"): view.hitTest = .returnsSelf
      case .string("transparent"): view.hitTest = .transparent
      case .object:
        var object = try ObjectReader(value, what: "'hitTest'")
        try object.rejectKeys(notIn: ["prefer"])
        let names = try object.required("prefer").strings("'prefer'")
        try object.finish()
        for (name, location) in names {
          crossCheck.references.append(.init(name: name, kind: .view, location: location, what: "'prefer'"))
        }
        view.hitTest = .prefer(names.map(\.0))
      default:
        throw value.mismatch("'hitTest'", expected: "\"self\", \"transparent\" or {\"prefer\": [ids]}")
      }
    }
  }

  private mutating func decodeReactions(_ reader: inout ObjectReader, into view: inout Scenario.View)
    throws(ScenarioError)
  {
    guard let value = reader.optional("on") else { return }
    var plainReactions: [Scenario.MethodReactions] = []
    let allowed = Self.callbacks(ofViewClass: classes.baseName(of: view.className))
    try decodeCallbacks(value, allowed: allowed, into: &view.logic) {
      decoder, method, list throws(ScenarioError) in
      var reactions: [Scenario.Reaction] = []
      var positions: [SourcePosition] = []
      for item in try list.array("'\(method.rawValue)'") {
        reactions.append(try decoder.decodeReaction(item))
        positions.append(SourcePosition(item.location))
      }
      plainReactions.append(Scenario.MethodReactions(method: method, reactions: reactions, positions: positions))
    }
    view.reactions = plainReactions
  }

  fileprivate mutating func decodeReaction(_ json: JSONValue) throws(ScenarioError) -> Scenario.Reaction {
    var reader = try ObjectReader(json, what: "a reaction")
    let present = ["set", "forward", "note"].filter { reader.keys.contains($0) }
    guard present.count == 1 else {
      throw ScenarioError(LogicAction.oneActionMessage, at: json.location)
    }
    var result = Scenario.Reaction.set([])
    if let value = reader.optional("set") { result = .set(try decodeAssignments(value)) }
    if let value = reader.optional("forward") {
      let text = try value.string("'forward'")
      guard let method = TouchMethod(rawValue: text) else {
        var message = "'forward' must name a touch method, found \"\(Spelling.shortened(text))\""
        if let suggestion = Spelling.closest(to: text, in: TouchMethod.allCases.map(\.rawValue)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw ScenarioError(message, at: value.location)
      }
      result = .forward(method)
    }
    if let value = reader.optional("note") {
      let text = try value.string("'note'")
      var condition: Scenario.NoteCondition?
      if let ifValue = reader.optional("if") {
        var object = try ObjectReader(ifValue, what: "'if'")
        let outside = object.optional("outside")
        let inside = object.optional("inside")
        try object.finish()
        switch (outside, inside) {
        case (let outside?, nil):
          let name = try outside.string("'outside'")
          crossCheck.references.append(.init(name: name, kind: .view, location: outside.location, what: "'outside'"))
          condition = .outside(name)
        case (nil, let inside?):
          let name = try inside.string("'inside'")
          crossCheck.references.append(.init(name: name, kind: .view, location: inside.location, what: "'inside'"))
          condition = .inside(name)
        default:
          throw ScenarioError("'if' needs exactly one of 'outside' or 'inside'", at: ifValue.location)
        }
      }
      result = .note(text, condition: condition)
    }
    try reader.finish()
    return result
  }
}
