/// Every rule ID that TouchSim's explanations, doc comments and scenario notes cite, declared
/// once. Adding a rule is one entry in its family's file (`Rules+*.swift`), then
/// `TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests` regenerates `Docs/Rulebook.md`
/// and the rule-to-scenarios index (`RuleScenarioIndex.swift`, one line of data per scenario). `touchsim rules` prints them;
/// `touchsim rules --markdown` prints the document.
public enum Rulebook {
  /// The rule families, in rulebook order: a heading and the rules under it. Each family is
  /// declared in its own file (`RuleFamily`); `declaredFamilies` lists them (generated).
  public static let families: [(heading: String, rules: [Rule])] = declaredFamilies.sorted { $0.order < $1.order }
    .map { ($0.heading, $0.rules) }

  /// Every rule, in rulebook order.
  public static let all: [Rule] = families.flatMap(\.rules)

  private static let byKey: [String: Rule] = Dictionary(
    all.map { (key($0.id), $0) }, uniquingKeysWith: { first, _ in first })

  /// The rule an ID names, accepting the forms the texts use: `K5`, `k5`, `D4(b)` and `D4b`
  /// (sub-cases of D4), `T6-B`, `seed 001`, `seed001`.
  public static func rule(_ text: String) -> Rule? {
    if let rule = byKey[key(text)] { return rule }
    let prefix = text.prefix { !$0.isNumber }
    for candidate in [text, prefix.uppercased() + text.dropFirst(prefix.count), text.uppercased()] {
      let ids = RuleCitations.ids(in: candidate)
      if ids.count == 1, let rule = byKey[key(ids[0])], key(candidate).count <= key(ids[0]).count + 3 { return rule }
    }
    return nil
  }

  /// The IDs closest to an unknown one (for a did-you-mean), best first.
  public static func suggestions(for text: String) -> [String] {
    let wanted = Array(key(text))
    let scored = all.map { rule -> (String, Int) in (rule.id, editDistance(wanted, Array(key(rule.id)))) }
    let limit = max(1, wanted.count / 2)
    return scored.filter { $0.1 <= limit }.sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
  }

  /// A lookup key: lowercase, without spaces or dashes.
  static func key(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "-" })
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
