/// Reasons of recognizers' state changes and of the arbitration's questions (`--explain`):
/// the rule and the values that decided.
public indirect enum GestureReason: Sendable, Equatable {
  // MARK: Arbitration (G1, G8-G11, MD18, Q4)

  /// G1: a recognizer set its state without saying why.
  case stateSet(className: String, from: GestureState, to: GestureState)
  /// G11: `isEnabled` was set to false mid-sequence.
  case disabled(while: GestureState)
  /// G20: the recognizer's view, or `ancestor` (the view removed), left the window while the
  /// recognizer was in `state`.
  case viewLeftWindow(view: String, ancestor: String?, while: GestureState)
  /// G10: a recognizer it requires to fail recognized.
  case requirementRecognized(winner: String, recognizer: String)
  /// G10: its failure requirements lead back to itself.
  case requirementCycle
  /// G10: it waited for `requirements` to fail, then recognized for `cause`.
  case waited(requirements: [String], cause: Reason?, className: String)
  /// G8: a touched view is asked `gestureRecognizerShouldBegin` (`buttonVeto`: MD13, G18).
  case viewAsked(recognizer: String, view: String, buttonVeto: Bool)
  /// G8: the delegate is asked `gestureRecognizerShouldBegin`.
  case delegateAsked(recognizer: String)
  /// G8: a touched view answered false.
  case viewRefused(view: String, recognizer: String)
  /// G8: the delegate answered false.
  case delegateRefused
  /// G8: the recognizer's own `shouldBegin()` answered false.
  case shouldBeginRefused(className: String)
  /// G9, MD18: `winner` began or recognized on the same touches.
  case prevented(winner: String, winnerBegan: Bool)
  /// G9: `a`'s delegate is asked about simultaneity first.
  case simultaneityAsked(a: String, b: String)
  /// G9: then `b`'s delegate; either yes is enough.
  case simultaneityAskedOther(a: String, b: String)
  /// Q4, MD22: with the order reversed, `rival` wins.
  case orderResolvedFirst(rival: String)
  /// Q4: `winner` and `loser` could both recognize in one event and nothing decides between
  /// them; the remedy follows.
  case orderDependent(winner: String, loser: String)
  /// Q4: how an app makes such an outcome deterministic (G10, G8, G9).
  case orderRemedy(winner: String, loser: String)
  /// M3: the system cancelled the touches.
  case systemCancelled(fingers: [Int])

  // MARK: Built-in recognizers (G13-G17, MD2, model decisions)

  /// G16 (tap), G1 (swipe), G17 (long press): more fingers down than required.
  case tooManyFingers(rule: RuleID, down: Int, required: Int)
  /// MD2: the next tap landed too far from the first.
  case tapLandedTooFar(tap: Int, distance: Double)
  /// G16: the tap had the wrong number of fingers.
  case tapFingerCount(had: Int, required: Int)
  /// MD2: a finger moved too far from touch-down.
  case tapMovedTooFar(distance: Double, limit: Double)
  /// G16, MD2: the tap lifted within the allowable movement.
  case tapped(tap: Int, of: Int)
  /// MD2: no next tap in time.
  case noNextTap
  /// G16, MD2: tap `tap`'s fingers stayed down past the maximum tap duration.
  case tapHeldTooLong(tap: Int)
  /// G13: more fingers than `maximumNumberOfTouches`.
  case panTooManyFingers(active: Int, maximum: Int)
  /// G14 or P1 (`rule`): the fingers moved past the hysteresis along x and/or y.
  case panHysteresis(rule: RuleID, x: Double?, y: Double?)
  /// G13: the fingers moved after the pan began.
  case panMoved
  /// G15: every finger lifted before the pan began.
  case panLiftedEarly
  /// G15: every finger lifted.
  case panLifted
  /// Model decision: no swipe far enough in time.
  case swipeTimedOut(direction: String)
  /// Model decision: moved against the direction.
  case swipeReversed(distance: Double, direction: String)
  /// Model decision: moved far enough along the direction in time.
  case swiped(distance: Double, direction: String)
  /// G1: lifted before the swipe was recognized.
  case swipeLiftedEarly
  /// G1: more than two fingers.
  case twoFingerTooMany(down: Int)
  /// Model decision: the measure changed past the threshold.
  case twoFingerBegan(measure: String, change: Double, threshold: Double)
  /// G1: the fingers moved after the gesture began.
  case twoFingerMoved
  /// G1: a finger lifted.
  case twoFingerLifted
  /// G1: a finger lifted before the gesture began.
  case twoFingerLiftedEarly
  /// G17: held long enough within the allowable movement.
  case pressHeld(duration: SimDuration, allowableMovement: Double)
  /// G17: moved too far before the press began.
  case pressMovedTooFar(distance: Double, allowableMovement: Double)
  /// G17: the fingers moved after the press began.
  case pressMoved
  /// G17: lifted before the minimum duration.
  case pressLiftedEarly(duration: SimDuration)
  /// G17: the fingers lifted.
  case pressLifted

  // MARK: The scroll view's recognizers (DC5, K5, D2-D6, K2)

  /// DC5, MD6: the scroll view was moving, so its pan begins at touch-down.
  case panBeganImmediately(scrollView: String)
  /// K5: no content view has received touchesBegan.
  case noContentTouches
  /// K5, K6: content views got touchesBegan and `canCancelContentTouches` is false.
  case cannotCancelContent(views: [String])
  /// K5: `touchesShouldCancel(in:)` answers (the views that said false in `refused`).
  case contentCancellation(views: [String], refused: [String])
  /// D6: `delaysContentTouches` is false.
  case contentTouchesNotDelayed
  /// D2, D4(a), D3: the delay passed (since the last finger when `restarted`).
  case delayPassed(restarted: Bool, scrollView: String)
  /// D4(c): a touch moved along an axis the scroll view cannot scroll.
  case movedAcrossAxis(finger: Int, distance: Double, axis: String, scrollView: String)
  /// D4(b): the touches lifted before the delay.
  case liftedBeforeDelay(fingers: [Int])
  /// D4(d): the scroll view's pan failed.
  case panFailed(pan: String, cause: Reason?)
  /// K2: the delay released for `trigger`; `refused` said no to `touchesShouldBegin`.
  case delayReleased(trigger: Reason, refused: [String])
}
