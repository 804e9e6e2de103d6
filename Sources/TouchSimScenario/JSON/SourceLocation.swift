/// A position in a source file, as compilers report it.
///
/// Both fields are 1-based. `column` counts UTF-8 bytes from the start of the
/// line, like `swiftc`, so a column after `é` is two greater than the column
/// before it. A leading UTF-8 byte order mark is not counted.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`, the form used in diagnostics.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by line, then by column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
