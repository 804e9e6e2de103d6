import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element: enough of a DOM to check the timeline's SVG with Foundation's
/// `XMLParser` (FoundationXML on Linux).
final class XMLNode {
  let name: String
  let attributes: [String: String]
  private(set) var children: [XMLNode] = []
  fileprivate(set) var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Every element below this one (depth first, document order), this one first.
  var all: [XMLNode] { [self] + children.flatMap(\.all) }

  /// The element's direct children with a name.
  func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// Every element below with a `class` attribute.
  func elements(class value: String) -> [XMLNode] { all.filter { $0.attributes["class"] == value } }

  fileprivate func add(_ child: XMLNode) { children.append(child) }

  /// Parses a whole document; throws with the parser's position on malformed XML.
  static func parse(_ text: String) throws -> XMLNode {
    let collector = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    // libxml2 recovers from some errors (a mismatched end tag) and still returns true: any
    // error reported on the way counts.
    let parsed = parser.parse()
    guard parsed, parser.parserError == nil, collector.errors.isEmpty, let root = collector.root else {
      let error = collector.errors.first ?? parser.parserError
      throw ParseError(
        message: error.map { "\($0)" } ?? "no root element", line: parser.lineNumber, column: parser.columnNumber)
    }
    return root
  }

  struct ParseError: Error, CustomStringConvertible {
    let message: String
    let line: Int
    let column: Int
    var description: String { "XML error at \(line):\(column): \(message)" }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var root: XMLNode?
    var stack: [XMLNode] = []
    var errors: [Error] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let node = XMLNode(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.add(node) } else { root = node }
      stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      errors.append(parseError)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
      errors.append(validationError)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
