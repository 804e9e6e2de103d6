extension JSONParser {
  /// Exact powers of ten for the fast path: every one is a `Double` exactly.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses the number at the current offset (a `-` or a digit) following the
  /// RFC 8259 grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  ///
  /// Up to 19 significant digits with a small exponent are converted exactly
  /// (one correctly rounded operation on exact operands); anything else goes
  /// through the standard library's correctly rounded `Double(_:)`.
  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = offset
    var negative = false
    if bytes[offset] == UInt8(ascii: "-") {
      negative = true
      offset += 1
      if !atEnd, !isDigit(bytes[offset]), let nonFinite = nonFiniteWord(at: start) { throw nonFinite }
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var exact = true

    @inline(__always)
    func accumulate(_ byte: UInt8) {
      if significantDigits < 19 {
        mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        if mantissa != 0 { significantDigits += 1 }
      } else {
        exact = false
      }
    }

    guard !atEnd, isDigit(bytes[offset]) else { throw unexpected(expected: "a digit after '-'") }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if !atEnd && isDigit(bytes[offset]) { throw error("leading zeros are not allowed", at: offset - 1) }
    } else {
      while !atEnd && isDigit(bytes[offset]) {
        accumulate(bytes[offset])
        offset += 1
      }
    }
    if !atEnd && bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard !atEnd, isDigit(bytes[offset]) else { throw unexpected(expected: "a digit after '.'") }
      while !atEnd && isDigit(bytes[offset]) {
        accumulate(bytes[offset])
        exponent -= 1
        offset += 1
      }
    }
    if !atEnd && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
      offset += 1
      var exponentSign = 1
      if !atEnd && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
        if bytes[offset] == UInt8(ascii: "-") { exponentSign = -1 }
        offset += 1
      }
      guard !atEnd, isDigit(bytes[offset]) else { throw unexpected(expected: "a digit in the exponent") }
      var written = 0
      while !atEnd && isDigit(bytes[offset]) {
        if written < 1_000_000 { written = written * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
        offset += 1
      }
      exponent += exponentSign * written
    }

    if exact {
      if mantissa == 0 { return negative ? -0.0 : 0.0 }
      if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
        let magnitude = Double(mantissa)
        let scaled =
          exponent >= 0
          ? magnitude * Self.powersOfTen[exponent]
          : magnitude / Self.powersOfTen[-exponent]
        return negative ? -scaled : scaled
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    let value = Double(text) ?? .infinity
    if !value.isFinite { throw error("number is out of range", at: start) }
    return value
  }

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
