/// The phase of a touch (`UITouch.Phase`, M3).
public enum TouchPhase: String, Sendable {
  /// The finger touched down.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and did not move.
  case stationary
  /// The finger lifted.
  case ended
  /// The system cancelled the touch.
  case cancelled

  /// The responder method that delivers this phase (`nil` for stationary).
  public var method: TouchMethod? {
    switch self {
    case .began: return .touchesBegan
    case .moved: return .touchesMoved
    case .ended: return .touchesEnded
    case .cancelled: return .touchesCancelled
    case .stationary: return nil
    }
  }
}

/// One finger on the screen (`UITouch`), bound to its hit-test view for life (0.1).
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class Touch {
  /// The finger number that names the touch in the log (`#1`).
  public let finger: Int
  /// The order the touch appeared in, for stable sorting.
  let ordinal: Int
  /// The current phase.
  @exclusivity(unchecked) public internal(set) var phase: TouchPhase = .began
  /// The current location in window coordinates.
  @exclusivity(unchecked) public internal(set) var location: Point
  /// The location before the latest move.
  @exclusivity(unchecked) public internal(set) var previousLocation: Point
  /// Where the finger touched down (a late `touchesBegan` presents it, D8).
  public let initialLocation: Point
  /// When the finger touched down.
  public let initialTimestamp: SimTime
  /// The time of the latest change.
  @exclusivity(unchecked) public internal(set) var timestamp: SimTime
  /// Quick successive taps at one spot (M3).
  @exclusivity(unchecked) public internal(set) var tapCount: Int
  /// The hit-test view, fixed at touch-down (0.1); `nil` when nothing was hit.
  @exclusivity(unchecked) public internal(set) var view: View?
  /// The recognizers that receive this touch, in MD4 order.
  @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// Delivery bookkeeping for `view`.
  @exclusivity(unchecked) var delivery = TouchDelivery()

  init(finger: Int, ordinal: Int, location: Point, time: SimTime, tapCount: Int) {
    self.finger = finger
    self.ordinal = ordinal
    self.location = location
    self.previousLocation = location
    self.initialLocation = location
    self.initialTimestamp = time
    self.timestamp = time
    self.tapCount = tapCount
  }

  /// The location in a view's coordinates (`location(in:)`); `nil` means the window's.
  public func location(in view: View?) -> Point { view?.convertFromWindow(location) ?? location }

  /// The location before the latest move, in a view's coordinates (`previousLocation(in:)`);
  /// `nil` means the window's.
  public func previousLocation(in view: View?) -> Point {
    view?.convertFromWindow(previousLocation) ?? previousLocation
  }

  /// Whether the touch has ended or was cancelled.
  public var isFinished: Bool { phase == .ended || phase == .cancelled }
}

/// Where a touch stands with its view: Chameleon-style flags so that a view gets at most
/// one `touchesBegan` and exactly one terminal call, and nothing after it (G4-G6, X2).
struct TouchDelivery {
  /// The view got `touchesBegan`.
  var beganDelivered = false
  /// A `touchesBegan` is withheld by recognizers with `delaysTouchesBegan` (G5, D3).
  var beganWithheld = false
  /// A `touchesEnded` is withheld by recognizers with `delaysTouchesEnded` (G6).
  var endedWithheld = false
  /// The recognizers that withheld `touchesBegan`, kept only for `--explain`.
  var beganWithholders: [GestureRecognizer] = []
  /// The recognizers that withheld `touchesEnded`, kept only for `--explain`.
  var endedWithholders: [GestureRecognizer] = []
  /// The view got `touchesEnded` or `touchesCancelled`, or will never hear of the touch.
  var finished = false
  /// The view may not receive this touch at all (M1, M2).
  var excluded = false
  /// Counted in the window's live touches (down, on a view, not excluded; issue 12).
  var countedLive = false
  /// Listed in the window's `releaseCandidates` (issue 12).
  var isReleaseCandidate = false
}

/// A touch event (`UIEvent`): the touches that changed at one instant.
public struct TouchEvent {
  /// When the event happened.
  public let timestamp: SimTime
  /// The touches whose phase changed in this event, in script order.
  public let changedTouches: [Touch]
}
