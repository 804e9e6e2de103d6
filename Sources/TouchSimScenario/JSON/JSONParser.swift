/// The parser's cursor over the input bytes: position, line tracking,
/// whitespace and error construction. The grammar lives in extensions.
struct JSONParser {
  /// The input; valid for the lifetime of the parser.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The limits being enforced.
  let limits: JSONLimits
  /// Index of the next byte to read.
  var offset = 0
  /// The 1-based line of `offset`.
  var line = 1
  /// Index of the first byte of the current line.
  var lineStart = 0
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Whether the whole input has been consumed.
  var atEnd: Bool { offset >= bytes.count }

  /// The location of the next byte (or of the end of the input).
  var location: SourceLocation { location(at: offset) }

  /// The location of `position`, which must be on the current line. Line
  /// breaks only occur in whitespace, so every token is on a single line.
  func location(at position: Int) -> SourceLocation {
    SourceLocation(line: line, column: position - lineStart + 1)
  }

  /// Skips a leading UTF-8 byte order mark; columns on line 1 start after it.
  mutating func skipByteOrderMark() {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
  }

  /// Skips JSON whitespace (space, tab, LF, CR), counting lines. CR LF, LF
  /// and a lone CR each end a line.
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09:
        offset += 1
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
      case 0x0D:
        offset += 1
        if offset < bytes.count && bytes[offset] == 0x0A { continue }
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  /// An error at `position` (default: the current offset).
  func error(_ message: String, at position: Int? = nil, note: JSONSyntaxError.Note? = nil) -> JSONSyntaxError {
    JSONSyntaxError(location: location(at: position ?? offset), message: message, note: note)
  }

  /// An error for whatever is at the current offset when `expected` was
  /// wanted: the end of the file, invalid UTF-8, or an unexpected character.
  /// The note, if any, is only attached at the end of the file.
  func unexpected(expected: String, note: JSONSyntaxError.Note? = nil) -> JSONSyntaxError {
    if atEnd { return error("unexpected end of file, expected \(expected)", note: note) }
    guard let character = describeCharacter(at: offset) else { return invalidUTF8(at: offset) }
    return error("unexpected character \(character), expected \(expected)")
  }

  /// The `invalid UTF-8` error for a sequence starting at `position`, with a
  /// hint when the file starts as UTF-16 does (`UTF16Detection`).
  func invalidUTF8(at position: Int) -> JSONSyntaxError {
    if position == 0 && UTF16Detection.appears(in: bytes) { return error(UTF16Detection.message, at: position) }
    return error("invalid UTF-8", at: position)
  }

  /// A note pointing at an opening bracket or quote: "to match this opening '['".
  func matchingNote(_ location: SourceLocation, _ opening: String) -> JSONSyntaxError.Note {
    JSONSyntaxError.Note(location: location, message: "to match this opening '\(opening)'")
  }

  /// The character at `position` for a message: `'x'`, `"'"`, `U+0009`, or
  /// `'é' (U+00E9)`; `nil` if the bytes there are not valid UTF-8.
  func describeCharacter(at position: Int) -> String? {
    let byte = bytes[position]
    if byte == UInt8(ascii: "'") { return "\"'\"" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return JSONParser.codePoint(UInt32(byte)) }
    guard let scalar = UTF8Validation.decodeScalar(in: bytes, at: position) else { return nil }
    return "'\(Character(scalar))' (\(JSONParser.codePoint(scalar.value)))"
  }

  /// `U+XXXX` with at least four uppercase hex digits.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A string quoted for a message, control characters escaped and long
  /// strings shortened: `'id'`.
  static func quoted(_ text: String) -> String {
    var result = "'"
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 60 {
        result += "..."
        break
      }
      count += 1
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }
}
