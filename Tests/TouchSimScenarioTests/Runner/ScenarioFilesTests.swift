import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

/// `ScenarioFiles.expand`, what `touchsim check` and the corpus test enumerate: scenario
/// `.json` files in path order, never JSON Schema files.
@Suite struct ScenarioFilesTests {
  /// A fresh directory tree, removed when the test ends.
  final class Scratch {
    let path: String

    init(files: [String]) throws {
      path = try TemporaryDirectory.make("ScenarioFilesTests").path
      for file in files {
        let url = URL(fileURLWithPath: path + "/" + file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: url)
      }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func directoryExpansionSkipsSchemaFilesAndGoldens() throws {
    let scratch = try Scratch(files: [
      "scenario.schema.json", "b/two.json", "a/one.json", "a/one.golden", "a/nested.schema.json", "notes.md",
    ])
    let result = ScenarioFiles.expand([scratch.path])
    #expect(result.files == [scratch.path + "/a/one.json", scratch.path + "/b/two.json"])
    #expect(result.missing.isEmpty)
  }

  @Test func aSchemaFileNamedDirectlyIsSkippedToo() throws {
    let scratch = try Scratch(files: ["scenario.schema.json", "a/one.json"])
    let named = [scratch.path + "/scenario.schema.json", scratch.path + "/a/one.json"]
    #expect(ScenarioFiles.expand(named).files == [scratch.path + "/a/one.json"])
  }

  @Test func theRealCorpusDoesNotListTheSchema() {
    let root = Repository.root.appendingPathComponent("Scenarios")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("scenario.schema.json").path))
    let files = ScenarioFiles.expand([root.path]).files
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { !$0.hasSuffix(".schema.json") })
  }

  @Test func onlyDotSchemaDotJSONIsASchema() {
    #expect(ScenarioFiles.isSchema("Scenarios/scenario.schema.json"))
    #expect(!ScenarioFiles.isSchema("Scenarios/gestures/schema.json"))
    #expect(!ScenarioFiles.isSchema("Scenarios/gestures/g1-pinch.json"))
  }

  @Test func missingPathsAreReported() {
    let result = ScenarioFiles.expand(["/nonexistent-\(UUID().uuidString)"])
    #expect(result.files.isEmpty)
    #expect(result.missing.count == 1)
  }
}
