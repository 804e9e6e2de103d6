import TouchSimScenario

/// Helpers shared by the JSON reader tests.
enum JSONFixture {
  /// The diagnostic `JSONReader` reports for `text` (`line:column: error: message`,
  /// plus a note line), or `nil` if it parses.
  static func diagnostic(_ text: String, limits: JSONLimits = .init()) -> String? {
    diagnostic(Array(text.utf8), limits: limits)
  }

  /// The diagnostic `JSONReader` reports for `bytes`, or `nil` if they parse.
  static func diagnostic(_ bytes: [UInt8], limits: JSONLimits = .init()) -> String? {
    do {
      _ = try JSONReader.parse(bytes, limits: limits)
      return nil
    } catch {
      return error.description
    }
  }

  /// A 1-based line and column.
  static func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(line: line, column: column)
  }

  /// The string of a string value, or `nil`.
  static func string(_ text: String) throws -> String? {
    try JSONReader.parse(text).stringValue
  }

  /// The number of a number value, or `nil`.
  static func number(_ text: String) throws -> Double? {
    try JSONReader.parse(text).numberValue
  }
}
