import Foundation
import Testing
import TouchSimTestSupport

/// The documentation stays inside the repository: no pointer to the specification files it
/// was written from, and every relative Markdown link resolves.
@Suite struct DocumentationLinkTests {
  static let root = Repository.root

  /// Text files users read or run: the READMEs, Docs/, Sources/, Scenarios/.
  static func shippedTextFiles() -> [URL] {
    var files = [root.appendingPathComponent("README.md")]
    for folder in ["Docs", "Sources", "Scenarios"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if ["md", "swift", "json"].contains(url.pathExtension) { files.append(url) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test func nothingPointsAtTheSpecificationOutsideTheRepository() throws {
    let outside = ["BEHAVIOR" + ".md", "LOG_FORMAT" + ".md", "SCENARIO_FORMAT" + ".md", "../" + "shared"]
    let files = Self.shippedTextFiles()
    #expect(files.count > 100)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for name in outside { #expect(!text.contains(name), "\(file.path) mentions \(name)") }
    }
  }

  @Test func relativeMarkdownLinksResolve() throws {
    let pages = [
      "README.md", "Scenarios/README.md", "Docs/ScenarioFormat.md", "Docs/LogFormat.md", "Docs/Rulebook.md",
      "Docs/Testing.md", "Docs/Library.md", "Docs/Tutorial.md", "Docs/Timeline.md", "Docs/Performance.md",
      "Docs/Fuzzing.md", "Docs/Architecture.md",
    ]
    for page in pages {
      let url = Self.root.appendingPathComponent(page)
      let text = try String(contentsOf: url, encoding: .utf8)
      var rest = Substring(text)
      while let open = rest.range(of: "](") {
        rest = rest[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        let target = String(rest[..<close])
        rest = rest[close...]
        if target.hasPrefix("http") || target.hasPrefix("#") { continue }
        let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
        let resolved = url.deletingLastPathComponent().appendingPathComponent(path).path
        #expect(FileManager.default.fileExists(atPath: resolved), "\(page) links to \(target), which does not exist")
      }
    }
  }
}
