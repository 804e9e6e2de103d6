import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario
@testable import TouchSimTools

/// The repository's root, from this file's path.

/// What cites rule IDs: the model's `why` texts over the shipped corpus, the string literals
/// of Sources/, and the scenarios' notes.
enum RuleCitationSources {
  static let scenariosFolder = Repository.root.appendingPathComponent("Scenarios").path

  /// Every ID cited by the `why` of any record of any shipped scenario, with a sample text.
  static let whyCitations: [String: String] = {
    var cited: [String: String] = [:]
    for path in ScenarioFiles.expand([scenariosFolder]).files {
      guard case .success(let run) = ScenarioRun.run(path: path, explain: true) else { continue }
      for record in run.records {
        guard let why = record.why else { continue }
        for id in RuleCitations.ids(in: why.text) where cited[id] == nil { cited[id] = why.text }
      }
    }
    return cited
  }()

  /// Source files under Sources/ (the rulebook's own declarations excluded).
  static func sourceFiles() -> [String] {
    let root = Repository.root.appendingPathComponent("Sources").path
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") && !relative.hasPrefix("TouchSimTools/Rules/") {
        files.append(root + "/" + relative)
      }
    }
    return files.sorted()
  }

  /// IDs in the code lines of Sources/ (comments left out: in this code base every such line
  /// is inside a string literal: a reason, a help text), by file.
  static let codeCitations: [String: String] = {
    var cited: [String: String] = [:]
    for file in sourceFiles() {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.hasPrefix("//") else { continue }
        var code = String(line)
        if let comment = code.range(of: "  // ") { code = String(code[..<comment.lowerBound]) }
        for id in RuleCitations.ids(in: code) where cited[id] == nil { cited[id] = file }
      }
    }
    return cited
  }()

  /// IDs anywhere in Sources/, comments included (doc comments cite the rules implemented).
  static let anySourceCitations: Set<String> = {
    var cited = Set<String>()
    for file in sourceFiles() {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      cited.formUnion(RuleCitations.ids(in: text))
    }
    return cited
  }()

  /// Scenario notes: (path relative to Scenarios/, notes).
  static let notes = Rulebook.readNotes(under: scenariosFolder)

  static let noteCitations: [String: String] = {
    var cited: [String: String] = [:]
    for (path, text) in notes {
      for id in RuleCitations.ids(in: text) where cited[id] == nil { cited[id] = path }
    }
    return cited
  }()
}

@Suite struct RulebookTests {
  @Test func everyIDTheExplanationsCiteIsInTheRulebook() {
    #expect(RuleCitationSources.whyCitations.count > 50)
    for (id, why) in RuleCitationSources.whyCitations.sorted(by: { $0.key < $1.key }) {
      #expect(Rulebook.rule(id) != nil, "a why cites \(id), which the rulebook lacks: \(why)")
    }
  }

  @Test func everyIDTheSourceStringsCiteIsInTheRulebook() {
    #expect(RuleCitationSources.codeCitations.count > 50)
    for (id, file) in RuleCitationSources.codeCitations.sorted(by: { $0.key < $1.key }) {
      #expect(Rulebook.rule(id) != nil, "\(file) cites \(id), which the rulebook lacks")
    }
  }

  @Test func everyIDTheScenarioNotesCiteIsInTheRulebook() {
    #expect(RuleCitationSources.notes.count > 100)
    for (id, path) in RuleCitationSources.noteCitations.sorted(by: { $0.key < $1.key }) {
      #expect(Rulebook.rule(id) != nil, "Scenarios/\(path) cites \(id), which the rulebook lacks")
    }
  }

  /// Every rule ID the documentation cites resolves in `touchsim rules` (the README, Docs/
  /// with its research notes, the scenario and example READMEs).
  @Test func everyIDTheDocsCiteIsInTheRulebook() throws {
    var files = ["README.md", "Scenarios/README.md", "Examples/README.md"]
    for folder in ["Docs", "Docs/Research"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))
      files += names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    #expect(files.contains("Docs/Tutorial.md") && files.contains("Docs/Research/AppLogic.md"))
    var cited = 0
    for file in files {
      // Addresses are not citations (`%E8%AE%B0` is no B0).
      let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        .replacing(/https?:\/\/[^\s)>\]]+/, with: "")
      for id in Set(RuleCitations.ids(in: text)).sorted() {
        cited += 1
        #expect(Rulebook.rule(id) != nil, "\(file) cites \(id), which `touchsim rules` does not know")
      }
    }
    #expect(cited > 200)
  }

  @Test func everyIDTheRulebookItselfCitesIsInTheRulebook() {
    for rule in Rulebook.all {
      for id in RuleCitations.ids(in: rule.statement + " " + rule.settledBy.joined(separator: " ")) {
        #expect(Rulebook.rule(id) != nil, "\(rule.id) cites \(id), which the rulebook lacks")
      }
    }
  }

  @Test func everyModelledRuleIsCitedOrExercised() {
    let cited = RuleCitationSources.anySourceCitations
      .union(RuleCitationSources.whyCitations.keys).union(RuleCitationSources.noteCitations.keys)
    let citedRules = Set(cited.compactMap { Rulebook.rule($0)?.id })
    for rule in Rulebook.all where rule.notModelled == nil {
      let settled = rule.settledBy.contains { citedRules.contains($0) }
      #expect(
        citedRules.contains(rule.id) || settled,
        "\(rule.id) is in the rulebook but no source, why or note cites it: mark it notModelled or drop it")
    }
  }

  @Test func notModelledRulesAreNotCitedByTheModel() {
    let cited = Set(RuleCitationSources.whyCitations.keys).union(RuleCitationSources.noteCitations.keys)
    for rule in Rulebook.all where rule.notModelled != nil {
      #expect(!cited.contains(rule.id), "\(rule.id) is marked not modelled but a why or a note cites it")
    }
  }

  @Test func ruleIDsAreUniqueAndEveryRuleHasEvidenceOrIsAModelDecision() {
    let ids = Rulebook.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in Rulebook.all {
      #expect(!rule.title.isEmpty && !rule.statement.isEmpty, "\(rule.id)")
      #expect(!rule.evidence.isEmpty || rule.confidence == .model, "\(rule.id) has no evidence")
      #expect(!rule.title.hasSuffix("."), "\(rule.id)'s title ends with a period")
      for id in rule.settledBy { #expect(Rulebook.rule(id) != nil, "\(rule.id) settled by unknown \(id)") }
    }
  }

  @Test func lookupAcceptsTheFormsTheTextsUse() {
    #expect(Rulebook.rule("K5")?.id == "K5")
    #expect(Rulebook.rule("k5")?.id == "K5")
    #expect(Rulebook.rule("D4(b)")?.id == "D4")
    #expect(Rulebook.rule("D4b")?.id == "D4")
    #expect(Rulebook.rule("T6-B")?.id == "T6")
    #expect(Rulebook.rule("seed001")?.id == "seed 001")
    #expect(Rulebook.rule("0.1")?.id == "0.1")
    #expect(Rulebook.rule("K99") == nil)
    #expect(Rulebook.rule("") == nil)
    #expect(Rulebook.suggestions(for: "K55").first == "K5")
    #expect(Rulebook.suggestions(for: "RC9").contains("RC1"))
  }
}
