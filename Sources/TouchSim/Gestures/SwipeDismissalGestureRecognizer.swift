/// The table's swipe-dismissal recognizer (`_UISwipeDismissalGestureRecognizer`,
/// `<table>.swipeDismiss`, SA6): enabled only while a row's swipe actions are open.
///
/// Discrete, with `delaysTouchesBegan` and `delaysTouchesEnded`: it recognizes at touch-down
/// when the touch is outside the open row, at lift when the lift is inside it (on an action:
/// that action is performed, model decision), and fails once the finger moved more than 10 pt
/// on either axis. It recognizes together with every recognizer of the table (the handler's
/// `shouldRecognizeSimultaneously`), so the table may still scroll, while its recognition
/// keeps the touched row from getting its touches (G4, G5): the row is neither highlighted
/// nor selected.
public final class SwipeDismissalGestureRecognizer: GestureRecognizer {
  unowned let controller: TableSwipeActionController
  unowned let table: TableView
  private var origin = Point.zero

  init(controller: TableSwipeActionController, table: TableView) {
    self.controller = controller
    self.table = table
    super.init(name: table.name + ".swipeDismiss")
    delaysTouchesBegan = true
    delaysTouchesEnded = true
  }

  public override var className: String { "_UISwipeDismissalGestureRecognizer" }
  /// Its target is UIKit's swipe handler.
  public override var logsActions: Bool { false }

  /// SA6: simultaneous with the table's own recognizers.
  public override func canPrevent(_ other: GestureRecognizer) -> Bool { other.view !== table }
  /// SA6: simultaneous with the table's own recognizers.
  public override func canBePrevented(by other: GestureRecognizer) -> Bool { other.view !== table }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible, openTouches.count == touches.count, let touch = touches.first else { return }
    origin = touch.location
    let point = table.convertFromWindow(origin)
    if controller.touchDownDismisses(at: point) {
      setState(
        .recognized,
        because: .swipeActions(.touchDownOutside))
    }
  }

  public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible, let touch = openTouches.first else { return }
    let dx = (touch.location.x - origin.x).magnitude
    let dy = (touch.location.y - origin.y).magnitude
    let limit = SwipeActionConstants.dismissalMovement
    if dx > limit || dy > limit {
      setState(
        .failed,
        because: .swipeActions(.dismissalMoved(distance: Swift.max(dx, dy), limit: limit)))
    }
  }

  public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible, openTouches.isEmpty, let touch = touches.last else { return }
    if controller.touchUpDismisses(at: table.convertFromWindow(touch.location)) {
      setState(.recognized, because: .swipeActions(.liftInsideOpenRow))
    } else {
      setState(.failed, because: .swipeActions(.liftDoesNotDismiss))
    }
  }

  /// SA6: recognition closes the actions (or performs the one under a lift).
  public override func performAction(for state: GestureState) {
    guard state == .ended else { return }
    controller.dismissalRecognized(at: table.convertFromWindow(trackedTouches.last?.location ?? origin))
  }

  public override func reset() { origin = .zero }
}
