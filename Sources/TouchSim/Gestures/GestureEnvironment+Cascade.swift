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
      switch cascade.removeLast() {
      case .retry(let trigger): startRetry(after: trigger)
      case .retrying(let candidates, let next, let listed): continueRetry(candidates, from: next, listed: listed)
      case .prevent(let winner): startPrevention(by: winner)
      case .preventing(let winner, let sharing, let others, let next):
        continuePrevention(by: winner, sharing: sharing, others: others, from: next)
      }
    }
  }

  /// Re-tries recognitions that waited on requirements which have now been decided.
  ///
  /// `trigger` just left possible. While every requirement is a listed one, only the
  /// recognizers that require `trigger` can have become ready, so only they are retried, in
  /// the order of the active list (issue 12: a chain of n requirements costs O(n), not O(n³)).
  /// Otherwise every deferred recognition whose requirements have been decided is retried.
  private func startRetry(after trigger: GestureRecognizer) {
    guard lazyActiveCount == 0 && !needsFullRetry else {
      needsFullRetry = false
      window.workCount += activeRecognizers.count
      return continueRetry(activeRecognizers, from: 0, listed: false)
    }
    trigger.dependents.removeAll(where: \.isStale)
    guard !trigger.dependents.isEmpty else { return }
    var candidates = trigger.dependents.map(\.recognizer)
    if candidates.count > 1 { candidates.sort { $0.activationStamp < $1.activationStamp } }
    continueRetry(candidates, from: 0, listed: true)
  }

  /// Retries the next ready recognition of `candidates[index...]`, pushing the rest of the
  /// candidates below what that decision pushes. `listed`: the candidates are `dependents`
  /// (each counted, and skipped once inactive).
  private func continueRetry(_ candidates: [GestureRecognizer], from index: Int, listed: Bool) {
    var index = index
    while index < candidates.count {
      let recognizer = candidates[index]
      index += 1
      if listed {
        window.workCount += 1
        guard recognizer.activationStamp != 0 else { continue }
      }
      guard let pending = recognizer.deferredState, recognizer.storedState == .possible else { continue }
      let requirements = failureRequirements(of: recognizer)
      if requirements.contains(where: isUndecided) { continue }
      cascade.append(.retrying(candidates, next: index, listed: listed))
      decideRecognition(recognizer, as: pending)
      return
    }
  }
}
