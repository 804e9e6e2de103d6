/// The facts a scroll view's arbitration leaves for pictures of the run (`ArbitrationFact`).
extension ScrollView {
  /// D1-D5: the delayed-touches window closes now, because the delay recognizer left
  /// `possible` (`outcome`) or the pan began and drops the withheld touches (nil, D5). A window
  /// that never withheld anything (D6: `delaysContentTouches` false) is not a fact.
  func noteDelayWindowClosing(outcome: GestureState?) {
    guard let window = home, window.explains else { return }
    let now = window.scheduler.now
    guard let start = delayRecognizer.trackedTouches.lazy.map(\.initialTimestamp).min(), start < now else { return }
    window.recorder.note(.delayWindow(scrollView: name, start: start, end: now, outcome: outcome))
  }

  /// G14, P1, K5: the pan left `possible`. Beginning is always a fact; failing is one only
  /// mid-stroke (a finger still down and none lifting at this instant: the drag was refused),
  /// not when the sequence simply ended without a drag.
  func notePanLeftPossible(_ state: GestureState) {
    guard let window = home, window.explains else { return }
    let now = window.scheduler.now
    let touches = panGestureRecognizer.trackedTouches
    if state == .failed {
      let stillDown = touches.contains { !$0.isFinished }
      let lifting = touches.contains { $0.isFinished && $0.timestamp == now }
      guard stillDown && !lifting else { return }
    } else if state != .began {
      return
    }
    let hysteresis = GestureConstants.panHysteresis
    let past = touches.contains { touch in
      !touch.isFinished
        && ((touch.location.x - touch.initialLocation.x).magnitude >= hysteresis
          || (touch.location.y - touch.initialLocation.y).magnitude >= hysteresis)
    }
    window.recorder.note(
      .panLeftPossible(recognizer: panGestureRecognizer.name, time: now, state: state, pastHysteresis: past))
  }
}
