/// Recognition: a recognizer asking to leave `possible` is decided against its failure
/// requirements (G10), its delegate's `gestureRecognizerShouldBegin` (G8) and the recognizers it
/// would prevent or that prevent it (G9, MD2).
extension GestureEnvironment {

  /// A recognizer still possible asks to begin or recognize: decided now, with every
  /// recognition this decision releases (G10).
  /// `requested` is why the recognizer asks (its `setState(_:because:)`), while explaining.
  func attemptRecognition(_ recognizer: GestureRecognizer, as newState: GestureState, because requested: Reason?) {
    runCascade { decideRecognition(recognizer, as: newState, requested: requested) }
  }

  /// Decides a recognition (G10, G8, MD18) and pushes onto `cascade` what follows the
  /// decision, innermost last: the retries it releases, then the recognizers it prevents.
  /// `requested` is why the recognizer asked, when it asks now; a retry of a waiting
  /// recognition has none (its `deferredReason` says why it waited).
  func decideRecognition(_ recognizer: GestureRecognizer, as newState: GestureState, requested: Reason? = nil) {
    if let winner = firstRecognizedRequirement(of: recognizer) {
      // G10: the required recognizer won
      _ = applyTransition(
        recognizer, to: .failed,
        because: explains
          ? Reason.gesture(.requirementRecognized(winner: winner.name, recognizer: recognizer.name))
            .adding(winner.ownRequirementReason(for: recognizer)) : nil)
      cascade.append(.retry(after: recognizer))
      return
    }
    if hasUndecidedRequirement(of: recognizer) {
      if waitsOnItself(recognizer) {
        // A cycle of failure requirements can never be decided (G10 leaves it open): the
        // recognizer that closes the cycle fails, which lets the others go on.
        _ = applyTransition(
          recognizer, to: .failed,
          because: explains ? .gesture(.requirementCycle) : nil)
        cascade.append(.retry(after: recognizer))
        return
      }
      recognizer.deferredState = newState  // G10: wait for it to fail
      if explains {
        recognizer.deferredReason = .gesture(
          .waited(
            requirements: failureRequirements(of: recognizer).filter(isUndecided).map(\.name),
            cause: requested, className: recognizer.className))
      }
      return
    }
    recognizer.deferredState = nil
    let point = orderPoint(of: recognizer)  // Q4, 0.5
    if yieldsToRival(recognizer, at: point) {
      cascade.append(.retry(after: recognizer))
      return
    }
    let because = recognizer.deferredReason ?? requested
    recognizer.deferredReason = nil
    let asked = askShouldBegin(recognizer, requested: requested)
    guard asked.begins else {
      _ = applyTransition(recognizer, to: .failed, because: explains ? asked.reason : nil)
      cascade.append(.retry(after: recognizer))
      return
    }
    settleOrderPoint(recognizer, at: point)  // Q4, 0.5
    var why = because
    if explains, let hook = asked.reason { why = why.map { .clauses([$0, hook]) } ?? hook }
    _ = applyTransition(recognizer, to: newState, because: why)
    cascade.append(.prevent(by: recognizer))
    cascade.append(.retry(after: recognizer))
  }

  /// G8: the touched views, then the delegate, then the recognizer's own hook (P2, K5).
  /// Returns whether it may begin and why: the refusal, or what its own hook decided when it
  /// may (K5's answers), which its began reason cites.
  ///
  /// MD13: the touched views are asked only when the recognizer has `cancelsTouchesInView`
  /// (iOS 26.1 `-[UIGestureRecognizer _shouldBegin]` queries the views of its touches only
  /// when that flag is set), so a control cannot veto a recognizer that leaves its touches
  /// alone.
  func askShouldBegin(_ recognizer: GestureRecognizer, requested: Reason?) -> (begins: Bool, reason: Reason?) {
    var asked: [View] = []
    for touch in recognizer.trackedTouches where recognizer.cancelsTouchesInView {
      guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
      asked.append(view)
      if let asked = view.askGestureRecognizerShouldBegin(recognizer) {
        let answer = asked.value
        window.record(
          recognizer.name, .gestureShouldBegin(result: answer, view: view.name),
          why: Self.viewShouldBeginReason(view, recognizer, answer)
            .adding(asked.reason ?? view.appGestureRecognizerShouldBegin(recognizer)?.reason))
        if !answer { return (false, .gesture(.viewRefused(view: view.name, recognizer: recognizer.name))) }
      }
    }
    if let answer = recognizer.delegateShouldBegin() {
      window.record(
        recognizer.name, .gestureShouldBegin(result: answer.value, view: nil),
        why: Reason.gesture(.delegateAsked(recognizer: recognizer.name)).adding(answer.reason))
      if !answer.value { return (false, .gesture(.delegateRefused)) }
    }
    let own = recognizer.shouldBeginDecision(requested: requested)
    guard own.begins else {
      return (false, own.reason ?? .gesture(.shouldBeginRefused(className: recognizer.className)))
    }
    return (true, own.reason)
  }

