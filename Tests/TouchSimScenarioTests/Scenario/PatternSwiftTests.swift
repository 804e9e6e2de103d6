import Testing
import TouchSim
import TouchSimScenario

/// Patterns written in Swift use the vocabulary of `expect` entries and the reader's checks.
@Suite struct PatternSwiftTests {
  /// A record `B controlEvent touchUpInside` at 80 ms.
  static let upInside = Record(time: .milliseconds(80), receiver: "B", call: .controlEvent(.touchUpInside))
  /// A record `B controlEvent touchDown` at 80 ms.
  static let down = Record(time: .milliseconds(80), receiver: "B", call: .controlEvent(.touchDown))

  /// The `expect` entry of a scenario file, read as the reader reads it.
  static func scenarioPattern(_ json: String) throws -> Pattern {
    let text = ExpectationValidationTests.scenario.replacingOccurrences(of: "PATTERN", with: json)
    return try #require(LoadedScenario.load(Array(text.utf8)).expectations?.never.first)
  }

  @Test func aDictionaryPatternHasTheTextOfTheSameJSONEntry() throws {
    let swift = try Pattern(["to": "B", "call": "controlEvent", "event": "touchUpInside", "t": 80])
    let json = try Pattern(json: #"{"to": "B", "call": "controlEvent", "event": "touchUpInside", "t": 80}"#)
    let read = try Self.scenarioPattern(#"{"to": "B", "call": "controlEvent", "event": "touchUpInside", "t": 80}"#)
    #expect(swift.text == read.text)
    #expect(json.text == read.text)
    #expect(swift.text == #"{"to":"B","call":"controlEvent","event":"touchUpInside","t":80}"#)
  }

  @Test func aSwiftPatternMatchesExactlyTheRecordsTheJSONEntryMatches() throws {
    let swift = try Pattern(["to": "B", "event": "touchUpInside", "t<": 81, "t>": 79])
    let read = try Self.scenarioPattern(#"{"to": "B", "event": "touchUpInside", "t<": 81, "t>": 79}"#)
    for record in [Self.upInside, Self.down] {
      #expect(swift.matches(record) == read.matches(record))
      #expect(swift.differences(from: record) == read.differences(from: record))
    }
    #expect(swift.matches(Self.upInside))
    #expect(!swift.matches(Self.down))
  }

  @Test func everyValueKindMatchesItsLogValue() throws {
    let hit = Record(
      time: .zero, receiver: "window", call: .hitTest(touches: [1], at: Point(x: 40, y: 120), result: nil))
    #expect(try Pattern(["call": "hitTest", "touches": [1], "at": [40, 120], "result": nil, "t": 0]).matches(hit))
    #expect(try !Pattern(["call": "hitTest", "at": [40, 121]]).matches(hit))
    #expect(try !Pattern(["call": "hitTest", "result": "B"]).matches(hit))
    #expect(try Pattern(["t": 0.4]).matches(hit))  // `t` within 0.5 ms, as in scenario files
    #expect(try !Pattern(["t": 0.6]).matches(hit))
  }

  @Test func anUnknownFieldIsTheReadersErrorAtTheSwiftLine() throws {
    let line = #line + 2
    do {
      _ = try Pattern(["to": "B", "evnt": "touchUpInside"])
      Issue.record("an unknown field was accepted")
    } catch {
      #expect(error.description.hasPrefix("TouchSimScenarioTests/PatternSwiftTests.swift:\(line):"))
      #expect(error.description.hasSuffix(": error: unknown record field 'evnt' in pattern; did you mean 'event'?"))
      #expect(error.error.location?.line == line)
    }
    // The reader says the same of the entry, naming its place in the block instead.
    let text = ExpectationValidationTests.scenario.replacingOccurrences(
      of: "PATTERN", with: #"{"to": "B", "evnt": "touchUpInside"}"#)
    #expect(throws: ScenarioError.self) { try LoadedScenario.load(Array(text.utf8)) }
    #expect(
      ExpectationValidationTests.load(#"{"to": "B", "evnt": "touchUpInside"}"#)?.message
        == "unknown record field 'evnt' in expect.never[0]; did you mean 'event'?")
  }

  @Test(arguments: [
    (#"{"t": "80"}"#, "'t' must be a number, found a string"),
    (#"{"t<": true}"#, "'t<' must be a number, found a bool"),
    ("{}", "pattern must be a non-empty object of record fields, found an object"),
    (#"{"to": "B",}"#, ExpectationValidationTests.load(#"{"to": "B",}"#)?.message ?? "?"),
    (#"{"to": "B", "to": "S"}"#, "duplicate key 'to'"),
  ])
  func anInvalidJSONPatternThrowsTheReadersMessage(json: String, message: String) {
    do {
      _ = try Pattern(json: json)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.error.message == message)
      #expect(error.file == "TouchSimScenarioTests/PatternSwiftTests.swift")
    }
  }

  @Test func aRepeatedKeyIsRefusedAsInJSON() {
    do {
      _ = try Pattern(["to": "B", "to": "S"])
      Issue.record("a repeated key was accepted")
    } catch {
      #expect(error.error.message == "duplicate key 'to'")
      #expect(error.error.notes.map(\.message) == ["'to' is first defined here"])
    }
  }

  @Test func expectationsLabelEachPatternByItsPlace() throws {
    let pattern = try Pattern(["to": "B"])
    #expect(pattern.label == "pattern")
    let expectations = Expectations(sequence: [pattern, pattern], never: [pattern])
    #expect(expectations.sequence.map(\.label) == ["expect.sequence[0]", "expect.sequence[1]"])
    #expect(expectations.firstFailure(in: [Self.upInside])?.message == #"expect.sequence[1] is not met: {"to":"B"}"#)
    #expect(expectations.never.map(\.label) == ["expect.never[0]"])
    #expect(
      Expectations(sequence: [pattern], never: [pattern]).firstFailure(in: [Self.upInside])?.message
        == #"expect.never[0] matched record 1: {"to":"B"}"#)
  }
}
