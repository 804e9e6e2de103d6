import TouchSim

extension ScenarioDecoder {
  /// The keys of UIScrollView and UITableView (Docs/ScenarioFormat.md).
  mutating func decodeScrollKeys(_ reader: inout ObjectReader, into scrollView: ScrollView) throws(ScenarioError) {
    let kind = scrollView is TableView ? "table view" : "scroll view"
    try defineGenerated(
      scrollView.delayRecognizer.name, as: "the delayed-touches recognizer of \(kind) '\(scrollView.name)'",
      at: reader.value.location)
    try defineGenerated(
      scrollView.panGestureRecognizer.name, as: "the pan recognizer of \(kind) '\(scrollView.name)'",
      at: reader.value.location)
    if let table = scrollView as? TableView {
      var rows = 0
      var rowHeight = 44.0
      if let value = reader.optional("rows") { rows = try value.integer("'rows'", in: 0...10_000) }
      if let value = reader.optional("rowHeight") {
        rowHeight = try value.number("'rowHeight'", in: 1...Self.maxLength)
      }
      viewCount += rows
      guard viewCount <= Self.maxViews else {
        throw ScenarioError(
          "the scenario has more than \(Self.maxViews) views (limit per scenario, table rows included)",
          at: reader.location(ofKey: "rows"))
      }
      table.setRows(rows, rowHeight: rowHeight)
      for (row, cell) in table.cells.enumerated() {
        try defineGenerated(cell.name, as: "row \(row) of table view '\(table.name)'", at: reader.value.location)
      }
    }
    if let value = reader.optional("contentSize") {
      let numbers = try value.numbers("'contentSize'", count: 2)
      guard numbers.allSatisfy({ $0 >= 0 && $0 <= Self.maxLength * 100 }) else {
        throw ScenarioError("'contentSize' must not be negative", at: value.location)
      }
      scrollView.contentSize = Size(width: numbers[0], height: numbers[1])
    }
    if let value = reader.optional("contentOffset") {
      let numbers = try value.numbers("'contentOffset'", count: 2)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxLength * 100 }) else {
        throw ScenarioError("'contentOffset' values are out of range", at: value.location)
      }
      scrollView.boundsOrigin = Point(x: numbers[0], y: numbers[1])
    }
    if let value = reader.optional("contentInset") {
      let numbers = try value.numbers("'contentInset'", count: 4)
      guard numbers.allSatisfy({ $0.magnitude <= Self.maxLength }) else {
        throw ScenarioError("'contentInset' values must be within ±1000000", at: value.location)
      }
      scrollView.contentInset = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    try decodeProperties(&reader, into: scrollView, declaredBy: ["UIScrollView"])
    if let value = reader.optional("touchesShouldBegin") {
      scrollView.touchesShouldBeginOverride = try viewAnswers(value, "'touchesShouldBegin'")
    }
    if let value = reader.optional("touchesShouldCancel") {
      scrollView.touchesShouldCancelOverride = try viewAnswers(value, "'touchesShouldCancel'")
    }
    if let value = reader.optional("sharesPanWith") {
      let other = try value.string("'sharesPanWith'")
      references.append(Reference(name: other, kind: .scrollView, location: value.location, what: "'sharesPanWith'"))
      panSharing.append((scrollView, other, value.location))
    }
  }

  /// `true`, `false`, or `{"viewId": bool, "*": bool}`.
  private mutating func viewAnswers(_ value: JSONValue, _ what: String) throws(ScenarioError) -> ViewAnswers {
    switch value.kind {
    case .bool(let flag): return .always(flag)
    case .object(let members):
      var answers: [String: Bool] = [:]
      var otherwise: Bool?
      for member in members {
        let answer = try member.value.bool("'\(member.key)'")
        if member.key == "*" {
          otherwise = answer
        } else {
          answers[member.key] = answer
          references.append(Reference(name: member.key, kind: .view, location: member.keyLocation, what: what))
        }
      }
      return .byView(answers, otherwise: otherwise)
    default:
      throw value.mismatch(what, expected: "a bool or an object of view id: bool")
    }
  }
}
