import Testing

@testable import TouchSim

/// Every state change outside G1's table is refused and reported, never applied or logged.
@Suite struct IllegalTransitionTests {
  /// All (from, to) pairs that are not in the table, except `possible → began/ended`
  /// (recognition, which arbitration decides) and asking for the current state (a no-op).
  static let illegal: [String] = GestureState.allCases.flatMap { from in
    GestureState.allCases.compactMap { to -> String? in
      if from == to || GestureStateTransitions.isLegal(from: from, to: to) { return nil }
      if from == .possible && to.isRecognition { return nil }
      return "\(from.rawValue) \(to.rawValue)"
    }
  }

  @Test func tableHasTheExpectedLegalChanges() {
    #expect(GestureStateTransitions.legal.count == 9)
    #expect(!GestureStateTransitions.isLegal(from: .changed, to: .failed))
    #expect(!GestureStateTransitions.isLegal(from: .began, to: .possible))
    #expect(Self.illegal.count == 30 - 8)  // 30 changes of value, 8 of them legal
  }

  @Test(arguments: illegal)
  func illegalChangeIsRefusedAndReported(_ change: String) {
    let parts = change.split(separator: " ").map(String.init)
    let from = GestureState(rawValue: parts[0])!
    let to = GestureState(rawValue: parts[1])!
    let recognizer = TestRecognizer(name: "g")
    let builder = recognizerTree([recognizer])
    recognizer.storedState = from
    builder.window.gestureEnvironment.requestState(to, for: recognizer)
    #expect(recognizer.state == from)
    #expect(builder.window.recorder.records.isEmpty)
    #expect(
      builder.window.refusedTransitions == [
        "g (UIGestureRecognizer) asked for the illegal transition \(from.rawValue) -> \(to.rawValue) at 0.000 ms; refused (G1)"
      ])
  }
}
