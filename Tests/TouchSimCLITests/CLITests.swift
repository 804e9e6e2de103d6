import Foundation
import Testing
import TouchSimTestSupport

@Suite(.serialized) struct CLITests {
  @Test func runPrintsOneJSONObjectPerLineWithLogFormatFields() throws {
    let result = try CLI.run(["run", "Scenarios/hit-testing/seed001-viewa-prefers-buttona.json", "--format", "jsonl"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["t"] != nil && object?["to"] is String && object?["call"] is String, "\(line)")
    }
  }

  @Test func sameScenarioGivesIdenticalBytesInTwoProcesses() throws {
    let first = try CLI.run(["run", "Scenarios/responder-chain/rc1-next-responder-chain.json", "--format", "jsonl"])
    let second = try CLI.run(["run", "Scenarios/responder-chain/rc1-next-responder-chain.json", "--format", "jsonl"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
  }

  @Test func wholeCorpusGivesIdenticalBytesInTwoProcesses() throws {
    let files = try FileManager.default.subpathsOfDirectory(
      atPath: Repository.root.appendingPathComponent("Scenarios").path
    )
    .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { "Scenarios/" + $0 }
    #expect(files.count > 50)
    for format in ["text", "jsonl"] {
      let first = try CLI.run(["run", "--format", format] + files)
      let second = try CLI.run(["run", "--format", format] + files)
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout == second.stdout)
      #expect(first.stdout.utf8.count > 10_000)
    }
  }

  @Test func checkOfTheCorpusPassesAndEndsWithTheSummaryLine() throws {
    let result = try CLI.run(["check", "Scenarios"])
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.range(of: #"^[0-9]+ passed, 0 failed$"#, options: .regularExpression) != nil, "\(last)")
  }

  @Test func changedGoldenPrintsADiffAndExitsOne() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let update = try CLI.run(["check", "--update", "tap.json"], in: directory)
    #expect(update.status == 0, "\(update.stderr)")
    let goldenURL = directory.appendingPathComponent("tap.golden")
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    try golden.replacingOccurrences(of: "touchUpInside", with: "touchUpOutside").write(
      to: goldenURL, atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "tap.json"], in: directory)
    #expect(result.status == 1)
    #expect(result.stdout.contains("-  80.000  buy                     controlEvent touchUpOutside"))
    #expect(result.stdout.contains("+  80.000  buy                     controlEvent touchUpInside"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func unmetExpectationIsNamedAndExitsOne() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = tapScenario.replacingOccurrences(of: #""event": "touchUpInside""#, with: #""event": "touchCancel""#)
    try scenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    _ = try CLI.run(["check", "--update", "tap.json"], in: directory)
    let result = try CLI.run(["check", "tap.json"], in: directory)
    #expect(result.status == 1)
    #expect(result.stdout.contains("expect.sequence[0] is not met"))
    #expect(result.stdout.contains(#"{"to":"buy","call":"controlEvent","event":"touchCancel","t":80}"#))
  }

  @Test func updateIsRefusedInCI() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "--update", "tap.json"], in: directory, environment: ["CI": "true"])
    #expect(result.status == 64)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tap.golden").path))
    let missing = try CLI.run(["check", "tap.json"], in: directory, environment: ["CI": "true"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no golden log"))
  }

  @Test(arguments: [
    (
      "unknown key", #""scenari": "x","#,
      "tap.json:3:3: error: unknown key 'scenari' in the scenario; did you mean 'scenario'?"
    ),
    (
      "duplicate key", #""notes": "x","#,
      "tap.json:5:3: error: duplicate key 'notes'\ntap.json:3:3: note: 'notes' is first defined here"
    ),
  ])
  func invalidScenarioGetsAPositionedError(name: String, insertion: String, message: String) throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = tapScenario.replacingOccurrences(of: "\"format\": 1,", with: "\"format\": 1,\n  " + insertion)
    try scenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["run", "tap.json"], in: directory)
    #expect(result.status == 65, "\(name)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func eachBadFileGetsItsErrorAndTheOthersStillRun() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, String, String)] = [
      (
        "unknown.json", tapScenario.replacingOccurrences(of: "\"frame\": [20", with: "\"frme\": [20"),
        "unknown.json:6:41: error: unknown key 'frme' in a view; did you mean 'frame'?"
      ),
      (
        "duplicate.json", tapScenario.replacingOccurrences(of: "\"id\": \"buy\"", with: "\"id\": \"main\""),
        "duplicate.json:6:13: error: duplicate id 'main'\nduplicate.json:5:19: note: 'main' is first defined here"
      ),
      (
        "dangling.json",
        tapScenario.replacingOccurrences(
          of: "\"class\": \"UIButton\",",
          with: "\"class\": \"UIButton\", \"on\": {\"touchesBegan\": [{\"set\": {\"nothere.isHidden\": true}}]},"),
        "dangling.json:6:74: error: 'set' refers to an unknown view or gesture recognizer 'nothere'"
      ),
      (
        "comma.json", tapScenario.replacingOccurrences(of: "[80, 60, 120]]", with: "[80, 60, 120],]"),
        "comma.json:7:67: error: trailing comma is not allowed"
      ),
      (
        "times.json", tapScenario.replacingOccurrences(of: "[80, 60, 120]", with: "[0, 60, 120]"),
        "times.json:7:54: error: path times must increase: 0 ms does not come after 0 ms"
      ),
    ]
    var paths: [String] = []
    for (name, text, _) in cases {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
      paths.append(name)
    }
    try tapScenario.write(to: directory.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["run"] + paths + ["good.json"], in: directory)
    #expect(result.status == 65)
    for (_, _, message) in cases { #expect(result.stderr.contains(message), "missing: \(message)\n\(result.stderr)") }
    #expect(result.stdout.contains("== good.json =="))
    #expect(result.stdout.contains("controlEvent touchUpInside"))
  }

  @Test func usageErrorsExitSixtyFour() throws {
    #expect(try CLI.run([]).status == 64)
    #expect(try CLI.run(["frobnicate"]).status == 64)
    #expect(try CLI.run(["run", "--format", "xml", "x.json"]).status == 64)
    let help = try CLI.run(["run", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: touchsim run"))
  }

  @Test func missingFileExitsSixtySix() throws {
    let result = try CLI.run(["run", "does-not-exist.json"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("does-not-exist.json: error: no such file"))
  }
}
