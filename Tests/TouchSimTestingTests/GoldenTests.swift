import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport
import TouchSimTesting

/// `assertGolden`: verify never writes and fails on a missing or different golden; record
/// writes atomically and always fails, so that a recording run is reviewed and re-run.
@Suite struct GoldenTests {
  static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test func verifyFailsOnAMissingGoldenNamingTheRecordModeAndWritesNothing() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tap.golden").path
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let error = try #require(throws: GoldenError.self) { try assertGolden(run, at: path, mode: .verify) }
    #expect(error == .missing(path: path))
    #expect(
      error.description
        == "\(path): error: no golden log; record it with mode: .record (or TOUCHSIM_RECORD=1) and review it")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func recordWritesTheGoldenThenFailsAndVerifyThenPasses() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tap.golden").path
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let recorded = try #require(throws: GoldenError.self) { try assertGolden(run, at: path, mode: .record) }
    #expect(recorded == .recorded(path: path, changed: true))
    #expect(recorded.description.contains("re-run without record mode"))
    #expect(Self.contents(path) == run.text)
    try assertGolden(run, at: path, mode: .verify)
    // Recording the same bytes again still fails (a recording run never passes), unchanged.
    let again = try #require(throws: GoldenError.self) { try assertGolden(run, at: path, mode: .record) }
    #expect(again == .recorded(path: path, changed: false))
  }

  /// A consumer's first recording has no `Goldens/` folder yet: record mode makes it.
  @Test func recordCreatesTheGoldensFolder() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Goldens/nested/tap.golden").path
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let recorded = try #require(throws: GoldenError.self) { try assertGolden(run, at: path, mode: .record) }
    #expect(recorded == .recorded(path: path, changed: true))
    #expect(Self.contents(path) == run.text)
  }

  @Test func verifyFailsWithAUnifiedDiffAndLeavesTheGoldenAsItIs() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tap.golden").path
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let stale = run.text.replacingOccurrences(of: "touchUpInside", with: "touchUpOutside")
    try stale.write(toFile: path, atomically: true, encoding: .utf8)
    let error = try #require(throws: GoldenError.self) { try assertGolden(run, at: path) }
    guard case .differs(_, let diff) = error else {
      Issue.record("not a difference: \(error)")
      return
    }
    #expect(diff.hasPrefix("--- \(path)\n+++ \(path) (run)\n@@ "))
    #expect(diff.contains("\n-  80.000  B                       controlEvent touchUpOutside\n"))
    #expect(diff.contains("\n+  80.000  B                       controlEvent touchUpInside\n"))
    #expect(error.description.hasPrefix("\(path): error: the run differs from the golden"))
    #expect(Self.contents(path) == stale)
  }

  @Test func theJSONLFormatIsComparedAsJSONL() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("taps.jsonl").path
    let run = Run(replaying: SwiftTrees.twoTapsOnOneView())
    try run.jsonl.write(toFile: path, atomically: true, encoding: .utf8)
    try assertGolden(run, at: path, format: .jsonl, mode: .verify)
    #expect(throws: GoldenError.self) { try assertGolden(run, at: path, format: .text, mode: .verify) }
  }

  @Test func aGoldenThatCannotBeReadOrWrittenFailsWithTheReason() throws {
    let folder = try TemporaryDirectory.make("golden")
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: GoldenError.self) { try assertGolden(text: "x\n", at: folder.path, mode: .verify) }
    #expect(error == .unreadable(path: folder.path, reason: "is a directory"))
    // A folder that cannot be made: a regular file stands where it would go.
    try "".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    let underAFile = folder.appendingPathComponent("file/folder/x.golden").path
    let write = try #require(throws: GoldenError.self) {
      try assertGolden(text: "x\n", at: underAFile, mode: .record)
    }
    guard case .cannotWrite = write else {
      Issue.record("not a write failure: \(write)")
      return
    }
  }

  @Test func theEnvironmentChoosesRecordOnlyWhenNoModeIsGiven() {
    #expect(GoldenMode.resolve(nil, environment: [:]) == .verify)
    #expect(GoldenMode.resolve(nil, environment: ["TOUCHSIM_RECORD": "1"]) == .record)
    #expect(GoldenMode.resolve(nil, environment: ["TOUCHSIM_RECORD": "0"]) == .verify)
    #expect(GoldenMode.resolve(nil, environment: ["TOUCHSIM_RECORD": ""]) == .verify)
    #expect(GoldenMode.resolve(.verify, environment: ["TOUCHSIM_RECORD": "1"]) == .verify)
    #expect(GoldenMode.resolve(.record, environment: [:]) == .record)
  }

  @Test func aGoldenPathIsBesideTheCallingTestFile() {
    #expect(goldenPath("Goldens/x.golden", filePath: "/p/Tests/T/FooTests.swift") == "/p/Tests/T/Goldens/x.golden")
    #expect(goldenPath("x.golden").hasSuffix("/Tests/TouchSimTestingTests/x.golden"))
  }
}
