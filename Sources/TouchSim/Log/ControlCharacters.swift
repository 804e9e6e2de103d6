/// Characters that must never reach a log line, a diagnostic or a terminal raw: they break a
/// record across lines or drive the terminal (Docs/LogFormat.md: one record per line; issue 12).
///
/// They are the C0 controls (U+0000-U+001F, newline and ESC among them), DEL (U+007F), the C1
/// controls (U+0080-U+009F), the line and paragraph separators (U+2028, U+2029) and the bidi
/// embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069), which reorder how
/// the rest of a line is displayed. Scenario ids may not contain them; free texts (note
/// texts) are escaped instead.
public enum ControlCharacters {
  /// Whether a scalar is one of the characters above.
  @inline(__always)
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return true }
    if value < 0x7F { return false }
    return value <= 0x9F || value == 0x2028 || value == 0x2029 || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// The first such character of `text` and its position (0-based, in Unicode scalars).
  public static func first(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
    for (offset, scalar) in text.unicodeScalars.enumerated() where contains(scalar) { return (scalar, offset) }
    return nil
  }

  /// `U+000A`: how messages name a character.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The JSON escape of a scalar, `\u001b` (every such character is in the BMP).
  public static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` with each such character replaced by its JSON escape (`a\u000ab`), so that it
  /// prints as one inert line; text without them is returned unchanged.
  public static func escaped(_ text: String) -> String {
    guard first(in: text) != nil else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if contains(scalar) { result += jsonEscape(scalar) } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
