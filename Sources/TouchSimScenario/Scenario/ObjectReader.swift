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
  /// `suggested`: the keys to suggest from (the keys of the object's own kind, such as a
  /// view's class), `allowed` when nil.
  func rejectKeys(notIn allowed: [String], suggesting suggested: [String]? = nil) throws(ScenarioError) {
    for member in members where !allowed.contains(member.key) {
      var message = "unknown key '\(Spelling.shortened(member.key))' in \(what)"
      let suggestion =
        suggested.flatMap { Spelling.closest(to: member.key, in: $0) }
        ?? Spelling.closest(to: member.key, in: allowed)
      if let suggestion { message += "; did you mean '\(suggestion)'?" }
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
  /// The candidate nearest to `word`, if it is near enough to be a plausible typo or names
  /// the same thing with words added or left out.
  ///
  /// Ranked in three tiers, then by edit distance (case ignored): a typo (at most 2 edits, or
  /// at most a third of the candidate's length when the two share a meaningful camel-case
  /// word or are one word each); then a candidate whose words begin or end the word's, or the
  /// other way round, sharing a meaningful word (`numberOfItems` and `items`,
  /// `contentOffsetY` and `contentOffset`); then any other candidate within a third of its
  /// length (`numberOfItems` and `numberOfPages`).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= 64 else { return nil }  // no hint for huge strings: O(n·m) each
    let lowered = word.lowercased()
    let wordParts = parts(of: word)
    var best: (candidate: String, rank: (Int, Int, Int))?
    for candidate in candidates where candidate.utf8.count <= 64 {
      let distance = editDistance(lowered, candidate.lowercased())
      let candidateParts = parts(of: candidate)
      let meaningful = Set(wordParts).intersection(candidateParts).subtracting(smallWords)
      let close = distance <= max(2, candidate.count / 3)
      let rank: (Int, Int, Int)
      if distance <= 2 || (close && (!meaningful.isEmpty || (wordParts.count == 1 && candidateParts.count == 1))) {
        rank = (0, 0, distance)
      } else if !meaningful.isEmpty, encloses(wordParts, candidateParts) || encloses(candidateParts, wordParts) {
        rank = (1, -meaningful.count, distance)
      } else if close {
        rank = (2, 0, distance)
      } else {
        continue
      }
      if best.map({ rank < $0.rank }) ?? true { best = (candidate, rank) }
    }
    return best?.candidate
  }

  /// Whether `inner` begins or ends `outer` (as whole words).
  private static func encloses(_ outer: [String], _ inner: [String]) -> Bool {
    inner.count < outer.count && (outer.starts(with: inner) || outer.reversed().starts(with: inner.reversed()))
  }

  /// Words that say little on their own (`numberOf...`, `is...`).
  private static let smallWords: Set<String> = ["of", "is", "number", "should", "the", "in", "at", "to", "by"]

  /// The lowercased camel-case words of an identifier: `numberOfItems` → number, of, items.
  static func parts(of identifier: String) -> [String] {
    var parts: [String] = []
    var current = ""
    for character in identifier {
      if character.isUppercase || !(character.isLetter || character.isNumber) {
        if !current.isEmpty { parts.append(current) }
        current = character.isLetter || character.isNumber ? String(character).lowercased() : ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
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
