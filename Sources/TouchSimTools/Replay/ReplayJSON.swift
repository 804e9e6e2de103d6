import TouchSim

/// A JSON text built value by value, safe to embed in an HTML `<script>` element: `<`, `>`
/// and `&` are written as `\u003c`, `\u003e` and `\u0026`, line separators and control
/// characters escaped, numbers written the same way on every machine (at most three
/// decimals, no exponent, non-finite numbers as `null`).
struct ReplayJSON {
  private(set) var text = ""

  /// A JSON string literal of `string`.
  static func string(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        result += unicodeEscape(scalar.value)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += unicodeEscape(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A number: at most three decimals, trailing zeros dropped; `null` when not finite.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = NumberFormat.fixed(value, decimals: 3, trimmed: true)
    return text == "-0" ? "0" : text
  }

  /// A time in ms.
  static func time(_ time: SimTime) -> String { NumberFormat.millisecondsTrimmed(time) }

  /// `[x,y]`.
  static func point(_ point: Point) -> String { "[" + number(point.x) + "," + number(point.y) + "]" }

  /// `[x,y,width,height]`.
  static func rect(_ rect: Rect) -> String {
    "[" + [rect.minX, rect.minY, rect.size.width, rect.size.height].map(number).joined(separator: ",") + "]"
  }

  /// `[a,b,...]` of already written values.
  static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }

  /// `{"key":value,...}` of already written values, in the order given.
  static func object(_ members: KeyValuePairs<String, String>) -> String {
    "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
  }

  /// An optional string: the literal or `null`.
  static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

  /// `true` or `false`.
  static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
