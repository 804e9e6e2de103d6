/// G12: resetting recognizers when their touch sequence ends, and the touches a reset releases.
extension GestureEnvironment {
  /// Resets recognizers that recognized or were cancelled, and failed ones whose touches
  /// have all ended. A reset recognizer lets go of its touches, so it never sees the rest
  /// of that sequence (G12); new touches reach it again.
  /// Notes that a recognizer may have become finished.
  func markForReset(_ recognizer: GestureRecognizer) {
    guard !recognizer.isResetCandidate else { return }
    recognizer.isResetCandidate = true
    resetCandidates.append(recognizer)
  }

  /// A touch lifted or was cancelled: its failed recognizers may now reset.
  func touchDidFinish(_ touch: Touch) {
    window.workCount += touch.gestureRecognizers.count
    for recognizer in touch.gestureRecognizers {
      if let index = recognizer.openTouches.lastIndex(where: { $0 === touch }) {
        recognizer.openTouches.remove(at: index)
      }
      markForReset(recognizer)
    }
  }

  func resetFinishedRecognizers() {
    guard !resetCandidates.isEmpty else { return }
    var candidates = resetCandidates
    resetCandidates = []
    for recognizer in candidates { recognizer.isResetCandidate = false }
    if candidates.count > 1 { candidates.sort { $0.activationStamp < $1.activationStamp } }
    var finished: [GestureRecognizer] = []
    for recognizer in candidates where recognizer.activationStamp != 0 {
      window.workCount += 1
      let state = recognizer.storedState
      let touchesDone = recognizer.openTouches.isEmpty
      let idle = state == .possible && recognizer.trackedTouches.isEmpty
      if state == .ended || state == .cancelled || (state == .failed && touchesDone) || idle {
        finished.append(recognizer)
      }
    }
    guard !finished.isEmpty else { return }
    // Out of the active list in one pass, reset in list order, then each touch lets go of
    // all of them at once (no removal per recognizer, issue 12).
    for recognizer in finished { deactivate(recognizer) }
    window.workCount += activeRecognizers.count
    activeRecognizers.removeAll { $0.activationStamp == 0 }
    forgetListsIfIdle()
    var touches: [Touch] = []
    var seen: Set<ObjectIdentifier> = []
    for recognizer in finished {
      for touch in recognizer.trackedTouches where seen.insert(ObjectIdentifier(touch)).inserted {
        touches.append(touch)
      }
      reset(recognizer, releasingTouches: false)
    }
    for touch in touches {
      window.workCount += touch.gestureRecognizers.count
      touch.gestureRecognizers.removeAll { $0.activationStamp == 0 }
    }
  }

  func reset(_ recognizer: GestureRecognizer, releasingTouches: Bool = true) {
    window.recognizerMayRelease(recognizer)
    if releasingTouches {
      for touch in recognizer.trackedTouches {
        touch.gestureRecognizers.removeAll { $0 === recognizer }
      }
    }
    recognizer.trackedTouches = []
    recognizer.openTouches = []
    recognizer.storedState = .possible
    recognizer.deferredState = nil
    recognizer.deferredReason = nil
    recognizer.orderSpared = nil
    recognizer.reset()
    didChange = true
  }
}
