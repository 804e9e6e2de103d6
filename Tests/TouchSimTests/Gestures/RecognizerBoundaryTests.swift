import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Boundaries of the pan's finger counts and axes (G13, G14, G15) that mutation testing
/// showed unguarded (Docs/MutationTesting.md).
@Suite struct PanFingerCountTests {
  /// G14: the hysteresis is per axis, and x counts as y does: exactly 10 pt along x begins.
  @Test(arguments: [(9.99, false), (10.0, true)])
  func panBeginsAtTenPointsAlongX(distance: Double, began: Bool) {
    let builder = recognizerTree([PanGestureRecognizer(name: "pan")])
    _ = builder.run([stroke([(0, 50, 50), (20, 50 + distance, 50), (40, 50 + distance, 50)])])
    #expect(builder.stateChanges.first == (began ? "pan possible -> began" : "pan possible -> failed"))
  }

  /// G13: with `minimumNumberOfTouches` 2, one finger moving 50 pt never begins the pan;
  /// two fingers moving together do.
  @Test(arguments: [(1, false), (2, true)])
  func panNeedsItsMinimumNumberOfFingers(fingers: Int, began: Bool) {
    let pan = PanGestureRecognizer(name: "pan")
    pan.minimumNumberOfTouches = 2
    let builder = recognizerTree([pan])
    let strokes = (1...fingers).map { finger in
      stroke(
        [(0, 50.0 * Double(finger), 300), (40, 50.0 * Double(finger), 250), (80, 50.0 * Double(finger), 250)],
        finger: finger)
    }
    _ = builder.run(strokes)
    #expect(builder.stateChanges.first == (began ? "pan possible -> began" : "pan possible -> failed"))
  }

  /// G15: a two-finger pan goes on when one finger lifts (the other keeps changing it) and
  /// ends only when the last finger lifts.
  @Test func panEndsOnlyWhenTheLastFingerLifts() {
    let builder = recognizerTree([PanGestureRecognizer(name: "pan")])
    _ = builder.run([
      stroke([(0, 100, 300), (20, 100, 270), (60, 100, 270)], finger: 1),
      stroke([(0, 200, 300), (20, 200, 270), (80, 200, 240), (120, 200, 240)], finger: 2),
    ])
    #expect(builder.actions == ["pan began @20.000", "pan changed @80.000", "pan ended @120.000"])
  }

  /// G13: `maximumNumberOfTouches` n accepts n fingers and fails on the (n + 1)th while
  /// still possible.
  @Test(arguments: [(2, true), (3, false)])
  func panFailsWithMoreFingersThanItsMaximum(fingers: Int, began: Bool) {
    let pan = PanGestureRecognizer(name: "pan")
    pan.maximumNumberOfTouches = 2
    let builder = recognizerTree([pan])
    let strokes = (1...fingers).map { finger in
      stroke(
        [
          (Double(finger), 60.0 * Double(finger), 300), (40, 60.0 * Double(finger), 250),
          (80, 60.0 * Double(finger), 250),
        ], finger: finger)
    }
    _ = builder.run(strokes)
    #expect(builder.stateChanges.first == (began ? "pan possible -> began" : "pan possible -> failed"))
  }
}

@Suite struct PanVelocityAxesTests {
  /// MD10 on both axes: each move sample gives v = displacement / time, the estimate
  /// becomes 0.2·v + 0.8·E, and the lift velocity is 0.75·E + 0.25·v_lift, for x as for y.
  @Test func velocityFollowsTheWeightedEstimateOnBothAxes() {
    let pan = PanGestureRecognizer(name: "pan")
    let builder = recognizerTree([pan])
    _ = builder.run([stroke([(0, 100, 100), (10, 90, 120), (20, 80, 140), (30, 80, 150)])])
    // x samples: -1, -1 pt/ms → E = -0.2, -0.36; lift: v = 0 → 0.75·(-0.36) = -0.27.
    // y samples: 2, 2 pt/ms → E = 0.4, 0.72; lift: v = 1 → 0.75·0.72 + 0.25·1 = 0.79.
    #expect((pan.liftVelocity.x - (-0.27)).magnitude < 1e-9)
    #expect((pan.liftVelocity.y - 0.79).magnitude < 1e-9)
  }
}

@Suite struct TapPlacementTests {
  /// MD2: the second tap of a double tap must land within 45 pt of the first tap's
  /// touch-down (inclusive).
  @Test(arguments: [(45.0, true), (45.01, false)])
  func doubleTapNeedsTheSecondTapWithinFortyFivePointsOfTheFirst(distance: Double, recognized: Bool) {
    let doubleTap = TapGestureRecognizer(name: "double")
    doubleTap.numberOfTapsRequired = 2
    let builder = recognizerTree([doubleTap])
    _ = builder.run([tap(at: Point(x: 100, y: 100)), tap(2, at: Point(x: 100, y: 100 + distance), from: 200)])
    #expect(builder.stateChanges.first == (recognized ? "double possible -> ended" : "double possible -> failed"))
  }

  /// G16: a one-finger tap fails as soon as a second finger is down with the first.
  @Test func aSecondFingerFailsAOneFingerTap() {
    let builder = recognizerTree([TapGestureRecognizer(name: "tap")])
    _ = builder.run([
      tap(1, at: Point(x: 100, y: 100), duration: 80), tap(2, at: Point(x: 200, y: 100), from: 20, duration: 40),
    ])
    let failed = builder.window.recorder.records.first { $0.call == .gestureState(from: .possible, to: .failed) }
    #expect(failed?.time == .milliseconds(20))
    #expect(builder.stateChanges == ["tap possible -> failed"])
  }
}
