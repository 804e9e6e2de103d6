/// Hit test and touch binding (0.1, 0.2, G7, M1, M2): a new touch finds its view, is offered
/// to the recognizers of that view and its ancestors, and is counted against exclusive touch.
extension Window {
  /// Hit-tests a new touch and gives it to the recognizers that want it (0.1, 0.2, G7).
  func beginTouch(_ change: TouchChange) -> Touch {
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
    hitTestAppReasons.removeAll(keepingCapacity: true)
    touchEater = nil
    let hit = hitTest(change.location)
    touch.view = hit
    // AN1, AN4: the touch is eaten when the hit test's answer is the animating view that ate it
    // (an app override that answers another view replaces UIKit's test: AN6).
    let eaten = hit != nil && touchEater === hit
    touchEater = nil
    record(
      name, .hitTest(touches: [touch.finger], at: change.location, result: hit?.name),
      why: eaten
        ? .clauses([hitTestReason(hit, at: change.location), eatReason(hit)]) : hitTestReason(hit, at: change.location))
    if eaten, let hit {
      touch.delivery.excluded = true
      if explains {
        record(
          hit.name, .nothing(touches: [touch.finger]),
          why: .model(AnimationReason.eatenDeliveredToNobody(view: hit.name)))
      }
      activeTouches.append(touch)
      return touch
    }
    if let hit {
      touch.delivery.excluded = isExcluded(touch, from: hit)
      if touch.delivery.excluded && explains {
        record(hit.name, .nothing(touches: [touch.finger]), why: exclusionReason(touch, hit))
      }
    }
    if let hit, !touch.delivery.excluded { countLive(touch, on: hit) }
    activeTouches.append(touch)
    for recognizer in recognizers(for: hit) {
      if let answer = recognizer.delegateShouldReceive(touch) {
        record(
          recognizer.name, .gestureShouldReceiveTouch(touches: [touch.finger], result: answer.value),
          why: Reason.window(.shouldReceiveTouch(finger: touch.finger, recognizer: recognizer.name, view: hit?.name))
            .adding(answer.reason))
        if !answer.value { continue }
      }
      recognizer.trackedTouches.append(touch)
      recognizer.openTouches.append(touch)
      touch.gestureRecognizers.append(recognizer)
      gestureEnvironment.activate(recognizer)
      recognizer.didReceive(touch)
    }
    return touch
  }

  /// AN1: why an animating view ate the touch (its presentation opacity at the hit test).
  private func eatReason(_ view: View?) -> Reason {
    guard let view else { return .clauses([]) }
    return .model(AnimationReason.eats(view: view.name, presentationAlpha: view.presentationAlpha(at: scheduler.now)))
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
  func openTouch(of finger: Int) -> Touch? {
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
  func touchDidFinish(_ touch: Touch) {
    guard touch.delivery.countedLive, let view = touch.view else { return }
    touch.delivery.countedLive = false
    windowLiveTouchCount -= 1
    view.liveTouchCount -= 1
    if view.liveTouchCount == 0 { view.liveTouchWindow = nil }
    if view.isExclusiveTouch { exclusiveLiveTouchCount -= 1 }
  }
}
