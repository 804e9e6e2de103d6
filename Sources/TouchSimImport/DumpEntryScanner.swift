import TouchSimScenario

/// Finds the entries of a dump line (issue 19): an entry starts at `<` (or `<<`) followed by a
/// class name (`[A-Za-z_$][A-Za-z0-9_.$]*`) and one of `:`, `;`, `>` or a space, and ends at
/// the `>` that balances it. Quoted values (`text = 'It's'`, with `\` escapes) are skipped, so a
/// `<`, `>` or `;` inside text does not end anything. A line may hold several entries (a dump
/// whose line breaks a page collapsed, or a Cycript string with literal `\n`): the text before
/// each entry is its prefix, the text after the last one its trailer.
struct DumpEntryScanner {
  /// One entry of a line: byte ranges into the line.
  struct Entry: Equatable, Sendable {
    /// From the end of the previous entry (or the line's start) to this entry's `<`.
    var prefix: Range<Int>
    /// From the entry's first `<` to its closing `>` included (to the line's end when open).
    var entry: Range<Int>
    /// Where the class name is.
    var className: Range<Int>
    /// Whether the closing `>` was found.
    var isClosed: Bool
    /// After the closing `>`, to the line's end (empty unless this is the line's last entry).
    var trailer: Range<Int>
  }

  /// The entries of a line, in order.
  static func entries(in bytes: [UInt8]) -> [Entry] {
    var result: [Entry] = []
    var position = 0
    var search = 0
    while let (start, name) = firstEntryStart(in: bytes, from: search) {
      guard let end = closingBracket(in: bytes, from: start) else {
        result.append(
          Entry(
            prefix: position..<start, entry: start..<bytes.count, className: name, isClosed: false,
            trailer: bytes.count..<bytes.count))
        return result
      }
      let next = firstEntryStart(in: bytes, from: end + 1)
      result.append(
        Entry(
          prefix: position..<start, entry: start..<(end + 1), className: name, isClosed: true,
          trailer: (end + 1)..<(next == nil ? bytes.count : end + 1)))
      position = end + 1
      search = end + 1
      if next == nil { break }
    }
    return result
  }

  /// Whether the line's last entry is open at the line's end (it may continue below).
  static func endsInOpenEntry(_ bytes: [UInt8]) -> Bool {
    guard let last = entries(in: bytes).last else { return false }
    return !last.isClosed
  }

  /// The first entry start at or after `from`: the `<` and the class name's range. A `<`
  /// right after a name (`Optional<String>`, `Array<UIView>`: a Swift type LLDB prints before
  /// the value) starts no entry.
  static func firstEntryStart(in bytes: [UInt8], from: Int) -> (Int, Range<Int>)? {
    var index = from
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), index == 0 || !isNameByte(bytes[index - 1]),
        let name = entryStart(in: bytes, at: index)
      {
        return (index, name)
      }
      index += 1
    }
    return nil
  }

  /// The class name's range when an entry starts at `index` (`<Name:`, `<<Name:`, `<Name>`).
  static func entryStart(in bytes: [UInt8], at index: Int) -> Range<Int>? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
    var start = index + 1
    if start < bytes.count, bytes[start] == UInt8(ascii: "<") { start += 1 }
    guard start < bytes.count, isNameStart(bytes[start]) else { return nil }
    var end = start + 1
    while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let after = bytes[end]
    guard after == UInt8(ascii: ":") || after == UInt8(ascii: ";") || after == UInt8(ascii: ">") || after == 0x20
    else { return nil }
    return start..<end
  }

  /// The index of the `>` that balances the `<` at `start`, counting `<` and `>` outside
  /// quoted values; nil when the line ends first.
  static func closingBracket(in bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    var index = start
    var quote = QuoteTracker()
    while index < bytes.count {
      if quote.step(bytes, &index) { continue }
      switch bytes[index] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".")
  }
}

/// Skips quoted values while scanning an entry: a `'` that starts a value (after `=` or `:`
/// and spaces) opens a quote; inside it `\` escapes the next byte, and a `'` closes it only
/// when what follows (after spaces) is `;`, `>`, `,` or the end, so `'Texas Hold'em Poker'`
/// is one value.
struct QuoteTracker {
  /// The last byte outside spaces, to tell a value's opening quote from an apostrophe.
  private var previous: UInt8 = 0

  /// Advances past a quoted value starting at `index` and returns true, or returns false
  /// (the caller handles the byte).
  mutating func step(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    let byte = bytes[index]
    defer { if byte != 0x20 && byte != 0x09 { previous = byte } }
    guard byte == UInt8(ascii: "'"), previous == UInt8(ascii: "=") || previous == UInt8(ascii: ":") else {
      return false
    }
    var scan = index + 1
    while scan < bytes.count {
      let current = bytes[scan]
      if current == UInt8(ascii: "\\") {
        scan += 2
        continue
      }
      if current == UInt8(ascii: "'") && Self.closes(bytes, after: scan) {
        index = scan + 1
        return true
      }
      scan += 1
    }
    index = bytes.count
    return true
  }

  /// Whether a `'` at `index` closes a value: `;`, `>`, `,` or the end follows, after spaces.
  static func closes(_ bytes: [UInt8], after index: Int) -> Bool {
    var next = index + 1
    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    guard next < bytes.count else { return true }
    let byte = bytes[next]
    return byte == UInt8(ascii: ";") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: ",")
  }
}
