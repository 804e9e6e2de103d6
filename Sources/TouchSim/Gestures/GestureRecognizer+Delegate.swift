/// How the model asks a recognizer's delegate (G7-G10): a `GestureRecognizerAnswers` through
/// its closures, with their reasons; any other delegate through its UIKit methods, where a
/// method left to the protocol's default counts as not implemented (not asked, not logged).
extension GestureRecognizer {
  /// `gestureRecognizerShouldBegin(_:)` (G8); `nil` when not implemented.
  func delegateShouldBegin() -> AppAnswer<Bool>? {
    if let ownedAnswers { return ownedAnswers.shouldBegin?(self) }
    guard hasWeakDelegate, let delegate = weakDelegate else { return nil }
    return askDelegate("gestureRecognizerShouldBegin(_:)") { delegate.gestureRecognizerShouldBegin(self) }
  }

  /// `gestureRecognizer(_:shouldReceive:)` (G7); `nil` when not implemented.
  func delegateShouldReceive(_ touch: Touch) -> AppAnswer<Bool>? {
    if let ownedAnswers { return ownedAnswers.shouldReceive?(self, touch) }
    guard hasWeakDelegate, let delegate = weakDelegate else { return nil }
    return askDelegate("gestureRecognizer(_:shouldReceive:)") { delegate.gestureRecognizer(self, shouldReceive: touch) }
  }

  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (G9); `nil` when not
  /// implemented.
  func delegateShouldRecognizeSimultaneously(with other: GestureRecognizer) -> AppAnswer<Bool>? {
    if let ownedAnswers { return ownedAnswers.shouldRecognizeSimultaneouslyWith?(self, other) }
    guard hasWeakDelegate, let delegate = weakDelegate else { return nil }
    return askDelegate("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)") {
      delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
    }
  }

  /// `gestureRecognizer(_:shouldRequireFailureOf:)` (G10); false when not implemented.
  func delegateShouldRequireFailure(of other: GestureRecognizer) -> Bool {
    if let ownedAnswers { return ownedAnswers.shouldRequireFailureOf?(self, other) ?? false }
    guard hasWeakDelegate, let delegate = weakDelegate else { return false }
    return delegate.gestureRecognizer(self, shouldRequireFailureOf: other)
  }

  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (G10); false when not implemented.
  func delegateShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
    if let ownedAnswers { return ownedAnswers.shouldBeRequiredToFailBy?(self, other) ?? false }
    guard hasWeakDelegate, let delegate = weakDelegate else { return false }
    return delegate.gestureRecognizer(self, shouldBeRequiredToFailBy: other)
  }

  /// Whether the delegate may add failure requirements (G10): an object's methods might;
  /// closures do when they are there.
  var delegateMayRequireFailures: Bool {
    if let ownedAnswers {
      return ownedAnswers.shouldRequireFailureOf != nil || ownedAnswers.shouldBeRequiredToFailBy != nil
    }
    return hasWeakDelegate && weakDelegate != nil
  }

  /// Calls a delegate method; `nil` when the protocol's default answered (not implemented).
  private func askDelegate(_ method: String, _ call: () -> Bool) -> AppAnswer<Bool>? {
    let saved = delegateAnsweredByDefault
    delegateAnsweredByDefault = false
    defer { delegateAnsweredByDefault = saved }
    let value = call()
    guard !delegateAnsweredByDefault else { return nil }
    return AppAnswer(value, because: explains ? .app(HandlerReason.delegateMethod(method)) : nil)
  }
}
