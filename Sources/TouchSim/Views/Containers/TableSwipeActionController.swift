/// UIKit's `UISwipeActionController` and `_UISwipeHandler` for one table (SA1-SA7): asks the
/// app for configurations, follows the swipe pan, reveals, opens, closes and performs.
final class TableSwipeActionController {
  /// One swipe, from its beginning until its actions close.
  struct Swipe {
    var row: Int
    var edge: SwipeActionEdge
    var configuration: SwipeActionsConfiguration
    /// Where the row starts, signed (trailing negative): the open width when a swipe continues
    /// an open row (`_initialTranslation`).
    var initial = 0.0
    /// SA5: the full-swipe condition held at the last change (`_currentSwipeState == 1`).
    var isConfirmed = false
    /// SA7: `swipeActionsRevealed` was logged.
    var isRevealed = false
    /// SA5: the actions stayed open at the lift.
    var isOpen = false
  }

  unowned let table: TableView
  var trailing: ((TableView, Int) -> AppAnswer<SwipeActionsConfiguration?>)?
  var leading: ((TableView, Int) -> AppAnswer<SwipeActionsConfiguration?>)?
  var performedReactions: [(TableView, Int, ContextualAction) -> Void] = []
  lazy var pan = SwipeActionPanGestureRecognizer(controller: self, table: table)
  lazy var dismissal: SwipeDismissalGestureRecognizer = {
    let recognizer = SwipeDismissalGestureRecognizer(controller: self, table: table)
    recognizer.isEnabled = false
    return recognizer
  }()
  /// The current swipe, tracking or open.
  var swipe: Swipe?
  /// The swipe that `mayBeginSwipe` accepted, taken by `swipeBegan`.
  private var proposed: Swipe?
  private var revealTimer: TimerHandle?

  init(table: TableView) { self.table = table }

  // MARK: - Beginning (SA2, SA3)

  /// SA3 then SA2: a row under the finger with an action for the direction (the sign of the
  /// horizontal velocity), then a motion at least as horizontal as vertical. A swipe on the
  /// row whose actions are open continues it.
  func mayBeginSwipe(_ pan: SwipeActionPanGestureRecognizer) -> (begins: Bool, reason: Reason?) {
    if table.isEditing { return (false, pan.explains ? .model(TableEditingReason.noSwipeWhileEditing) : nil) }
    let point = pan.location(in: table)
    let raw = pan.rawTranslation
    if let open = swipe, open.isOpen, table.swipeActionRow(at: point) == open.row {
      var continued = open
      continued.isOpen = false
      continued.isConfirmed = false
      continued.initial = signed(openWidth(open), open.edge)
      proposed = continued
    } else {
      let edge: SwipeActionEdge = pan.velocity(in: table).x < 0 ? .trailing : .leading
      guard let row = table.swipeActionRow(at: point) else {
        return refuse(pan, .noRow(at: point))
      }
      let configuration = ask(edge, row)
      guard let configuration, !configuration.actions.isEmpty else {
        return refuse(pan, .noActions(row: row, edge: edge))
      }
      proposed = Swipe(row: row, edge: edge, configuration: configuration)
    }
    guard raw.x.magnitude >= raw.y.magnitude else {
      proposed = nil
      return refuse(pan, .movedVertically(vertical: raw.y.magnitude, horizontal: raw.x.magnitude))
    }
    return (true, nil)
  }

  private func refuse(
    _ pan: GestureRecognizer, _ reason: @autoclosure () -> SwipeActionReason
  ) -> (begins: Bool, reason: Reason?) {
    (false, pan.explains ? .swipeActions(reason()) : nil)
  }

  /// SA3: the app's configuration for `row` on `edge`, logged when the app answers.
  private func ask(_ edge: SwipeActionEdge, _ row: Int) -> SwipeActionsConfiguration? {
    guard let answer = askConfiguration(edge, row) else { return nil }
    table.home?.record(
      table.name, .swipeActionsConfiguration(edge: edge, row: row, actions: answer.value?.actions.count ?? 0),
      why: Reason.swipeActions(.configurationAsked(row: row, edge: edge)).adding(answer.reason))
    return answer.value
  }

