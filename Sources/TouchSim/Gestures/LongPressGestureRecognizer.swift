/// `UILongPressGestureRecognizer`: continuous; begins once the fingers have been held for
/// `minimumPressDuration` without moving more than `allowableMovement` (G17).
///
/// Moving further before that fails it; after it began, every move is a change and the
/// lift ends it; a lift before it began fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must be held (default 0.5 s).
  public var minimumPressDuration = GestureConstants.longPressMinimumDuration
  /// How far a finger may move before the press fails (default 10 pt).
  public var allowableMovement = GestureConstants.longPressAllowableMovement
  /// Fingers needed (default 1).
  public var numberOfTouchesRequired = 1

  private var starts: [(touch: Touch, location: Point)] = []
  private var pressTimer: TimerHandle?

  open override var className: String { "UILongPressGestureRecognizer" }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible else { return }
    for touch in touches { starts.append((touch, touch.location)) }
    let down = starts.filter { !$0.touch.isFinished }.count
    if down > numberOfTouchesRequired {
      pressTimer?.cancel()
      setState(
        .failed,
        because: .gesture(.tooManyFingers(rule: .g17, down: down, required: self.numberOfTouchesRequired)))
    } else if down == numberOfTouchesRequired {
      pressTimer?.cancel()
      pressTimer = scheduleTimer(after: minimumPressDuration, label: "press") { [weak self] in
        guard let self, self.state == .possible else { return }
        self.setState(
          .began,
          because: .gesture(
            .pressHeld(duration: self.minimumPressDuration, allowableMovement: self.allowableMovement)))
      }
    }
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    switch state {
    case .possible:
      let distance =
        touches.compactMap { touch in
          starts.first(where: { $0.touch === touch }).map { touch.location.distance(to: $0.location) }
        }.max() ?? 0
      if distance > allowableMovement {
        pressTimer?.cancel()
        setState(
          .failed,
          because: .gesture(.pressMovedTooFar(distance: distance, allowableMovement: self.allowableMovement)))
      }
    case .began, .changed:
      setState(.changed, because: .gesture(.pressMoved))
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    switch state {
    case .possible:
      pressTimer?.cancel()
      setState(.failed, because: .gesture(.pressLiftedEarly(duration: self.minimumPressDuration)))
    case .began, .changed:
      setState(.ended, because: .gesture(.pressLifted))
    default:
      break
    }
  }

  open override func reset() {
    pressTimer?.cancel()
    pressTimer = nil
    starts = []
  }
}
