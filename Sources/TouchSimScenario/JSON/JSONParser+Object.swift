extension JSONParser {
  /// Objects with at least this many members use a hash index for duplicate
  /// detection; smaller ones are searched linearly.
  static let keyIndexThreshold = 12

  /// Reads `"key" :` at the current offset into `frame`, rejecting duplicate
  /// keys. `first` says whether this is the first member, right after `{`.
  mutating func readKeyAndColon(into frame: inout Frame, first: Bool) throws(JSONSyntaxError) {
    skipWhitespace()
    guard !atEnd, bytes[offset] == UInt8(ascii: "\"") else {
      if first {
        if atEnd { throw error("unexpected end of file, expected '}'", note: matchingNote(frame.location, "{")) }
        throw unexpected(expected: "a key or '}'")
      }
      throw unexpected(expected: "a key")
    }
    let keyLocation = location
    let key = try parseString()
    if let firstLocation = Self.firstLocation(of: key, in: &frame) {
      let shown = JSONParser.quoted(key)
      throw JSONSyntaxError(
        location: keyLocation,
        message: "duplicate key \(shown)",
        note: JSONSyntaxError.Note(location: firstLocation, message: "\(shown) is first defined here"))
    }
    frame.key = key
    frame.keyLocation = keyLocation

    skipWhitespace()
    guard !atEnd else { throw error("unexpected end of file, expected ':'") }
    guard bytes[offset] == UInt8(ascii: ":") else {
      if UTF8Validation.sequenceLength(in: bytes, at: offset) == nil { throw invalidUTF8(at: offset) }
      throw error("missing ':' after key \(JSONParser.quoted(key))")
    }
    offset += 1
  }

  /// Where `key` was defined earlier in the object, if it was.
  static func firstLocation(of key: String, in frame: inout Frame) -> SourceLocation? {
    if frame.keyIndex == nil && frame.members.count >= keyIndexThreshold {
      var index: [String: SourceLocation] = [:]
      index.reserveCapacity(frame.members.count * 2)
      for member in frame.members { index[member.key] = member.keyLocation }
      frame.keyIndex = index
    }
    if let index = frame.keyIndex { return index[key] }
    for member in frame.members where member.key == key { return member.keyLocation }
    return nil
  }
}
