import TouchSimScenario

/// A `recursiveDescription` dump as lines of bytes (issue 19): `\n`, `\r\n` and a lone `\r`
/// end a line; a line whose entry is still open when the line ends and whose next line is a
/// continuation (no `|` and no `<Class` where an entry would start) is joined with it, so a
/// dump that a terminal or a page wrapped reads as one entry per line.
struct DumpLine: Equatable, Sendable {
  /// The 1-based number of the line in the file (the first of joined lines).
  var number: Int
  /// The line's bytes, without its line break.
  var bytes: [UInt8]
}

enum DumpLines {
  /// The most lines joined into one entry (a wrapped entry is a few terminal lines long).
  static let maxJoinedLines = 16

  /// The lines of `bytes`, wrapped entries joined.
  static func read(_ bytes: [UInt8]) -> [DumpLine] {
    join(split(bytes))
  }

  /// The lines of `bytes`, split on `\n`, `\r\n` and `\r`; a UTF-8 byte order mark is dropped.
  static func split(_ bytes: [UInt8]) -> [DumpLine] {
    var lines: [DumpLine] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(DumpLine(number: lines.count + 1, bytes: Array(bytes[start..<index])))
        if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { lines.append(DumpLine(number: lines.count + 1, bytes: Array(bytes[start...]))) }
    return lines
  }

  /// Joins each line whose last entry is open with the continuation lines that follow it.
  static func join(_ lines: [DumpLine]) -> [DumpLine] {
    var result: [DumpLine] = []
    var index = 0
    while index < lines.count {
      var line = lines[index]
      index += 1
      var joined = 0
      while joined < maxJoinedLines, index < lines.count, DumpEntryScanner.endsInOpenEntry(line.bytes),
        isContinuation(lines[index].bytes)
      {
        line.bytes += lines[index].bytes
        index += 1
        joined += 1
      }
      result.append(line)
    }
    return result
  }

  /// Whether a line continues the entry above it: it is not blank, not an elision, holds no
  /// `|`, and does not start (after spaces) with an entry's `<Class`.
  static func isContinuation(_ bytes: [UInt8]) -> Bool {
    guard !DumpIndentation.isBlank(bytes), !DumpIndentation.isElision(bytes) else { return false }
    if bytes.contains(UInt8(ascii: "|")) { return false }
    let first = bytes.firstIndex { !DumpIndentation.isSpace($0) } ?? bytes.count
    return DumpEntryScanner.entryStart(in: bytes, at: first) == nil
  }
}
