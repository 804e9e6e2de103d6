/// The English of recognizers' reasons (`--explain`).
extension GestureReason {
  /// The reason's clauses (joined by `; ` in the logs).
  var clauses: [String] {
    switch self {
    case .waited(let requirements, let cause, let className):
      return ["G10: waited for \(WhyText.list(requirements)) to fail"] + (cause.map(\.clauses) ?? [className])
    case .viewAsked(let recognizer, let view, let buttonVeto):
      return [
        "G8: \(recognizer) is leaving possible",
        "the touched view \(view) is asked"
          + (buttonVeto
            ? " (MD13, G18: a UIButton vetoes a single-tap recognizer of an ancestor that cancels touches)" : ""),
      ]
    case .delegateAsked(let recognizer):
      return ["G8: \(recognizer) is leaving possible", "its delegate is asked gestureRecognizerShouldBegin"]
    case .simultaneityAsked(let a, let b):
      return ["G9: \(a) would prevent \(b) on their shared touches", "\(a)'s delegate is asked first"]
    case .simultaneityAskedOther(let a, let b):
      return ["G9: \(a) would prevent \(b)", "either delegate saying yes is enough"]
    case .orderResolvedFirst(let rival):
      return [
        "Q4, 0.5: \(rival) can recognize in this event too and prevents this one, with nothing between them",
        "UIKit resolves \(rival) first (its depth-first order: the deeper view, on one view the recognizer added last; "
          + "or --order reversed)",
      ]
    case .orderDependent(let winner, let loser):
      return ["Q4: both can recognize in this event and nothing decides between them"]
        + GestureReason.orderRemedy(winner: winner, loser: loser).clauses
    case .requirementCycle:
      return ["G10: its failure requirements lead back to itself", "the recognizer closing the cycle fails"]
    case .panFailed(let pan, let cause):
      return WindowReason.split("D4(d): \(pan) failed (", cause.clauses(or: "failed"), ")")
    case .delayReleased(let trigger, let refused):
      let k2 =
        refused.isEmpty
        ? "K2: touchesShouldBegin allowed every withheld touch, so they are delivered (G5)"
        : "K2: touchesShouldBegin returned false for \(WhyText.list(refused)), so the withheld touches are never "
          + "delivered (X2)"
      return trigger.clauses + [k2]
    case .contentCancellation(let views, let refused):
      if refused.isEmpty {
        return [
          "K5: touchesShouldCancel(in:) returned true for \(WhyText.list(views)), so their touches are cancelled (K7)"
        ]
      }
      return [
        "K5: touchesShouldCancel(in: \(WhyText.list(refused))) returned false: the content keeps the touch and the pan "
          + "fails for this sequence (C8)"
      ]
    default:
      return [text]
    }
  }

