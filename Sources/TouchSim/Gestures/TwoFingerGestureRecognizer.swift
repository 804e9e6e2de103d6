/// The shared shape of pinch and rotation: two touches, a measure of the pair that must
/// change by a threshold before the gesture begins, a change per move, the end when a finger
/// lifts.
open class TwoFingerGestureRecognizer: GestureRecognizer {
  private var baseline: Double?

  /// The measure of the two touches (distance for a pinch, angle for a rotation).
  open func measure(_ a: Point, _ b: Point) -> Double { 0 }
  /// How far the measure has moved from the baseline.
  open func change(from baseline: Double, to value: Double) -> Double { value - baseline }
  /// The change that begins the gesture.
  open var threshold: Double { 0 }

  /// The measure when the second finger landed, once there are two.
  public var baselineMeasure: Double? { baseline }

  /// The current measure of the first two unfinished touches.
  public var currentMeasure: Double? {
    let touches = openTouches
    guard touches.count >= 2 else { return nil }
    return measure(touches[0].location, touches[1].location)
  }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    let down = openTouches.count
    if down > 2 {
      if state == .possible { setState(.failed, because: .gesture(.twoFingerTooMany(down: down))) }
      return
    }
    if down == 2, baseline == nil { baseline = currentMeasure }
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    guard let baseline, let value = currentMeasure else { return }
    switch state {
    case .possible:
      let moved = change(from: baseline, to: value).magnitude
      if moved >= threshold {
        setState(
          .began,
          because: .gesture(.twoFingerBegan(measure: self.measureName, change: moved, threshold: self.threshold)))
      }
    case .began, .changed:
      setState(.changed, because: .gesture(.twoFingerMoved))
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    switch state {
    case .began, .changed: setState(.ended, because: .gesture(.twoFingerLifted))
    case .possible: setState(.failed, because: .gesture(.twoFingerLiftedEarly))
    default: break
    }
  }

  open override func reset() { baseline = nil }

  /// What `measure` measures, for `--explain`.
  open var measureName: String { "measure" }
}

/// `UIPinchGestureRecognizer`: two fingers; begins when their distance has changed by
/// `GestureConstants.pinchHysteresis` (a model decision); `scale` is the distance ratio.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
  open override var className: String { "UIPinchGestureRecognizer" }
  open override func measure(_ a: Point, _ b: Point) -> Double { a.distance(to: b) }
  open override var measureName: String { "distance (pt)" }
  open override var threshold: Double { GestureConstants.pinchHysteresis }

  /// The current distance over the distance when the second finger landed.
  public var scale: Double {
    guard let base = baselineMeasure, base > 0, let value = currentMeasure else { return 1 }
    return value / base
  }
}

/// `UIRotationGestureRecognizer`: two fingers; begins when the line between them has turned
/// by `GestureConstants.rotationHysteresis` (a model decision); `rotation` in radians.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
  open override var className: String { "UIRotationGestureRecognizer" }
  open override func measure(_ a: Point, _ b: Point) -> Double { Angle.atan2(b.y - a.y, b.x - a.x) }
  open override var measureName: String { "angle (rad)" }
  open override func change(from baseline: Double, to value: Double) -> Double { Angle.difference(baseline, value) }
  open override var threshold: Double { GestureConstants.rotationHysteresis }

  /// The turn since the second finger landed, in radians.
  public var rotation: Double {
    guard let base = baselineMeasure, let value = currentMeasure else { return 0 }
    return Angle.difference(base, value)
  }
}
