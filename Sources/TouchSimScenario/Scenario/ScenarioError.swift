/// A problem in a scenario file, with the place it points at.
public struct ScenarioError: Error, Sendable, Equatable {
  /// `error` stops the file; `warning` is reported and the file still runs.
  public enum Severity: String, Sendable { case error, warning }

  /// Where in the file; `nil` for problems of the whole file (unreadable, too large).
  public var location: SourceLocation?
  /// Lowercase, no trailing period.
  public var message: String
  /// Error or warning.
  public var severity: Severity
  /// Related places (`'buy' is first defined here`).
  public var notes: [Note]

  /// A related place.
  public struct Note: Sendable, Equatable {
    /// Where.
    public var location: SourceLocation
    /// What is there.
    public var message: String
  }

  /// Creates an error.
  public init(_ message: String, at location: SourceLocation?, severity: Severity = .error, notes: [Note] = []) {
    self.message = message
    self.location = location
    self.severity = severity
    self.notes = notes
  }

  /// The compiler-style lines, `path:line:column: error: message`, notes after it.
  public func rendered(path: String) -> String { diagnostic(path: path).rendered }

  /// The same problem as a `Diagnostic` for a file path.
  public func diagnostic(path: String) -> Diagnostic {
    Diagnostic(
      path: path, line: location?.line, column: location?.column,
      severity: severity == .error ? .error : .warning, message: message,
      notes: notes.map { .note(path: path, line: $0.location.line, column: $0.location.column, message: $0.message) })
  }
}