  private func askConfiguration(_ edge: SwipeActionEdge, _ row: Int) -> AppAnswer<SwipeActionsConfiguration?>? {
    if let closure = edge == .trailing ? trailing : leading { return closure(table, row) }
    return table.askSwipeActionsDelegate(edge, row)
  }

  // MARK: - Tracking (SA5, SA7)

  /// SA7: the reveal runs one turn later (the handler's `dispatch_async` to the main queue).
  func swipeBegan(_ pan: SwipeActionPanGestureRecognizer) {
    guard let started = proposed else { return }
    proposed = nil
    swipe = started
    dismissal.isEnabled = false
    guard !started.isRevealed else { return }
    revealTimer = pan.scheduleTimer(after: SimDuration(microseconds: 0), label: "reveal") { [unowned self] in
      revealTimer = nil
      guard var current = swipe, !current.isRevealed else { return }
      current.isRevealed = true
      swipe = current
      table.home?.record(
        table.name, .swipeActionsRevealed(row: current.row, edge: current.edge),
        why: .swipeActions(.revealed(row: current.row, edge: current.edge)))
      runRowReactions(table.swipeRevealedReactions, "swipeActionsRevealed", row: current.row)
    }
  }

  /// SA5: the full-swipe condition at each change.
  func swipeChanged(_ pan: SwipeActionPanGestureRecognizer) {
    guard var current = swipe else { return }
    current.isConfirmed = isFullSwipe(current, pan, velocity: pan.velocity(in: table).x)
    swipe = current
  }

  /// SA5: at the lift, perform (full swipe), stay open, or close.
  func swipeEnded(_ pan: SwipeActionPanGestureRecognizer, cancelled: Bool) {
    guard var current = swipe else { return }
    let velocity = pan.liftVelocity.x * 1000
    if !cancelled && current.isConfirmed, let action = current.configuration.actions.first {
      perform(
        action, current, why: .fullSwipe(width: fullSwipeWidth(current)))
      return
    }
    let open = signed(openWidth(current), current.edge)
    let position = pan.swipeTranslation + current.initial
    let stays: Bool
    if velocity.magnitude <= SwipeActionConstants.liftVelocity {
      stays = current.edge == .trailing ? position < open * 0.5 : position > open * 0.5
    } else {
      stays =
        current.edge == .trailing
        ? velocity < -SwipeActionConstants.liftVelocity : velocity > SwipeActionConstants.liftVelocity
    }
    guard stays else {
      hide(because: .closedAtLift(position: position, velocity: velocity))
      return
    }
    current.isOpen = true
    current.isConfirmed = false
    swipe = current
    dismissal.isEnabled = true
  }

  /// SA5: the full-swipe condition of `_swipeRecognizerChanged:` (a destructive first action
  /// also needs the finger near the far edge and a share of the distance).
  private func isFullSwipe(_ swipe: Swipe, _ pan: SwipeActionPanGestureRecognizer, velocity: Double) -> Bool {
    guard swipe.configuration.performsFirstActionWithFullSwipe, let first = swipe.configuration.actions.first else {
      return false
    }
    let threshold = signed(fullSwipeWidth(swipe), swipe.edge)
    let position = pan.swipeTranslation + swipe.initial
    if swipe.edge == .leading ? position >= threshold : position <= threshold { return true }
    guard first.style == .destructive else { return false }
    let width = table.frame.size.width
    let margin = width >= 375 ? 75.0 : 50.0
    let x = pan.location(in: table).x - table.boundsOrigin.x
    let nearEdge = swipe.edge == .trailing ? x < margin : x > width - margin
    let share = Swift.min(Swift.max(width >= 414 ? 0.5 : 0.66, velocity.magnitude / 2500), width >= 414 ? 0.75 : 0.8)
    return nearEdge && position.magnitude - threshold.magnitude * share > 1.1920929e-7
  }

