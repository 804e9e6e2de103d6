import Testing
import TouchSimTestSupport

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

  /// G10's reverse index (`dependents`) must not keep a failure requirement's two ends alive
  /// after their window is gone: a strong entry made single tap -> double tap -> single tap a
  /// cycle that leaked every scenario with `require(toFail:)` (found by LeakSanitizer in CI).
  @Test func recognizersLinkedByAFailureRequirementAreFreedWithTheirWindow() {
    weak var single: TapGestureRecognizer?
    weak var double: TapGestureRecognizer?
    do {
      let singleTap = TapGestureRecognizer(name: "singleTap")
      let doubleTap = TapGestureRecognizer(name: "doubleTap")
      doubleTap.numberOfTapsRequired = 2
      singleTap.requiredToFail = [doubleTap]
      single = singleTap
      double = doubleTap
      let builder = recognizerTree([singleTap, doubleTap])
      _ = builder.run([tap(1, at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
      #expect(doubleTap.dependents.contains { $0.recognizer === singleTap })
    }
    #expect(single == nil)
    #expect(double == nil)
  }
}
