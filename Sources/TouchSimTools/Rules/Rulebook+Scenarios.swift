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

  /// The Swift source of `RuleScenarioIndex.swift` for an index.
  public static func scenarioIndexSource(_ index: [String: [String]]) -> String {
    var text = """
      // swift-format-ignore-file
      // Generated from the notes of the scenarios in Scenarios/ by RulebookDocumentTests
      // (TOUCHSIM_UPDATE=1 swift test --filter RulebookDocumentTests); do not edit by hand.

      extension Rulebook {
        /// For each rule ID, the shipped scenarios (paths under `Scenarios/`) whose notes cite it.
        static let scenariosByRule: [String: [String]] = [

      """
    for rule in all {
      guard let paths = index[rule.id], !paths.isEmpty else { continue }
      text += "    \"\(rule.id)\": [\n"
      for path in paths { text += "      \"\(path)\",\n" }
      text += "    ],\n"
    }
    text += "  ]\n}\n"
    return text
  }
}
