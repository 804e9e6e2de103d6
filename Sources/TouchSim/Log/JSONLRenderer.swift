/// Renders records as JSON Lines: one object per record with Docs/LogFormat.md's field names.
///
/// Numbers print exactly with at most three decimals (`150`, `16.667`, `[60,20.5]`), so the
/// same run gives the same bytes on every machine.
public enum JSONLRenderer {
  /// One record as one JSON object, without the newline.
  public static func line(for record: Record) -> String {
    var line = "{"
    var first = true
    for field in record.fields {
      if !first { line += "," }
      first = false
      line += quoted(field.name)
      line += ":"
      if field.name == "t" {
        line += NumberFormat.millisecondsTrimmed(record.time)
      } else {
        append(field.value, to: &line)
      }
    }
    line += "}"
    return line
  }

  /// All records, one line each, every line ending in `\n`.
  public static func render(_ records: [Record]) -> String {
    var text = ""
    for record in records {
      text += line(for: record)
      text += "\n"
    }
    return text
  }

  /// A number as the jsonl log prints it.
  public static func number(_ value: Double) -> String {
    NumberFormat.fixed(value, decimals: 3, trimmed: true)
  }

  private static func append(_ value: LogValue, to line: inout String) {
    switch value {
    case .number(let number): line += Self.number(number)
    case .string(let string): line += quoted(string)
    case .bool(let flag): line += flag ? "true" : "false"
    case .null: line += "null"
    case .numbers(let numbers):
      line += "["
      line += numbers.map(Self.number).joined(separator: ",")
      line += "]"
    }
  }

  /// A JSON string literal with the escapes RFC 8259 requires, and `\uXXXX` escapes for the
  /// other `ControlCharacters` too, so that a record stays one inert line.
  public static func quoted(_ string: String) -> String {
    if isPlain(string) { return "\"" + string + "\"" }
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if ControlCharacters.contains(scalar) {  // also DEL, C1, U+2028/2029, bidi controls
          result += ControlCharacters.jsonEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether a string is quoted as it is: printable ASCII without `"` or `\\` (one pass over
  /// its bytes; a 1 MiB note is copied, not rebuilt scalar by scalar, issue 27).
  @inline(__always)
  public static func isPlain(_ string: String) -> Bool {
    var copy = string
    return copy.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
      return true
    }
  }
}
