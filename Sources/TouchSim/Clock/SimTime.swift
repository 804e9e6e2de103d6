/// A point on the simulation's virtual clock, in whole microseconds since the run began.
///
/// Integer time keeps every comparison exact: two events scheduled for "150 ms" are at the
/// same instant, always (MD14). Nothing in the model reads the wall clock.
public struct SimTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the start of the run.
  public var microseconds: Int64

  /// Creates a time from whole microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// The start of every run.
  public static let zero = SimTime(microseconds: 0)

  /// Creates a time from milliseconds, rounded to the nearest microsecond (MD14).
  public static func milliseconds(_ ms: Double) -> SimTime {
    SimTime(microseconds: Int64((ms * 1000).rounded(.toNearestOrAwayFromZero)))
  }

  /// The time in milliseconds, as a floating-point number.
  public var milliseconds: Double { Double(microseconds) / 1000 }

  public static func < (lhs: SimTime, rhs: SimTime) -> Bool { lhs.microseconds < rhs.microseconds }

  /// The time shifted by a duration.
  public static func + (lhs: SimTime, rhs: SimDuration) -> SimTime {
    SimTime(microseconds: lhs.microseconds + rhs.microseconds)
  }

  /// The duration between two times.
  public static func - (lhs: SimTime, rhs: SimTime) -> SimDuration {
    SimDuration(microseconds: lhs.microseconds - rhs.microseconds)
  }

  /// Milliseconds with exactly three decimals, e.g. `150.000` (exact: no floating point).
  public var description: String { SimDuration(microseconds: microseconds).millisecondsText }
}

/// A span of virtual time in whole microseconds.
public struct SimDuration: Hashable, Comparable, Sendable {
  /// Microseconds in the span.
  public var microseconds: Int64

  /// Creates a duration from whole microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// A duration from fractional milliseconds, rounded to the microsecond.
  public static func milliseconds(_ ms: Double) -> SimDuration {
    SimDuration(microseconds: Int64((ms * 1000).rounded(.toNearestOrAwayFromZero)))
  }

  /// The span in milliseconds.
  public var milliseconds: Double { Double(microseconds) / 1000 }

  public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool { lhs.microseconds < rhs.microseconds }

  /// Milliseconds with three decimals, computed from the integer (no rounding error).
  var millisecondsText: String {
    let negative = microseconds < 0
    let magnitude = microseconds.magnitude
    let whole = magnitude / 1000
    let fraction = magnitude % 1000
    var digits = String(fraction)
    while digits.count < 3 { digits = "0" + digits }
    return (negative ? "-" : "") + String(whole) + "." + digits
  }
}
