import Foundation
import Testing
import TouchSim

@testable import TouchSimScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check --report junit|jsonl`: one entry per scenario, parseable by CI systems.
@Suite struct CheckReportTests {
  static let entries = [
    CheckReport.Entry(path: "Scenarios/controls/a.json", status: .passed, milliseconds: 80, failure: ""),
    CheckReport.Entry(
      path: "Scenarios/controls/b<&>\"'.json", status: .failed, milliseconds: 1566.6667,
      failure:
        "b.json:3:4: error: expect.sequence[0] is not met: {\"to\":\"b\"}\n    field 't': expected 80, got 150 -> <x> & \u{1}"
    ),
    CheckReport.Entry(
      path: "c.json", status: .error, milliseconds: 0, failure: "c.json:1:1: error: unknown receiver 'x'"),
  ]

  /// Collects the elements and attributes of an XML document.
  final class Collector: NSObject, XMLParserDelegate, @unchecked Sendable {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      elements.append((name, attributes))
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  @Test func junitIsWellFormedXMLWithOneTestcasePerScenario() throws {
    let xml = CheckReport.junit(Self.entries)
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    #expect(
      collector.elements.map(\.name) == [
        "testsuites", "testsuite", "testcase", "testcase", "failure", "testcase", "error",
      ])
    let suites = collector.elements[0].attributes
    #expect(suites["tests"] == "3")
    #expect(suites["failures"] == "1")
    #expect(suites["errors"] == "1")
    #expect(suites["time"] == "1.647")
    let cases = collector.elements.filter { $0.name == "testcase" }.map(\.attributes)
    #expect(cases.map { $0["name"] } == ["Scenarios/controls/a.json", "Scenarios/controls/b<&>\"'.json", "c.json"])
    #expect(cases.map { $0["classname"] } == ["Scenarios/controls", "Scenarios/controls", "."])
    #expect(cases.map { $0["time"] } == ["0.080", "1.567", "0.000"])
    let failure = collector.elements[4].attributes
    #expect(failure["message"] == "b.json:3:4: error: expect.sequence[0] is not met: {\"to\":\"b\"}")
    #expect(collector.text.contains("field 't': expected 80, got 150 -> <x> & \\u0001"))
    #expect(collector.text.contains("unknown receiver 'x'"))
  }

  @Test func jsonlHasOneObjectPerScenarioWithStatusTimeAndFailure() throws {
    let lines = CheckReport.jsonl(Self.entries).split(separator: "\n")
    #expect(lines.count == 3)
    let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    #expect(objects.map { $0["status"] as? String } == ["passed", "failed", "error"])
    #expect(objects.map { $0["scenario"] as? String } == Self.entries.map(\.path))
    #expect(objects.map { $0["time"] as? Double } == [80, 1566.667, 0])
    #expect(objects[0]["failure"] == nil)
    #expect((objects[1]["failure"] as? String)?.hasSuffix("got 150 -> <x> & \u{1}") == true)
  }

  @Test func anEntryTakesItsStatusFromTheCheckAndDropsColours() {
    let failed = GoldenCheck(verdict: .failed, report: "\u{1B}[31m-a\u{1B}[0m", diagnostics: ["d"], exitStatus: nil)
    #expect(
      CheckReport.Entry(path: "f", result: failed)
        == .init(path: "f", status: .failed, milliseconds: 0, failure: "d\n-a"))
    let invalid = GoldenCheck(verdict: .failed, report: "", diagnostics: ["e"], exitStatus: .badScenario)
    #expect(CheckReport.Entry(path: "f", result: invalid).status == .error)
    let updated = GoldenCheck(verdict: .updated, report: "", diagnostics: ["w"], exitStatus: nil)
    #expect(
      CheckReport.Entry(path: "f", result: updated) == .init(path: "f", status: .passed, milliseconds: 0, failure: ""))
  }

  /// The report's time is what the caller measured (the CLI's wall time), the virtual
  /// duration goes to jsonl's `duration`.
  @Test func anEntryCarriesTheMeasuredWallTime() {
    let passed = GoldenCheck(verdict: .passed, report: "", diagnostics: [], exitStatus: nil, duration: 10_000)
    let entry = CheckReport.Entry(path: "f", result: passed, milliseconds: 12.5)
    #expect(entry.milliseconds == 12.5 && entry.duration == 10_000)
    #expect(CheckReport.junit([entry]).contains(#"<testcase name="f" classname="." time="0.013"/>"#))
    #expect(CheckReport.jsonl([entry]) == #"{"scenario":"f","status":"passed","time":12.5,"duration":10000}"# + "\n")
  }

  /// Issue 27: only the colour sequences `TerminalColor` writes are dropped; an escape
  /// character of a file name is text, and what follows it stays.
  @Test func onlyColourSequencesAreDropped() {
    #expect(CheckReport.withoutColour("\u{1B}[1;31mred\u{1B}[0m and \u{1B}[m plain") == "red and  plain")
    let named = "./a\u{1B}b.golden: error: no golden log; run 'touchsim check --update ./a\u{1B}b.json' outside CI"
    #expect(CheckReport.withoutColour(named) == named)
    #expect(CheckReport.withoutColour("x\u{1B}[12;3") == "x\u{1B}[12;3")
    #expect(CheckReport.withoutColour("\u{1B}") == "\u{1B}")
  }

  /// Issue 27: a file name with control characters keeps the whole failure text; XML 1.0
  /// cannot hold them, so they show as JSON escapes, in attributes and in the text alike.
  @Test func controlCharactersInAFileNameAreShownNotLost() throws {
    let path = "dir/a\u{1B}[31mb\nc\u{85}d\u{2028}e\r.json"
    // As GoldenCheck writes it: the path escaped; one more control character in the text.
    let failure = "\(ControlCharacters.escaped(path)): error: no golden log\n  second line\tend \u{7}"
    let xml = CheckReport.junit([.init(path: path, status: .failed, milliseconds: 5, failure: failure)])
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    let shown = #"dir/a\u001b[31mb\u000ac\u0085d\u2028e\u000d.json"#
    #expect(collector.elements.first { $0.name == "testcase" }?.attributes["name"] == shown)
    #expect(
      collector.elements.first { $0.name == "failure" }?.attributes["message"] == shown + ": error: no golden log")
    #expect(collector.text.contains(shown + ": error: no golden log\n  second line\tend \\u0007"))
  }
}
