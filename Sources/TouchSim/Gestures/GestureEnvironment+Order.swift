/// Q4, MD22: finding outcomes that depend on TouchSim's recognizer order, and replaying the
/// opposite order (`RecognizerOrder.reversed`).
extension GestureEnvironment {
  /// Records that `winner`, about to begin or recognize, prevents a rival that could have
  /// done the same in this event (the default order's outcome).
  func noteOrderDependence(winner: GestureRecognizer) {
    guard window.recognizerOrder == .insertion, let rival = orderRival(of: winner) else { return }
    orderDependences.append(
      OrderDependence(
        time: window.scheduler.now, winner: winner.name, loser: rival.name, recordIndex: window.recorder.count))
  }

  /// With the order reversed, a recognizer that has an order rival fails instead of
  /// recognizing, so that the rival, tried later in this event, wins. Returns whether it yielded
  /// (the caller then retries what its failure releases, G10).
  func yieldsToRival(_ recognizer: GestureRecognizer) -> Bool {
    guard window.recognizerOrder == .reversed, let rival = orderRival(of: recognizer) else { return false }
    orderDependences.append(
      OrderDependence(
        time: window.scheduler.now, winner: rival.name, loser: recognizer.name, recordIndex: window.recorder.count))
    _ = applyTransition(
      recognizer, to: .failed,
      because: explains ? .gesture(.orderReversed(rival: rival.name)) : nil)
    return true
  }

  /// The first recognizer after `winner` in MD4 order, on a touch of the current event,
  /// that has not yet processed the event and would begin or recognize in it, where the two
  /// exclude each other with nothing between them (Q4).
  func orderRival(of winner: GestureRecognizer) -> GestureRecognizer? {
    guard let event = currentEvent, Self.couldBegin(winner) else { return nil }
    // A rival is active, possible and not waiting: none but the winner, nothing to scan
    // (issue 12: a requirement cycle's winners would each scan the touch's recognizers).
    guard undecidedActiveCount > (winner.isCountedUndecided ? 1 : 0) else { return nil }
    for touch in event.changedTouches {
      window.workCount += touch.gestureRecognizers.count
      guard let index = touch.gestureRecognizers.firstIndex(where: { $0 === winner }) else { continue }
      for rival in touch.gestureRecognizers[(index + 1)...] where isOrderRival(rival, of: winner, in: event) {
        return rival
      }
    }
    return nil
  }

  private func isOrderRival(_ rival: GestureRecognizer, of winner: GestureRecognizer, in event: TouchEvent) -> Bool {
    guard rival !== winner, rival.storedState == .possible, rival.storedIsEnabled, rival.deferredState == nil else {
      return false
    }
    // MD18: they exclude each other, and no delegate lets them recognize together (G9).
    guard winner.canPrevent(rival), rival.canBePrevented(by: winner), !Self.declaresSimultaneity(winner, rival) else {
      return false
    }
    // G10: no failure requirement between them, and none that would make the rival wait.
    guard !failureRequirements(of: winner).contains(where: { $0 === rival }),
      !failureRequirements(of: rival).contains(where: { $0 === winner || isUndecided($0) })
    else { return false }
    return Self.couldBegin(rival) && rival.wouldRecognize(on: event)
  }

  /// G9: a delegate's static answer that the two recognize simultaneously (not logged: a
  /// question the run asks only when one of them actually prevents the other).
  private static func declaresSimultaneity(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegateShouldRecognizeSimultaneously(with: b)?.value == true
      || b.delegateShouldRecognizeSimultaneously(with: a)?.value == true
  }

  /// G8, MD13: whether neither the delegate nor a touched view refuses the recognizer (the
  /// same answers `askShouldBegin` logs, read without logging).
  private static func couldBegin(_ recognizer: GestureRecognizer) -> Bool {
    if recognizer.delegateShouldBegin()?.value == false { return false }
    guard recognizer.cancelsTouchesInView else { return true }
    for touch in recognizer.trackedTouches {
      if let view = touch.view, view.askGestureRecognizerShouldBegin(recognizer)?.value == false { return false }
    }
    return true
  }
}
