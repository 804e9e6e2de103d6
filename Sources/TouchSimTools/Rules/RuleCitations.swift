/// Finds the rule IDs a text cites: `H1`, `RC5`, `MD17`, `D4(b)`, `D4b`, `T6-B`, `0.1`,
/// `seed 001`. Sub-case forms are reported by their rule (`D4(b)` as `D4`). The scan does not
/// check the IDs against the rulebook, so that tests can find citations it lacks.
public enum RuleCitations {
  /// ID prefixes, longest first: those the rulebook's families declare (`RuleFamily`).
  /// Among prefixes of one length the order does not matter: two of them never both match.
  static let families: [String] = Set(Rulebook.declaredFamilies.flatMap(\.prefixes)).sorted {
    $0.count != $1.count ? $0.count > $1.count : $0 < $1
  }

  /// The IDs cited in a text, in order of appearance (repeats included).
  public static func ids(in text: String) -> [String] {
    let characters = Array(text)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      if index > 0 && isWordish(characters[index - 1]) {
        index += 1
        continue
      }
      if let (id, end) = seed(characters, index) ?? processingModel(characters, index) ?? family(characters, index) {
        found.append(id)
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  private static func isWordish(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." }
  private static func isAlnum(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }

  private static func digits(_ c: [Character], _ start: Int, max: Int) -> Int {
    var end = start
    while end < c.count, end - start < max, c[end].isASCII, c[end].isNumber { end += 1 }
    return end
  }

  /// `seed 001`, `seed001`, `Seed 001`, `seed-001`.
  private static func seed(_ c: [Character], _ i: Int) -> (String, Int)? {
    guard i + 4 <= c.count, String(c[i..<i + 4]).lowercased() == "seed" else { return nil }
    var j = i + 4
    if j < c.count, c[j] == " " || c[j] == "-" { j += 1 }
    let end = digits(c, j, max: 4)
    guard end - j == 3, !isAlnum(end < c.count ? c[end] : nil) else { return nil }
    return ("seed " + String(c[j..<end]), end)
  }

  /// `0.1` to `0.5`, told from numbers by what surrounds them: `(0.1)`, `0.1:`, `S7, 0.1, RC4`.
  private static func processingModel(_ c: [Character], _ i: Int) -> (String, Int)? {
    guard i + 3 <= c.count, c[i] == "0", c[i + 1] == ".", ("1"..."5").contains(c[i + 2]) else { return nil }
    let end = i + 3
    let next: Character? = end < c.count ? c[end] : nil
    switch next {
    case nil, ")", ":", ";": break
    case ",":
      let after: Character? = end + 2 < c.count ? c[end + 2] : nil
      if let after, after.isNumber || after == "-" { return nil }
    default: return nil
    }
    if i > 0 {
      let before = c[i - 1]
      if before == "(" || before == "[" {
        // `(0.1)` or `(0.1, RC2)`; `(0.3, 4.0)` was refused above.
      } else if before == " " && i >= 2 && (c[i - 2] == "," || c[i - 2] == ":") {
        // After `X, ` or `X: `: a citation unless X is the end of a number such as `12.0`.
        var k = i - 3
        while k >= 0, c[k].isNumber { k -= 1 }
        if k < 0 { return nil }
        if c[k] == "." || c[k] == "-" { return nil }
        if k == i - 3 && !(c[k].isLetter || c[k] == ")") { return nil }
      } else {
        return nil
      }
    }
    return ("0." + String(c[i + 2]), end)
  }

  /// A family prefix and a number, with an optional sub-case: `D4(b)`, `D4b`, `T6-B`.
  private static func family(_ c: [Character], _ i: Int) -> (String, Int)? {
    guard
      let prefix = families.first(where: { p in
        i + p.count <= c.count && String(c[i..<i + p.count]) == p
      })
    else { return nil }
    let start = i + prefix.count
    let end = digits(c, start, max: 3)
    guard end > start else { return nil }
    let id = prefix + String(c[start..<end])
    func at(_ k: Int) -> Character? { k < c.count ? c[k] : nil }
    if at(end) == "(", let letter = at(end + 1), letter.isLowercase, letter.isASCII, at(end + 2) == ")" {
      return (id, end + 3)
    }
    if let letter = at(end), letter.isLowercase, letter.isASCII, !isAlnum(at(end + 1)) { return (id, end + 1) }
    if at(end) == "-", let letter = at(end + 1), letter.isUppercase, letter.isASCII, !isAlnum(at(end + 2)) {
      return (id, end + 2)
    }
    guard !isAlnum(at(end)) else { return nil }
    return (id, end)
  }
}
