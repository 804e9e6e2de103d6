import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

/// `check --update` writes a golden only for a run that passes everything else (issue 11).
@Suite struct GoldenCheckUpdateTests {
  /// A 150 ms press on a button whose expect block wants touchUpInside at `time`.
  static func scenario(expectingUpInsideAt time: Int) -> String {
    """
    {
      "format": 1,
      "scenario": "press on a button",
      "root": {"id": "main", "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 100, 44]}]},
      "touches": [{"finger": 1, "path": [[0, 60, 120], [150, 60, 120]]}],
      "expect": {"sequence": [{"to": "buy", "call": "controlEvent", "event": "touchUpInside", "t": \(time)}]}
    }
    """
  }

  /// A fresh folder holding `press.json` with `text`; returns its path and its golden's.
  static func folder(scenario text: String) throws -> (scenario: String, golden: String) {
    let url = try TemporaryDirectory.make("touchsim-golden")
    let scenario = url.appendingPathComponent("press.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: scenario))
    return (scenario, GoldenCheck.goldenPath(for: scenario))
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }
  static func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func aFailingExpectBlockLeavesTheGoldenByteIdenticalAndFails() throws {
    let files = try Self.folder(scenario: Self.scenario(expectingUpInsideAt: 80))
    try Self.write("old golden\n", to: files.golden)
    let result = GoldenCheck.check(path: files.scenario, update: true, isCI: false)
    #expect(result.verdict == .failed)
    #expect(result.exitStatus == nil)
    #expect(Self.read(files.golden) == Data("old golden\n".utf8))
    #expect(
      result.diagnostics.contains {
        $0.hasPrefix("\(files.golden): not updated: expect.sequence[0] fails (\(files.scenario):6:")
      })
    #expect(result.report.contains("expect.sequence[0] is not met"))
  }

  @Test func aFailingExpectBlockWritesNoMissingGolden() throws {
    let files = try Self.folder(scenario: Self.scenario(expectingUpInsideAt: 80))
    let result = GoldenCheck.check(path: files.scenario, update: true, isCI: false)
    #expect(result.verdict == .failed)
    #expect(Self.read(files.golden) == nil)
    #expect(result.diagnostics.contains { $0.contains("not updated:") })
  }

  @Test func aPassingRunUpdatesTheGolden() throws {
    let files = try Self.folder(scenario: Self.scenario(expectingUpInsideAt: 150))
    try Self.write("old golden\n", to: files.golden)
    let result = GoldenCheck.check(path: files.scenario, update: true, isCI: false)
    #expect(result.verdict == .updated)
    let golden = try #require(Self.read(files.golden))
    #expect(
      String(decoding: golden, as: UTF8.self).hasSuffix("150.000  buy                     controlEvent touchUpInside\n")
    )
    #expect(!result.diagnostics.contains { $0.contains("not updated") })
  }

  @Test func anInvalidScenarioIsNotUpdated() throws {
    let files = try Self.folder(
      scenario: Self.scenario(expectingUpInsideAt: 150).replacingOccurrences(
        of: "\"buy\", \"call\"", with: "\"bye\", \"call\""))
    try Self.write("old golden\n", to: files.golden)
    let result = GoldenCheck.check(path: files.scenario, update: true, isCI: false)
    #expect(result.exitStatus == .badScenario)
    #expect(result.diagnostics.first?.contains("unknown receiver 'bye'; did you mean 'buy'?") == true)
    #expect(result.diagnostics.last == "\(files.golden): not updated: the scenario is invalid")
    #expect(Self.read(files.golden) == Data("old golden\n".utf8))
  }

  @Test func expectOnlyNeedsNoGoldenAndNeverWritesOne() throws {
    let passing = try Self.folder(scenario: Self.scenario(expectingUpInsideAt: 150))
    let result = GoldenCheck.check(path: passing.scenario, update: false, isCI: false, expectOnly: true)
    #expect(result.verdict == .passed)
    #expect(result.diagnostics.isEmpty)
    #expect(Self.read(passing.golden) == nil)
    #expect(result.duration == 150)
    let failing = try Self.folder(scenario: Self.scenario(expectingUpInsideAt: 80))
    let failed = GoldenCheck.check(path: failing.scenario, update: false, isCI: false, expectOnly: true)
    #expect(failed.verdict == .failed)
    #expect(failed.report.contains("field 't': expected 80, got 150"))
  }
}