  private static func viewShouldBeginReason(_ view: View, _ recognizer: GestureRecognizer, _ answer: Bool) -> Reason {
    let buttonVeto = view is Button && view.appGestureRecognizerShouldBegin(recognizer) == nil && !answer
    return .gesture(.viewAsked(recognizer: recognizer.name, view: view.name, buttonVeto: buttonVeto))
  }

  /// MD18: a recognizer that began or recognized fails the others still possible on its
  /// touches, unless the two recognize simultaneously or it cannot prevent them.
  func startPrevention(by winner: GestureRecognizer) {
    guard possibleActiveCount > 0 else { return }
    // The recognizers sharing a touch with the winner, in activation order (the order of the
    // active list): each touch lists the recognizers tracking it, so only the pairs that
    // meet on a touch are looked at (issues 12, 27).
    var sharing: [GestureRecognizer] = []
    var seen: Set<ObjectIdentifier> = []
    for touch in winner.trackedTouches {
      window.workCount += touch.gestureRecognizers.count
      for recognizer in touch.gestureRecognizers where recognizer !== winner && recognizer.storedState == .possible {
        if seen.insert(ObjectIdentifier(recognizer)).inserted { sharing.append(recognizer) }
      }
    }
    // Usually in order already (one touch's recognizers join in the order they are listed).
    if !zip(sharing, sharing.dropFirst()).allSatisfy({ $0.activationStamp < $1.activationStamp }) {
      sharing.sort { $0.activationStamp < $1.activationStamp }
    }
    continuePrevention(by: winner, others: sharing, from: 0)
  }

  /// Fails the next recognizer `winner` prevents, from `others[index...]`, and pushes the
  /// retries that failure releases above the rest of the prevention (MD18, G10).
  func continuePrevention(by winner: GestureRecognizer, others: [GestureRecognizer], from index: Int) {
    var index = index
    while index < others.count && !window.isOverBudget {
      let other = others[index]
      index += 1
      window.spendWork()
      guard other.storedState == .possible else { continue }
      guard winner.canPrevent(other) && other.canBePrevented(by: winner), winner.orderSpared !== other else { continue }
      if recognizeSimultaneously(winner, other) { continue }
      _ = applyTransition(
        other, to: .failed,
        because: explains
          ? Reason.gesture(.prevented(winner: winner.name, winnerBegan: winner.storedState == .began))
            .adding((other as? ScrollViewPanGestureRecognizer)?.handOffReason) : nil)
      cascade.append(.preventing(winner, others: others, next: index))
      cascade.append(.retry(after: other))
      return
    }
  }

  /// G9: either delegate saying yes is enough.
  func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if let answer = a.delegateShouldRecognizeSimultaneously(with: b) {
      window.record(
        a.name, .gestureShouldRecognizeSimultaneously(other: b.name, result: answer.value),
        why: Reason.gesture(.simultaneityAsked(a: a.name, b: b.name)).adding(answer.reason))
      if answer.value { return true }
    }
    if let answer = b.delegateShouldRecognizeSimultaneously(with: a) {
      window.record(
        b.name, .gestureShouldRecognizeSimultaneously(other: a.name, result: answer.value),
        why: Reason.gesture(.simultaneityAskedOther(a: a.name, b: b.name)).adding(answer.reason))
      if answer.value { return true }
    }
    return false
  }
}
