extension ScrollView {
  /// `touchesShouldBegin(_:with:in:)`, asked by the delay recognizer for each withheld touch
  /// (K1, K2; with the scroll view itself as content view too, MD11). Default `true`.
  func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool {
    let answer = touchesShouldBeginOverride?.answer(for: view) ?? true
    window?.record(
      name, .touchesShouldBegin(touches: FingerList(touches.map(\.finger).sorted()), view: view.name, result: answer),
      why: "K1, K2: \(delayRecognizer.name) releases touch \(WhyText.touches(touches)) "
        + "(\(delayRecognizer.releaseReason ?? "released")); asked once per withheld touch with its hit view"
        + (view === self ? " (MD11: the scroll view itself)" : "")
        + (touchesShouldBeginOverride?.answer(for: view) == nil ? "; UIScrollView's default answers true" : ""))
    return answer
  }

  /// `touchesShouldCancel(in:)`, asked by the pan as it would begin (K3, K5). Default:
  /// `false` for an enabled control, `true` for everything else (K4, MD3).
  func touchesShouldCancel(in view: View) -> Bool {
    let defaultAnswer = !((view as? Control)?.isEnabled ?? false)
    let answer = touchesShouldCancelOverride?.answer(for: view) ?? defaultAnswer
    window?.record(
      name, .touchesShouldCancel(view: view.name, result: answer),
      why:
        "K5: \(panGestureRecognizer.requestedReason ?? "\(panGestureRecognizer.name) would begin"); \(view.name) already has the touch and canCancelContentTouches "
        + "is true, so the scroll view asks"
        + (touchesShouldCancelOverride?.answer(for: view) == nil
          ? "; the default (K4, MD3) is \(defaultAnswer) for "
            + (view is Control ? "an enabled control" : "a view that is not an enabled control")
          : ""))
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
        because: "DC8: a touch-down on a bouncing (out of bounds) scroll view stops it with notification")
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
          because:
            "D4(d): \(self.panGestureRecognizer.name) failed (\(self.panGestureRecognizer.lastReason ?? "failed"))")
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
