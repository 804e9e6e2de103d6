/// Resource limits that `JSONReader` enforces while parsing untrusted input.
public struct JSONLimits: Sendable, Hashable {
  /// The deepest allowed nesting of arrays and objects; the top-level
  /// container is level 1.
  ///
  /// The parser does not recurse, but Swift destroys a nested `JSONValue`
  /// tree recursively (roughly 200 bytes of stack per level), and decoders
  /// built on it usually recurse too, so keep this in the low thousands.
  public var maxDepth: Int
  /// The largest accepted input, in bytes (a leading byte order mark included).
  public var maxBytes: Int
  /// The longest accepted string value or key, in UTF-8 bytes after escapes
  /// are decoded.
  public var maxStringBytes: Int
  /// The most values (numbers, strings, literals, arrays and objects, keys not counted) one
  /// document may hold. Bytes alone do not bound the work: 64 MiB of `0,` is 32 million
  /// values, about 56 bytes of memory each once parsed.
  public var maxValues: Int

  /// Creates limits; the defaults suit hand-written scenario files.
  public init(
    maxDepth: Int = 256, maxBytes: Int = 64 * 1024 * 1024, maxStringBytes: Int = 1024 * 1024,
    maxValues: Int = 1_000_000
  ) {
    self.maxDepth = maxDepth
    self.maxBytes = maxBytes
    self.maxStringBytes = maxStringBytes
    self.maxValues = maxValues
  }
}

extension JSONLimits {
  /// A byte count for messages: `64 MiB`, `16 KiB` or `1000 bytes`.
  public static func describeByteCount(_ count: Int) -> String {
    let kib = 1024
    let mib = 1024 * kib
    if count >= mib && count % mib == 0 { return "\(count / mib) MiB" }
    if count >= kib && count % kib == 0 { return "\(count / kib) KiB" }
    return count == 1 ? "1 byte" : "\(count) bytes"
  }
}
