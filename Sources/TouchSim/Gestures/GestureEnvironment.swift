/// The arbitration among the recognizers of one window (UIKit's gesture environment):
/// state changes through the legal table, failure requirements (G10), `shouldBegin` vetoes
/// (G8), exclusion and simultaneity (G9, MD18), and resets (G12).
final class GestureEnvironment {
  unowned let window: Window
  /// Recognizers that received touches in the current sequences, in order of first touch.
  @exclusivity(unchecked) private(set) var activeRecognizers: [GestureRecognizer] = []
  /// Recognizers that began or recognized with `cancelsTouchesInView` since the last step 2.
  @exclusivity(unchecked) var cancellingRecognizers: [GestureRecognizer] = []
  /// Recognizers with actions waiting for step 3, in order of their first change.
  @exclusivity(unchecked) var recognizersWithActions: [GestureRecognizer] = []
  /// Set whenever a state changes or a recognizer lets go of touches; drives the settle loop.
  @exclusivity(unchecked) var didChange = false
  /// Illegal transitions attempted by recognizers (an internal error, not a silent fix).
  @exclusivity(unchecked) private(set) var violations: [String] = []
  /// The touch event in step 1, while recognizers process it (Q4: rivals are looked for in it).
  @exclusivity(unchecked) var currentEvent: TouchEvent?
  /// Q4: outcomes of this run that depend on TouchSim's recognizer order.
  @exclusivity(unchecked) var orderDependences: [OrderDependence] = []

  init(window: Window) { self.window = window }

  /// Adds a recognizer to the arbitration when it receives its first touch of a sequence.
  func activate(_ recognizer: GestureRecognizer) {
    if !activeRecognizers.contains(where: { $0 === recognizer }) { activeRecognizers.append(recognizer) }
  }

