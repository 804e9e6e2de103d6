/// Where an element of a scenario is written in its file, so that a problem found after
/// reading can still say `path:line:col`.
///
/// A position is not part of a scenario's value: two scenarios that differ only in where
/// their elements are written are equal (a scenario written and read back has new positions),
/// and a scenario built in code has none.
public struct SourcePosition: Sendable, Hashable {
  /// The location, or `nil` for an element built in code.
  public var location: SourceLocation?

  /// A position at `location`.
  public init(_ location: SourceLocation? = nil) { self.location = location }

  /// Always equal: positions do not take part in a scenario's equality.
  public static func == (_: SourcePosition, _: SourcePosition) -> Bool { true }

  /// Hashes nothing, consistently with `==`.
  public func hash(into hasher: inout Hasher) {}
}
