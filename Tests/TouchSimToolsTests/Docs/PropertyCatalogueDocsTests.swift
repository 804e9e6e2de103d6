import Foundation
import Testing
import TouchSim
import TouchSimExamples
import TouchSimTestSupport

@testable import TouchSimScenario
@testable import TouchSimTools

/// The property catalogue against the documents: Docs/ScenarioFormat.md carries the table
/// generated from it, and every rule a declaration cites is in the rulebook (issue 14).
@Suite struct PropertyCatalogueDocsTests {
  @Test func docsScenarioFormatHasTheGeneratedPropertyTable() throws {
    let url = Repository.root.appendingPathComponent("Docs/ScenarioFormat.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let begin = try #require(text.range(of: PropertyCatalogue.markdownBegin), "no generated property table")
    let end = try #require(
      text.range(of: PropertyCatalogue.markdownEnd + "\n", range: begin.upperBound..<text.endIndex))
    let current = String(text[begin.lowerBound..<end.upperBound])
    if RulebookDocumentTests.updating && current != PropertyCatalogue.markdown {
      let updated = text.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: PropertyCatalogue.markdown)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let same = current == PropertyCatalogue.markdown
    #expect(
      same,
      "Docs/ScenarioFormat.md's property table is stale: run TOUCHSIM_UPDATE=1 swift test --filter PropertyCatalogueTests"
    )
  }

  @Test func everyDeclaredRuleIsInTheRulebook() {
    for declaration in PropertyCatalogue.all {
      for id in declaration.rules { #expect(Rulebook.rule(id)?.id == id, "\(declaration.name): \(id)") }
    }
  }

  /// The declared default is what a fresh object of the declaring class reads.
  @Test func everyDeclaredDefaultIsTheModelsDefault() throws {
    // A fresh view of each class its descriptor makes, and a plain recognizer.
    var objects: [String: AnyObject] = ["UIGestureRecognizer": GestureRecognizer(name: "g")]
    for descriptor in ClassDescriptor.all { objects[descriptor.name] = descriptor.make("v") }
    let registry = GestureRecognizerRegistry.standard
    for declaration in PropertyCatalogue.all {
      let object = try #require(
        objects[declaration.className] ?? registry.entry(named: declaration.className)?.make("r"),
        "\(declaration.className)")
      let read = declaration.value(of: object)
      if declaration.defaultValue == nil {
        #expect(read == .number(Double(Int.max)), "\(declaration.name) has no limit")
      } else {
        #expect(read == declaration.defaultValue, "\(declaration.className).\(declaration.name)")
      }
    }
  }

  /// Issue 12's one range check: every numeric property has a range, and its definition,
  /// `set` reactions, timed actions and `diff --set` all go through it.
  @Test func everyNumericDeclarationHasARange() {
    for declaration in PropertyCatalogue.all {
      if case .number(nil) = declaration.type { Issue.record("\(declaration.name) has no range") }
    }
  }

  @Test func eachObjectHasEachPropertyNameOnce() {
    let objects: [AnyObject] =
      ViewClass.all.map { $0.make("v") } + GestureRecognizerRegistry.withExamples.entries.map { $0.make("g") }
    for object in objects {
      let names = PropertyCatalogue.declarations(of: object).map(\.name)
      #expect(Set(names).count == names.count, "\(names)")
    }
  }
}
