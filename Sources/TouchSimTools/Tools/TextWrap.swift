/// Plain-text word wrapping for terminal output (`touchsim rules`, the CLI's help).
public enum TextWrap {
  /// `text`'s words, spaces between them, broken into lines of at most `width` characters
  /// (a longer word stands alone on its line).
  public static func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
