import Testing
import TouchSim
import TouchSimScenario

/// An unmet pattern's report names the closest record and what differed, field by field.
@Suite struct ExpectationFailureTests {
  /// A 150 ms press on the button `buy`; `EXPECT` is replaced by the block under test.
  static func run(_ expect: String) throws -> ScenarioRun {
    let text = """
      {
        "format": 1,
        "scenario": "press on a button",
        "root": {"id": "main", "controller": "VC", "subviews": [
          {"id": "buy", "class": "UIButton", "frame": [20, 100, 100, 44]}]},
        "touches": [{"finger": 1, "path": [[0, 60, 120], [150, 60, 120]]}],
        "expect": \(expect)
      }
      """
    return try ScenarioRun.run(bytes: Array(text.utf8), path: "press.json").get()
  }

  static func report(_ expect: String) throws -> String? {
    let run = try run(expect)
    return run.expectations?.firstFailure(in: run.records)?.report(records: run.records, path: "press.json")
  }

  @Test func aWrongTimeNamesTheClosestRecordAndTheTimeThatDiffered() throws {
    let report = try #require(
      try Self.report(#"{"sequence": [{"to": "buy", "call": "controlEvent", "event": "touchUpInside", "t": 80}]}"#))
    let lines = report.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == #"press.json:7:27: error: expect.sequence[0] is not met: {"to":"buy","call":"controlEvent","event":"touchUpInside","t":80}"#
    )
    #expect(lines[1] == "  closest record:")
    #expect(lines[2] == "     7   150.000  buy                     controlEvent touchUpInside")
    #expect(lines[3] == "    field 't': expected 80, got 150")
    #expect(lines[4] == "  records from the start:")
  }

  @Test func aWrongEventNamesTheEventThatDiffered() throws {
    let report = try #require(
      try Self.report(#"{"sequence": [{"to": "buy", "call": "controlEvent", "event": "touchUpOutside", "t": 150}]}"#))
    #expect(
      report.contains(
        "     7   150.000  buy                     controlEvent touchUpInside\n    field 'event': expected touchUpOutside, got touchUpInside"
      ))
  }

  @Test func theClosestRecordComesAfterThePreviousMatch() throws {
    let report = try #require(
      try Self.report(
        #"{"sequence": [{"call": "touchesEnded"}, {"to": "buy", "call": "controlEvent", "event": "touchDown"}]}"#))
    #expect(
      report.contains(
        "  closest record:\n     7   150.000  buy                     controlEvent touchUpInside\n    field 'event': expected touchDown, got touchUpInside"
      ))
    #expect(report.contains("  record 4 matches it, but comes before the previous pattern's match (record 5)"))
  }

  @Test func everyDifferingFieldIsListedInThePatternsOrder() throws {
    let run = try Self.run(
      #"{"sequence": [{"to": "buy", "call": "touchesBegan", "touches": [1], "at": [1, 2], "t<": 0}]}"#)
    let failure = try #require(run.expectations?.firstFailure(in: run.records))
    #expect(failure.closestRecord(in: run.records) == 1)
    #expect(
      failure.pattern.differences(from: run.records[1]) == [
        "field 'at': expected [1,2], got [40,20]", "field 't<': expected t < 0, got 0",
      ])
    #expect(
      failure.pattern.differences(from: run.records[6]) == [
        "field 'call': expected touchesBegan, got controlEvent",
        "field 'touches': expected [1], got none (controlEvent records carry no 'touches')",
        "field 'at': expected [1,2], got none (controlEvent records carry no 'at')",
        "field 't<': expected t < 0, got 150",
      ])
  }

  @Test func aNeverPatternThatMatchesNamesTheRecord() throws {
    let report = try #require(try Self.report(#"{"never": [{"to": "buy", "event": "touchDown"}]}"#))
    #expect(
      report.hasPrefix(#"press.json:7:24: error: expect.never[0] matched record 4: {"to":"buy","event":"touchDown"}"#))
    #expect(!report.contains("closest record"))
  }

  @Test func explainOnlyNothingLinesNeverMatchAPattern() throws {
    let run = try Self.run(#"{"never": [{"to": "main"}]}"#)
    let nothing = Record(time: .zero, receiver: "main", call: .nothing(touches: [1]), why: .app(AppText("X2")))
    #expect(run.expectations?.firstFailure(in: run.records + [nothing]) == nil)
  }

  @Test func runReportsLeaveOutTheRecordsAround() throws {
    let run = try Self.run(#"{"sequence": [{"to": "buy", "call": "controlEvent", "event": "touchUpInside", "t": 80}]}"#)
    let failure = try #require(run.expectations?.firstFailure(in: run.records))
    let report = failure.report(records: run.records, path: "press.json", severity: "warning", context: false)
    #expect(report.split(separator: "\n").count == 4)
    #expect(report.hasPrefix("press.json:7:27: warning: expect.sequence[0] is not met"))
  }
}
