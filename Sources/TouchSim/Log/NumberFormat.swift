/// Number formatting for the log without Foundation: exact, locale-free and fast.
public enum NumberFormat {
  private static let powersOfTen: [Int64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// `value` rounded half away from zero to `decimals` places (at most 6).
  ///
  /// With `trimmed`, trailing zeros and a bare decimal point are dropped (`80`, `16.667`).
  /// Negative zero prints as `0`. Values too large for exact formatting fall back to
  /// Swift's shortest representation.
  public static func fixed(_ value: Double, decimals: Int, trimmed: Bool = false) -> String {
    precondition((0...6).contains(decimals))
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scale = powersOfTen[decimals]
    let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard scaled.magnitude < 9.0e15 else { return String(value) }
    let integer = Int64(scaled)
    let magnitude = integer.magnitude
    let whole = magnitude / UInt64(scale)
    var text = integer < 0 ? "-" + String(whole) : String(whole)
    guard decimals > 0 else { return text }
    var fraction = String(magnitude % UInt64(scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    if trimmed {
      while fraction.last == "0" { fraction.removeLast() }
      if fraction.isEmpty { return text }
    }
    text += "."
    text += fraction
    return text
  }

  /// A time in milliseconds with three decimals (`150.000`), exact from microseconds.
  public static func milliseconds(_ time: SimTime) -> String { time.description }

  /// A time in milliseconds with trailing zeros trimmed (`150`, `16.667`), for jsonl.
  public static func millisecondsTrimmed(_ time: SimTime) -> String {
    var text = time.description
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text
  }
}
