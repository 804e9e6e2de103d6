/// Appends log text as UTF-8 bytes with no intermediate `String`s: the fast path for
/// rendering millions of records (benchmarks: no Foundation formatting, no per-field
/// allocation).
public struct ByteWriter {
  /// The bytes written so far.
  public var bytes: [UInt8] = []

  /// Creates an empty writer.
  public init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  /// Appends a string's UTF-8 bytes.
  @inline(__always)
  public mutating func write(_ string: String) {
    var copy = string
    copy.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends one ASCII byte.
  @inline(__always)
  public mutating func write(byte: UInt8) { bytes.append(byte) }

  /// Appends `count` spaces.
  public mutating func spaces(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      bytes.append(32)
      remaining -= 1
    }
  }

  /// Appends a non-negative or negative integer in decimal.
  public mutating func write(_ value: Int64) {
    if value < 0 { bytes.append(45) }
    writeDigits(value.magnitude, minimumDigits: 1)
  }

  /// 10^power for 0...19, without a global (a `static let` costs a `swift_once` per call).
  @inline(__always)
  private static func powerOfTen(_ power: Int) -> UInt64 {
    var value: UInt64 = 1
    for _ in 0..<power { value &*= 10 }
    return value
  }

  /// Appends the digits of a magnitude, zero-padded to `minimumDigits`, most significant
  /// first (no temporary storage).
  @inline(__always)
  mutating func writeDigits(_ value: UInt64, minimumDigits: Int) {
    var count = 1
    var bound: UInt64 = 10
    while count < 20 && value >= bound {
      count += 1
      bound &*= 10
    }
    count = max(count, minimumDigits)
    var rest = value
    for position in stride(from: count - 1, through: 0, by: -1) {
      let power = Self.powerOfTen(position)
      let digit = rest / power
      bytes.append(UInt8(truncatingIfNeeded: 48 &+ digit))
      rest -= digit &* power
    }
  }

  /// Appends `value` with exactly `decimals` places (half away from zero), as
  /// `NumberFormat.fixed` does; `trimmed` drops trailing zeros and a bare point.
  public mutating func write(_ value: Double, decimals: Int, trimmed: Bool = false) {
    let scale: Double
    switch decimals {
    case 0: scale = 1
    case 1: scale = 10
    case 3: scale = 1000
    default:
      write(NumberFormat.fixed(value, decimals: decimals, trimmed: trimmed))
      return
    }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite, scaled.magnitude < 9.0e15 else {
      write(NumberFormat.fixed(value, decimals: decimals, trimmed: trimmed))
      return
    }
    let integer = Int64(scaled)
    let magnitude = integer.magnitude
    let unit = UInt64(scale)
    if integer < 0 { bytes.append(45) }
    writeDigits(magnitude / unit, minimumDigits: 1)
    guard decimals > 0 else { return }
    var fraction = magnitude % unit
    var places = decimals
    if trimmed {
      while places > 0 && fraction % 10 == 0 {
        fraction /= 10
        places -= 1
      }
      if places == 0 { return }
    }
    bytes.append(46)
    writeDigits(fraction, minimumDigits: places)
  }
}
