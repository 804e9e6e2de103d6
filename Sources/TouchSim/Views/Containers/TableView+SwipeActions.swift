/// Swipe actions on table rows (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
/// and the leading one, SA1-SA7): the table's swipe pan (`<table>.swipe`) and dismissal
/// recognizer (`<table>.swipeDismiss`), added when the app configures swipe actions, so that a
/// table without them behaves (and logs) as before.
extension TableView {
  /// The app's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (SA3), asked when a
  /// swipe towards the left would begin on a row, and logged as
  /// `trailingSwipeActionsConfiguration` with the number of actions; `nil` or no actions lets
  /// the swipe fail. Setting it adds the swipe recognizers (SA1).
  ///
  /// ```swift
  /// table.trailingSwipeActionsConfiguration = { _, row in
  ///   AppAnswer(row == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete")]))
  /// }
  /// ```
  public var trailingSwipeActionsConfiguration: ((TableView, Int) -> AppAnswer<SwipeActionsConfiguration?>)? {
    get { swipeActionController?.trailing }
    set { installedSwipeActionController.trailing = newValue }
  }

  /// The app's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (SA3), asked for a swipe
  /// towards the right, logged as `leadingSwipeActionsConfiguration`. Setting it adds the
  /// swipe recognizers (SA1).
  public var leadingSwipeActionsConfiguration: ((TableView, Int) -> AppAnswer<SwipeActionsConfiguration?>)? {
    get { swipeActionController?.leading }
    set { installedSwipeActionController.leading = newValue }
  }

  /// Whether the table has its swipe recognizers (SA1). UIKit's table always has them; TouchSim
  /// adds them when the app sets a configuration closure above, or sets this to true for a
  /// delegate that implements the `…SwipeActionsConfigurationForRowAt` methods.
  public var usesSwipeActions: Bool {
    get { swipeActionController != nil }
    set { if newValue { _ = installedSwipeActionController } }
  }

  /// The swipe pan (`<table>.swipe`), once swipe actions are configured (SA1).
  public var swipeActionPanGestureRecognizer: SwipeActionPanGestureRecognizer? { swipeActionController?.pan }

  /// The row and edge whose swipe actions show, between `swipeActionsRevealed` and
  /// `swipeActionsHidden` (SA5-SA7).
  public var revealedSwipeActions: (row: Int, edge: SwipeActionEdge)? {
    guard let swipe = swipeActionController?.swipe, swipe.isRevealed else { return nil }
    return (swipe.row, swipe.edge)
  }

  /// Runs `body` with the table, the row and the action right after each
  /// `swipeActionPerformed` record (the action's handler, SA5), in the order added.
  public func onSwipeActionPerformed(_ body: @escaping (TableView, Int, ContextualAction) -> Void) {
    installedSwipeActionController.performedReactions.append(body)
  }

  /// The row under `point` (in the table's coordinates), or `nil`: the one place where swipe
  /// actions map a location to a row (SA3, SA6): the cell whose row frame (TC1) contains it.
  func swipeActionRow(at point: Point) -> Int? {
    guard point.x >= 0, point.x < frame.size.width else { return nil }
    return cells.firstIndex { $0.frame.minY <= point.y && point.y < $0.frame.maxY }
  }

  /// The controller, added with its recognizers on first use (SA1).
  var installedSwipeActionController: TableSwipeActionController {
    if let controller = swipeActionController { return controller }
    let controller = TableSwipeActionController(table: self)
    swipeActionController = controller
    addGestureRecognizer(controller.pan)
    addGestureRecognizer(controller.dismissal)
    onDelegateCall { table, call in
      if call == .scrollViewDidScroll, let table = table as? TableView { table.swipeActionController?.tableDidScroll() }
    }
    return controller
  }
}

extension TableViewDelegate {
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> SwipeActionsConfiguration? {
    tableView.answeredByDefault = true
    return nil
  }
  /// Not implemented: UIKit's default (a question is neither asked nor logged).
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> SwipeActionsConfiguration? {
    tableView.answeredByDefault = true
    return nil
  }
}

extension TableView {
  /// SA3: the delegate's answer for `edge` on `row`; `nil` when it does not implement the method.
  func askSwipeActionsDelegate(_ edge: SwipeActionEdge, _ row: Int) -> AppAnswer<SwipeActionsConfiguration?>? {
    guard let delegate = tableDelegate else { return nil }
    let saved = answeredByDefault
    answeredByDefault = false
    defer { answeredByDefault = saved }
    let path = TableIndexPath(row: row)
    let value =
      edge == .trailing
      ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
      : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
    guard !answeredByDefault else { return nil }
    let method = "tableView(_:\(edge.rawValue)SwipeActionsConfigurationForRowAt:)"
    return AppAnswer(value, because: home?.explains == true ? .app(HandlerReason.delegateMethod(method)) : nil)
  }
}
