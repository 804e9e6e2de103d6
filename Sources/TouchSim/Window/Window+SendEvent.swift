/// The window's touch pipeline (MD4), one step per file of this folder:
/// `Window+HitTestAndBind` (0.1, 0.2: a new touch finds its view and recognizers),
/// `Window+RecognizerStage` (step 1: recognizers process the event; step 3: actions),
/// `Window+Cancellation` (step 2), `Window+Delivery` (step 4, with `DeliveryList`),
/// `Window+Dispatch` (the responder chain, RC1-RC3) and `Window+Explain` (the reasons of
/// the window's records, `--explain`).
extension Window {
  /// Delivers one touch event: the samples of every finger that changed at this instant.
  ///
  /// MD4: new touches are hit-tested and offered to recognizers (0.1, G7); every
  /// recognizer processes the event (step 1); then `settle` cancels, sends actions and
  /// delivers to views (steps 2-4).
  public func sendEvent(_ changes: [TouchChange]) { sendEvent(changes[...]) }

  /// `sendEvent(_:)` of a part of a list (a simulation's script keeps one list).
  func sendEvent(_ changes: ArraySlice<TouchChange>) {
    forwardsThisTurn = 0
    var changed: [Touch] = []  // the spare list's memory: no allocation per event (issue 15)
    swap(&changed, &gestureEnvironment.spareChangedTouches)
    defer {
      changed.empty()
      gestureEnvironment.spareChangedTouches = changed
    }
    for change in changes {
      if keyboard != nil, keyboardTakes(change) { continue }  // TF12: the keyboard's own touch
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
    do {  // the event's copy of the list goes before the list is emptied
      let event = TouchEvent(timestamp: scheduler.now, changedTouches: changed)
      deliverToRecognizers(event)
    }
    settle(eventTouches: changed)
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
      if isOverBudget { break }  // the run is stopping (issue 27)
      if passes > limits.maxSettlePasses {
        errors.append("more than \(limits.maxSettlePasses) settle passes in one run-loop turn")
        break
      }
    } while gestureEnvironment.didChange
    // Finished touches are dropped when the list has doubled since its last compaction
    // (amortized O(1) per touch, issue 12); every reader skips the ones still listed.
    if activeTouches.count >= 2 * activeTouchesAfterCompaction + 16 {
      workCount += activeTouches.count
      activeTouches.removeAll { touch in
        guard touch.isFinished && (touch.delivery.finished || touch.view == nil || touch.delivery.excluded) else {
          return false
        }
        // A closed touch is no finger's open touch any more: forgetting it frees it now, not at teardown.
        if latestTouchByFinger[touch.finger] === touch { latestTouchByFinger[touch.finger] = nil }
        return true
      }
      activeTouchesAfterCompaction = activeTouches.count
    }
  }
}
