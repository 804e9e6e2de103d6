extension GestureRecognizer {
  /// `require(toFail:)` called by app code while touches are in play (a scenario's reaction,
  /// F9): from the next arbitration step on, this recognizer waits for `other` (G10). An
  /// active recognizer is listed among `other`'s dependents, as at activation, so that
  /// `other`'s decision releases it; without that a recognition waiting on `other` would
  /// never be retried and its touches never end.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !requiredToFail.contains(where: { $0 === other }) else { return }
    requiredToFail.append(other)
    if activationStamp != 0 { other.dependents.append(Dependent(recognizer: self, stamp: activationStamp)) }
  }

  /// Removes a requirement while touches are in play (F9). A recognition already waiting on
  /// `other` is retried at the arbitration's next decision, with every active recognizer (G10).
  public func removeRequirement(toFail other: GestureRecognizer) {
    guard requiredToFail.contains(where: { $0 === other }) else { return }
    requiredToFail.removeAll { $0 === other }
    if activationStamp != 0 { arbitration?.needsFullRetry = true }
  }
}
