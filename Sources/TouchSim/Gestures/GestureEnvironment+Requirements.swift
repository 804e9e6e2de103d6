/// G10 as a graph (issue 27): the failure requirements a decision needs, found without listing
/// every requirement of a recognizer against every active recognizer.
///
/// A recognizer's requirements are its `requiredToFail` (the edges `require(toFail:)` adds) and,
/// among the active recognizers, those a delegate or a subclass hook names lazily (G10: asked
/// whenever the requirement matters, not logged). Arbitration asks three questions of them:
/// did one recognize (then the recognizer fails), is one still undecided (then it waits), and
/// does a waiting one wait, through others, on the recognizer (a cycle). Each is answered
/// from the recognizers that can make it true: the winners, the active recognizers still
/// possible (in activation order, so the first undecided requirement is usually the first one
/// looked at) and the waiting recognitions. The answers, and the order of the names an
/// explanation gives, are those of the full list (`failureRequirements(of:)`), which only
/// `--explain` builds.
extension GestureEnvironment {
  // MARK: - The questions

  /// The first of `recognizer`'s failure requirements, in the order of the full list, that
  /// began, changed or recognized (G10: the recognizer then fails).
  func firstRecognizedRequirement(of recognizer: GestureRecognizer) -> GestureRecognizer? {
    window.workCount += recognizer.requiredToFail.count
    if let winner = recognizer.requiredToFail.first(where: Self.hasRecognized) { return winner }
    let lazy = Self.isLazy(recognizer)
    guard lazyActiveCount > 0 || lazy else { return nil }
    // The lazy ones come in activation order: the winner with the lowest stamp.
    var best: GestureRecognizer?
    let candidates = lazy ? compactedWinners() : lazyRecognizers
    for entry in candidates where !entry.isStale && !window.isOverBudget {
      let other = entry.recognizer
      guard other !== recognizer, Self.hasRecognized(other) else { continue }
      if let best, best.activationStamp < other.activationStamp { continue }
      if lazilyRequires(recognizer, other) { best = other }
    }
    return best
  }

  /// Whether one of `recognizer`'s failure requirements is still undecided (G10: it waits).
  func hasUndecidedRequirement(of recognizer: GestureRecognizer) -> Bool {
    window.workCount += recognizer.requiredToFail.count
    if recognizer.requiredToFail.contains(where: isUndecided) { return true }
    let lazy = Self.isLazy(recognizer)
    guard lazyActiveCount > 0 || lazy else { return false }
    if lazy {
      var next = firstPossible
      while let other = next, !window.isOverBudget {
        next = other.nextPossible
        if other !== recognizer && isUndecided(other) && lazilyRequires(recognizer, other) { return true }
      }
      return false
    }
    // Only a lazy recognizer can add a requirement to one whose own are only listed.
    for entry in lazyRecognizers where !entry.isStale && !window.isOverBudget {
      let other = entry.recognizer
      if other !== recognizer && isUndecided(other) && lazilyRequires(recognizer, other) { return true }
    }
    return false
  }

  /// Whether `other` is one of `recognizer`'s failure requirements.
  func requires(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    window.workCount += recognizer.requiredToFail.count
    if recognizer.requiredToFail.contains(where: { $0 === other }) { return true }
    return (lazyActiveCount > 0 || Self.isLazy(recognizer)) && other !== recognizer && other.activationStamp != 0
      && lazilyRequires(recognizer, other)
  }

  /// Whether some undecided requirement of `recognizer` is itself waiting, directly or through
  /// others, on `recognizer`: a cycle of waiting recognitions (G10). Only waiting
  /// recognitions can be on such a path, so each step looks at them, not at every active
  /// recognizer.
  func waitsOnItself(_ recognizer: GestureRecognizer) -> Bool {
    var visited: Set<ObjectIdentifier> = []
    var stack = waitingRequirements(of: recognizer, orItself: nil)
    while let next = stack.popLast() {
      window.workCount += 1
      if next === recognizer { return true }
      guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
      stack.append(contentsOf: waitingRequirements(of: next, orItself: recognizer))
    }
    return false
  }

