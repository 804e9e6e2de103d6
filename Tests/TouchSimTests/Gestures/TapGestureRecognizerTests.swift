import Testing
import TouchSimTestSupport

@testable import TouchSim

@Suite struct TapGestureRecognizerTests {
  @Test(arguments: [(45.0, true), (45.01, false)])
  func tapFailsOnlyBeyondFortyFivePoints(distance: Double, recognized: Bool) {  // MD2
    let builder = recognizerTree([TapGestureRecognizer(name: "tap")])
    _ = builder.run([stroke([(0, 100, 100), (40, 100, 100 + distance), (80, 100, 100 + distance)])])
    #expect(builder.stateChanges == [recognized ? "tap possible -> ended" : "tap possible -> failed"])
  }

  @Test(arguments: [(750.0, true), (750.001, false)])
  func tapFailsWhenHeldPastTheMaximumTapDuration(duration: Double, recognized: Bool) {  // G16, MD2
    let builder = recognizerTree([TapGestureRecognizer(name: "tap")])
    _ = builder.run([tap(at: Point(x: 50, y: 50), duration: duration)])
    #expect(builder.stateChanges == [recognized ? "tap possible -> ended" : "tap possible -> failed"])
    if !recognized {
      // The timer fails it while the finger is still down, at touch-down + 750 ms.
      let failure = builder.window.recorder.records.first { record in
        if case .gestureState(_, .failed) = record.call { return true }
        return false
      }
      #expect(failure?.time == .milliseconds(750))
    }
  }

  @Test func eachTapOfADoubleTapHasItsOwnMaximumDuration() {  // G16: the timer restarts per tap
    let doubleTap = TapGestureRecognizer(name: "double")
    doubleTap.numberOfTapsRequired = 2
    let builder = recognizerTree([doubleTap])
    // 700 ms, a 300 ms gap, 700 ms: each press is under 750 ms though the whole gesture is 1.7 s.
    _ = builder.run([
      tap(at: Point(x: 50, y: 50), duration: 700), tap(2, at: Point(x: 50, y: 50), from: 1000, duration: 700),
    ])
    #expect(builder.stateChanges == ["double possible -> ended"])
    let slow = TapGestureRecognizer(name: "double")
    slow.numberOfTapsRequired = 2
    let slowSecond = recognizerTree([slow])
    _ = slowSecond.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200, duration: 760)])
    #expect(slowSecond.stateChanges == ["double possible -> failed"])
  }

  @Test func aSingleTapDoesNotPreventADoubleTapOnTheSameView() {  // MD18, G16
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    let builder = recognizerTree([single, double])
    _ = builder.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    // The single tap recognizes at the first lift and leaves the double tap possible; the
    // double tap recognizes at the second lift.
    #expect(builder.stateChanges.prefix(1) == ["single possible -> ended"])
    #expect(builder.actions.contains("single ended @80.000"))
    #expect(builder.actions.contains("double ended @280.000"))
  }

  @Test func whichTapsATapCanPrevent() {  // MD18: -[UITapGestureRecognizer canPreventGestureRecognizer:]
    func tapRecognizer(taps: Int, fingers: Int) -> TapGestureRecognizer {
      let tap = TapGestureRecognizer(name: "t\(taps)x\(fingers)")
      tap.numberOfTapsRequired = taps
      tap.numberOfTouchesRequired = fingers
      return tap
    }
    let single = tapRecognizer(taps: 1, fingers: 1)
    #expect(!single.canPrevent(tapRecognizer(taps: 2, fingers: 1)))
    #expect(single.canPrevent(tapRecognizer(taps: 1, fingers: 1)))  // as many taps: prevents
    #expect(single.canPrevent(tapRecognizer(taps: 2, fingers: 2)))  // other fingers: the default
    #expect(tapRecognizer(taps: 2, fingers: 1).canPrevent(single))
    #expect(!tapRecognizer(taps: 2, fingers: 2).canPrevent(tapRecognizer(taps: 3, fingers: 2)))
    #expect(single.canPrevent(LongPressGestureRecognizer(name: "press")))  // a press needs no taps
    #expect(single.canPrevent(PanGestureRecognizer(name: "pan")))
  }

  @Test(arguments: [(350.0, true), (350.001, false)])
  func doubleTapNeedsTheSecondTapWithinThreeHundredFiftyMilliseconds(gap: Double, recognized: Bool) {  // MD2
    let doubleTap = TapGestureRecognizer(name: "double")
    doubleTap.numberOfTapsRequired = 2
    let builder = recognizerTree([doubleTap])
    _ = builder.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 52, y: 50), from: 80 + gap)])
    #expect(builder.stateChanges.first == (recognized ? "double possible -> ended" : "double possible -> failed"))
  }

  @Test func singleTapWaitsForTheDoubleTapToFail() {  // G10
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    single.requiredToFail = [double]
    let builder = recognizerTree([single, double])
    _ = builder.run([tap(at: Point(x: 50, y: 50))])
    #expect(builder.stateChanges == ["double possible -> failed", "single possible -> ended"])
    #expect(builder.actions == ["single ended @430.000"])
  }

  @Test func doubleTapFailsTheSingleTapThatWaitsForIt() {  // G10
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    single.requiredToFail = [double]
    let builder = recognizerTree([single, double])
    _ = builder.run([tap(at: Point(x: 50, y: 50)), tap(2, at: Point(x: 50, y: 50), from: 200)])
    #expect(builder.stateChanges == ["double possible -> ended", "single possible -> failed"])
  }

  @Test func twoFingerTapNeedsBothFingers() {
    let twoFinger = TapGestureRecognizer(name: "two")
    twoFinger.numberOfTouchesRequired = 2
    let builder = recognizerTree([twoFinger])
    _ = builder.run([tap(1, at: Point(x: 50, y: 50)), tap(2, at: Point(x: 150, y: 50), from: 10)])
    #expect(builder.stateChanges == ["two possible -> ended"])
    let lonely = recognizerTree([TapGestureRecognizer(name: "one")])
    _ = lonely.run([tap(1, at: Point(x: 50, y: 50)), tap(2, at: Point(x: 150, y: 50), from: 10)])
    #expect(lonely.stateChanges == ["one possible -> failed"])
  }

  @Test func cancelledTouchFailsTheTap() {
    let builder = recognizerTree([TapGestureRecognizer(name: "tap")])
    var stroke = tap(at: Point(x: 50, y: 50))
    stroke.end = .cancelled
    _ = builder.run([stroke])
    #expect(builder.stateChanges == ["tap possible -> failed"])
  }
}
