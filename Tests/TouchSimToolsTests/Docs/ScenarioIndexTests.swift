import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimScenario

/// Scenarios/README.md's index lists every shipped scenario once, and nothing else.
@Suite struct ScenarioIndexTests {
  static let scenarios = Repository.root.appendingPathComponent("Scenarios")

  /// The `folder/file.json` of every index row (`| \`folder\` | \`file.json\` | ...`).
  static func indexedFiles() throws -> [String] {
    let readme = try String(contentsOf: scenarios.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "\n## Index\n") else { return [] }
    var files: [String] = []
    for line in readme[start.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, cells[1].hasSuffix(".json`"), cells[0].hasPrefix("`") else { continue }
      files.append(cells[0].trimmingCharacters(in: ["`"]) + "/" + cells[1].trimmingCharacters(in: ["`"]))
    }
    return files
  }

  static func shippedFiles() -> [String] {
    let base = scenarios.path
    return ScenarioFiles.expand([base]).files.map { String($0.dropFirst(base.count + 1)) }
  }

  @Test func theIndexListsEveryShippedScenario() throws {
    let indexed = Set(try Self.indexedFiles())
    let shipped = Self.shippedFiles()
    #expect(shipped.count > 100)
    for file in shipped { #expect(indexed.contains(file), "Scenarios/README.md's index misses \(file)") }
  }

  @Test func theIndexListsOnlyFilesThatExistAndEachOnce() throws {
    let indexed = try Self.indexedFiles()
    let shipped = Set(Self.shippedFiles())
    for file in indexed {
      #expect(shipped.contains(file), "Scenarios/README.md's index lists \(file), which does not exist")
    }
    #expect(Set(indexed).count == indexed.count, "the index lists a scenario twice")
  }
}
