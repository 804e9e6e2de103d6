/// A strict RFC 8259 JSON reader that remembers where every value starts.
///
/// Unlike `JSONDecoder` it reports each error with a line and column, rejects
/// duplicate keys, trailing commas, `NaN`/`Infinity`, numbers that overflow a
/// `Double` and invalid UTF-8, and it never recurses, so deeply nested input
/// cannot overflow the stack. A leading UTF-8 byte order mark is skipped.
public enum JSONReader {
  /// Parses one JSON document from UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - limits: Size and nesting limits; the defaults suit scenario files.
  /// - Returns: The top-level value with the location of every node.
  /// - Throws: `JSONSyntaxError` for the first problem in file order.
  public static func parse(_ bytes: [UInt8], limits: JSONLimits = .init()) throws(JSONSyntaxError) -> JSONValue {
    guard bytes.count <= limits.maxBytes else {
      throw JSONSyntaxError(
        location: SourceLocation(line: 1, column: 1),
        message: "file is larger than \(JSONLimits.describeByteCount(limits.maxBytes))")
    }
    // UTF-16 without a byte order mark is valid UTF-8 (ASCII and NULs): say what it is.
    if UTF16Detection.appears(in: bytes) {
      throw JSONSyntaxError(location: SourceLocation(line: 1, column: 1), message: UTF16Detection.message)
    }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
      var parser = JSONParser(bytes: buffer, limits: limits)
      return try parser.parseDocument()
    }
  }

  /// Parses one JSON document from a string's UTF-8 encoding.
  public static func parse(_ text: String, limits: JSONLimits = .init()) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8), limits: limits)
  }
}
