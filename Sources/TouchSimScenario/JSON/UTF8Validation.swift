/// Well-formedness checks for UTF-8 (Unicode Table 3-7): no overlong forms,
/// no surrogates, nothing above U+10FFFF, no truncated sequences.
enum UTF8Validation {
  /// The length (1 to 4) of the well-formed sequence that starts at
  /// `position`, or `nil` if the bytes there are not well-formed UTF-8.
  @inline(__always)
  static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
    let lead = bytes[position]
    if lead < 0x80 { return 1 }
    @inline(__always)
    func continuation(_ index: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      index < bytes.count && bytes[index] >= low && bytes[index] <= high
    }
    let next = position + 1
    switch lead {
    case 0xC2...0xDF:
      return continuation(next) ? 2 : nil
    case 0xE0:
      return continuation(next, 0xA0) && continuation(next + 1) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(next) && continuation(next + 1) ? 3 : nil
    case 0xED:
      return continuation(next, 0x80, 0x9F) && continuation(next + 1) ? 3 : nil
    case 0xF0:
      return continuation(next, 0x90) && continuation(next + 1) && continuation(next + 2) ? 4 : nil
    case 0xF1...0xF3:
      return continuation(next) && continuation(next + 1) && continuation(next + 2) ? 4 : nil
    case 0xF4:
      return continuation(next, 0x80, 0x8F) && continuation(next + 1) && continuation(next + 2) ? 4 : nil
    default:
      return nil
    }
  }

  /// The scalar encoded at `position`, or `nil` if the bytes there are not
  /// well-formed UTF-8.
  static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Unicode.Scalar? {
    guard let length = sequenceLength(in: bytes, at: position) else { return nil }
    let sequence = UnsafeBufferPointer(rebasing: bytes[position..<position + length])
    return String(decoding: sequence, as: UTF8.self).unicodeScalars.first
  }
}

/// The check both readers (scenarios and `touchsim import`'s dumps) make before reading a
/// file: text saved as UTF-16 gets "the file appears to be UTF-16" rather than a confusing
/// error about its first NUL byte or its missing entries.
public enum UTF16Detection {
  /// The message for such a file, at 1:1.
  public static let message = "invalid UTF-8, the file appears to be UTF-16"

  /// Whether the bytes start as UTF-16 text does: a byte order mark (`FF FE` or `FE FF`,
  /// which UTF-8 never begins with), or an ASCII character and a NUL as the first two bytes
  /// (UTF-16 without a mark; neither a scenario nor a dump may hold a NUL).
  public static func appears(in bytes: some Collection<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    guard let first = iterator.next(), let second = iterator.next() else { return false }
    if (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) { return true }
    return (first == 0 && second != 0 && second < 0x80) || (second == 0 && first != 0 && first < 0x80)
  }
}
