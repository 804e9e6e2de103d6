/// Delivery (MD4 step 4): released and own touch calls to the views, merged per view and
/// event (`DeliveryList`) and dispatched along the responder chain.
extension Window {
  /// Step 4: late `touchesBegan` whose withholding recognizers finished, released
  /// `touchesEnded`, then the event's own calls that nothing withholds (G5, G6, D8).
  func deliverToViews(ownTouches: [Touch]) {
    var deliveries = DeliveryList()
    // Only a touch with a withheld call whose recognizers changed since it was last looked
    // at can get a late call: those are listed (issue 12), and visited in touch-down order.
    var candidates = releaseCandidates
    releaseCandidates = []
    for touch in candidates { touch.delivery.isReleaseCandidate = false }
    if candidates.count > 1 { candidates.sort { $0.ordinal < $1.ordinal } }
    for touch in candidates {
      workCount += 1
      guard let view = touch.view, !touch.delivery.finished, !touch.delivery.excluded else { continue }
      if touch.delivery.beganWithheld && !withholdsBegan(touch) {
        touch.delivery.beganWithheld = false
        touch.delivery.beganDelivered = true
        deliveries.add(
          view, .touchesBegan, touch, at: touch.initialLocation, event: touch.initialTimestamp,
          why: explains ? releasedBeganReason(touch) : nil)
      }
      if touch.delivery.endedWithheld && touch.delivery.beganDelivered && !withholdsEnded(touch) {
        touch.delivery.endedWithheld = false
        touch.delivery.finished = true
        deliveries.add(
          view, .touchesEnded, touch, at: touch.location, event: touch.timestamp,
          why: explains ? releasedEndedReason(touch) : nil)
      }
    }
    for touch in ownTouches {
      guard let view = touch.view, !touch.delivery.finished, !touch.delivery.excluded else { continue }
      switch touch.phase {
      case .began:
        if withholdsBegan(touch) {
          touch.delivery.beganWithheld = true
          if explains { touch.delivery.beganWithholders = touch.gestureRecognizers.filter(isWithholdingBegan) }
        } else {
          touch.delivery.beganDelivered = true
          deliveries.add(
            view, .touchesBegan, touch, at: touch.location, event: scheduler.now,
            why: explains ? ownBeganReason(touch) : nil)
        }
      case .moved:
        if touch.delivery.beganDelivered {
          deliveries.add(
            view, .touchesMoved, touch, at: touch.location, event: scheduler.now,
            why: explains ? .window(.moved(finger: touch.finger, view: view.name)) : nil)
        }
      case .ended:
        if touch.delivery.beganDelivered && !withholdsEnded(touch) {
          touch.delivery.finished = true
          deliveries.add(
            view, .touchesEnded, touch, at: touch.location, event: scheduler.now,
            why: explains ? ownEndedReason(touch) : nil)
        } else {
          touch.delivery.endedWithheld = true
          if explains { touch.delivery.endedWithholders = touch.gestureRecognizers.filter(isWithholdingEnded) }
        }
      case .cancelled:
        if touch.delivery.beganDelivered {
          deliveries.add(
            view, .touchesCancelled, touch, at: touch.location, event: scheduler.now,
            why: explains ? .window(.systemCancelled(finger: touch.finger)) : nil)
        }
        touch.delivery.finished = true
        touch.delivery.beganWithheld = false
      case .stationary:
        break
      }
    }
    deliver(deliveries)
  }

  /// A recognizer's state, flags or touches changed: its touches with a withheld call may
  /// be released in the next step 4 (G5, G6).
  func recognizerMayRelease(_ recognizer: GestureRecognizer) {
    workCount += recognizer.trackedTouches.count
    for touch in recognizer.trackedTouches
    where (touch.delivery.beganWithheld || touch.delivery.endedWithheld) && !touch.delivery.isReleaseCandidate {
      touch.delivery.isReleaseCandidate = true
      releaseCandidates.append(touch)
    }
  }

  /// G5: a recognizer with `delaysTouchesBegan` that has not finished withholds began.
  private func withholdsBegan(_ touch: Touch) -> Bool { touch.gestureRecognizers.contains(where: isWithholdingBegan) }

  /// G6: a recognizer with `delaysTouchesEnded` that has not finished withholds ended.
  private func withholdsEnded(_ touch: Touch) -> Bool { touch.gestureRecognizers.contains(where: isWithholdingEnded) }

  func isWithholdingBegan(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.delaysTouchesBegan && recognizer.state.isInPlay && recognizer.isEnabled
  }

  func isWithholdingEnded(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.delaysTouchesEnded && recognizer.state.isInPlay && recognizer.isEnabled
  }

  func deliver(_ deliveries: DeliveryList) {
    for group in deliveries.groups {
      dispatch(group.method, group.touches, to: group.view, at: group.location, why: group.why)
    }
  }
}
