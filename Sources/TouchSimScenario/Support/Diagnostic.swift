import TouchSim

/// A compiler-style message about a place in an input file, with optional attached notes.
///
/// Messages are written lowercase without a trailing period; rendering never alters them,
/// except that control characters quoted from an input (a key, a class name, a path) print as
/// JSON escapes (`ControlCharacters`), so that a diagnostic is one line and inert on a terminal.
public struct Diagnostic: Sendable, Equatable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Equatable, CaseIterable {
    /// The input is wrong and the command fails.
    case error
    /// The input is suspicious but usable.
    case warning
    /// Extra information attached to another diagnostic.
    case note
  }

  /// The file the diagnostic is about, as it should be shown.
  public var path: String
  /// The one-based line number, if known.
  public var line: Int?
  /// The one-based column number, if known; shown only together with a line.
  public var column: Int?
  /// How serious the diagnostic is.
  public var severity: Severity
  /// The message text: lowercase, no trailing period.
  public var message: String
  /// Follow-up notes, rendered after the diagnostic on their own lines.
  public var notes: [Diagnostic]

  /// Creates a diagnostic.
  public init(
    path: String, line: Int? = nil, column: Int? = nil, severity: Severity, message: String,
    notes: [Diagnostic] = []
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.notes = notes
  }

  /// Creates a note to attach to another diagnostic's `notes`.
  public static func note(path: String, line: Int? = nil, column: Int? = nil, message: String) -> Diagnostic {
    Diagnostic(path: path, line: line, column: column, severity: .note, message: message)
  }

  /// The diagnostic as `path:line:column: severity: message`, then one `note:` line per note.
  ///
  /// A missing line drops both numbers (`path: error: message`); a missing column drops
  /// only the column. Control characters in the path and the message print escaped. Notes,
  /// and their own notes depth-first, always render as `note:` whatever their severity.
  /// Lines are joined with `\n`, with no trailing newline.
  public var rendered: String {
    var lines: [String] = []
    appendLines(to: &lines, severity: severity)
    return lines.joined(separator: "\n")
  }

  /// Appends this diagnostic's line, shown with `severity`, and then its notes' lines.
  private func appendLines(to lines: inout [String], severity: Severity) {
    var location = ControlCharacters.escaped(path)
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    lines.append("\(location): \(severity.rawValue): \(ControlCharacters.escaped(message))")
    for note in notes { note.appendLines(to: &lines, severity: .note) }
  }
}

extension Diagnostic: CustomStringConvertible {
  /// The same text as `rendered`.
  public var description: String { rendered }
}
