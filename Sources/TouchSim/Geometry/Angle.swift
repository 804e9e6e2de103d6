/// Angles without Foundation: a deterministic `atan2` for the rotation recognizer.
public enum Angle {
  /// The angle of the vector `(x, y)` from the x-axis, in radians, in (−π, π].
  ///
  /// Range reduction to |t| ≤ tan(π/12) and a Taylor series; accurate to ~1e-15.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x == 0 && y == 0 { return 0 }
    let ax = x.magnitude
    let ay = y.magnitude
    var angle = ay <= ax ? atan(ay / ax) : Double.pi / 2 - atan(ax / ay)
    if x < 0 { angle = Double.pi - angle }
    return y < 0 ? -angle : angle
  }

  /// `atan(t)` for 0 ≤ t ≤ 1.
  private static func atan(_ t: Double) -> Double {
    let tan15 = 0.267_949_192_431_122_7  // tan(π/12)
    if t > tan15 {
      // atan(t) = π/6 + atan((t·√3 − 1) / (t + √3))
      let root3 = 1.732_050_807_568_877_2
      return Double.pi / 6 + series((t * root3 - 1) / (t + root3))
    }
    return series(t)
  }

  private static func series(_ t: Double) -> Double {
    let t2 = t * t
    var term = t
    var sum = 0.0
    var n = 1.0
    while term.magnitude / n > 1e-18 {
      sum += term / n
      term *= -t2
      n += 2
    }
    return sum
  }

  /// The difference `b − a` normalised to (−π, π].
  public static func difference(_ a: Double, _ b: Double) -> Double {
    var delta = b - a
    while delta > Double.pi { delta -= 2 * Double.pi }
    while delta <= -Double.pi { delta += 2 * Double.pi }
    return delta
  }
}
