import TouchSim

extension ScenarioDecoder {
  /// The keys of UIScrollView and UITableView (Docs/ScenarioFormat.md).
  mutating func decodeScrollKeys(_ reader: inout ObjectReader, into view: inout Scenario.View) throws(ScenarioError) {
    let children = classes.descriptor(of: view.className)?.children
    let isTable = children == .tableRows
    let isCollection = children == .collectionItems
    let kind = isTable ? "table view" : isCollection ? "collection view" : "scroll view"
    try defineGenerated(
      ScenarioBuilder.delayRecognizerName(of: view.id),
      as: "the delayed-touches recognizer of \(kind) '\(Spelling.shortened(view.id))'",
      at: reader.value.location)
    try defineGenerated(
      ScenarioBuilder.panRecognizerName(of: view.id),
      as: "the pan recognizer of \(kind) '\(Spelling.shortened(view.id))'",
      at: reader.value.location)
    var scroll = view.scroll
    if isTable {
      var rows = 0
      if let value = reader.optional("rows") {
        rows = try value.integer("'rows'", in: 0...10_000)
        scroll.rows = rows
      }
      if let value = reader.optional("rowHeight") {
        scroll.rowHeight = try value.number("'rowHeight'", in: 1...Self.maxLength)
      }
      if let value = reader.optional("subviewOrder") {
        let text = try value.string("'subviewOrder'")
        guard let order = Scenario.SubviewOrder(rawValue: text) else {
          throw ScenarioError(
            "'subviewOrder' must be \"cellsBehind\" or \"asListed\", found \"\(text)\"", at: value.location)
        }
        scroll.subviewOrder = order
      }
      viewCount += rows
      guard viewCount <= Self.maxViews else {
        throw ScenarioError(
          "the scenario has more than \(Self.maxViews) views (limit per scenario, table rows included)",
          at: reader.location(ofKey: "rows"))
      }
      for row in 0..<rows {
        let name = ScenarioBuilder.rowName(row, of: view.id)
        try defineGenerated(
          name, as: "row \(row) of table view '\(Spelling.shortened(view.id))'", at: reader.value.location)
      }
      try decodeSwipeActions(&reader, into: &scroll, table: view.id, rows: rows + cellCount(in: reader.value))
    }
    if let value = reader.optional("contentSize") {
      let numbers = try value.numbers("'contentSize'", count: 2)
      guard numbers.allSatisfy({ $0 >= 0 && $0 <= Self.maxLength * 100 }) else {
        throw ScenarioError("'contentSize' must not be negative", at: value.location)
      }
      scroll.contentSize = Size(width: numbers[0], height: numbers[1])
    }
    if let value = reader.optional("contentOffset") {
      let numbers = try value.numbers("'contentOffset'", count: 2)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxLength * 100 }) else {
        throw ScenarioError("'contentOffset' values are out of range", at: value.location)
      }
      scroll.contentOffset = Point(x: numbers[0], y: numbers[1])
    }
    if let value = reader.optional("contentInset") {
      let numbers = try value.numbers("'contentInset'", count: 4)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxLength }) else {
        throw ScenarioError("'contentInset' values must be within ±1000000", at: value.location)
      }
      scroll.contentInset = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    if let declarations = ViewClass.declarations[classes.baseName(of: view.className)] {
      try decodeProperties(&reader, declarations, declaredBy: ["UIScrollView", "UITextView"], into: &view.properties)
    }
    for question in [LogicQuestion.touchesShouldBegin, .touchesShouldCancel] {
      guard let value = reader.optional(question.rawValue) else { continue }
      if Self.isCasesAnswer(value) {
        view.logic.append(try Self.answerLogic(question, value, owner: view.id))
      } else if question == .touchesShouldBegin {
        scroll.touchesShouldBegin = try viewAnswers(value, "'touchesShouldBegin'")
      } else {
        scroll.touchesShouldCancel = try viewAnswers(value, "'touchesShouldCancel'")
      }
    }
    if let value = reader.optional("sharesPanWith") {
      let other = try value.string("'sharesPanWith'")
      crossCheck.references.append(
        .init(name: other, kind: .scrollView, location: value.location, what: "'sharesPanWith'"))
      crossCheck.panSharing.append((view.id, other, value.location))
      scroll.sharesPanWith = other
    }
    view.scroll = scroll
  }

  /// `true`, `false`, or `{"viewId": bool, "*": bool}`.
  private mutating func viewAnswers(_ value: JSONValue, _ what: String) throws(ScenarioError) -> Scenario.ViewAnswers {
    switch value.kind {
    case .bool(let flag): return .always(flag)
    case .object(let members):
      var answers: [Scenario.Answer] = []
      for member in members {
        let answer = try member.value.bool("'\(Spelling.shortened(member.key))'")
        answers.append(Scenario.Answer(id: member.key, value: answer, position: SourcePosition(member.keyLocation)))
        if member.key != "*" {
          crossCheck.references.append(.init(name: member.key, kind: .view, location: member.keyLocation, what: what))
        }
      }
      return .byView(answers)
    default:
      throw value.mismatch(what, expected: "a bool or an object of view id: bool")
    }
  }
}
