extension ScrollView {
  /// Asks `touchesShouldBegin(_:with:in:)` for the touches the delay recognizer releases (K1,
  /// K2; with the scroll view itself as content view too, MD11), and logs the answer, citing
  /// `cause`, the D4 case that released them.
  func askTouchesShouldBegin(_ touches: [Touch], in view: View, releasedBecause cause: Reason) -> Bool {
    let event = window.map { Event(timestamp: $0.scheduler.now, changedTouches: touches, window: $0) }
    let asked = askOverridePoint("touchesShouldBegin(_:with:in:)", default: true, explains: home?.explains ?? false) {
      touchesShouldBegin(Set(touches), with: event, in: view)
    }
    home?.record(
      name,
      .touchesShouldBegin(touches: FingerList(touches.map(\.finger).sorted()), view: view.name, result: asked.value),
      why: Reason.scrollView(
        .shouldBeginAsked(
          delay: delayRecognizer.name, fingers: touches.map(\.finger), cause: cause,
          isScrollView: view === self, answersByDefault: asked.isDefault)
      ).adding(asked.reason))
    return asked.value
  }

  /// Asks `touchesShouldCancel(in:)` as the pan would begin (K3, K5), and logs the answer.
  /// `cause` is why the pan asked to begin (its `setState(_:because:)`), cited by the answer.
  func askTouchesShouldCancel(in view: View, panBecause cause: Reason?) -> Bool {
    let defaultAnswer = Self.defaultTouchesShouldCancel(in: view)
    let asked = askOverridePoint(
      "touchesShouldCancel(in:)", default: defaultAnswer, explains: home?.explains ?? false
    ) {
      touchesShouldCancel(in: view)
    }
    home?.record(
      name, .touchesShouldCancel(view: view.name, result: asked.value),
      why: Reason.scrollView(
        .shouldCancelAsked(
          pan: panGestureRecognizer.name, cause: cause, view: view.name,
          defaultAnswer: asked.isDefault ? defaultAnswer : nil, isControl: !defaultAnswer)
      ).adding(asked.reason))
    return asked.value
  }

  /// UIScrollView's own `touchesShouldCancel(in:)`: `false` for an enabled control, `true`
  /// for everything else (K4, MD3); a switch's touched view is its inner element (SW7) and an
  /// editing text field counts as its field editor (TF4, XC4), neither of them a control.
  static func defaultTouchesShouldCancel(in view: View) -> Bool {
    (view as? Control)?.scrollViewMayCancelByDefault ?? true
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
