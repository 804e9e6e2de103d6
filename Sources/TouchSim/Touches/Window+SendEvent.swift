extension Window {
  /// Delivers one touch event: the samples of every finger that changed at this instant.
  ///
  /// MD4: new touches are hit-tested and offered to recognizers (0.1, G7); every
  /// recognizer processes the event (step 1); then `settle` cancels, sends actions and
  /// delivers to views (steps 2-4).
  public func sendEvent(_ changes: [TouchChange]) {
    forwardsThisTurn = 0
    var changed: [Touch] = []
    for change in changes {
      if change.phase == .began {
        changed.append(beginTouch(change))
      } else if let touch = openTouch(of: change.finger) {
        touch.previousLocation = touch.location
        touch.location = change.location
        touch.phase = change.phase
        if touch.isFinished {
          touchDidFinish(touch)
          gestureEnvironment.touchDidFinish(touch)
        }
        touch.timestamp = scheduler.now
        changed.append(touch)
        if change.phase == .ended { lastTap = (touch.location, scheduler.now, touch.tapCount) }
      }
    }
    let event = TouchEvent(timestamp: scheduler.now, changedTouches: changed)
    deliverToRecognizers(event)
    settle(eventTouches: changed)
  }

  /// Hit-tests a new touch and gives it to the recognizers that want it (0.1, 0.2, G7).
  private func beginTouch(_ change: TouchChange) -> Touch {
    var tapCount = 1
    if let last = lastTap, scheduler.now - last.time <= TouchConstants.multiTapInterval,
      last.location.distance(to: change.location) <= TouchConstants.multiTapDistance
    {
      tapCount = last.tapCount + 1
    }
    touchCount += 1
    noteFingerReuse(change)  // issue 12: the log could not tell two open touches of one finger apart
    let touch = Touch(
      finger: change.finger, ordinal: touchCount, location: change.location, time: scheduler.now,
      tapCount: tapCount)
    latestTouchByFinger[change.finger] = touch
    let hit = hitTest(change.location)
    touch.view = hit
    record(
      name, .hitTest(touches: [touch.finger], at: change.location, result: hit?.name),
      why: hitTestReason(hit, at: change.location))
    if let hit {
      touch.delivery.excluded = isExcluded(touch, from: hit)
      if touch.delivery.excluded && explains {
        record(hit.name, .nothing(touches: [touch.finger]), why: exclusionReason(touch, hit))
      }
    }
    if let hit, !touch.delivery.excluded { countLive(touch, on: hit) }
    activeTouches.append(touch)
    for recognizer in recognizers(for: hit) {
      if let answer = recognizer.delegate?.shouldReceiveTouch {
        record(
          recognizer.name, .gestureShouldReceiveTouch(touches: [touch.finger], result: answer),
          why: "G7: touch #\(touch.finger) is new and \(recognizer.name) is on \(hit?.name ?? "window") or an ancestor "
            + "(MD4); its delegate is asked before the recognizer sees it")
        if !answer { continue }
      }
      recognizer.trackedTouches.append(touch)
      recognizer.openTouches.append(touch)
      touch.gestureRecognizers.append(recognizer)
      gestureEnvironment.activate(recognizer)
      recognizer.didReceive(touch)
    }
    return touch
  }

  /// MD4: the enabled recognizers of the hit view, then of each ancestor up to the window,
  /// each view's in the order added.
  func recognizers(for hit: View?) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    var view = hit
    while let current = view {
      for recognizer in current.gestureRecognizers where recognizer.isEnabled { result.append(recognizer) }
      view = current.superview
    }
    return result
  }

  /// M1 and M2: whether a new touch is kept from its hit view.
  ///
  /// Fingers on the screen count; one that lifted no longer does, even while its
  /// touchesEnded is withheld (G6): a double tap's second finger reaches the view. The
  /// touches that count are counted as they go down and lift, so this is O(1) (issue 12).
  private func isExcluded(_ touch: Touch, from view: View) -> Bool {
    workCount += 1
    if !view.isMultipleTouchEnabled && view.liveTouchCount > 0 { return true }
    if windowLiveTouchCount > view.liveTouchCount {
      if view.isExclusiveTouch || exclusiveLiveTouchCount > 0 { return true }
    }
    return false
  }

  /// The open touch of a finger: the one it last began, unless that one has finished.
  private func openTouch(of finger: Int) -> Touch? {
    if let touch = latestTouchByFinger[finger], !touch.isFinished { return touch }
    // Only overlapping strokes of one finger (which the scenario reader refuses) get here.
    return activeTouches.last(where: { $0.finger == finger && !$0.isFinished })
  }

  /// Counts a touch that its view may receive (M1, M2).
  private func countLive(_ touch: Touch, on view: View) {
    touch.delivery.countedLive = true
    windowLiveTouchCount += 1
    view.liveTouchCount += 1
    view.liveTouchWindow = self
    if view.isExclusiveTouch { exclusiveLiveTouchCount += 1 }
  }

  /// A touch lifted or was cancelled: it no longer keeps new touches from views.
  private func touchDidFinish(_ touch: Touch) {
    guard touch.delivery.countedLive, let view = touch.view else { return }
    touch.delivery.countedLive = false
    windowLiveTouchCount -= 1
    view.liveTouchCount -= 1
    if view.isExclusiveTouch { exclusiveLiveTouchCount -= 1 }
  }

  /// Step 1: each recognizer, in MD4 order, processes its touches of the event.
  private func deliverToRecognizers(_ event: TouchEvent) {
    gestureEnvironment.currentEvent = event  // Q4: order rivals are looked for in it
    defer { gestureEnvironment.currentEvent = nil }
    if event.changedTouches.count == 1 {
      deliverToRecognizers(event.changedTouches[0], event)
      return
    }
    // Each recognizer's touches of the event by phase, in event order, gathered in one pass
    // over the touches' recognizer lists (issue 12: no filtering of the event per recognizer).
    var involved: [GestureRecognizer] = []
    var slots: [ObjectIdentifier: Int] = [:]
    var byPhase: [[Touch]] = []
    for touch in event.changedTouches {
      for recognizer in touch.gestureRecognizers {
        workCount += 1
        let slot: Int
        if let known = slots[ObjectIdentifier(recognizer)] {
          slot = known
        } else {
          slot = involved.count
          slots[ObjectIdentifier(recognizer)] = slot
          involved.append(recognizer)
          byPhase.append(contentsOf: [[], [], [], []])
        }
        if let index = Self.phaseIndex(touch.phase) { byPhase[slot * 4 + index].append(touch) }
      }
    }
    for (slot, recognizer) in involved.enumerated() {
      for (index, phase) in [TouchPhase.began, .moved, .ended, .cancelled].enumerated() {
        // A recognition waiting on failure requirements (G10) still sees its touches: a pan
        // whose fingers lift while it waits fails, as any pan that has not begun (G15).
        guard recognizer.state.isInPlay, recognizer.isEnabled else { break }
        // A recognizer reset during this step (D5) has let go of every touch.
        let touches = recognizer.trackedTouches.isEmpty ? [] : byPhase[slot * 4 + index]
        guard !touches.isEmpty else { continue }
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
      }
    }
  }

  private static func phaseIndex(_ phase: TouchPhase) -> Int? {
    switch phase {
    case .began: 0
    case .moved: 1
    case .ended: 2
    case .cancelled: 3
    case .stationary: nil
    }
  }

  /// Step 1 for the common event of one touch: every recognizer that has it gets it, with
  /// one shared array (no per-recognizer filtering or allocation, issue 7).
  private func deliverToRecognizers(_ touch: Touch, _ event: TouchEvent) {
    let touches = [touch]
    for recognizer in touch.gestureRecognizers {
      guard recognizer.state.isInPlay, recognizer.isEnabled else { continue }
      switch touch.phase {
      case .began: recognizer.touchesBegan(touches, with: event)
      case .moved: recognizer.touchesMoved(touches, with: event)
      case .ended: recognizer.touchesEnded(touches, with: event)
      case .cancelled: recognizer.touchesCancelled(touches, with: event)
      case .stationary: break
      }
    }
  }

  /// Steps 2-4 of MD4, repeated while recognizers keep changing (a reaction may disable one).
  func settle(eventTouches: [Touch]) {
    var ownTouches = eventTouches
    var passes = 0
    repeat {
      gestureEnvironment.didChange = false
      cancelTouchesOfRecognizers()
      sendActions()
      deliverToViews(ownTouches: ownTouches)
      ownTouches = []
      gestureEnvironment.resetFinishedRecognizers()
      passes += 1
      if passes > limits.maxSettlePasses {
        errors.append("more than \(limits.maxSettlePasses) settle passes in one run-loop turn")
        break
      }
    } while gestureEnvironment.didChange
    // Finished touches are dropped when the list has doubled since its last compaction
    // (amortized O(1) per touch, issue 12); every reader skips the ones still listed.
    if activeTouches.count >= 2 * activeTouchesAfterCompaction + 16 {
      workCount += activeTouches.count
      activeTouches.removeAll { $0.isFinished && ($0.delivery.finished || $0.view == nil || $0.delivery.excluded) }
      activeTouchesAfterCompaction = activeTouches.count
    }
  }

  /// Step 2: touches of recognizers that began or recognized with `cancelsTouchesInView`
  /// are cancelled in their views (G4); touches still withheld are dropped (D5, MD5).
  private func cancelTouchesOfRecognizers() {
    let recognizers = gestureEnvironment.cancellingRecognizers
    gestureEnvironment.cancellingRecognizers = []
    var deliveries = DeliveryList()
    for recognizer in recognizers {
      for touch in recognizer.trackedTouches.sorted(by: { $0.ordinal < $1.ordinal }) {
        guard let view = touch.view, !touch.delivery.finished, !touch.delivery.excluded else { continue }
        if touch.delivery.beganDelivered {
          deliveries.add(
            view, .touchesCancelled, touch, at: touch.location,
            event: touch.isFinished ? touch.timestamp : scheduler.now,
            why: explains ? cancellationReason(recognizer) : nil)
        } else if !touch.delivery.beganDelivered && explains {
          record(view.name, .nothing(touches: [touch.finger]), why: droppedReason(touch, recognizer))
        }
        touch.delivery.finished = true
        touch.delivery.beganWithheld = false
        touch.delivery.endedWithheld = false
      }
    }
    deliver(deliveries)
  }

  /// Step 3: the actions of recognizers whose state changed, in recognizer order (G2).
  private func sendActions() {
    let recognizers = gestureEnvironment.recognizersWithActions
    gestureEnvironment.recognizersWithActions = []
    for recognizer in recognizers {
      let states = recognizer.pendingActions
      recognizer.pendingActions = []
      for state in states {
        if recognizer.logsActions {
          record(
            recognizer.name, .gestureAction(state: state),
            why: "G2: the action for \(state.rawValue), sent after cancellations and before deliveries (MD4 step 3)")
        }
        recognizer.performAction(for: state)
      }
    }
  }

  /// Step 4: late `touchesBegan` whose withholding recognizers finished, released
  /// `touchesEnded`, then the event's own calls that nothing withholds (G5, G6, D8).
  private func deliverToViews(ownTouches: [Touch]) {
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
            why: explains ? "RC2: touch #\(touch.finger) moved; \(view.name) is its hit view and got touchesBegan" : nil
          )
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
            why: explains ? "M3: the system cancelled touch #\(touch.finger) (the stroke ends `cancelled`)" : nil)
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

  private func deliver(_ deliveries: DeliveryList) {
    for group in deliveries.groups {
      dispatch(group.method, group.touches, to: group.view, at: group.location, why: group.why)
    }
  }
}
