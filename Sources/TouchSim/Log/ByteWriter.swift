/// Appends log text as UTF-8 bytes into one growing buffer, with no intermediate `String`s:
/// the fast path for rendering millions of records (issue 7: no Foundation formatting, no
/// per-record allocation).
///
/// The writer owns its memory and is noncopyable, so a write is a capacity check and a
/// store or a `memcpy`: no reference counting, uniqueness check or exclusivity check.
public struct ByteWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  public private(set) var count = 0

  /// Creates an empty writer with room for `capacity` bytes (it grows as needed).
  public init(capacity: Int = 256) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// A copy of the bytes written so far.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Calls `body` with the bytes written so far (valid only inside `body`).
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Forgets the bytes written, keeping the memory.
  public mutating func removeAll() { count = 0 }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Appends raw bytes.
  @inline(__always)
  public mutating func write(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    (base + count).update(from: source, count: buffer.count)
    count += buffer.count
  }

  /// Appends a string's UTF-8 bytes (one copy from the string's contiguous storage).
  @inline(__always)
  public mutating func write(_ string: String) {
    var copy = string
    copy.withUTF8 { write($0) }
  }

  /// Appends one ASCII byte.
  @inline(__always)
  public mutating func write(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Appends `count` spaces.
  public mutating func spaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    reserve(spaces)
    (base + count).initialize(repeating: 32, count: spaces)
    count += spaces
  }

  /// Appends a non-negative or negative integer in decimal.
  public mutating func write(_ value: Int64) {
    writeNumber(negative: value < 0, whole: value.magnitude, fraction: 0, places: 0)
  }

  /// Appends the digits of a magnitude, zero-padded to `minimumDigits` (at most 20).
  @inline(__always)
  mutating func writeDigits(_ value: UInt64, minimumDigits: Int) {
    let width = Swift.min(Swift.max(Self.digitCount(value), minimumDigits), 20)
    reserve(width)
    Self.writeDigits(value, width: width, endingAt: base + count + width)
    count += width
  }

  /// The number of decimal digits of `value` (1 for 0).
  @inline(__always)
  private static func digitCount(_ value: UInt64) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }

  /// Writes `value` zero-padded to `width` digits, right to left, ending before `end`.
  /// Division by the constant 10 compiles to a multiply.
  @inline(__always)
  private static func writeDigits(_ value: UInt64, width: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
    var cursor = end
    var rest = value
    for _ in 0..<width {
      cursor -= 1
      let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
      cursor.pointee = 48 &+ UInt8(truncatingIfNeeded: digit)
      rest = quotient
    }
  }

  /// Appends `-whole.fraction`, the fraction zero-padded to `places` (none when 0).
  @inline(__always)
  private mutating func writeNumber(negative: Bool, whole: UInt64, fraction: UInt64, places: Int) {
    let wholeDigits = Self.digitCount(whole)
    let length = (negative ? 1 : 0) + wholeDigits + (places > 0 ? places + 1 : 0)
    reserve(length)
    var cursor = base + count
    if negative {
      cursor.pointee = 45
      cursor += 1
    }
    cursor += wholeDigits
    Self.writeDigits(whole, width: wholeDigits, endingAt: cursor)
    if places > 0 {
      cursor.pointee = 46
      cursor += 1 + places
      Self.writeDigits(fraction, width: places, endingAt: cursor)
    }
    count += length
  }

  /// Appends `value` with exactly `decimals` places (half away from zero), as
  /// `NumberFormat.fixed` does; `trimmed` drops trailing zeros and a bare point.
  public mutating func write(_ value: Double, decimals: Int, trimmed: Bool = false) {
    // Each case inlines `write(_:unit:decimals:trimmed:)` with a constant unit, so that its
    // divisions by the unit compile to multiplications (issue 15).
    switch decimals {
    case 0: write(value, unit: 1, decimals: 0, trimmed: trimmed)
    case 1: write(value, unit: 10, decimals: 1, trimmed: trimmed)
    case 3: write(value, unit: 1000, decimals: 3, trimmed: trimmed)
    default: write(NumberFormat.fixed(value, decimals: decimals, trimmed: trimmed))
    }
  }

  /// `write(_:decimals:trimmed:)` for `unit` = 10^`decimals`.
  @inline(__always)
  private mutating func write(_ value: Double, unit: UInt64, decimals: Int, trimmed: Bool) {
    let scale = Double(unit)
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite, scaled.magnitude < 9.0e15 else {
      write(NumberFormat.fixed(value, decimals: decimals, trimmed: trimmed))
      return
    }
    let integer = Int64(scaled)
    let magnitude = integer.magnitude
    var fraction = magnitude % unit
    var places = decimals
    if trimmed {
      while places > 0 && fraction % 10 == 0 {
        fraction /= 10
        places -= 1
      }
    }
    writeNumber(negative: integer < 0, whole: magnitude / unit, fraction: fraction, places: places)
  }
}
