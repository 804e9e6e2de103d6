import TouchSim
import TouchSimScenario

/// The geometry values of a dump (issue 19): `frame = (x y; w h)` with negative, fractional
/// or exponent values; `contentOffset: {x, y}`, `contentSize: {w, h}` and
/// `adjustedContentInset: {top, left, bottom, right}`. Numbers are finite decimals only (no
/// `nan`, no hexadecimal).
enum DumpGeometry {
  /// `(x y; w h)` (commas between the numbers are accepted too), nil when it does not parse.
  static func frame(_ text: String) -> Rect? {
    guard let inner = enclosed(text, "(", ")") else { return nil }
    let halves = inner.split(separator: ";", omittingEmptySubsequences: false)
    guard halves.count == 2, let origin = numbers(halves[0], count: 2), let size = numbers(halves[1], count: 2) else {
      return nil
    }
    return Rect(x: origin[0], y: origin[1], width: size[0], height: size[1])
  }

  /// `{x, y}`.
  static func point(_ text: String) -> Point? {
    guard let inner = enclosed(text, "{", "}"), let values = numbers(Substring(inner), count: 2) else { return nil }
    return Point(x: values[0], y: values[1])
  }

  /// `{w, h}`.
  static func size(_ text: String) -> Size? {
    point(text).map { Size(width: $0.x, height: $0.y) }
  }

  /// `{top, left, bottom, right}`.
  static func insets(_ text: String) -> EdgeInsets? {
    guard let inner = enclosed(text, "{", "}"), let values = numbers(Substring(inner), count: 4) else { return nil }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A finite decimal number (`-14.5`, `70.000100000000003`, `1e-05`).
  static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
          || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
      }), let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// The text between an opening and a closing character, spaces around them trimmed.
  static func enclosed(_ text: String, _ open: Character, _ close: Character) -> String? {
    let trimmed = text.dumpTrimmed
    guard trimmed.first == open, trimmed.last == close, trimmed.count >= 2 else { return nil }
    return String(trimmed.dropFirst().dropLast())
  }

  /// Exactly `count` numbers separated by spaces and/or commas.
  static func numbers(_ text: Substring, count: Int) -> [Double]? {
    let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" }
    guard parts.count == count else { return nil }
    var values: [Double] = []
    for part in parts {
      guard let value = number(part) else { return nil }
      values.append(value)
    }
    return values
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var dumpTrimmed: Substring {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
