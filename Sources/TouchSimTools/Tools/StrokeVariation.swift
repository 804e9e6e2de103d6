import TouchSimScenario

/// The stroke measures a sweep varies (`touchsim sweep --vary NAME=...`): how long the finger
/// rests before it moves or lifts, and how far it travels on each axis. They are the inputs
/// of the 150 ms delay (D2) and the 10 pt hysteresis (P1, G14).
public enum StrokeVariable: String, CaseIterable, Sendable {
  /// ms from touch-down to the first move sample (the lift, for a tap); with `hz`, to the
  /// start of the first moving segment. Varying it shifts that sample and every later one.
  case hold
  /// pt travelled along x from touch-down to the last point.
  case dx
  /// pt travelled along y from touch-down to the last point.
  case dy

  /// The unit printed in tables.
  public var unit: String { self == .hold ? "ms" : "pt" }

  /// The values a sweep accepts: a hold inside a scenario's time limit of at least 1 µs (the
  /// time resolution; sample times strictly increase), a travel inside its coordinate limit.
  public var acceptedRange: ClosedRange<Double> {
    self == .hold ? 0.001...ScenarioLimits.maxTime : -ScenarioLimits.maxLength...ScenarioLimits.maxLength
  }

  /// The accepted range in words, for usage errors.
  public var acceptedRangeText: String {
    self == .hold
      ? "from 0.001 to \(Int(ScenarioLimits.maxTime)) ms (times are kept to the microsecond)"
      : "from -\(Int(ScenarioLimits.maxLength)) to \(Int(ScenarioLimits.maxLength)) pt"
  }

  /// Applies the value to a stroke.
  ///
  /// - `hold`: the anchor sample (first move, or the lift) moves to `t0 + value`, later
  ///   samples keep their spacing, stationary samples inside the new hold are dropped; a
  ///   stroke that moves from touch-down gets a resting point first. `value` must be > 0.
  /// - `dx`, `dy`: a stroke that travels on the axis is scaled so that it travels `value`
  ///   (same direction; 0 makes it stay); one that does not gets `value` added linearly in
  ///   time from the anchor to the last point (positive is right or down).
  func apply(_ value: Double, to stroke: inout Scenario.Stroke) throws(ScenarioToolError) {
    guard value.isFinite else { throw ScenarioToolError("\(rawValue) must be a finite number") }
    switch self {
    case .hold: try Self.setHold(value, of: &stroke)
    case .dx: Self.setTravel(value, of: &stroke, axis: \.x)
    case .dy: Self.setTravel(value, of: &stroke, axis: \.y)
    }
  }

  /// The index of the sample where the rest ends (see `hold`).
  static func anchor(of stroke: Scenario.Stroke) -> Int {
    let points = stroke.path
    guard let first = points.first, points.count > 1 else { return 0 }
    let moved = points.indices.dropFirst().first { points[$0].x != first.x || points[$0].y != first.y }
    guard let moved else { return points.count - 1 }
    if stroke.hz != nil { return moved - 1 }  // interpolated moves start at the segment's start
    return moved
  }

  private static func setHold(_ hold: Double, of stroke: inout Scenario.Stroke) throws(ScenarioToolError) {
    guard hold > 0 else { throw ScenarioToolError("hold must be more than 0 ms (sample times strictly increase)") }
    guard let first = stroke.path.first else { return }
    var anchor = anchor(of: stroke)
    if anchor == 0 {
      stroke.path.insert(first, at: 1)  // a resting point that the shift moves to t0 + hold
      anchor = 1
    }
    let shift = first.t + hold - stroke.path[anchor].t
    for index in anchor..<stroke.path.count { stroke.path[index].t += shift }
    let kept = stroke.path[1..<anchor].filter { $0.t < first.t + hold }
    stroke.path.replaceSubrange(1..<anchor, with: kept)
  }

  private static func setTravel(
    _ travel: Double, of stroke: inout Scenario.Stroke,
    axis: WritableKeyPath<Scenario.PathPoint, Double>
  ) {
    guard let first = stroke.path.first, let last = stroke.path.last else { return }
    let origin = first[keyPath: axis]
    let current = last[keyPath: axis] - origin
    if current != 0 {
      let scale = travel / current.magnitude
      for index in stroke.path.indices {
        stroke.path[index][keyPath: axis] = origin + (stroke.path[index][keyPath: axis] - origin) * scale
      }
      return
    }
    let anchor = anchor(of: stroke)
    let start = stroke.path[anchor].t
    let span = last.t - start
    for index in anchor..<stroke.path.count {
      let fraction = span > 0 ? (stroke.path[index].t - start) / span : 1
      stroke.path[index][keyPath: axis] += travel * fraction
    }
  }
}
