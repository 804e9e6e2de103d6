/// Text made safe for XML (SVG) and HTML: in element content and in double- or
/// single-quoted attribute values alike.
///
/// `&`, `<`, `>`, `"` and `'` become entities; characters XML 1.0 forbids even as
/// references (C0 controls other than tab, newline and carriage return, U+FFFE, U+FFFF)
/// become U+FFFD, so a hostile id cannot make the file unparseable.
public enum XMLEscaping {
  /// The escaped text.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` cut to at most `limit` characters, ending in `…` when cut.
  public static func truncated(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }
}
