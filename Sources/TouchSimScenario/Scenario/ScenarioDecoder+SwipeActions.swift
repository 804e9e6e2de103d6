import TouchSim

extension ScenarioDecoder {
  /// A table's `trailingSwipeActions` and `leadingSwipeActions` (SA3; Docs/ScenarioFormat.md
  /// "Swipe actions"); the swipe recognizers they add get their ids (SA1, SA6).
  mutating func decodeSwipeActions(
    _ reader: inout ObjectReader, into scroll: inout Scenario.ScrollSettings, table: String, rows: Int
  ) throws(ScenarioError) {
    let trailing = reader.optional("trailingSwipeActions")
    let leading = reader.optional("leadingSwipeActions")
    if let trailing { scroll.trailingSwipeActions = try swipeActions(trailing, "'trailingSwipeActions'", rows: rows) }
    if let leading { scroll.leadingSwipeActions = try swipeActions(leading, "'leadingSwipeActions'", rows: rows) }
    guard let first = trailing ?? leading else { return }
    try defineGenerated(
      table + ".swipe", as: "the swipe-actions pan of table view '\(Spelling.shortened(table))'", at: first.location)
    try defineGenerated(
      table + ".swipeDismiss", as: "the swipe-dismissal recognizer of table view '\(Spelling.shortened(table))'",
      at: first.location)
  }

  private func swipeActions(_ json: JSONValue, _ what: String, rows count: Int) throws(ScenarioError)
    -> Scenario.SwipeActions
  {
    var reader = try ObjectReader(json, what: what)
    var actions: [ContextualAction] = []
    for item in try reader.required("actions").array("\(what) 'actions'") {
      var action = try ObjectReader(item, what: "a swipe action")
      let titleValue = try action.required("title")
      let title = try titleValue.name("'title'")
      var style = ContextualAction.Style.normal
      if let styleValue = action.optional("style") {
        let name = try styleValue.string("'style'")
        guard let parsed = ContextualAction.Style(rawValue: name) else {
          var message = "unknown swipe action style '\(Spelling.shortened(name))'"
          let names = ContextualAction.Style.allCases.map(\.rawValue)
          if let suggestion = Spelling.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
          throw ScenarioError(message, at: styleValue.location)
        }
        style = parsed
      }
      try action.finish()
      actions.append(ContextualAction(style: style, title: title))
    }
    var configuration = SwipeActionsConfiguration(actions: actions)
    if let value = reader.optional("width") {
      configuration.openWidth = try value.number("\(what) 'width'", in: 1...Self.maxLength)
    }
    if let value = reader.optional("fullSwipeWidth") {
      configuration.fullSwipeWidth = try value.number("\(what) 'fullSwipeWidth'", in: 1...Self.maxLength)
    }
    if let value = reader.optional("performsFirstActionWithFullSwipe") {
      configuration.performsFirstActionWithFullSwipe = try value.bool("'performsFirstActionWithFullSwipe'")
    }
    var result = Scenario.SwipeActions(configuration: configuration)
    if let value = reader.optional("rows"), !(value.kind == .string("all")) {
      guard case .array(let items) = value.kind else {
        throw value.mismatch("\(what) 'rows'", expected: "\"all\" or an array of row numbers")
      }
      var rows: [Int] = []
      for item in items {
        let row = try item.integer("a row of \(what)", in: 0...10_000)
        guard row < count else {
          throw ScenarioError("row \(row) of \(what) is not a row of the table (it has \(count))", at: item.location)
        }
        rows.append(row)
      }
      result.rows = rows
    }
    try reader.finish()
    return result
  }
}
