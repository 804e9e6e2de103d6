import Foundation
import Testing
import TouchSimTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `touchsim check`: goldens written only for passing runs, `--expect-only`, `--report`; and
/// `run`'s warning for a failing expect block (issue 11).
@Suite struct CheckCommandTests {
  /// A folder holding T1 (Scenarios/scroll-view/t01) and its golden, the lift moved from 80
  /// to 90 ms: the log changes and the expect block (written for 80 ms) fails.
  static func t01LiftAt90() throws -> URL {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    let source = Repository.root.appendingPathComponent("Scenarios/scroll-view/t01-quick-tap-on-button")
    let scenario = try String(contentsOf: source.appendingPathExtension("json"), encoding: .utf8)
    let moved = scenario.replacingOccurrences(of: "[80, 195, 330]", with: "[90, 195, 330]")
    #expect(moved != scenario)
    try moved.write(to: directory.appendingPathComponent("t01.json"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: source.appendingPathExtension("golden"), to: directory.appendingPathComponent("t01.golden"))
    return directory
  }

  @Test func updateLeavesTheGoldenOfAFailingExpectBlockByteIdenticalAndExitsOne() throws {
    let directory = try Self.t01LiftAt90()
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("t01.golden")
    let before = try Data(contentsOf: golden)
    let result = try CLI.run(["check", "--update", "t01.json"], in: directory)
    #expect(result.status == 1)
    #expect(try Data(contentsOf: golden) == before)
    #expect(
      result.stderr.contains("t01.golden: not updated: expect.sequence[1] fails (t01.json:27:7)"), "\(result.stderr)")
    #expect(result.stdout.contains("t01.json:27:7: error: expect.sequence[1] is not met"))
    #expect(result.stdout.contains("    field 't': expected 80, got 90"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    let again = try CLI.run(["check", "t01.json"], in: directory)
    #expect(again.stdout.contains("-  80.000  S                       touchesShouldBegin #1 in B -> true"))
  }

  @Test func validateRejectsAPatternThatCannotOccur() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = tapScenario.replacingOccurrences(
      of: #""expect": { "sequence": ["#,
      with: #""expect": { "never": [{"to": "bogus", "call": "touchesBegan"}], "sequence": ["#)
    try scenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    for verb in ["validate", "run", "check"] {
      let result = try CLI.run([verb, "tap.json"], in: directory)
      #expect(result.status == 65, "\(verb)")
      #expect(result.stderr.contains("tap.json:8:32: error: unknown receiver 'bogus'"), "\(verb): \(result.stderr)")
    }
  }

  @Test func expectOnlyChecksExpectBlocksWithoutGoldens() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let failing = tapScenario.replacingOccurrences(of: #""t": 80} ]"#, with: #""t": 70} ]"#)
    try failing.write(to: directory.appendingPathComponent("late.json"), atomically: true, encoding: .utf8)
    let passed = try CLI.run(["check", "--expect-only", "tap.json"], in: directory)
    #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    #expect(passed.stdout == "1 passed, 0 failed\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tap.golden").path))
    let failed = try CLI.run(["check", "--expect-only", "."], in: directory)
    #expect(failed.status == 1)
    #expect(failed.stdout.contains("field 't': expected 70, got 80"))
    #expect(failed.stdout.hasSuffix("FAIL ./late.json\n1 passed, 1 failed\n"))
    let both = try CLI.run(["check", "--expect-only", "--update", "tap.json"], in: directory)
    #expect(both.status == 64)
  }

