import Testing
@testable import TouchSim

/// The arbitration's bookkeeping of active recognizers (issue 12).
@Suite struct GestureEnvironmentTests {
  @Test func aRecognizerStillActiveWhenItsWindowGoesAwayNoLongerReportsToItsArbitration() {
    let recognizer = TestRecognizer(name: "g")
    do {
      let builder = recognizerTree([recognizer])
      _ = builder.run([tap(at: Point(x: 50, y: 50))])
      #expect(recognizer.arbitration != nil, "possible with its touch ended: still active")
    }
    #expect(recognizer.arbitration == nil)
    recognizer.state = .failed  // no window: set directly, reported to no one
    #expect(recognizer.state == .failed)
  }
}
