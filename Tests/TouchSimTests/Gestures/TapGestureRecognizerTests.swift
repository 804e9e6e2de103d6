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

  @Test func tapIsRecognizedAtLiftEvenAfterALongPress() {  // MD2: no maximum duration
    let builder = recognizerTree([TapGestureRecognizer(name: "tap")])
    _ = builder.run([tap(at: Point(x: 50, y: 50), duration: 5_000)])
    #expect(builder.actions == ["tap ended @5000.000"])
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
