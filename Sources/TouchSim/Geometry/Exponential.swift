/// `exp` without Foundation, for the deceleration physics (DC2, B4).
public enum Exponential {
  /// e^x, by halving the argument until it is small, a Taylor series, then squaring back.
  public static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? .infinity : 0 }
    var reduced = x
    var squarings = 0
    while reduced.magnitude > 0.01 {
      reduced /= 2
      squarings += 1
    }
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= reduced / Double(n)
      sum += term
    }
    for _ in 0..<squarings { sum *= sum }
    return sum
  }

  /// base^exponent for a positive base whose natural log is known.
  public static func power(logBase: Double, _ exponent: Double) -> Double { exp(logBase * exponent) }
}
