import TouchSim

/// Canonical JSON text of a value: members in the value's order, a value on one line when it
/// fits in `width` columns (as the shipped scenarios write `frame`, paths and patterns), else
/// one member or element per line, indented by two spaces; numbers exact (`JSONWriter.number`).
enum JSONWriter {
  /// The widest line the writer puts a value on.
  static let width = 120

  /// The value's text, ending with a newline.
  static func document(_ value: JSONValue) -> String {
    var text = ""
    write(value, indent: "", column: 0, into: &text)
    return text + "\n"
  }

  private static func write(_ value: JSONValue, indent: String, column: Int, into text: inout String) {
    let inline = self.inline(value)
    let inner = indent + "  "
    switch value.kind {
    case .array(let items) where column + inline.count > width && !items.isEmpty:
      text += "[\n"
      for (index, item) in items.enumerated() {
        text += inner
        write(item, indent: inner, column: inner.count, into: &text)
        text += index + 1 < items.count ? ",\n" : "\n"
      }
      text += indent + "]"
    case .object(let members) where column + inline.count > width && !members.isEmpty:
      text += "{\n"
      for (index, member) in members.enumerated() {
        let key = JSONLRenderer.quoted(member.key) + ": "
        text += inner + key
        write(member.value, indent: inner, column: inner.count + key.count, into: &text)
        text += index + 1 < members.count ? ",\n" : "\n"
      }
      text += indent + "}"
    default:
      text += inline
    }
  }

  /// The value on one line: `{"a": 1, "b": [1, 2]}`.
  static func inline(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return Self.number(number)
    case .string(let string): return JSONLRenderer.quoted(string)
    case .array(let items): return "[" + items.map(inline).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { JSONLRenderer.quoted($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "}"
    }
  }

  /// A finite number as text that the reader reads back as the same `Double`: whole numbers
  /// without a fraction (`-0` keeps its sign), others in the shortest form that round-trips.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), value.magnitude < 1e15 {
      return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
    }
    return "\(value)"
  }
}
