import Foundation
import Testing
import TouchSimTestSupport

/// `check --shard/--filter/--list`, `sweep` and `diff` from the command line (issue 6).
@Suite struct ToolCommandTests {
  @Test func twoShardsCoverEveryScenarioExactlyOnce() throws {
    let all = try CLI.run(["check", "--list"])
    let first = try CLI.run(["check", "--list", "--shard", "1/2"])
    let second = try CLI.run(["check", "--list", "--shard", "2/2"])
    #expect(all.status == 0 && first.status == 0 && second.status == 0)
    let everything = all.stdout.split(separator: "\n")
    let shards = first.stdout.split(separator: "\n") + second.stdout.split(separator: "\n")
    #expect(everything.count > 100)
    #expect(shards.sorted() == everything.sorted())
    #expect(Set(shards).count == shards.count)
  }

  @Test func shardedChecksPassAndTheirCountsAddUp() throws {
    let first = try CLI.run(["check", "--shard", "1/2"])
    let second = try CLI.run(["check", "--shard", "2/2"])
    let all = try CLI.run(["check", "--list"]).stdout.split(separator: "\n").count
    func passed(_ output: String) -> Int? {
      output.split(separator: "\n").last.flatMap { Int($0.split(separator: " ")[0]) }
    }
    #expect(first.status == 0 && second.status == 0)
    #expect((passed(first.stdout) ?? 0) + (passed(second.stdout) ?? 0) == all)
  }

  @Test func filterSelectsByPath() throws {
    let result = try CLI.run(["check", "--list", "--filter", "table-view/"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == Repository.scenarioFiles.filter { $0.hasPrefix("Scenarios/table-view/") }.count)
    #expect(lines.count >= 6)
    #expect(lines.allSatisfy { $0.contains("table-view/") })
  }

  @Test(arguments: ["0/2", "3/2", "x"])
  func badShardIsAUsageError(_ shard: String) throws {
    let result = try CLI.run(["check", "--shard", shard])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--shard needs K/N"))
  }

  @Test func sweepOfT1ShowsTheChangeAt150() throws {
    let result = try CLI.run([
      "sweep", "Scenarios/scroll-view/t01-quick-tap-on-button.json", "--vary", "hold=100..200:10",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("150  content at lift\n"))
    #expect(result.stdout.contains("160  content           <- changed (between 150 and 160 ms)"))
  }

  @Test func sweepJSONLinesParse() throws {
    let result = try CLI.run([
      "sweep", "Scenarios/scroll-view/t03-press-then-drag-plain-view.json", "--vary", "hold=100..120:10", "--vary",
      "dy=8..12:2", "--format", "jsonl",
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 9)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["outcome"] is String && object?["hold"] != nil && object?["dy"] != nil)
    }
  }

  @Test(arguments: [
    ["sweep", "Scenarios/scroll-view/t01-quick-tap-on-button.json"],
    ["sweep", "Scenarios/scroll-view/t01-quick-tap-on-button.json", "--vary", "speed=1..2"],
    ["sweep", "Scenarios/scroll-view/t01-quick-tap-on-button.json", "--vary", "hold=1", "--vary", "hold=2"],
    ["diff", "Scenarios/scroll-view/t01-quick-tap-on-button.json"],
    ["diff", "--set", "S.bounces=false"],
  ])
  func toolUsageErrors(_ arguments: [String]) throws {
    #expect(try CLI.run(arguments).status == 64)
  }

  @Test func diffExitsOneWhenRecordsChangeAndZeroWhenNot() throws {
    let t1 = "Scenarios/scroll-view/t01-quick-tap-on-button.json"
    let changed = try CLI.run(["diff", t1, "--set", "S.delaysContentTouches=false"])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("+   0.000  B                       touchesBegan #1 (95.0, 30.0)"))
    let same = try CLI.run(["diff", t1, "--set", "S.bounces=false"])
    #expect(same.status == 0)
    #expect(same.stdout == "no record changes with S.bounces=false\n")
    let bad = try CLI.run(["diff", t1, "--set", "S.delaysContentTouches=7"])
    #expect(bad.status == 64)
  }

  /// Issue 27: a `--set` that cannot be applied is a usage error naming the option, not an
  /// invalid scenario (the file was fine); a generated recognizer can be set.
  @Test(arguments: [
    ("garbage", "--set needs ID.PROPERTY=VALUE (for example S.delaysContentTouches=false), not 'garbage'"),
    ("S.delaysContentTouches", "--set needs ID.PROPERTY=VALUE (for example S.delaysContentTouches=false)"),
    ("S.=1", "--set needs an id and a property before '=', not 'S.=1'"),
    ("S.id=x", "--set cannot change 'id' ('S.id=x'): it changes properties"),
    ("Q.alpha=1", "--set Q.alpha=1: no view or gesture recognizer has the id 'Q'"),
    (
      "S.pam.isEnabled=false",
      "--set S.pam.isEnabled=false: no view or gesture recognizer has the id 'S.pam'; did you mean 'S.pan'?"
    ),
    ("B.frame.y=4", "--set B.frame.y=4: no view or gesture recognizer has the id 'B.frame'; --set gives a key whole"),
    ("S.alpha=5", "--set S.alpha=5: 'alpha' must be between 0 and 1, found 5"),
    ("S.pan.isEnabled=3", "--set S.pan.isEnabled=3: 'isEnabled' must be a bool, found a number"),
  ])
  func aBadSetIsAUsageErrorNamingTheOption(set: String, message: String) throws {
    let result = CLI.inProcess([
      "diff", CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json"), "--set", set,
    ])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("touchsim diff: error: " + message), "\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "\nusage: touchsim diff <file> [--set <id>.<property>=<value>]... [--order reversed] [--format text|jsonl] [--explain]\n"
      ))
    #expect(!result.stderr.contains("invalid"))
  }

  /// `S.pan` and `S.delay`, the recognizers a scroll view generates, are in the log and
  /// configurable in scenarios (a `gestures` entry without `class`): `--set` reaches them too.
  @Test func setReachesAScrollViewsGeneratedRecognizers() throws {
    let t1 = CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json")
    let pan = CLI.inProcess(["diff", t1, "--set", "S.pan.isEnabled=false"])
    #expect(pan.status == 1, "\(pan.stderr)")
    #expect(pan.stdout.contains("-  80.000  S.pan                   gestureState possible -> failed"), "\(pan.stdout)")
    let delay = CLI.inProcess(["diff", t1, "--set", "S.delay.isEnabled=false"])
    #expect(delay.status == 1, "\(delay.stderr)")
    #expect(delay.stdout.contains("+   0.000  B                       touchesBegan #1 (95.0, 30.0)"), "\(delay.stdout)")
  }

  @Test func everyVerbIsInTheOverview() throws {
    let overview = try CLI.run(["--help"]).stdout
    for verb in ["run", "explain", "check", "sweep", "diff", "validate", "generate", "fuzz"] {
      #expect(overview.contains("  \(verb) "), "\(verb) missing from --help")
      #expect(try CLI.run([verb, "--help"]).status == 0)
    }
  }
}