  // MARK: - Dismissal (SA6)

  /// SA6: a touch-down dismisses when it is outside the vertical extent of the open row.
  func touchDownDismisses(at point: Point) -> Bool {
    guard let open = swipe, open.isOpen else { return false }
    guard table.cells.indices.contains(open.row) else { return true }
    let row = table.cells[open.row].frame
    return point.y < row.minY || point.y >= row.maxY
  }

  /// SA6 (model decision): a lift dismisses whenever actions are open (inside the open row it
  /// is the tap that closes them, or the tap on an action).
  func touchUpDismisses(at point: Point) -> Bool { swipe?.isOpen == true }

  /// SA6: the dismissal recognized; a lift on an action performs it (model decision: the
  /// actions are equal parts of the open width, the first nearest the edge).
  func dismissalRecognized(at point: Point) {
    guard let open = swipe, open.isOpen else { return }
    if !touchDownDismisses(at: point), let action = action(at: point, of: open) {
      perform(action, open, why: .tappedAction(title: action.title))
      return
    }
    hide(because: .dismissed)
  }

  private func action(at point: Point, of swipe: Swipe) -> ContextualAction? {
    let width = openWidth(swipe)
    let actions = swipe.configuration.actions
    let x = point.x - table.boundsOrigin.x
    let fromEdge = swipe.edge == .trailing ? table.frame.size.width - x : x
    guard fromEdge >= 0, fromEdge < width, !actions.isEmpty else { return nil }
    return actions[Swift.min(actions.count - 1, Int(fromEdge / (width / Double(actions.count))))]
  }

  /// SA6: scrolling the table closes open actions (`_observeScrollViewDidScroll:`).
  func tableDidScroll() {
    guard let current = swipe, current.isOpen || !pan.state.isInPlay else { return }
    hide(because: .tableScrolled)
  }

  // MARK: - Outcomes

  private func perform(_ action: ContextualAction, _ swipe: Swipe, why: @autoclosure () -> SwipeActionReason) {
    guard let window = table.home else { return }
    window.record(
      table.name, .swipeActionPerformed(row: swipe.row, title: action.title), why: .swipeActions(why()))
    if !performedReactions.isEmpty {
      window.runReactions(of: table.name, to: "swipeActionPerformed") {
        for reaction in performedReactions { reaction(table, swipe.row, action) }
      }
    }
    hide(because: .performedActionCompletes)
  }

  private func hide(because why: @autoclosure () -> SwipeActionReason) {
    revealTimer?.cancel()
    revealTimer = nil
    dismissal.isEnabled = false
    guard let current = swipe else { return }
    swipe = nil
    guard current.isRevealed else { return }
    table.home?.record(
      table.name, .swipeActionsHidden(row: current.row, edge: current.edge), why: .swipeActions(why()))
    runRowReactions(table.swipeHiddenReactions, "swipeActionsHidden", row: current.row)
  }

  /// TV11: the app's reactions to a reveal or a close, right after its record.
  private func runRowReactions(_ reactions: [(TableView, Int) -> Void], _ callback: String, row: Int) {
    guard !reactions.isEmpty, let window = table.home else { return }
    window.runReactions(of: table.name, to: callback) {
      for reaction in reactions { reaction(table, row) }
    }
  }

  private func openWidth(_ swipe: Swipe) -> Double {
    swipe.configuration.openWidth ?? SwipeActionConstants.actionWidth * Double(swipe.configuration.actions.count)
  }

  private func fullSwipeWidth(_ swipe: Swipe) -> Double {
    swipe.configuration.fullSwipeWidth ?? SwipeActionConstants.fullSwipeFraction * table.frame.size.width
  }

  private func signed(_ value: Double, _ edge: SwipeActionEdge) -> Double { edge == .trailing ? -value : value }
}
