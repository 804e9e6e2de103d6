/// Q4, MD22: finding outcomes that depend on TouchSim's recognizer order, and replaying the
/// opposite order (`RecognizerOrder.reversed`).
extension GestureEnvironment {
  /// Q4, 0.5: an order-dependent point: `recognizer`, about to begin or recognize, and a rival
  /// after it in MD4 order that could do the same in this event, where one can prevent the
  /// other with nothing between them. `rivalFirst` says whether UIKit resolves the rival first:
  /// UIKit sorts the recognizers that recognized in one update by `_depthFirstCompare:` (deeper
  /// view first, and on one view the higher index in `gestureRecognizers` first), so a rival on
  /// the same view added later goes first and one on an ancestor goes after; the run's
  /// `RecognizerOrder` flips the point when it names the pair.
  func orderPoint(of recognizer: GestureRecognizer) -> (rival: GestureRecognizer, rivalFirst: Bool)? {
    guard let rival = orderRival(of: recognizer) else { return nil }
    // A rival after it in MD4 order on the same view was added later: UIKit resolves it first.
    var rivalFirst = rival.view === recognizer.view
    if window.recognizerOrder.reverses(recognizer.name, rival.name) { rivalFirst.toggle() }
    return (rival, rivalFirst)
  }

  /// Whether `a`'s recognition fails `b` when `b` is still possible (MD18).
  static func prevents(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.canPrevent(b) && b.canBePrevented(by: a)
  }

  /// Before `recognizer` begins or recognizes: when UIKit resolves an order rival first and the
  /// rival prevents it, it fails now, so that the rival, tried later in this event, wins.
  /// Returns whether it yielded (the caller then retries what its failure releases, G10).
  func yieldsToRival(_ recognizer: GestureRecognizer, at point: (rival: GestureRecognizer, rivalFirst: Bool)?) -> Bool {
    guard let point, point.rivalFirst, Self.prevents(point.rival, recognizer) else { return false }
    noteOrderDependence(first: point.rival, second: recognizer)
    _ = applyTransition(
      recognizer, to: .failed,
      because: explains ? .gesture(.orderResolvedFirst(rival: point.rival.name)) : nil)
    return true
  }

  /// `recognizer` begins or recognizes at an order point: records the fact and, when UIKit
  /// resolves the rival first (which cannot prevent it), spares the rival from its prevention.
  func settleOrderPoint(_ recognizer: GestureRecognizer, at point: (rival: GestureRecognizer, rivalFirst: Bool)?) {
    guard let point else { return }
    if point.rivalFirst {
      recognizer.orderSpared = point.rival
      noteOrderDependence(first: point.rival, second: recognizer)
    } else {
      noteOrderDependence(first: recognizer, second: point.rival)
    }
  }

  private func noteOrderDependence(first: GestureRecognizer, second: GestureRecognizer) {
    if orderDependences.count >= window.limits.maxOrderDependences || window.isOverBudget {
      window.checkBudgets(logging: false, orderDependence: true)
      return
    }
    orderDependences.append(
      OrderDependence(
        time: window.scheduler.now, winner: first.name, loser: second.name, recordIndex: window.recorder.count))
  }

  /// The first recognizer after `winner` in MD4 order, on a touch of the current event,
  /// that has not yet processed the event and would begin or recognize in it, where the two
  /// exclude each other with nothing between them (Q4).
  func orderRival(of winner: GestureRecognizer) -> GestureRecognizer? {
    // A winner whose delegate recognizes simultaneously with every recognizer has no rival
    // (G9): nothing to scan (issue 27: n such winners on one touch would scan n² pairs).
    guard winner.ownedAnswers?.answersSimultaneouslyWithAll != true else { return nil }
    guard let event = currentEvent, Self.couldBegin(winner) else { return nil }
    // A rival is active, possible and not waiting: none but the winner, nothing to scan
    // (issue 12: a requirement cycle's winners would each scan the touch's recognizers).
    guard undecidedActiveCount > (winner.isCountedUndecided ? 1 : 0) else { return nil }
    let serial = window.scheduler.eventsRun
    if let cache = orderCache, cache.serial == serial, cache.rival !== winner, cache.rival.view === winner.view,
      isOrderRival(cache.rival, of: winner, in: event)
    {
      return cache.rival
    }
    for touch in event.changedTouches where !window.isOverBudget {
      window.spendWork(touch.gestureRecognizers.count)
      guard let index = touch.gestureRecognizers.firstIndex(where: { $0 === winner }) else { continue }
      // On the winner's own view the rival resolved first is the last one that could
      // recognize (0.5); on an ancestor, the first one after the winner.
      var lastOnSameView: GestureRecognizer?
      for rival in touch.gestureRecognizers[(index + 1)...] {
        if rival.view === winner.view {
          if isOrderRival(rival, of: winner, in: event) { lastOnSameView = rival }
        } else if lastOnSameView != nil {
          break
        } else if isOrderRival(rival, of: winner, in: event) {
          return rival
        }
      }
      if let lastOnSameView {
        orderCache = (serial, lastOnSameView)
        return lastOnSameView
      }
    }
    return nil
  }

  private func isOrderRival(_ rival: GestureRecognizer, of winner: GestureRecognizer, in event: TouchEvent) -> Bool {
    guard rival !== winner, rival.storedState == .possible, rival.storedIsEnabled, rival.deferredState == nil else {
      return false
    }
    // MD18: one can prevent the other, and no delegate lets them recognize together (G9).
    guard Self.prevents(winner, rival) || Self.prevents(rival, winner) else { return false }
    window.spendWork(Self.delegateQuestionWork)  // the delegates' answers (issue 27)
    guard !Self.declaresSimultaneity(winner, rival) else {
      return false
    }
    // G10: no failure requirement between them, and none that would make the rival wait.
    guard !requires(winner, rival), !requires(rival, winner), !hasUndecidedRequirement(of: rival) else { return false }
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
