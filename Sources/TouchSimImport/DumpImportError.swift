import TouchSimScenario

/// Why a dump cannot be imported (exit 65), with the 1-based line and the column in UTF-8
/// bytes where the problem is (issue 19): not a dump at all, an indentation that skips a
/// level, a frame that does not parse, a limit passed.
public struct DumpImportError: Error, Equatable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int
  /// Lowercase, no trailing period.
  public var message: String

  /// An error at a place.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`.
  public func rendered(path: String) -> String {
    Diagnostic(path: path, line: line, column: column, severity: .error, message: message).rendered
  }
}