  @Test func runWarnsOnAFailingExpectBlockAndStillExitsZero() throws {
    let directory = try Self.t01LiftAt90()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["run", "t01.json"], in: directory)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("t01.json:27:7: warning: expect.sequence[1] is not met: "), "\(result.stderr)")
    #expect(result.stderr.contains("    field 't': expected 80, got 90\n"))
    #expect(result.stdout.hasPrefix("   0.000  window"))
    let passing = try CLI.run(["run", "Scenarios/scroll-view/t01-quick-tap-on-button.json"])
    #expect(passing.stderr.isEmpty)
  }

  @Test func junitReportIsValidXMLWithOneTestcasePerScenario() throws {
    let directory = try Self.t01LiftAt90()
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["check", "--expect-only", "--report", "junit", "out.xml", "--report=jsonl", "out.jsonl", "."], in: directory)
    #expect(result.status == 1)
    let xml = try Data(contentsOf: directory.appendingPathComponent("out.xml"))
    final class Names: NSObject, XMLParserDelegate, @unchecked Sendable {
      var names: [String] = []
      var testcases: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
      ) {
        names.append(name)
        if name == "testcase", let scenario = attributes["name"] { testcases.append(scenario) }
      }
    }
    let parser = XMLParser(data: xml)
    let names = Names()
    parser.delegate = names
    #expect(parser.parse())
    #expect(names.names == ["testsuites", "testsuite", "testcase", "failure", "testcase"])
    #expect(names.testcases == ["./t01.json", "./tap.json"])
    let jsonl = try String(contentsOf: directory.appendingPathComponent("out.jsonl"), encoding: .utf8)
    // "time" is the wall time of the check (its value is the machine's, not asserted);
    // "duration" the scenario's virtual one.
    let lines = try jsonl.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(lines.map { $0["scenario"] as? String } == ["./t01.json", "./tap.json"])
    #expect(lines.map { $0["status"] as? String } == ["failed", "passed"])
    #expect(lines.map { $0["duration"] as? Double } == [90, 80])
    #expect(lines.allSatisfy { (($0["time"] as? Double) ?? -1) >= 0 })
    #expect(
      (lines[0]["failure"] as? String)?.hasPrefix("./t01.json:27:7: error: expect.sequence[1] is not met: ") == true)
    #expect(lines[1]["failure"] == nil)
    let text = String(decoding: xml, as: UTF8.self)
    #expect(text.contains(#"<testcase name="./t01.json" classname="." time=""#))
  }

  /// JUnit's times are the check's wall time, which the CLI measures: the test checks their
  /// form (seconds with three decimals), never their value. That the entry takes the measured
  /// time and not the virtual duration is `CheckReportTests.anEntryCarriesTheMeasuredWallTime`.
  @Test func junitTimesAreSecondsWithThreeDecimals() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "--expect-only", "--report", "junit", "out.xml", "tap.json"], in: directory)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let xml = try String(contentsOf: directory.appendingPathComponent("out.xml"), encoding: .utf8)
    let times = xml.components(separatedBy: " time=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(times.count == 3)
    for time in times {
      let parts = time.split(separator: ".")
      #expect(parts.count == 2 && parts[1].count == 3 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }, "\(time)")
    }
  }

  @Test func aReportThatCannotBeWrittenExitsSeventyThree() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["check", "--expect-only", "--report", "junit", "missing/out.xml", "tap.json"], in: directory)
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("missing/out.xml: error: cannot write the junit report: "))
    let bad = try CLI.run(["check", "--report", "xml", "out.xml", "tap.json"], in: directory)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--report needs junit or jsonl, then a file; not 'xml'"))
    let short = try CLI.run(["check", "--report", "junit"], in: directory)
    #expect(short.status == 64)
  }

  /// Issue 27: a scenario whose file name holds an escape character and a newline: the report
  /// keeps the whole failure text (the colour stripping had eaten it up to the next 'm'), the
  /// names shown escaped, one line each.
  @Test func aFileNameWithControlCharactersKeepsItsWholeFailureText() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = "a\u{1B}b\nc.json"
    try tapScenario.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    let result = try CLI.run(
      ["check", "--report", "junit", "out.xml", "--report", "jsonl", "out.jsonl", name], in: directory)
    #expect(result.status == 1)
    let shown = #"a\u001bb\u000ac"#
    let message =
      "\(shown).golden: error: no golden log; run 'touchsim check --update \(shown).json' outside CI and review it"
    #expect(result.stderr == message + "\n")
    #expect(result.stdout == "FAIL \(shown).json\n0 passed, 1 failed\n")
    let xml = try String(contentsOf: directory.appendingPathComponent("out.xml"), encoding: .utf8)
    #expect(xml.contains(#"<testcase name="\#(shown).json" classname="." time=""#), "\(xml)")  // wall time
    #expect(xml.contains(">" + message.replacingOccurrences(of: "'", with: "&#39;") + "</failure>"), "\(xml)")
    let jsonl = try String(contentsOf: directory.appendingPathComponent("out.jsonl"), encoding: .utf8)
    let object = try #require(JSONSerialization.jsonObject(with: Data(jsonl.utf8)) as? [String: Any])
    #expect(object["scenario"] as? String == name)
    #expect(object["failure"] as? String == message)
  }
}
