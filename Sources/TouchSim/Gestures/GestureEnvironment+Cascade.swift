/// G10: the requirement cascade. A decided recognizer releases the recognizers that wait for
/// it, run as an explicit worklist so a chain of any length needs no deep stack (issue 12).
extension GestureEnvironment {
  /// Runs `start`, then every step it pushed onto `cascade` (and every step those push),
  /// innermost first: the order in which nested calls would run them, without nesting a
  /// call per requirement (a chain of 10,000 requirements needs no deep stack). A cascade
  /// started inside another (from a recognizer's hook) finishes before it returns.
  func runCascade(_ start: () -> Void) {
    let base = cascade.count
    start()
    while cascade.count > base {
      if window.isOverBudget {  // the run is stopping (issue 27): nothing more is decided
        cascade.removeSubrange(base...)
        return
      }
      switch cascade.removeLast() {
      case .retry(let trigger): startRetry(after: trigger)
      case .retrying(let candidates, let next): continueRetry(candidates, from: next)
      case .retryingDeferred(let stamp): continueDeferredRetry(after: stamp)
      case .prevent(let winner): startPrevention(by: winner)
      case .preventing(let winner, let others, let next): continuePrevention(by: winner, others: others, from: next)
      }
    }
  }

  /// Re-tries recognitions that waited on requirements which have now been decided.
  ///
  /// `trigger` just left possible. While every requirement is a listed one, only the
  /// recognizers that require `trigger` can have become ready, so only they are retried, in
  /// the order of the active list (issue 12: a chain of n requirements costs O(n), not O(n³)).
  /// Otherwise every waiting recognition whose requirements have been decided is retried, in
  /// the order of the active list: the waiting ones are listed apart (`deferred`), so the
  /// retry looks at them alone, not at every active recognizer (issue 27).
  private func startRetry(after trigger: GestureRecognizer) {
    guard lazyActiveCount == 0 && !needsFullRetry else {
      needsFullRetry = false
      window.workCount += compactedDeferred().count
      return continueDeferredRetry(after: 0)
    }
    trigger.dependents.removeAll(where: \.isStale)
    guard !trigger.dependents.isEmpty else { return }
    var candidates = trigger.dependents.map(\.recognizer)
    if candidates.count > 1 { candidates.sort { $0.activationStamp < $1.activationStamp } }
    continueRetry(candidates, from: 0)
  }

  /// Retries the next ready recognition of `candidates[index...]` (the trigger's dependents,
  /// each counted and skipped once inactive), pushing the rest of the candidates below what
  /// that decision pushes.
  private func continueRetry(_ candidates: [GestureRecognizer], from index: Int) {
    var index = index
    while index < candidates.count {
      let recognizer = candidates[index]
      index += 1
      window.workCount += 1
      guard recognizer.activationStamp != 0 else { continue }
      guard let pending = recognizer.deferredState, recognizer.storedState == .possible else { continue }
      if hasUndecidedRequirement(of: recognizer) { continue }
      cascade.append(.retrying(candidates, next: index))
      decideRecognition(recognizer, as: pending)
      return
    }
  }

  /// Retries the next ready waiting recognition activated after `stamp`, pushing the rest of
  /// the retry below what that decision pushes. A recognition that starts waiting meanwhile is
  /// retried when the retry reaches its place in the active list, as a scan of that list would.
  private func continueDeferredRetry(after stamp: Int) {
    var index = deferredIndex(after: stamp)
    while index < deferred.count {
      let entry = deferred[index]
      index += 1
      window.workCount += 1
      guard !entry.isStale else { continue }
      let recognizer = entry.recognizer
      guard let pending = recognizer.deferredState, recognizer.storedState == .possible else { continue }
      if hasUndecidedRequirement(of: recognizer) { continue }
      cascade.append(.retryingDeferred(after: entry.stamp))
      decideRecognition(recognizer, as: pending)
      return
    }
  }
}
