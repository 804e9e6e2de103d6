import TouchSimScenario

/// A dump's `text = '...'` value as the text it stands for (issue 19): the quotes removed,
/// `\uXXXX` (surrogate pairs joined), `\xHH`, `\n`, `\t`, `\'`, `\"` and `\\` decoded, raw
/// UTF-8 kept; an escape that means nothing stays as written.
enum DumpText {
  static func decode(_ value: String) -> String {
    var scalars = Array(value.unicodeScalars)
    if scalars.count >= 2, scalars.first == "'", scalars.last == "'" { scalars = Array(scalars.dropFirst().dropLast()) }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\", index + 1 < scalars.count else {
        result.append(scalar)
        index += 1
        continue
      }
      let next = scalars[index + 1]
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "'", "\"", "\\": result.append(next)
      case "u":
        if let (decoded, length) = unicodeEscape(scalars, at: index) {
          result.append(decoded)
          index += length
          continue
        }
        result.append(scalar)
        result.append(next)
      case "x":
        if let code = hex(scalars, from: index + 2, count: 2), let decoded = Unicode.Scalar(code) {
          result.append(decoded)
          index += 4
          continue
        }
        result.append(scalar)
        result.append(next)
      default:
        result.append(scalar)
        result.append(next)
      }
      index += 2
    }
    return String(result)
  }

  /// `\uXXXX`, or a surrogate pair `\uD83D\uDC8B`, at `index`: the scalar and the escape's length.
  private static func unicodeEscape(_ scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
    guard let high = hex(scalars, from: index + 2, count: 4) else { return nil }
    if (0xD800...0xDBFF).contains(high), scalars.count >= index + 12, scalars[index + 6] == "\\",
      scalars[index + 7] == "u", let low = hex(scalars, from: index + 8, count: 4),
      (0xDC00...0xDFFF).contains(low)
    {
      let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(code).map { ($0, 12) }
    }
    return Unicode.Scalar(high).map { ($0, 6) }
  }

  private static func hex(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> UInt32? {
    guard start + count <= scalars.count else { return nil }
    var value: UInt32 = 0
    for scalar in scalars[start..<(start + count)] {
      guard scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else { return nil }
      value = value * 16 + digit
    }
    return value
  }
}
