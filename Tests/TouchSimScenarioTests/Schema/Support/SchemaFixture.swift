import Foundation
import TouchSimTestSupport

/// The scenario schema and the corpus it describes, found from the package root the way the
/// corpus test finds it (`Repository.root`).
enum SchemaFixture {
  /// `Scenarios/` in the package.
  static let scenariosDirectory = Repository.root.appendingPathComponent("Scenarios")

  /// The schema file.
  static let schemaURL = scenariosDirectory.appendingPathComponent("scenario.schema.json")

  /// The value every scenario's `$schema` has: the schema's path relative to the scenario.
  static let schemaReference = "../scenario.schema.json"

  /// The schema, parsed.
  static func schema() throws -> JSONNode { try JSONNode(data: Data(contentsOf: schemaURL)) }

  /// A validator over the schema.
  static func validator() throws -> SchemaValidator { try SchemaValidator(schema: schema()) }

  /// Scenario files as the corpus test lists them, relative to the package root.
  static var scenarioFiles: [String] { Repository.scenarioFiles }

  /// Every `.json` below `Scenarios/` except the schema, found by walking the folder directly
  /// (independently of `ScenarioFiles`), relative to the package root.
  static func jsonFilesOnDisk() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: scenariosDirectory.path)
      .filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }
      .map { "Scenarios/" + $0 }.sorted()
  }

  /// A scenario file, parsed.
  static func scenario(_ relativePath: String) throws -> JSONNode {
    try JSONNode(data: Data(contentsOf: Repository.root.appendingPathComponent(relativePath)))
  }

  /// A subschema by JSON pointer, e.g. `#/definitions/viewObject`.
  static func subschema(_ pointer: String, in schema: JSONNode) throws -> JSONNode {
    guard let found = try SchemaValidator(schema: schema).resolve(pointer) else {
      throw SchemaError(pointer: pointer, message: "not in the schema")
    }
    return found
  }
}
