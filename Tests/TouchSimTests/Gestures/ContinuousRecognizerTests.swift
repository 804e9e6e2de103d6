import Testing
import TouchSimTestSupport

@testable import TouchSim

@Suite struct LongPressGestureRecognizerTests {
  /// A lift at exactly 500 ms comes before the timer of the same instant (MD17).
  @Test(arguments: [(499.999, false), (500.0, false), (500.001, true)])
  func longPressBeginsAtHalfASecond(hold: Double, began: Bool) {  // G17, MD17
    let builder = recognizerTree([LongPressGestureRecognizer(name: "press")])
    _ = builder.run([tap(at: Point(x: 50, y: 50), duration: hold)])
    #expect(
      builder.stateChanges
        == (began ? ["press possible -> began", "press began -> ended"] : ["press possible -> failed"]))
  }

  @Test(arguments: [(10.0, true), (10.01, false)])
  func longPressFailsOnlyBeyondTenPoints(distance: Double, began: Bool) {  // G17
    let builder = recognizerTree([LongPressGestureRecognizer(name: "press")])
    _ = builder.run([stroke([(0, 50, 50), (100, 50 + distance, 50), (700, 50 + distance, 50)])])
    #expect(builder.stateChanges.first == (began ? "press possible -> began" : "press possible -> failed"))
  }

  @Test func movesAfterBeganAreChangesWithNoDistanceLimit() {  // G17
    let builder = recognizerTree([LongPressGestureRecognizer(name: "press")])
    _ = builder.run([stroke([(0, 50, 50), (600, 50, 150), (650, 50, 300), (700, 50, 300)])])
    #expect(
      builder.actions == [
        "press began @500.000", "press changed @600.000", "press changed @650.000", "press ended @700.000",
      ])
  }
}

@Suite struct PanGestureRecognizerTests {
  @Test(arguments: [(9.99, false), (10.0, true)])
  func panBeginsAtTenPointsOnOneAxis(distance: Double, began: Bool) {  // G14
    let builder = recognizerTree([PanGestureRecognizer(name: "pan")])
    _ = builder.run([stroke([(0, 50, 50), (20, 50, 50 - distance), (40, 50, 50 - distance)])])
    #expect(builder.stateChanges.first == (began ? "pan possible -> began" : "pan possible -> failed"))
  }

  @Test func diagonalDistanceDoesNotCount() {  // G14: per axis, not Euclidean
    let builder = recognizerTree([PanGestureRecognizer(name: "pan")])
    _ = builder.run([stroke([(0, 50, 50), (20, 57, 57), (40, 57, 57)])])  // 9.9 pt diagonally
    #expect(builder.stateChanges == ["pan possible -> failed"])
  }

  @Test func hysteresisIsRemovedFromTheTranslationAtBegan() {  // G14, P3
    let pan = PanGestureRecognizer(name: "pan")
    let builder = recognizerTree([pan])
    var translations: [Point] = []
    final class Probe: PanGestureRecognizer {
      var onAction: ((Point) -> Void)?
      override func performAction(for state: GestureState) { onAction?(translation) }
    }
    let probe = Probe(name: "probe")
    probe.onAction = { translations.append($0) }
    builder.root.addGestureRecognizer(probe)
    probe.delegate = GestureRecognizerAnswers(shouldRecognizeSimultaneouslyWith: .all)
    _ = builder.run([stroke([(0, 50, 100), (17, 50, 92), (33, 50, 80), (50, 50, 68), (67, 50, 68)])])
    #expect(translations == [Point(x: 0, y: -10), Point(x: 0, y: -22), Point(x: 0, y: -22)])
  }

  @Test func velocityFollowsTheWeightedEstimate() {  // MD10
    let pan = PanGestureRecognizer(name: "pan")
    let builder = recognizerTree([pan])
    _ = builder.run([stroke([(0, 50, 100), (10, 50, 90), (20, 50, 80), (30, 50, 80)])])
    // samples: -1 pt/ms twice → E = -0.2, then -0.36; lift at rest: v = 0 → 0.75·(-0.36)
    #expect((pan.liftVelocity.y - (-0.27)).magnitude < 1e-9)
  }
}

@Suite struct SwipePinchRotationTests {
  @Test(arguments: [(49.9, false), (50.0, true)])
  func swipeNeedsFiftyPointsAlongItsDirection(distance: Double, recognized: Bool) {
    let builder = recognizerTree([SwipeGestureRecognizer(name: "swipe")])
    _ = builder.run([stroke([(0, 50, 50), (100, 50 + distance, 55), (120, 50 + distance, 55)])])
    #expect(builder.stateChanges == [recognized ? "swipe possible -> ended" : "swipe possible -> failed"])
  }

  @Test func swipeFailsAfterHalfASecond() {
    let builder = recognizerTree([SwipeGestureRecognizer(name: "swipe")])
    _ = builder.run([stroke([(0, 50, 50), (400, 60, 50), (600, 150, 50), (620, 150, 50)])])
    #expect(builder.stateChanges == ["swipe possible -> failed"])
    #expect(builder.window.recorder.records.first { $0.call.name == "gestureState" }?.time == .milliseconds(500))
  }

  @Test(arguments: [(9.99, false), (10.0, true)])
  func pinchBeginsWhenTheDistanceChangesByTenPoints(spread: Double, began: Bool) {
    let builder = recognizerTree([PinchGestureRecognizer(name: "pinch")])
    _ = builder.run([
      stroke([(0, 100, 300), (50, 100 - spread / 2, 300), (100, 100 - spread / 2, 300)], finger: 1),
      stroke([(0, 200, 300), (50, 200 + spread / 2, 300), (100, 200 + spread / 2, 300)], finger: 2),
    ])
    #expect(builder.stateChanges.first == (began ? "pinch possible -> began" : "pinch possible -> failed"))
  }

  @Test func rotationBeginsAtFiveDegrees() {
    let rotation = RotationGestureRecognizer(name: "rotation")
    let builder = recognizerTree([rotation])
    // finger 2 circles finger 1 at radius 100: 4.9° then 5.1°
    func at(_ degrees: Double) -> (Double, Double) {
      let radians = degrees * Double.pi / 180
      return (200 + 100 * cosine(radians), 300 + 100 * sine(radians))
    }
    _ = builder.run([
      stroke([(0, 200, 300), (200, 200, 300)], finger: 1),
      stroke(
        [(0, at(0).0, at(0).1), (50, at(4.9).0, at(4.9).1), (100, at(5.1).0, at(5.1).1), (150, at(5.1).0, at(5.1).1)],
        finger: 2),
    ])
    #expect(builder.stateChanges.first == "rotation possible -> began")
    #expect(builder.window.recorder.records.first { $0.call.name == "gestureState" }?.time == .milliseconds(100))
  }

  @Test func atan2MatchesKnownAngles() {
    #expect((Angle.atan2(1, 1) - Double.pi / 4).magnitude < 1e-14)
    #expect((Angle.atan2(1, -1) - 3 * Double.pi / 4).magnitude < 1e-14)
    #expect((Angle.atan2(-1, 0) + Double.pi / 2).magnitude < 1e-14)
    #expect((Angle.atan2(0.3, 2) - 0.148_889_947_609_497_2).magnitude < 1e-14)
  }
}

/// Taylor-series sine and cosine for test fixtures (the model has no Foundation).
func sine(_ x: Double) -> Double {
  var term = x
  var sum = 0.0
  for n in stride(from: 1.0, to: 40, by: 2) {
    sum += term
    term *= -x * x / ((n + 1) * (n + 2))
  }
  return sum
}

func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }
