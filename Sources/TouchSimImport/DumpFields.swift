import TouchSimScenario

/// The parts of one entry (issue 19): `<Class: 0xADDR; key = value; key: value; ...>`. The
/// class is the name after `<` (the inner one for `<<_UITextContainerView: ...> minSize = ...>`);
/// the address is dropped; the rest is split on the `;` that are outside `()`, `{}`, `[]`,
/// `<>` and quoted text, and each piece `key = value` or `key: value` is a field (the first
/// of a key wins). Pieces without a key (` - (null)` never reaches here) are ignored.
struct DumpFields: Equatable, Sendable {
  /// One field: its key, its value's text and where the value starts in the line.
  struct Field: Equatable, Sendable {
    var key: String
    var value: String
    /// The byte offset of the value in the line.
    var offset: Int
  }

  /// The class name as the dump prints it.
  var className: String
  /// The fields in order, one per key.
  var fields: [Field]

  /// The value of a field, nil when the entry has none.
  subscript(key: String) -> String? { fields.first { $0.key == key }?.value }

  /// The field with that key.
  func field(_ key: String) -> Field? { fields.first { $0.key == key } }

  /// The fields of an entry the scanner found in `bytes`.
  init(_ bytes: [UInt8], _ entry: DumpEntryScanner.Entry) {
    className = String(decoding: bytes[entry.className], as: UTF8.self)
    var end = entry.isClosed ? entry.entry.upperBound - 1 : entry.entry.upperBound
    let inner = entry.entry.lowerBound + 1
    if inner < bytes.count, bytes[inner] == UInt8(ascii: "<") {
      end = min(end, DumpEntryScanner.closingBracket(in: bytes, from: inner) ?? end)
    }
    var start = entry.className.upperBound
    start = Self.skipAddress(bytes, from: start, to: end)
    fields = []
    for piece in Self.split(bytes, start..<end) {
      guard let field = Self.field(bytes, piece), !fields.contains(where: { $0.key == field.key }) else { continue }
      fields.append(field)
    }
  }

  /// Skips `: 0x7fd2`, `:0x7fd2` or a bare `:` after the class name.
  static func skipAddress(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    var index = start
    if index < end, bytes[index] == UInt8(ascii: ":") { index += 1 }
    while index < end, bytes[index] == 0x20 { index += 1 }
    if index + 1 < end, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
      var scan = index + 2
      while scan < end, isHexDigit(bytes[scan]) { scan += 1 }
      index = scan
    }
    return index
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  /// The ranges between the `;` that are outside brackets and quotes.
  static func split(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var stack: [UInt8] = []
    var quote = QuoteTracker()
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if quote.step(bytes, &index) {
        index = min(index, range.upperBound)
        continue
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
      case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
      case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
      case UInt8(ascii: "<"): stack.append(UInt8(ascii: ">"))
      case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ">"):
        if stack.last == byte { stack.removeLast() }
      case UInt8(ascii: ";") where stack.isEmpty:
        pieces.append(start..<index)
        start = index + 1
      default: break
      }
      index += 1
    }
    if start < range.upperBound { pieces.append(start..<range.upperBound) }
    return pieces
  }

  /// `key = value` or `key: value` in a piece, spaces trimmed.
  static func field(_ bytes: [UInt8], _ piece: Range<Int>) -> Field? {
    var index = piece.lowerBound
    while index < piece.upperBound, DumpIndentation.isSpace(bytes[index]) { index += 1 }
    let keyStart = index
    guard index < piece.upperBound, DumpEntryScanner.isNameStart(bytes[index]) else { return nil }
    while index < piece.upperBound, DumpEntryScanner.isNameByte(bytes[index]) { index += 1 }
    let keyEnd = index
    while index < piece.upperBound, bytes[index] == 0x20 { index += 1 }
    guard index < piece.upperBound, bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":") else {
      return nil
    }
    index += 1
    while index < piece.upperBound, DumpIndentation.isSpace(bytes[index]) { index += 1 }
    var valueEnd = piece.upperBound
    while valueEnd > index, DumpIndentation.isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
    return Field(
      key: String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self),
      value: String(decoding: bytes[index..<valueEnd], as: UTF8.self), offset: index)
  }
}
