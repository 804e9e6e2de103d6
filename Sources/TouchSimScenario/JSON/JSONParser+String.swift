extension JSONParser {
  /// Parses the string whose opening quote is at the current offset and
  /// returns it with escapes decoded. Bytes are validated as UTF-8 before a
  /// `String` is built from them.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let quote = offset
    offset += 1
    let contentStart = offset
    // Fast path: no escapes, so the string is a slice of the input.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        try checkStringLength(offset - contentStart, quote: quote)
        let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset])
        offset += 1
        return String(decoding: content, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
        return try parseEscapedString(quote: quote)
      }
      try skipStringByte(byte)
    }
    throw unterminatedString(quote: quote)
  }

  /// Continues a string at a backslash, collecting decoded bytes in `scratch`.
  private mutating func parseEscapedString(quote: Int) throws(JSONSyntaxError) -> String {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        try checkStringLength(scratch.count, quote: quote)
        offset += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        try readEscape()
        continue
      }
      let runStart = offset
      try skipStringByte(byte)
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
    }
    throw unterminatedString(quote: quote)
  }

  /// Steps over one unescaped character of string content, which must not be
  /// a control character and must be well-formed UTF-8.
  @inline(__always)
  private mutating func skipStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
    if byte >= 0x20 && byte < 0x80 {
      offset += 1
    } else if byte < 0x20 {
      throw error("unescaped control character \(JSONParser.codePoint(UInt32(byte))) in string")
    } else if let length = UTF8Validation.sequenceLength(in: bytes, at: offset) {
      offset += length
    } else {
      throw invalidUTF8(at: offset)
    }
  }

  /// Decodes the escape sequence at the current offset (a backslash) into `scratch`.
  private mutating func readEscape() throws(JSONSyntaxError) {
    let backslash = offset
    offset += 1
    guard offset < bytes.count else { throw unexpected(expected: "an escape sequence") }
    let decoded: UInt8
    switch bytes[offset] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      offset += 1
      try readUnicodeEscape(backslash: backslash)
      return
    default:
      guard let character = describeCharacter(at: offset) else { throw invalidUTF8(at: offset) }
      let byte = bytes[offset]
      if byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "'") {
        throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'", at: backslash)
      }
      throw error("invalid escape sequence, '\\' followed by \(character)", at: backslash)
    }
    offset += 1
    scratch.append(decoded)
  }

  /// Decodes `XXXX` after `\u`, pairing surrogates, into `scratch`.
  private mutating func readUnicodeEscape(backslash: Int) throws(JSONSyntaxError) {
    let unit = try readHex4(backslash: backslash)
    var scalarValue = UInt32(unit)
    switch unit {
    case 0xD800...0xDBFF:
      let lowStart = offset
      if offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u") {
        offset += 2
        let low = try readHex4(backslash: lowStart)
        if (0xDC00...0xDFFF).contains(low) {
          scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          break
        }
      }
      throw unpairedSurrogate(unit, at: backslash)
    case 0xDC00...0xDFFF:
      throw unpairedSurrogate(unit, at: backslash)
    default:
      break
    }
    // Valid by construction: not a surrogate and at most U+10FFFF.
    let scalar = Unicode.Scalar(scalarValue)!
    scratch.append(contentsOf: UTF8.encode(scalar)!)
  }

  /// Reads four hex digits at the current offset.
  private mutating func readHex4(backslash: Int) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else { throw unexpected(expected: "a hex digit") }
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid unicode escape, '\\u' must be followed by 4 hex digits", at: backslash)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  private func unpairedSurrogate(_ unit: UInt16, at backslash: Int) -> JSONSyntaxError {
    let hex = String(unit, radix: 16, uppercase: true)
    return error("unpaired surrogate '\\u\(hex)' in string", at: backslash)
  }

  private func unterminatedString(quote: Int) -> JSONSyntaxError {
    error("unexpected end of file, expected '\"'", note: matchingNote(location(at: quote), "\""))
  }

  private func checkStringLength(_ length: Int, quote: Int) throws(JSONSyntaxError) {
    if length > limits.maxStringBytes {
      throw error("string is longer than \(JSONLimits.describeByteCount(limits.maxStringBytes))", at: quote)
    }
  }
}
