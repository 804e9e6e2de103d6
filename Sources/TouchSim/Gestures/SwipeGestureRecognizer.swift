/// `UISwipeGestureRecognizer`: discrete; recognized on the move that carries the finger
/// `swipeMinimumDistance` along its direction within `swipeMaximumDuration` of touch-down,
/// while the motion across it is no larger than along it (model decisions,
/// `GestureConstants`).
///
/// Fails on a lift before that, when the time runs out, or on motion against the direction.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// A swipe direction (`UISwipeGestureRecognizer.Direction`, one at a time).
  public enum Direction: String, Sendable, CaseIterable {
    case right, left, up, down

    var unit: Point {
      switch self {
      case .right: return Point(x: 1, y: 0)
      case .left: return Point(x: -1, y: 0)
      case .up: return Point(x: 0, y: -1)
      case .down: return Point(x: 0, y: 1)
      }
    }
  }

  /// The direction (default right, as UIKit).
  public var direction = Direction.right
  /// Fingers needed (default 1).
  public var numberOfTouchesRequired = 1

  private var start: Point?
  private var timer: TimerHandle?

  open override var className: String { "UISwipeGestureRecognizer" }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    let down = openTouches.count
    if down > numberOfTouchesRequired {
      setState(
        .failed,
        because: .gesture(.tooManyFingers(rule: .g1, down: down, required: self.numberOfTouchesRequired)))
      return
    }
    if start == nil {
      timer = scheduleTimer(after: GestureConstants.swipeMaximumDuration, label: "swipe") { [weak self] in
        guard let self, self.state == .possible else { return }
        self.setState(
          .failed,
          because: .gesture(.swipeTimedOut(direction: self.direction.rawValue)))
      }
    }
    start = location(in: nil)
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible, let start else { return }
    let delta = location(in: nil) - start
    let along = delta.x * direction.unit.x + delta.y * direction.unit.y
    let across = (delta.x * direction.unit.y - delta.y * direction.unit.x).magnitude
    if along <= -GestureConstants.swipeMaximumReverse {
      setState(
        .failed,
        because: .gesture(.swipeReversed(distance: -along, direction: self.direction.rawValue)))
    } else if along >= GestureConstants.swipeMinimumDistance && across <= along
      && openTouches.count == numberOfTouchesRequired
    {
      timer?.cancel()
      setState(
        .recognized,
        because: .gesture(.swiped(distance: along, direction: self.direction.rawValue)))
    }
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if state == .possible { setState(.failed, because: .gesture(.swipeLiftedEarly)) }
  }

  open override func reset() {
    timer?.cancel()
    timer = nil
    start = nil
  }
}
