/// Pieces of the English of reasons (`Reason.text`, `--explain`): numbers and names written the
/// way the log writes them, so an explanation can be read next to its record.
enum WhyText {
  /// A length: `10.0 pt` (two decimals when one would hide the deciding digit: `45.01 pt`).
  static func pt(_ value: Double) -> String {
    let one = NumberFormat.fixed(value, decimals: 1)
    let two = NumberFormat.fixed(value, decimals: 2, trimmed: true)
    return (two.count > one.count ? two : one) + " pt"
  }

  /// A time or duration in ms, trailing zeros trimmed: `150 ms`, `16.667 ms`.
  static func ms(_ time: SimTime) -> String { NumberFormat.millisecondsTrimmed(time) + " ms" }

  /// A duration in ms: `150 ms`.
  static func ms(_ duration: SimDuration) -> String { ms(SimTime(microseconds: duration.microseconds)) }

  /// A point: `(80.0, 60.0)`.
  static func point(_ point: Point) -> String {
    "(" + NumberFormat.fixed(point.x, decimals: 1) + ", " + NumberFormat.fixed(point.y, decimals: 1) + ")"
  }

  /// A velocity: `(0.000, -1.250) pt/ms`.
  static func velocity(_ point: Point) -> String {
    "(" + NumberFormat.fixed(point.x, decimals: 3) + ", " + NumberFormat.fixed(point.y, decimals: 3) + ") pt/ms"
  }

  /// Touches by finger number: `#1`, `#1, #2`.
  static func fingers(_ fingers: [Int]) -> String {
    fingers.sorted().map { "#\($0)" }.joined(separator: ", ")
  }

  /// Names joined for a sentence: `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
