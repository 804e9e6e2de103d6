extension ScrollView {
  /// `touchesShouldBegin(_:with:in:)`, asked by the delay recognizer for each withheld touch
  /// (K1, K2; with the scroll view itself as content view too, MD11). Default `true`.
  func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool {
    let app = touchesShouldBeginOverride?(touches, view)
    let answer = app?.value ?? true
    window?.record(
      name, .touchesShouldBegin(touches: FingerList(touches.map(\.finger).sorted()), view: view.name, result: answer),
      why: Reason.scrollView(
        .shouldBeginAsked(
          delay: delayRecognizer.name, fingers: touches.map(\.finger), cause: delayRecognizer.releaseReason,
          isScrollView: view === self, answersByDefault: app?.value == nil)
      ).adding(app?.reason))
    return answer
  }

  /// `touchesShouldCancel(in:)`, asked by the pan as it would begin (K3, K5). Default:
  /// `false` for an enabled control, `true` for everything else (K4, MD3).
  func touchesShouldCancel(in view: View) -> Bool {
    let defaultAnswer = !((view as? Control)?.isEnabled ?? false)
    let app = touchesShouldCancelOverride?(view)
    let answer = app?.value ?? defaultAnswer
    window?.record(
      name, .touchesShouldCancel(view: view.name, result: answer),
      why: Reason.scrollView(
        .shouldCancelAsked(
          pan: panGestureRecognizer.name, cause: panGestureRecognizer.requestedReason, view: view.name,
          defaultAnswer: app?.value == nil ? defaultAnswer : nil, isControl: view is Control)
      ).adding(app?.reason))
    return answer
  }

  /// S3, DC5, DC8: the pan received a touch. Tracking starts; a fling in bounds pauses (it
  /// still counts as decelerating, S5); a bounce stops at once with `didEndDecelerating`.
  func beginTracking() {
    isTracking = true
    guard isDecelerating, var current = motion else { return }
    current.timer?.cancel()
    current.timer = nil
    if isOutOfBounds {
      motion = nil
      isDecelerating = false
      notify(
        .scrollViewDidEndDecelerating,
        because: .scrollView(.bounceStopped))
      caughtMotion = true
    } else {
      current.isPaused = true
      motion = current
      caughtMotion = true
    }
  }

  /// Follows the pan's state: a failed pan ends tracking (S3) and releases withheld touches
  /// (D4d); a pan that begins resets the delay recognizer, dropping withheld touches (D5).
  func panStateDidChange(from old: GestureState, to new: GestureState) {
    if old == .possible { notePanLeftPossible(new) }
    switch new {
    case .failed:
      isTracking = false
      caughtMotion = false
      if delayRecognizer.state == .possible && !delayRecognizer.trackedTouches.isEmpty {
        delayRecognizer.release(
          because: .gesture(
            .panFailed(pan: self.panGestureRecognizer.name, cause: self.panGestureRecognizer.lastReason)))
      }
    case .began:
      if delayRecognizer.state == .possible {
        noteDelayWindowClosing(outcome: nil)
        delayRecognizer.resetWithoutRecord()
      }
    default:
      break
    }
  }

  /// Whether the next touch-down catches a moving scroll view (DC5, DC8).
  var shouldBeginImmediately: Bool { caughtMotion }
}