  /// The text of the single-clause reasons.
  private var text: String {
    switch self {
    case .stateSet(let className, let from, let to):
      return "G1: \(className) set its state from \(from.rawValue) to \(to.rawValue)"
    case .disabled(let state): return "G11: isEnabled was set to false while \(state.rawValue)"
    case .viewLeftWindow(let view, let ancestor, let state):
      let how = ancestor.map { "\(view) left the window with \($0)" } ?? "\(view) left the window"
      return "G20: \(how) while the recognizer was \(state.rawValue); UIKit cancels the recognizers of a view "
        + "moving to no window (_willMoveToWindow: nil -> _cancelGestureRecognizersForView:)"
    case .requirementRecognized(let winner, let recognizer):
      return "G10: \(winner) recognized, and \(recognizer) requires it to fail"
    case .viewRefused(let view, let recognizer):
      return "G8: \(view).gestureRecognizerShouldBegin(\(recognizer)) returned false"
    case .delegateRefused: return "G8: the delegate's gestureRecognizerShouldBegin returned false"
    case .shouldBeginRefused(let className): return "G8: \(className).shouldBegin() returned false"
    case .prevented(let winner, let began):
      return "G9, MD18: \(winner) \(began ? "began" : "recognized") on the same touches and they do not recognize "
        + "simultaneously"
    case .orderRemedy(let winner, let loser):
      return "make it deterministic with \(loser).require(toFail: \(winner)) or \(winner).require(toFail: \(loser)) "
        + "(G10), a delegate that answers gestureRecognizerShouldBegin or shouldRequireFailureOf (G8, G10), "
        + "or shouldRecognizeSimultaneouslyWith returning true so both recognize (G9)"
    case .systemCancelled(let fingers): return "M3: the system cancelled touch " + WhyText.fingers(fingers)
    case .tooManyFingers(let rule, let down, let required):
      return "\(rule.rawValue): \(down) fingers are down, more than numberOfTouchesRequired \(required)"
    case .tapLandedTooFar(let tap, let distance):
      return "MD2: tap \(tap) landed \(WhyText.pt(distance)) from the first, more than "
        + WhyText.pt(GestureConstants.tapAllowableMovement)
    case .tapFingerCount(let had, let required):
      return "G16: the tap had \(had) fingers, not numberOfTouchesRequired \(required)"
    case .tapMovedTooFar(let distance, let limit):
      return "MD2: a finger moved \(WhyText.pt(distance)) from touch-down, more than " + WhyText.pt(limit)
    case .tapped(let tap, let of):
      return "G16, MD2: tap \(tap) of \(of) lifted within \(WhyText.pt(GestureConstants.tapAllowableMovement)) of "
        + "touch-down"
    case .noNextTap: return "MD2: no next tap within \(WhyText.ms(GestureConstants.tapMaximumInterval)) of the lift"
    case .tapHeldTooLong(let tap):
      return "G16, MD2: tap \(tap) was held down \(WhyText.ms(GestureConstants.tapMaximumDuration)), the maximum tap "
        + "duration (model decision on the value)"
    case .panTooManyFingers(let active, let maximum):
      return "G13: \(active) fingers are more than maximumNumberOfTouches \(maximum)"
    case .panHysteresis(let rule, let x, let y):
      var moved: [String] = []
      if let x { moved.append(WhyText.pt(x) + " along x") }
      if let y { moved.append(WhyText.pt(y) + " along y") }
      return "\(rule.rawValue): the fingers moved \(WhyText.list(moved)), at least the "
        + "\(WhyText.pt(rule == .sa1 ? SwipeActionConstants.hysteresis : GestureConstants.panHysteresis)) "
        + "hysteresis (removed from the translation, P3)"
    case .panMoved: return "G13: the fingers moved after the pan began"
    case .panLiftedEarly: return "G15: every finger lifted before the pan began"
    case .panLifted: return "G15: every finger lifted"
    case .swipeTimedOut(let direction):
      return "model (GestureConstants): no \(WhyText.pt(GestureConstants.swipeMinimumDistance)) \(direction) within "
        + WhyText.ms(GestureConstants.swipeMaximumDuration)
    case .swipeReversed(let distance, let direction):
      return "model (GestureConstants): moved \(WhyText.pt(distance)) against \(direction), at least "
        + WhyText.pt(GestureConstants.swipeMaximumReverse)
    case .swiped(let distance, let direction):
      return "model (GestureConstants): moved \(WhyText.pt(distance)) \(direction) "
        + "(at least \(WhyText.pt(GestureConstants.swipeMinimumDistance))) within "
        + WhyText.ms(GestureConstants.swipeMaximumDuration)
    case .swipeLiftedEarly: return "G1: lifted before the swipe was recognized"
    case .twoFingerTooMany(let down): return "G1: \(down) fingers are down, more than two"
    case .twoFingerBegan(let measure, let change, let threshold):
      return "model (GestureConstants): the two fingers' \(measure) changed by "
        + "\(NumberFormat.fixed(change, decimals: 3, trimmed: true)), at least "
        + NumberFormat.fixed(threshold, decimals: 3, trimmed: true)
    case .twoFingerMoved: return "G1: the fingers moved after the gesture began"
    case .twoFingerLifted: return "G1: a finger lifted"
    case .twoFingerLiftedEarly: return "G1: a finger lifted before the gesture began"
    case .pressHeld(let duration, let allowableMovement):
      return "G17: held for minimumPressDuration \(WhyText.ms(duration)) within "
        + "allowableMovement \(WhyText.pt(allowableMovement))"
    case .pressMovedTooFar(let distance, let allowableMovement):
      return "G17: a finger moved \(WhyText.pt(distance)) before the press began, more than allowableMovement "
        + WhyText.pt(allowableMovement)
    case .pressMoved: return "G17: the fingers moved after the press began"
    case .pressLiftedEarly(let duration): return "G17: lifted before minimumPressDuration \(WhyText.ms(duration))"
    case .pressLifted: return "G17: the fingers lifted"
    case .panBeganImmediately(let scrollView):
      return "DC5, MD6: \(scrollView) was moving, so the touch-down stops it and the pan begins at once "
        + "(DC6: content gets no touches)"
    case .noContentTouches: return "K5: no content view has received touchesBegan, so nothing to cancel (no hook)"
    case .cannotCancelContent(let views):
      return "K5, K6: \(WhyText.list(views)) already received touchesBegan and canCancelContentTouches is false: the "
        + "pan fails without asking touchesShouldCancel(in:)"
    case .contentTouchesNotDelayed: return "D6: delaysContentTouches is false, so it releases at touch-down"
    case .delayPassed(let restarted, let scrollView):
      return "D2, D4(a): \(WhyText.ms(ScrollViewConstants.touchDelay)) passed"
        + (restarted ? " since the last finger touched down (D3)" : " since touch-down")
        + " and \(scrollView).pan has not begun"
    case .movedAcrossAxis(let finger, let distance, let axis, let scrollView):
      return "D4(c): touch #\(finger) moved \(WhyText.pt(distance)) along \(axis), which \(scrollView) cannot scroll "
        + "(more than \(WhyText.pt(ScrollViewConstants.crossAxisRelease)))"
    case .liftedBeforeDelay(let fingers):
      return "D4(b): touch \(WhyText.fingers(fingers)) lifted before \(WhyText.ms(ScrollViewConstants.touchDelay))"
    case .waited, .viewAsked, .delegateAsked, .simultaneityAsked, .simultaneityAskedOther, .orderResolvedFirst,
      .requirementCycle, .panFailed, .delayReleased, .contentCancellation, .orderDependent:
      return clauses.joined(separator: "; ")
    }
  }
}