  /// Whether a recognizer takes part in arbitration: in play, tracking touches (G10).
  func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.storedState == .possible && recognizer.storedIsEnabled && !recognizer.trackedTouches.isEmpty
  }

  // MARK: - State changes

  /// A recognizer (or its subclass code) asked to move to `newState`.
  func requestState(_ newState: GestureState, for recognizer: GestureRecognizer) {
    let old = recognizer.storedState
    if old == .possible && newState.isRecognition {
      attemptRecognition(recognizer, as: newState)
    } else if old == .changed && newState == .changed {
      queueAction(.changed, for: recognizer)
    } else if GestureStateTransitions.isLegal(from: old, to: newState) {
      transition(recognizer, to: newState)
    } else if old != newState {
      violations.append(
        "\(recognizer.name) (\(recognizer.className)) asked for the illegal transition \(old.rawValue) -> "
          + "\(newState.rawValue) at \(window.scheduler.now) ms; refused (G1)")
    }
  }

  /// G11: a recognizer was disabled mid-sequence: a recognizing one is cancelled, one
  /// still possible fails (T13a: the scroll view's pan "fails" when scrolling is disabled;
  /// G11 leaves this case open). An idle one just stops receiving touches.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    let why = explains ? "G11: isEnabled was set to false while \(recognizer.storedState.rawValue)" : nil
    switch recognizer.storedState {
    case .began, .changed: transition(recognizer, to: .cancelled, because: why)
    case .possible where !recognizer.trackedTouches.isEmpty:
      recognizer.deferredState = nil
      transition(recognizer, to: .failed, because: why)
    default: break
    }
    didChange = true
  }

  /// Whether records carry a `why`: reasons are built only then.
  private var explains: Bool { window.explains }

  /// Applies a legal change and logs it. `reason` (built only when explaining) overrides the
  /// recognizer's own `setState(_:because:)` text.
  func transition(_ recognizer: GestureRecognizer, to newState: GestureState, because reason: String? = nil) {
    let old = recognizer.storedState
    recognizer.storedState = newState
    didChange = true
    if explains {
      recognizer.lastReason =
        reason ?? recognizer.requestedReason
        ?? "G1: \(recognizer.className) set its state from \(old.rawValue) to \(newState.rawValue)"
    }
    window.record(recognizer.name, .gestureState(from: old, to: newState), why: recognizer.lastReason ?? "")
    if newState != .failed { queueAction(newState, for: recognizer) }
    if old == .possible && newState.isRecognition && recognizer.cancelsTouchesInView {
      cancellingRecognizers.append(recognizer)
    }
    if newState == .failed { recognizer.deferredState = nil }
    recognizer.stateDidChange(from: old, to: newState)
    if old == .possible { resolveDeferred() }
  }

  /// Resets a recognizer at once, without a record: a scroll view drops its delay
  /// recognizer this way when its pan begins (D5).
  func resetWithoutRecord(_ recognizer: GestureRecognizer) {
    guard let index = activeRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    activeRecognizers.remove(at: index)
    reset(recognizer)
  }

  private func queueAction(_ state: GestureState, for recognizer: GestureRecognizer) {
    recognizer.pendingActions.append(state)
    if !recognizersWithActions.contains(where: { $0 === recognizer }) { recognizersWithActions.append(recognizer) }
    didChange = true
  }

  // MARK: - Recognition

  private func attemptRecognition(_ recognizer: GestureRecognizer, as newState: GestureState) {
    let requirements = failureRequirements(of: recognizer)
    if let winner = requirements.first(where: { $0.storedState.isRecognition || $0.storedState == .changed }) {
      // G10: the required recognizer won
      transition(recognizer, to: .failed, because: explains ? "G10: \(winner.name) recognized, and \(recognizer.name) requires it to fail" : nil)
      return
    }
    if requirements.contains(where: isUndecided) {
      if waitsOnItself(recognizer, through: requirements) {
        // A cycle of failure requirements can never be decided (G10 leaves it open): the
        // recognizer that closes the cycle fails, which lets the others go on.
        transition(
          recognizer, to: .failed,
          because: explains ? "G10: its failure requirements lead back to itself; the recognizer closing the cycle fails" : nil)
        return
      }
      recognizer.deferredState = newState  // G10: wait for it to fail
      if explains {
        let waits = WhyText.list(requirements.filter(isUndecided).map(\.name))
        recognizer.deferredReason = "G10: waited for \(waits) to fail; " + (recognizer.requestedReason ?? recognizer.className)
      }
      return
    }
    recognizer.deferredState = nil
    if yieldsToRival(recognizer) { return }  // Q4, `--order reversed`
    let because = recognizer.deferredReason ?? recognizer.requestedReason
    recognizer.deferredReason = nil
    recognizer.shouldBeginReason = nil
    if let refusal = askShouldBegin(recognizer) {
      transition(recognizer, to: .failed, because: explains ? refusal : nil)
      return
    }
    noteOrderDependence(winner: recognizer)  // Q4
    var why = because
    if explains, let hook = recognizer.shouldBeginReason { why = (why.map { $0 + "; " } ?? "") + hook }
    transition(recognizer, to: newState, because: why)
    preventOthers(by: recognizer)
  }

  /// Whether some undecided requirement is itself waiting, directly or through others, on
  /// `recognizer`.
  private func waitsOnItself(_ recognizer: GestureRecognizer, through requirements: [GestureRecognizer]) -> Bool {
    var visited: [GestureRecognizer] = []
    var stack = requirements.filter { $0.deferredState != nil }
    while let next = stack.popLast() {
      if next === recognizer { return true }
      guard !visited.contains(where: { $0 === next }) else { continue }
      visited.append(next)
      stack.append(contentsOf: failureRequirements(of: next).filter { $0 === recognizer || $0.deferredState != nil })
    }
    return false
  }

  /// G10: `require(toFail:)`, the delegates' lazy requirements and the subclass hooks.
  func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    var result = recognizer.requiredToFail
    for other in activeRecognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
      let requires =
        recognizer.delegate?.shouldRequireFailureOf?.contains(other.name) == true
        || recognizer.shouldRequireFailure(of: other)
        || other.delegate?.shouldBeRequiredToFailBy?.contains(recognizer.name) == true
        || other.shouldBeRequiredToFail(by: recognizer)
      if requires { result.append(other) }
    }
    return result
  }

  /// G8: the touched views, then the delegate, then the recognizer's own hook (P2, K5).
  /// Returns why it may not begin, or `nil` when it may.
  ///
  /// MD13: the touched views are asked only when the recognizer has `cancelsTouchesInView`
  /// (iOS 26.1 `-[UIGestureRecognizer _shouldBegin]` queries the views of its touches only
  /// when that flag is set), so a control cannot veto a recognizer that leaves its touches
  /// alone.
  private func askShouldBegin(_ recognizer: GestureRecognizer) -> String? {
    var asked: [View] = []
    for touch in recognizer.trackedTouches where recognizer.cancelsTouchesInView {
      guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
      asked.append(view)
      if let answer = view.gestureRecognizerShouldBeginAnswer(recognizer) {
        window.record(
          recognizer.name, .gestureShouldBegin(result: answer, view: view.name),
          why: Self.viewShouldBeginReason(view, recognizer, answer))
        if !answer { return "G8: \(view.name).gestureRecognizerShouldBegin(\(recognizer.name)) returned false" }
      }
    }
    if let answer = recognizer.delegate?.shouldBegin {
      window.record(
        recognizer.name, .gestureShouldBegin(result: answer, view: nil),
        why: "G8: \(recognizer.name) is leaving possible; its delegate is asked gestureRecognizerShouldBegin")
      if !answer { return "G8: the delegate's gestureRecognizerShouldBegin returned false" }
    }
    guard recognizer.shouldBegin() else {
      return recognizer.shouldBeginReason ?? "G8: \(recognizer.className).shouldBegin() returned false"
    }
    return nil
  }

  private static func viewShouldBeginReason(_ view: View, _ recognizer: GestureRecognizer, _ answer: Bool) -> String {
    let base = "G8: \(recognizer.name) is leaving possible; the touched view \(view.name) is asked"
    if view is Button && view.gestureRecognizerShouldBeginAnswers[recognizer.name] == nil && !answer {
      return base + " (MD13, G18: a UIButton vetoes a single-tap recognizer of an ancestor that cancels touches)"
    }
    return base
  }

  /// MD18: a recognizer that began or recognized fails the others still possible on its
  /// touches, unless the two recognize simultaneously or it cannot prevent them.
  private func preventOthers(by winner: GestureRecognizer) {
    for other in activeRecognizers where other !== winner && other.storedState == .possible {
      guard sharesTouches(winner, other) else { continue }
      guard winner.canPrevent(other) && other.canBePrevented(by: winner) else { continue }
      if recognizeSimultaneously(winner, other) { continue }
      transition(
        other, to: .failed,
        because: explains
          ? "G9, MD18: \(winner.name) \(winner.storedState == .began ? "began" : "recognized") on the same touches and "
            + "they do not recognize simultaneously" : nil)
    }
  }

  private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
  }

  /// G9: either delegate saying yes is enough.
  private func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if let selection = a.delegate?.shouldRecognizeSimultaneouslyWith {
      let answer = selection.contains(b.name)
      window.record(
        a.name, .gestureShouldRecognizeSimultaneously(other: b.name, result: answer),
        why: "G9: \(a.name) would prevent \(b.name) on their shared touches; \(a.name)'s delegate is asked first")
      if answer { return true }
    }
    if let selection = b.delegate?.shouldRecognizeSimultaneouslyWith {
      let answer = selection.contains(a.name)
      window.record(
        b.name, .gestureShouldRecognizeSimultaneously(other: a.name, result: answer),
        why: "G9: \(a.name) would prevent \(b.name); either delegate saying yes is enough")
      if answer { return true }
    }
    return false
  }

  /// Re-tries recognitions that waited on requirements which have now been decided.
  private func resolveDeferred() {
    for recognizer in activeRecognizers {
      guard let pending = recognizer.deferredState, recognizer.storedState == .possible else { continue }
      let requirements = failureRequirements(of: recognizer)
      if requirements.contains(where: isUndecided) { continue }
      attemptRecognition(recognizer, as: pending)
    }
  }

  // MARK: - Reset (G12)

  /// Resets recognizers that recognized or were cancelled, and failed ones whose touches
  /// have all ended. A reset recognizer lets go of its touches, so it never sees the rest
  /// of that sequence (G12); new touches reach it again.
  func resetFinishedRecognizers() {
    var index = 0
    while index < activeRecognizers.count {
      let recognizer = activeRecognizers[index]
      let state = recognizer.storedState
      let touchesDone = recognizer.trackedTouches.allSatisfy(\.isFinished)
      let idle = state == .possible && recognizer.trackedTouches.isEmpty
      if state == .ended || state == .cancelled || (state == .failed && touchesDone) || idle {
        reset(recognizer)
        activeRecognizers.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  private func reset(_ recognizer: GestureRecognizer) {
    for touch in recognizer.trackedTouches {
      touch.gestureRecognizers.removeAll { $0 === recognizer }
    }
    recognizer.trackedTouches = []
    recognizer.storedState = .possible
    recognizer.deferredState = nil
    recognizer.deferredReason = nil
    recognizer.reset()
    didChange = true
  }
}
