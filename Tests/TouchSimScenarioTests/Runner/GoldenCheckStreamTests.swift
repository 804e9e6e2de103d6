import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimScenario

/// Issue 27: `check` compares the log with its golden as the run streams it, and reports a
/// difference exactly as the whole-log comparison did.
@Suite struct GoldenCheckStreamTests {
  static let source = "Scenarios/scroll-view/t08-quick-flick.json"

  /// A copy of the source scenario in a fresh folder, with `golden` beside it.
  static func copy(golden: String?) throws -> (scenario: String, golden: String) {
    let folder = try TemporaryDirectory.make("touchsim-golden-stream")
    let scenario = folder.appendingPathComponent("flick.json").path
    try Data(contentsOf: Repository.root.appendingPathComponent(source)).write(to: URL(fileURLWithPath: scenario))
    let goldenPath = GoldenCheck.goldenPath(for: scenario)
    if let golden { try Data(golden.utf8).write(to: URL(fileURLWithPath: goldenPath)) }
    return (scenario, goldenPath)
  }

  static var log: String {
    get throws {
      try String(
        contentsOf: Repository.root.appendingPathComponent("Scenarios/scroll-view/t08-quick-flick.golden"),
        encoding: .utf8)
    }
  }

  /// The diff the whole-log comparison prints for a golden.
  static func diff(_ golden: String, _ files: (scenario: String, golden: String)) throws -> String {
    try #require(
      LineDiff.unified(
        expected: golden, actual: try log, expectedName: files.golden, actualName: files.scenario + " (run)"))
  }

  @Test func aGoldenThatIsTheLogPasses() throws {
    let files = try Self.copy(golden: try Self.log)
    let result = GoldenCheck.check(path: files.scenario, update: false, isCI: true)
    #expect(result.verdict == .passed && result.report.isEmpty && result.diagnostics.isEmpty)
    let kept = try #require(try? ScenarioRun.run(path: files.scenario).get())
    #expect(result.duration == kept.duration && kept.duration > 2000)
  }

  @Test(arguments: ["middle", "shorter", "longer", "unterminated", "empty"])
  func aDifferingGoldenGetsTheWholeLogsDiff(_ change: String) throws {
    var lines = try Self.log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch change {
    case "middle": lines[100] = lines[100].replacingOccurrences(of: "scrollViewDidScroll", with: "scrollViewDidZoom")
    case "shorter": lines.removeLast(3)
    case "longer": lines.insert("   9.000  S                       extra", at: lines.count - 1)
    case "unterminated": lines.removeLast()
    default: lines = [""]
    }
    let golden = lines.joined(separator: "\n")
    let files = try Self.copy(golden: golden)
    let result = GoldenCheck.check(path: files.scenario, update: false, isCI: true)
    #expect(result.verdict == .failed)
    #expect(result.report == (try Self.diff(golden, files)))
    let updated = GoldenCheck.check(path: files.scenario, update: true, isCI: false)
    #expect(updated.verdict == .updated)
    #expect(try String(contentsOfFile: files.golden, encoding: .utf8) == (try Self.log))
  }

  @Test func aMissingGoldenIsReportedAndExpectOnlyNeedsNone() throws {
    let files = try Self.copy(golden: nil)
    let result = GoldenCheck.check(path: files.scenario, update: false, isCI: true)
    #expect(result.verdict == .failed && result.diagnostics.contains { $0.contains("error: no golden log") })
    let expectOnly = GoldenCheck.check(path: files.scenario, update: false, isCI: true, expectOnly: true)
    let kept = try #require(try? ScenarioRun.run(path: files.scenario).get())
    #expect(expectOnly.verdict == .passed && expectOnly.duration == kept.duration)
  }
}
