/// Reads one JSON object of a scenario, key by key, and reports keys nobody asked for.
///
/// Every scenario object is read through one of these, so an unknown key is always an
/// error with a "did you mean" hint, never silently ignored (Docs/ScenarioFormat.md).
struct ObjectReader {
  let value: JSONValue
  let what: String
  private(set) var members: [JSONMember] = []
  private var known: [String] = []

  /// Fails unless the value is an object.
  init(_ value: JSONValue, what: String) throws(ScenarioError) {
    guard case .object(let members) = value.kind else {
      throw ScenarioError("\(what) must be an object, found \(value.typeNameWithArticle)", at: value.location)
    }
    self.value = value
    self.what = what
    self.members = members
  }

  /// The member's value if present; records the key as known.
  mutating func optional(_ key: String) -> JSONValue? {
    known.append(key)
    return members.first { $0.key == key }?.value
  }

  /// The member's value; an error naming the object if absent.
  mutating func required(_ key: String) throws(ScenarioError) -> JSONValue {
    guard let found = optional(key) else {
      throw ScenarioError("\(what) is missing the required key '\(Spelling.shortened(key))'", at: value.location)
    }
    return found
  }

  /// Marks keys as known without reading them (read elsewhere, or accepted and ignored).
  mutating func accept(_ keys: [String]) { known += keys }

  /// The keys present in the object.
  var keys: [String] { members.map(\.key) }

  /// The location of a key, for messages about it.
  func location(ofKey key: String) -> SourceLocation? { members.first { $0.key == key }?.keyLocation }

  /// Throws for the first key outside `allowed`, before anything else is read, so a typo
  /// is reported as itself ("did you mean") rather than as the key it hides going missing.
  func rejectKeys(notIn allowed: [String]) throws(ScenarioError) {
    for member in members where !allowed.contains(member.key) {
      var message = "unknown key '\(Spelling.shortened(member.key))' in \(what)"
      if let suggestion = Spelling.closest(to: member.key, in: allowed) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioError(message, at: member.keyLocation)
    }
  }

  /// Throws for the first key that was never asked for, with a "did you mean" hint.
  func finish(allowed extra: [String] = []) throws(ScenarioError) {
    let all = known + extra
    for member in members where !all.contains(member.key) {
      var message = "unknown key '\(Spelling.shortened(member.key))' in \(what)"
      if let suggestion = Spelling.closest(to: member.key, in: all) { message += "; did you mean '\(suggestion)'?" }
      throw ScenarioError(message, at: member.keyLocation)
    }
  }
}

/// "Did you mean" suggestions by edit distance, and names cut for messages.
public enum Spelling {
  /// The candidate nearest to `word`, if it is near enough to be a plausible typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= 64 else { return nil }  // no hint for huge strings: O(n·m) each
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates where candidate.utf8.count <= 64 {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= max(2, candidate.count / 3), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// A string as messages quote it: at most 60 characters, with an ellipsis (an id or a key
  /// of a megabyte is not echoed whole).
  public static func shortened(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(57)) + "..."
  }

  /// Levenshtein distance over Unicode scalars.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
