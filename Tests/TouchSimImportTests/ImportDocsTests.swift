import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimImport
@testable import TouchSimScenario

/// Docs/Import.md's class map is `DumpClassMap.table`, not a copy that can drift (issue 19).
/// `TOUCHSIM_UPDATE=1 swift test --filter ImportDocsTests` rewrites it.
@Suite struct ImportDocsTests {
  static let begin =
    "<!-- class-map:begin (generated from DumpClassMap.table; TOUCHSIM_UPDATE=1 swift test --filter ImportDocsTests) -->\n"
  static let end = "<!-- class-map:end -->"

  @Test func theDocsClassMapIsTheDeclaredTable() throws {
    let url = Repository.url("Docs/Import.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin))
    let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let current = String(text[start.upperBound..<stop.lowerBound])
    if ProcessInfo.processInfo.environment["TOUCHSIM_UPDATE"] == "1" && current != DumpClassMap.markdown {
      try (String(text[..<start.upperBound]) + DumpClassMap.markdown + String(text[stop.lowerBound...]))
        .write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == DumpClassMap.markdown)
  }

  @Test func theReadmeLinksTheImportPage() throws {
    let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
    #expect(readme.contains("[Docs/Import.md](Docs/Import.md)"))
    #expect(readme.contains("## Your own screen in two minutes"))
  }
}
