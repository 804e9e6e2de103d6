/// A malformed JSON document: where, what, and optionally a related location.
///
/// Messages are lowercase without a trailing period so they slot into
/// `path:line:column: error: message`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A secondary location that explains the error, such as the first
  /// definition of a duplicate key.
  public struct Note: Sendable, Equatable {
    /// Where the note points.
    public var location: SourceLocation
    /// The note text, lowercase without a trailing period.
    public var message: String

    /// Creates a note.
    public init(location: SourceLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, lowercase without a trailing period.
  public var message: String
  /// An optional pointer to a related location.
  public var note: Note?

  /// Creates an error.
  public init(location: SourceLocation, message: String, note: Note? = nil) {
    self.location = location
    self.message = message
    self.note = note
  }

  /// `line:column: error: message`, plus a `note:` line when there is a note.
  public var description: String { formatted(path: nil) }

  /// The compiler-style diagnostic: `path:line:column: error: message`,
  /// followed by `path:line:column: note: message` on the next line when
  /// there is a note. Without a path the `path:` prefix is left out.
  public func formatted(path: String?) -> String {
    let prefix = path.map { "\($0):" } ?? ""
    var text = "\(prefix)\(location): error: \(message)"
    if let note {
      text += "\n\(prefix)\(note.location): note: \(note.message)"
    }
    return text
  }
}
