import TouchSim
import TouchSimScenario

/// Builds SVG text element by element: attributes escaped, numbers written the same way on
/// every machine (at most two decimals, no exponent, no `-0`), one element per line.
struct SVGWriter {
  /// The text written so far.
  private(set) var text = ""
  private var depth = 0

  /// An attribute value: a string (escaped when written) or a number.
  enum Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case number(Double)

    init(stringLiteral value: String) { self = .string(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    var written: String {
      switch self {
      case .string(let string): return XMLEscaping.escape(string)
      case .number(let number): return SVGWriter.number(number)
      }
    }
  }

  /// A coordinate or length: two decimals at most, trailing zeros dropped.
  static func number(_ value: Double) -> String {
    let text = NumberFormat.fixed(value, decimals: 2, trimmed: true)
    return text == "-0" ? "0" : text
  }

  /// Writes raw, already escaped markup (the document prologue, a style sheet).
  mutating func raw(_ markup: String) {
    text += markup
  }

  /// Opens an element that will have children.
  mutating func open(_ name: String, _ attributes: KeyValuePairs<String, Value> = [:]) {
    indent()
    text += "<" + name + Self.attributes(attributes) + ">\n"
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    indent()
    text += "</" + name + ">\n"
  }

  /// Writes a childless element, or one holding only `content` (escaped).
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value> = [:], content: String? = nil) {
    indent()
    text += "<" + name + Self.attributes(attributes)
    if let content {
      text += ">" + XMLEscaping.escape(content) + "</" + name + ">\n"
    } else {
      text += "/>\n"
    }
  }

  /// Writes a `<title>` (hover text) child.
  mutating func title(_ content: String) {
    element("title", content: content)
  }

  private mutating func indent() {
    text += String(repeating: " ", count: depth)
  }

  private static func attributes(_ attributes: KeyValuePairs<String, Value>) -> String {
    var result = ""
    for (name, value) in attributes {
      result += " " + name + "=\"" + value.written + "\""
    }
    return result
  }
}
