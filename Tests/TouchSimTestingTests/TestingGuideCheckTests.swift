import Foundation
import Testing
import TouchSimTestSupport
import TouchSimTesting

/// Docs/Testing.md prints the example of TestingGuideExampleTests.swift, and its golden is the
/// shipped scenario's.
@Suite struct TestingGuideExampleTests {
  @Test func theGuidePrintsTheExampleThatRuns() throws {
    let source = try String(
      contentsOfFile: Repository.path("Tests/TouchSimTestingTests/TestingGuideExampleTests.swift"), encoding: .utf8)
    let begin = try #require(source.range(of: "// guide-example-begin\n")).upperBound
    let end = try #require(source.range(of: "// guide-example-end")).lowerBound
    let guide = try String(contentsOfFile: Repository.path("Docs/Testing.md"), encoding: .utf8)
    #expect(guide.contains("```swift\n" + source[begin..<end] + "```\n"))
  }

  @Test func theExamplesGoldenIsTheShippedScenariosGolden() throws {
    let example = try String(contentsOfFile: goldenPath("Goldens/quick-tap.golden"), encoding: .utf8)
    let shipped = try String(
      contentsOfFile: Repository.path("Scenarios/scroll-view/t01-quick-tap-on-button.golden"), encoding: .utf8)
    #expect(example == shipped)
  }
}
