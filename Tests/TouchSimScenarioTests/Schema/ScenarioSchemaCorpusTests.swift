import Foundation
import Testing
import TouchSimTestSupport

/// `Scenarios/scenario.schema.json` against the corpus: every scenario validates and names
/// the schema in its first key.
@Suite struct ScenarioSchemaCorpusTests {
  @Test func theSchemaIsDraft07AndUsesOnlyKeywordsTheValidatorChecks() throws {
    let schema = try SchemaFixture.schema()
    #expect(schema["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
    #expect(throws: Never.self) { try SchemaValidator(schema: schema) }
  }

  @Test func theCorpusListIsEveryJSONFileUnderScenariosButTheSchema() throws {
    #expect(SchemaFixture.scenarioFiles.count >= 100)
    #expect(SchemaFixture.scenarioFiles == (try SchemaFixture.jsonFilesOnDisk()))
    #expect(!SchemaFixture.scenarioFiles.contains { $0.hasSuffix("scenario.schema.json") })
  }

  @Test(arguments: SchemaFixture.scenarioFiles)
  func scenarioValidatesAgainstTheSchema(_ relativePath: String) throws {
    let violations = try SchemaFixture.validator().validate(try SchemaFixture.scenario(relativePath))
    let report = violations.map { "  \($0)" }.joined(separator: "\n")
    #expect(violations.isEmpty, "\(relativePath):\n\(report)")
  }

  @Test(arguments: SchemaFixture.scenarioFiles)
  func scenarioNamesTheSchemaInItsFirstKey(_ relativePath: String) throws {
    #expect(try SchemaFixture.scenario(relativePath)["$schema"] == .string(SchemaFixture.schemaReference))
    let url = Repository.root.appendingPathComponent(relativePath)
    let text = try String(contentsOf: url, encoding: .utf8)
    let first = text.range(
      of: #"^\{\s*"\$schema"\s*:\s*"\.\./scenario\.schema\.json"\s*,"#, options: .regularExpression)
    #expect(first != nil, "\(relativePath): \"$schema\" is not the first key")
    let target = url.deletingLastPathComponent().appendingPathComponent(SchemaFixture.schemaReference).standardized
    #expect(target.path == SchemaFixture.schemaURL.standardized.path)
  }

  @Test func everyPropertyInTheSchemaHasADescription() throws {
    var missing: [String] = []
    Self.collectUndescribedProperties(try SchemaFixture.schema(), at: "#", into: &missing)
    #expect(missing.isEmpty, "properties without a description: \(missing)")
  }

  /// Walks every subschema but `if` conditions (tests on `class`, not documentation);
  /// records `properties`/`patternProperties` entries without a `description` (a `$ref`
  /// alone carries none in draft-07, so it must be wrapped).
  static func collectUndescribedProperties(_ schema: JSONNode, at pointer: String, into missing: inout [String]) {
    for (suffix, subschema) in SchemaKeywords.subschemas(of: schema.members) where suffix != "if" {
      let isProperty = suffix.hasPrefix("properties/") || suffix.hasPrefix("patternProperties/")
      if isProperty && subschema["description"]?.string?.isEmpty != false { missing.append(pointer + "/" + suffix) }
      collectUndescribedProperties(subschema, at: pointer + "/" + suffix, into: &missing)
    }
  }
}
