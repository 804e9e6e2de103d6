import Foundation
import TouchSimScenario

/// Which shipped scenarios exercise which rule: the rules their `notes` cite.
extension Rulebook {
  /// The shipped scenarios citing a rule (paths relative to `Scenarios/`), from the generated
  /// index `scenariosByRule`.
  public static func scenarios(citing id: String) -> [String] { scenariosByRule[id] ?? [] }

  /// Builds the index from scenario paths (relative to `Scenarios/`) and their notes: for
  /// each rule of the rulebook, the scenarios whose notes cite it, sorted. IDs the rulebook
  /// does not know are left out (a test reports them).
  public static func scenarioIndex(notes: [(path: String, notes: String)]) -> [String: [String]] {
    var index: [String: Set<String>] = [:]
    for (path, text) in notes {
      for id in RuleCitations.ids(in: text) {
        guard let rule = rule(id) else { continue }
        index[rule.id, default: []].insert(path)
      }
    }
    return index.mapValues { $0.sorted() }
  }

  /// Reads the `notes` of every scenario under a folder: (path relative to the folder, notes).
  public static func readNotes(under folder: String) -> [(path: String, notes: String)] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return ScenarioFiles.expand([base]).files.compactMap { path in
      guard let data = FileManager.default.contents(atPath: path),
        let scenario = try? Scenario.read([UInt8](data)), let notes = scenario.notes
      else { return nil }
      return (String(path.dropFirst(base.count + 1)), notes)
    }
  }

  /// The text of `RuleScenarioIndex.swift` for an index: a Swift file holding one string,
  /// `scenarioIndexText`, with a line per scenario that cites a rule, sorted by path: the
  /// path (relative to `Scenarios/`), a tab, then the IDs of the rules its notes cite, in
  /// rulebook order, separated by `, `. It is data, not code: a raw string literal, parsed on
  /// first use by ``scenarioIndex(text:)``, so that `touchsim` carries it without the
  /// repository and a new scenario changes one line.
  public static func scenarioIndexSource(_ index: [String: [String]]) -> String {
    var rulesByPath: [String: [String]] = [:]
    for rule in all {
      for path in index[rule.id] ?? [] { rulesByPath[path, default: []].append(rule.id) }
    }
    var text = """
      // swift-format-ignore-file
      // Generated from the notes of the scenarios in Scenarios/ by RulebookDocumentTests
      // (TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests); do not edit by hand.
      // One line per scenario: its path under Scenarios/, a tab, the rule IDs its notes cite.

      extension Rulebook {
        static let scenarioIndexText = #\"\"\"

      """
    for path in rulesByPath.keys.sorted() {
      text += path + "\t" + rulesByPath[path, default: []].joined(separator: ", ") + "\n"
    }
    text += "\"\"\"#\n}\n"
    return text
  }

  /// Reads the text of ``scenarioIndexSource(_:)``'s string back into an index: for each rule
  /// ID, the scenarios citing it, sorted. Lines without a tab are skipped.
  public static func scenarioIndex(text: String) -> [String: [String]] {
    var index: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      let path = String(line[..<tab])
      for id in line[line.index(after: tab)...].split(separator: ", ") { index[String(id), default: []].append(path) }
    }
    return index.mapValues { $0.sorted() }
  }

  /// For each rule ID, the shipped scenarios (paths under `Scenarios/`) whose notes cite it:
  /// the generated `scenarioIndexText`, read once.
  static let scenariosByRule: [String: [String]] = scenarioIndex(text: scenarioIndexText)
}
