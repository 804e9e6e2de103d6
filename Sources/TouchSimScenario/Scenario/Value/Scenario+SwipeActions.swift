import TouchSim

extension Scenario {
  /// A table's `trailingSwipeActions` or `leadingSwipeActions` (Docs/ScenarioFormat.md "Swipe
  /// actions", SA3): the configuration the delegate answers for the listed rows, `nil` for the
  /// others.
  public struct SwipeActions: Equatable, Sendable {
    /// `rows`: the rows that have the actions; `nil` (`"all"`, the default) for every row.
    public var rows: [Int]?
    /// `actions`, `width`, `fullSwipeWidth` and `performsFirstActionWithFullSwipe`.
    public var configuration: SwipeActionsConfiguration

    /// Actions for `rows` (`nil`: all rows).
    public init(rows: [Int]? = nil, configuration: SwipeActionsConfiguration) {
      self.rows = rows
      self.configuration = configuration
    }

    /// The answer for `row`: the configuration, or `nil` for a row not listed.
    public func configuration(forRow row: Int) -> SwipeActionsConfiguration? {
      rows.map { $0.contains(row) } ?? true ? configuration : nil
    }
  }
}

extension Scenario.SwipeActions {
  /// The object as Docs/ScenarioFormat.md writes it.
  var json: JSONValue {
    var members = Members()
    if let rows { members.add("rows", .array(rows.map { .number(Double($0)) })) }
    var actions: [JSONValue] = []
    for action in configuration.actions {
      var object = Members()
      object.add("title", .string(action.title))
      if action.style != .normal { object.add("style", .string(action.style.rawValue)) }
      actions.append(object.object)
    }
    members.add("actions", .array(actions))
    members.add("width", configuration.openWidth)
    members.add("fullSwipeWidth", configuration.fullSwipeWidth)
    if !configuration.performsFirstActionWithFullSwipe { members.add("performsFirstActionWithFullSwipe", false) }
    return members.object
  }
}

extension ScenarioBuilder {
  /// SA3: the table's delegate answers the scenario's configurations (and the swipe
  /// recognizers are added, SA1).
  static func configureSwipeActions(_ table: TableView, _ spec: Scenario.ScrollSettings) {
    if let actions = spec.trailingSwipeActions {
      table.trailingSwipeActionsConfiguration = { _, row in AppAnswer(actions.configuration(forRow: row)) }
    }
    if let actions = spec.leadingSwipeActions {
      table.leadingSwipeActionsConfiguration = { _, row in AppAnswer(actions.configuration(forRow: row)) }
    }
  }
}
