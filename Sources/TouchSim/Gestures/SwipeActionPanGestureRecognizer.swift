/// The table's swipe-actions pan (`_UISwipeActionPanGestureRecognizer`, `<table>.swipe`, SA1):
/// a pan with a 25 pt hysteresis on either axis, attached to the table when swipe actions are
/// configured.
///
/// It fails when a second finger lands while it tracks one, and at the moment it would begin
/// unless the finger moved at least as far horizontally as vertically (SA2); it may begin only
/// on a row whose configuration for the swipe's direction has an action (SA3, asked of the app
/// at that moment). It is not simultaneous with the table's pan, so whichever begins first
/// fails the other (G9, SA4), and with `cancelsTouchesInView` its beginning cancels the row's
/// touches (G4, SA4). Its target is UIKit's swipe handler: the log shows the reveal (SA7), and
/// the lift's outcome (SA5), not its actions.
public final class SwipeActionPanGestureRecognizer: PanGestureRecognizer {
  unowned let controller: TableSwipeActionController
  /// The horizontal hysteresis taken off the translation at `began` (SA1, as G14 does for 10 pt).
  private var hysteresisX = 0.0

  init(controller: TableSwipeActionController, table: TableView) {
    self.controller = controller
    super.init(name: table.name + ".swipe")
  }

  public override var className: String { "_UISwipeActionPanGestureRecognizer" }
  /// Its target is UIKit's swipe handler.
  public override var logsActions: Bool { false }

  /// SA1: 25 pt along x or along y (per axis, as G14).
  public override func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    (
      translation.x.magnitude >= SwipeActionConstants.hysteresis,
      translation.y.magnitude >= SwipeActionConstants.hysteresis
    )
  }

  override var hysteresisRule: RuleID { .sa1 }

  /// The horizontal translation since the swipe began, without the 25 pt hysteresis (SA5).
  public var swipeTranslation: Double { rawTranslation.x - hysteresisX }

  /// SA2: a touch that lands while it already tracks one fails it.
  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    if state == .possible && openTouches.count > touches.count {
      setState(.failed, because: .swipeActions(.secondFinger))
    }
    super.touchesBegan(touches, with: event)
  }

  /// SA3, SA2: the swipe handler's `gestureRecognizerShouldBegin` (a row with actions for the
  /// direction), then the direction check of its `setState:` override.
  public override func shouldBegin() -> Bool { shouldBeginDecision(requested: nil).begins }

  override func shouldBeginDecision(requested: Reason?) -> (begins: Bool, reason: Reason?) {
    controller.mayBeginSwipe(self)
  }

  /// SA5, SA7: the handler follows the pan.
  public override func performAction(for state: GestureState) {
    switch state {
    case .began:
      let raw = rawTranslation.x
      hysteresisX =
        raw.magnitude >= SwipeActionConstants.hysteresis ? (raw < 0 ? -1 : 1) * SwipeActionConstants.hysteresis : 0
      controller.swipeBegan(self)
    case .changed:
      controller.swipeChanged(self)
    case .ended, .cancelled:
      controller.swipeEnded(self, cancelled: state == .cancelled)
    default:
      break
    }
  }

  public override func reset() {
    super.reset()
    hysteresisX = 0
  }
}
