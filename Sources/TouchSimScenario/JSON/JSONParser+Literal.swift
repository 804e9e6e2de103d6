extension JSONParser {
  /// Parses `true`, `false` or `null` at the current offset (a letter), with
  /// specific errors for `NaN`, `Infinity`, wrong capitalisation, truncated
  /// literals and unquoted words.
  mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
    let start = offset
    let length = wordLength(at: start)
    switch length {
    case 4 where matches("true", at: start):
      offset += 4
      return .bool(true)
    case 5 where matches("false", at: start):
      offset += 5
      return .bool(false)
    case 4 where matches("null", at: start):
      offset += 4
      return .null
    default: break
    }
    if let nonFinite = nonFiniteWord(at: start) { throw nonFinite }
    let word = word(at: start)
    for literal in ["true", "false", "null"] {
      if word.lowercased() == literal {
        throw error("invalid literal '\(word)', did you mean '\(literal)'", at: start)
      }
      if start + length == bytes.count && literal.hasPrefix(word) {
        offset = bytes.count
        throw error("unexpected end of file, expected '\(literal)'")
      }
    }
    for literal in ["true", "false", "null"] where word.hasPrefix(literal) || literal.hasPrefix(word) {
      throw error("invalid literal \(JSONParser.quoted(word)), expected '\(literal)'", at: start)
    }
    throw error("invalid literal \(JSONParser.quoted(word)), strings must be in double quotes", at: start)
  }

  /// The error for `NaN`, `Infinity`, `-Infinity` and similar at `start`, or
  /// `nil` if the word there is something else.
  func nonFiniteWord(at start: Int) -> JSONSyntaxError? {
    let sign = bytes[start] == UInt8(ascii: "-") ? "-" : ""
    let word = word(at: start + sign.utf8.count)
    guard ["nan", "infinity", "inf"].contains(word.lowercased()) else { return nil }
    return error("'\(sign)\(word)' is not valid JSON, numbers must be finite", at: start)
  }

  /// Whether the bytes at `position` spell `literal` (ASCII).
  private func matches(_ literal: StaticString, at position: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for index in 0..<count where bytes[position + index] != pointer[index] { return false }
    return true
  }

  /// The word (ASCII letters, digits, underscores) starting at `position`.
  private func word(at position: Int) -> String {
    let end = position + wordLength(at: position)
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
  }

  /// The length of the run of ASCII letters, digits and underscores at `position`.
  private func wordLength(at position: Int) -> Int {
    var end = position
    while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        end += 1
      default:
        return end - position
      }
    }
    return end - position
  }
}
