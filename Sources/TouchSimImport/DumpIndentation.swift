import TouchSimScenario

/// How deep an entry is (issue 19). With pipes (`   |    | <...>`, `||`, a tab before the
/// pipes, a comment marker or an LLDB `$3 = 0x...` before them) the depth is the number of `|`
/// in the entry's prefix, whatever the spaces around them. A dump with no pipe at all (plain
/// indentation) counts indent steps instead: each deeper indentation opens a level, and a line
/// must return to an indentation seen above it (`IndentStack`).
enum DumpIndentation {
  /// Spaces, tabs and no-break spaces (U+00A0, UTF-8 `C2 A0`, both bytes count as space).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0xC2 || byte == 0xA0 || byte == 0x0B || byte == 0x0C
  }

  /// A line of spaces only.
  static func isBlank(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy(isSpace) }

  /// A line that stands for left-out lines: three or more dots and nothing else but spaces,
  /// pipes and comment slashes (`.......`, `  ......`, `// | ...`).
  static func isElision(_ bytes: [UInt8]) -> Bool {
    var dots = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        dots += 1
      } else if !isSpace(byte) && byte != UInt8(ascii: "|") && byte != UInt8(ascii: "/") {
        return false
      }
    }
    return dots >= 3
  }

  /// The number of `|` in a prefix.
  static func pipes(in bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
  }

  /// The width of a line's leading spaces: a tab counts 4, a no-break space 1.
  static func indentWidth(_ bytes: ArraySlice<UInt8>) -> Int {
    var width = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x20 {
        width += 1
      } else if byte == 0x09 {
        width += 4
      } else if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] == 0xA0 {
        width += 1
        index += 1
      } else {
        break
      }
      index += 1
    }
    return width
  }
}

/// Depth by indentation for dumps without pipes: the indentations of the open levels.
struct IndentStack {
  private var widths: [Int] = []

  /// The depth of a line indented by `width`, or nil when it does not return to a level
  /// opened above (a dedent to a width never seen).
  mutating func depth(ofWidth width: Int) -> Int? {
    guard let last = widths.last else {
      widths = [width]
      return 0
    }
    if width > last {
      widths.append(width)
      return widths.count - 1
    }
    while let top = widths.last, top > width { widths.removeLast() }
    guard widths.last == width else { return nil }
    return widths.count - 1
  }
}
