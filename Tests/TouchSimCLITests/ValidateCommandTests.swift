import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim validate` accepts folders as `check` does (issue 11).
@Suite struct ValidateCommandTests {
  @Test func aFolderIsWalkedInPathOrderSkippingSchemas() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("b/c")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try tapScenario.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try tapScenario.write(to: nested.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
    try "{}".write(to: directory.appendingPathComponent("scenario.schema.json"), atomically: true, encoding: .utf8)
    try "not json".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "."], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "./a.json: ok\n./b/c/d.json: ok\n")
  }

  @Test func theShippedCorpusValidatesAsAFolder() throws {
    let result = try CLI.run(["validate", "Scenarios"])
    #expect(result.status == 0, "\(result.stderr)")
    let check = try CLI.run(["check", "--list", "Scenarios"])
    #expect(result.stdout.split(separator: "\n").count == check.stdout.split(separator: "\n").count)
  }

  @Test func aBadFileInAFolderFailsAndTheOthersAreStillChecked() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "{".write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", ".", "missing.json"], in: directory)
    #expect(result.status == 66)
    #expect(result.stdout == "./a.json: ok\n")
    #expect(result.stderr.contains("./b.json:1:2: error:"))
    #expect(result.stderr.contains("missing.json: error: no such file"))
  }

  @Test func anEmptyFolderIsAWarning() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = CLI.inProcess(["validate", directory.path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: no scenario files (*.json) in this folder"))
  }
}
