import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport
import TouchSimTesting

/// `sequence`/`never` checks from Swift fail when `touchsim check` fails, with its message.
@Suite struct RunExpectTests {
  static let fileID = "TouchSimTestingTests/RunExpectTests.swift"
  // Patterns are made outside `#require` and `#expect`: inside a macro's argument a default
  // `#line` is the macro's line.

  /// t01's scenario file with its `expect` block replaced by `block`, written to a temporary
  /// folder; `check` reads it from there.
  static func scenario(expect block: String, in folder: URL) throws -> String {
    let shipped = try String(
      contentsOfFile: Repository.path("Scenarios/scroll-view/t01-quick-tap-on-button.json"), encoding: .utf8)
    let head = try #require(shipped.range(of: "\"expect\":")).lowerBound
    let path = folder.appendingPathComponent("t01-changed.json").path
    try (shipped[..<head] + "\"expect\": " + block + "\n}\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What `touchsim check --expect-only` prints on stdout for the scenario (its report).
  static func checkReport(_ path: String) -> String {
    let result = GoldenCheck.check(path: path, update: false, isCI: true, expectOnly: true)
    #expect(result.verdict == .failed)
    return result.report
  }

  /// The first line's place (`path:line:column`) and the rest of the report.
  static func split(_ report: String) -> (place: String, rest: String) {
    guard let range = report.range(of: ": error: ") else { return (report, "") }
    return (String(report[..<range.lowerBound]), String(report[range.lowerBound...]))
  }

  @Test func theScenariosExpectationsWrittenInSwiftHoldOnTheSwiftTree() throws {
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    try run.expect(
      sequence: [
        try Pattern(["to": "window", "call": "hitTest", "at": [195, 330], "result": "B", "t": 0]),
        try Pattern(["to": "S", "call": "touchesShouldBegin", "view": "B", "result": true, "t": 80]),
        try Pattern(["to": "B", "call": "touchesBegan", "touches": [1], "at": [95, 30], "t": 80]),
        try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside", "t": 80]),
      ],
      never: [
        try Pattern(["call": "scrollViewWillBeginDragging"]),
        try Pattern(["to": "B", "call": "touchesBegan", "t<": 79]),
        try Pattern(["to": "VC"]),
      ])
  }

  @Test func anUnmetSequencePatternFailsWithTheReportCheckPrints() throws {
    let folder = try TemporaryDirectory.make("asserts")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.scenario(
      expect: """
        {"sequence": [
            {"to": "window", "call": "hitTest", "at": [195, 330], "result": "B", "t": 0},
            {"to": "S", "call": "touchesShouldBegin", "view": "B", "result": true, "t": 90}
          ]}
        """, in: folder)
    let report = Self.checkReport(path)
    #expect(report.contains("field 't': expected 90, got 80"))

    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let line = #line + 3
    let patterns = [
      try Pattern(["to": "window", "call": "hitTest", "at": [195, 330], "result": "B", "t": 0]),
      try Pattern(["to": "S", "call": "touchesShouldBegin", "view": "B", "result": true, "t": 90]),
    ]
    let error = try #require(throws: ExpectationError.self) { try run.expect(sequence: patterns) }
    let (checkPlace, checkRest) = Self.split(report)
    let (swiftPlace, swiftRest) = Self.split(error.description)
    #expect(swiftRest == checkRest)
    #expect(checkPlace.hasPrefix(path + ":"))
    #expect(swiftPlace.hasPrefix("\(Self.fileID):\(line):"))

    // The scenario's own patterns on the Swift run: byte for byte check's report.
    let loaded = try LoadedScenario.load(Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
    let expectations = try #require(loaded.expectations)
    let same = try #require(throws: ExpectationError.self) { try run.expect(expectations, path: path) }
    #expect(same.description == report)
  }

  @Test func aPatternMatchedOutOfOrderSaysSoAsCheckDoes() throws {
    let folder = try TemporaryDirectory.make("asserts")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.scenario(
      expect: """
        {"sequence": [
            {"to": "B", "call": "controlEvent", "event": "touchUpInside"},
            {"to": "B", "call": "controlEvent", "event": "touchDown"}
          ]}
        """, in: folder)
    let report = Self.checkReport(path)
    #expect(report.contains("comes before the previous pattern's match"))
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let error = try #require(throws: ExpectationError.self) {
      try run.expect(sequence: [
        try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside"]),
        try Pattern(["to": "B", "call": "controlEvent", "event": "touchDown"]),
      ])
    }
    #expect(Self.split(error.description).rest == Self.split(report).rest)
  }

  @Test func aMatchedNeverPatternFailsWithTheReportCheckPrints() throws {
    let folder = try TemporaryDirectory.make("asserts")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.scenario(
      expect: #"{"never": [{"call": "scrollViewDidScroll"}, {"to": "B", "event": "touchUpInside"}]}"#, in: folder)
    let report = Self.checkReport(path)
    #expect(report.contains("expect.never[1] matched record 10"))
    let run = Run(replaying: SwiftTrees.quickTapOnButton())
    let error = try #require(throws: ExpectationError.self) {
      try run.expect(never: [
        try Pattern(["call": "scrollViewDidScroll"]), try Pattern(["to": "B", "event": "touchUpInside"]),
      ])
    }
    #expect(Self.split(error.description).rest == Self.split(report).rest)
    if case .matched(let index) = error.failure.kind {
      #expect(index == 9)
    } else {
      Issue.record("not a never failure")
    }
  }

  @Test func recordsAloneAreCheckedWithoutTheTree() throws {
    let records = Run(replaying: SwiftTrees.quickTapOnButton()).records
    try records.expect(sequence: [try Pattern(["to": "B", "event": "touchDown"])])
    #expect(throws: ExpectationError.self) {
      try records.expect(never: [try Pattern(["to": "B", "event": "touchDown"])])
    }
    // Without a window no name is checked: a misspelt receiver simply never matches.
    try records.expect(never: [try Pattern(["to": "Bb"])])
  }

  /// ExpectationValidationTests' scenario, whose tree `SwiftTrees.validationTree()` builds.
  static let validationScenario = """
    {
      "format": 1,
      "scenario": "expect validation",
      "root": {"id": "R", "controller": "VC", "subviews": [
        {"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 3000], "subviews": [
          {"id": "B", "class": "UIButton", "frame": [100, 300, 190, 60]}]},
        {"id": "T", "class": "UITableView", "frame": [0, 400, 390, 400], "rows": 3}
      ]},
      "gestures": [{"id": "tap", "class": "UITapGestureRecognizer", "view": "R"}],
      "touches": [{"finger": 1, "path": [[0, 195, 330], [80, 195, 330]]}],
      "expect": {"never": [PATTERN]}
    }
    """

  @Test(arguments: [
    #"{"to": "Bb", "call": "touchesBegan"}"#, #"{"to": "B", "call": "touchUpInside"}"#,
    #"{"to": "B", "call": "touchesBegn"}"#, #"{"to": "T.row3", "call": "setHighlighted"}"#, #"{"to": "S.pann"}"#,
    #"{"to": "window", "call": "controlEvent"}"#, #"{"to": "B", "call": "controlEvent", "touches": [1]}"#,
    #"{"event": "touchDown", "touches": [1]}"#, #"{"call": "controlEvent", "event": "touchUpInsid"}"#,
    #"{"call": "gestureState", "state": "possible"}"#, #"{"call": "touchesBegan", "touches": [2]}"#,
    #"{"call": "didSelectRow", "row": 3}"#, #"{"call": "hitTest", "result": "Bx"}"#,
    #"{"call": "touchesShouldBegin", "view": "tap"}"#, #"{"to": "B", "call": "set", "property": "isHiden"}"#,
    #"{"to": "B", "why": "C3"}"#, #"{"call": "touchesBegan", "t>": 50, "t<": 50}"#, #"{"to": "VCx"}"#,
  ])
  func aPatternTheReaderRefusesFailsInSwiftWithTheReadersMessage(_ json: String) throws {
    let text = Self.validationScenario.replacingOccurrences(of: "PATTERN", with: json)
    let reader = try #require(throws: ScenarioError.self) { try LoadedScenario.load(Array(text.utf8)) }
    let run = Run(replaying: SwiftTrees.validationTree())
    let line = #line + 1
    let pattern = try Pattern(json: json)
    let error = try #require(throws: PatternError.self) { try run.expect(never: [pattern]) }
    #expect(error.error.message == reader.message)
    #expect(error.description.hasPrefix("\(Self.fileID):\(line):"))
    #expect(error.description.contains(": error: " + reader.message))
  }

  @Test(arguments: [
    #"{"to": "B", "call": "controlEvent", "event": "touchUpInside"}"#,
    #"{"to": "S.pan", "call": "gestureState", "from": "possible", "state": "began"}"#,
    #"{"to": "T.row2", "call": "setHighlighted", "row": 2}"#, #"{"to": "VC", "call": "touchesBegan", "via": "B"}"#,
    #"{"to": "application", "call": "touchesEnded"}"#, #"{"to": "tap", "call": "gestureAction", "state": "ended"}"#,
  ])
  func aPatternTheReaderAcceptsIsAcceptedInSwift(_ json: String) throws {
    let text = Self.validationScenario.replacingOccurrences(of: "PATTERN", with: json)
    _ = try LoadedScenario.load(Array(text.utf8))
    let simulation = SwiftTrees.validationTree()
    try Expectations(never: [try Pattern(json: json)]).validate(in: simulation.window, fingers: [1])
  }
}

/// A run a limit stopped is refused by the checks, as `check` refuses it.
@Suite struct RunStoppedTests {
  static func stoppedRun() -> Run {
    let simulation = SwiftTrees.quickTapOnButton()
    simulation.window.limits.maxEvents = 1
    return Run(replaying: simulation)
  }

  @Test func aStoppedRunFailsEveryCheckWithTheReason() throws {
    let run = Self.stoppedRun()
    #expect(run.outcome == .stopped("the run exceeded 1 events"))
    let pattern = try Pattern(["call": "scrollViewDidScroll"])
    let error = try #require(throws: RunStopped.self) { try run.expect(never: [pattern]) }
    #expect(
      error.description == "error: the run stopped before its end: the run exceeded 1 events; its records end there")
    #expect(throws: RunStopped.self) { try assertGolden(run, at: "/nonexistent/never-read.golden", mode: .record) }
  }

  @Test func aRunMadeFromRecordsOrTheWindowIsNotRefused() throws {
    let run = Self.stoppedRun()
    let pattern = try Pattern(["call": "scrollViewDidScroll"])
    try Run(records: run.records).expect(never: [pattern])
  }
}