  /// G10: every failure requirement, in order: `require(toFail:)`'s, then the lazy ones (the
  /// delegates' and the subclass hooks') in activation order. Only explanations list them.
  func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    if lazyActiveCount == 0 && !Self.isLazy(recognizer) { return recognizer.requiredToFail }
    var result = recognizer.requiredToFail
    window.workCount += activeRecognizers.count
    for other in activeRecognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
      if Self.lazilyRequiresAsked(recognizer, other) { result.append(other) }
    }
    return result
  }

  // MARK: - Pairs

  /// A lazy requirement: the delegates' answers and the subclass hooks (G10). A pair of
  /// recognizers neither of which is lazy has none (their delegates answer nothing, their
  /// classes add nothing), so it is not asked.
  func lazilyRequires(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    guard Self.isLazy(recognizer) || Self.isLazy(other) else { return false }
    window.spendWork(Self.delegateQuestionWork)
    return Self.lazilyRequiresAsked(recognizer, other)
  }

  private static func lazilyRequiresAsked(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    recognizer.delegateShouldRequireFailure(of: other)
      || recognizer.shouldRequireFailure(of: other)
      || other.delegateShouldBeRequiredToFail(by: recognizer)
      || other.shouldBeRequiredToFail(by: recognizer)
  }

  /// The units of work a delegate's answer costs where arbitration asks it without logging
  /// (a lazy requirement, a declared simultaneity): an answer with cases takes a few hundred
  /// nanoseconds, several recognizer visits (`RunLimits.maxWork`, issue 27).
  static let delegateQuestionWork = 4

  /// Whether a recognizer's failure requirements may be more than `requiredToFail` (an active
  /// one's as counted when it joined).
  static func isLazy(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.activationStamp != 0 ? recognizer.isCountedLazy : !hasOnlyListedRequirements(recognizer)
  }

  /// Whether a recognizer's state makes the recognizers requiring it fail (G10).
  static func hasRecognized(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.storedState.isRecognition || recognizer.storedState == .changed
  }

  /// `recognizer`'s requirements that wait on requirements of their own, and `target` when it
  /// is one of them: the next steps of `waitsOnItself`.
  private func waitingRequirements(of recognizer: GestureRecognizer, orItself target: GestureRecognizer?)
    -> [GestureRecognizer]
  {
    window.workCount += recognizer.requiredToFail.count
    var result = recognizer.requiredToFail.filter { $0 === target || $0.deferredState != nil }
    guard lazyActiveCount > 0 || Self.isLazy(recognizer) else { return result }
    if let target, target !== recognizer, !result.contains(where: { $0 === target }),
      lazilyRequires(recognizer, target)
    {
      result.append(target)
    }
    for entry in compactedDeferred() where !entry.isStale && !window.isOverBudget {
      let other = entry.recognizer
      guard other !== recognizer, other !== target, other.deferredState != nil else { continue }
      if !recognizer.requiredToFail.contains(where: { $0 === other }) && lazilyRequires(recognizer, other) {
        result.append(other)
      }
    }
    return result
  }

  // MARK: - The lists

  /// Keeps the lists after a change of an active recognizer's state (`storedState`'s observer).
  func stateDidChange(_ recognizer: GestureRecognizer, from old: GestureState) {
    recountUndecided(recognizer)
    guard old == .possible, recognizer.storedState != .possible, recognizer.activationStamp != 0 else { return }
    unlistPossible(recognizer)
    if recognizer.storedState.isRecognition {
      winners.append(GestureRecognizer.Dependent(recognizer: recognizer, stamp: recognizer.activationStamp))
    }
  }

  /// Keeps the lists after a recognition started or stopped waiting (`deferredState`'s observer).
  func deferralDidChange(_ recognizer: GestureRecognizer, wasDeferred: Bool) {
    recountUndecided(recognizer)
    guard !wasDeferred, recognizer.deferredState != nil, recognizer.activationStamp != 0 else { return }
    let stamp = recognizer.activationStamp
    let index = deferredIndex(after: stamp - 1)
    // An entry left by an earlier wait of the same activation is live again.
    if index < deferred.count && deferred[index].stamp == stamp { return }
    if deferred.count > 2 * deferredAfterCompaction + 16 { return compactDeferred(thenAdding: recognizer) }
    deferred.insert(GestureRecognizer.Dependent(recognizer: recognizer, stamp: stamp), at: index)
  }

  /// The index of the first entry of `deferred` with a stamp after `stamp`.
  func deferredIndex(after stamp: Int) -> Int {
    var low = 0
    var high = deferred.count
    while low < high {
      let middle = (low + high) / 2
      if deferred[middle].stamp <= stamp { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// `deferred`, without the entries that no longer wait when they are as many as the live ones.
  func compactedDeferred() -> [GestureRecognizer.Dependent] {
    if deferred.count > 2 * deferredAfterCompaction + 16 { compactDeferred(thenAdding: nil) }
    return deferred
  }

  private func compactDeferred(thenAdding recognizer: GestureRecognizer?) {
    window.workCount += deferred.count
    deferred.removeAll { $0.isStale || $0.recognizer.deferredState == nil }
    if let recognizer {
      let entry = GestureRecognizer.Dependent(recognizer: recognizer, stamp: recognizer.activationStamp)
      deferred.insert(entry, at: deferredIndex(after: entry.stamp - 1))
    }
    deferredAfterCompaction = deferred.count
  }

  /// `winners`, without the entries that no longer hold a recognition.
  private func compactedWinners() -> [GestureRecognizer.Dependent] {
    window.workCount += winners.count
    winners.removeAll { $0.isStale || !Self.hasRecognized($0.recognizer) }
    return winners
  }

  /// Adds an active recognizer that is possible at the end of the list.
  func listPossible(_ recognizer: GestureRecognizer) {
    guard !recognizer.isListedPossible else { return }
    recognizer.isListedPossible = true
    recognizer.previousPossible = lastPossible
    recognizer.nextPossible = nil
    if let last = lastPossible { last.nextPossible = recognizer } else { firstPossible = recognizer }
    lastPossible = recognizer
  }

  /// Takes a recognizer out of the list (it left possible, or the arbitration).
  func unlistPossible(_ recognizer: GestureRecognizer) {
    guard recognizer.isListedPossible else { return }
    recognizer.isListedPossible = false
    let previous = recognizer.previousPossible
    let next = recognizer.nextPossible
    if let previous { previous.nextPossible = next } else { firstPossible = next }
    if let next { next.previousPossible = previous } else { lastPossible = previous }
    recognizer.previousPossible = nil
    recognizer.nextPossible = nil
  }

  /// Lets go of the lists' entries once no recognizer is active.
  func forgetListsIfIdle() {
    guard activeRecognizers.isEmpty else { return }
    deferred.removeAll()
    deferredAfterCompaction = 0
    winners.removeAll()
    lazyRecognizers.removeAll()
  }
}
