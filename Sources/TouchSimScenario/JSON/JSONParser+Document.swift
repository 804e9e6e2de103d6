extension JSONParser {
  /// An array or object whose closing bracket has not been read yet. The
  /// parser keeps these on an explicit stack instead of recursing, so input
  /// nesting cannot overflow the call stack.
  struct Frame {
    /// Whether this is an object (otherwise an array).
    var isObject: Bool
    /// Where the opening bracket is.
    var location: SourceLocation
    /// Array elements read so far.
    var elements: [JSONValue] = []
    /// Object members read so far.
    var members: [JSONMember] = []
    /// The key whose value is being read.
    var key = ""
    /// Where `key` starts.
    var keyLocation = SourceLocation(line: 0, column: 0)
    /// Key to location index, built once an object is large enough that a
    /// linear duplicate search would cost more than hashing.
    var keyIndex: [String: SourceLocation]? = nil
  }

  /// What the value about to be read belongs to; decides error messages.
  enum ValueContext {
    case topLevel, firstElement, element, memberValue
  }

  /// Parses the whole input: one value surrounded by optional whitespace.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipByteOrderMark()
    var stack: [Frame] = []
    var context = ValueContext.topLevel
    var value: JSONValue
    var values = 0
    readValue: while true {
      skipWhitespace()
      guard !atEnd else { throw missingValue(context, stack) }
      let start = location
      values += 1
      if values > limits.maxValues {
        throw error("the file has more than \(limits.maxValues) JSON values (limit per file)")
      }
      switch bytes[offset] {
      case UInt8(ascii: "["):
        try checkDepth(stack.count)
        offset += 1
        skipWhitespace()
        if !atEnd && bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          value = JSONValue(location: start, kind: .array([]))
        } else {
          stack.append(Frame(isObject: false, location: start))
          context = .firstElement
          continue readValue
        }
      case UInt8(ascii: "{"):
        try checkDepth(stack.count)
        offset += 1
        skipWhitespace()
        if !atEnd && bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          value = JSONValue(location: start, kind: .object([]))
        } else {
          var frame = Frame(isObject: true, location: start)
          try readKeyAndColon(into: &frame, first: true)
          stack.append(frame)
          context = .memberValue
          continue readValue
        }
      case UInt8(ascii: "\""):
        value = JSONValue(location: start, kind: .string(try parseString()))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = JSONValue(location: start, kind: .number(try parseNumber()))
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        value = JSONValue(location: start, kind: try parseLiteral())
      default:
        throw missingValue(context, stack)
      }

      // A complete value: hand it to its container, closing as many
      // containers as the input closes.
      while let top = stack.indices.last {
        skipWhitespace()
        if stack[top].isObject {
          let key = stack[top].key
          let keyLocation = stack[top].keyLocation
          stack[top].keyIndex?[key] = keyLocation
          stack[top].members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
        } else {
          stack[top].elements.append(value)
        }
        let closing = UInt8(ascii: stack[top].isObject ? "}" : "]")
        guard !atEnd else {
          throw error(
            "unexpected end of file, expected '\(Character(Unicode.Scalar(closing)))'",
            note: matchingNote(stack[top].location, stack[top].isObject ? "{" : "["))
        }
        let byte = bytes[offset]
        if byte == UInt8(ascii: ",") {
          let commaLocation = location
          offset += 1
          skipWhitespace()
          if !atEnd && bytes[offset] == closing {
            throw JSONSyntaxError(location: commaLocation, message: "trailing comma is not allowed")
          }
          if stack[top].isObject {
            try readKeyAndColon(into: &stack[top], first: false)
            context = .memberValue
          } else {
            context = .element
          }
          continue readValue
        }
        if byte == closing {
          offset += 1
          let frame = stack.removeLast()
          let kind: JSONValue.Kind = frame.isObject ? .object(frame.members) : .array(frame.elements)
          value = JSONValue(location: frame.location, kind: kind)
          continue
        }
        throw missingComma(inObject: stack[top].isObject)
      }
      break readValue
    }

    skipWhitespace()
    if !atEnd {
      if UTF8Validation.sequenceLength(in: bytes, at: offset) == nil { throw invalidUTF8(at: offset) }
      throw error("unexpected content after the JSON value")
    }
    return value
  }

  /// Rejects an opening bracket that would exceed `limits.maxDepth`.
  func checkDepth(_ openContainers: Int) throws(JSONSyntaxError) {
    if openContainers >= limits.maxDepth {
      throw error("nesting is deeper than \(limits.maxDepth) levels")
    }
  }

  /// The error when a value was expected at the current offset but the input
  /// ends or has something else there.
  func missingValue(_ context: ValueContext, _ stack: [Frame]) -> JSONSyntaxError {
    switch context {
    case .topLevel:
      return unexpected(expected: "a JSON value")
    case .firstElement:
      if atEnd, let frame = stack.last {
        return error("unexpected end of file, expected ']'", note: matchingNote(frame.location, "["))
      }
      return unexpected(expected: "a value or ']'")
    case .element, .memberValue:
      return unexpected(expected: "a value")
    }
  }

  /// The error after an element or member that is followed by neither a
  /// comma nor the closing bracket.
  func missingComma(inObject: Bool) -> JSONSyntaxError {
    let byte = bytes[offset]
    if inObject {
      if byte == UInt8(ascii: "\"") { return error("missing ',' between object members") }
      return unexpected(expected: "',' or '}'")
    }
    if JSONParser.canStartValue(byte) { return error("missing ',' between array elements") }
    return unexpected(expected: "',' or ']'")
  }

  /// Whether `byte` can begin a JSON value.
  static func canStartValue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return true
    default:
      return false
    }
  }
}
