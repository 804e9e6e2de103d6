import Foundation
import Testing
import TouchSimTestSupport

/// No numeric command-line argument of any verb can trap (issue 12): every one gets extreme
/// values in-process, and each run ends in a usage error (64) that names the accepted range,
/// or a clean result (0, 1, or 65 for an edited scenario the reader refuses).
@Suite struct NumericArgumentTests {
  static let extremes = [
    "nan", "inf", "-inf", "1e308", "-1e308", "1e19", "-1", "0", "1e-300", "9223372036854775807",
    "9223372036854775808", "", "1e", "0x10", " 1", "18446744073709551616", "-0", "1e-7",
  ]
  static let t1 = CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json")

  /// Every numeric argument of every verb; `#` stands for the value.
  static let templates: [[String]] = [
    ["sweep", t1, "--vary", "hold=#"],
    ["sweep", t1, "--vary", "hold=#..200"],
    ["sweep", t1, "--vary", "hold=100..#"],
    ["sweep", t1, "--vary", "hold=100..200:#"],
    ["sweep", t1, "--vary", "dx=#"],
    ["sweep", t1, "--vary", "dy=-#..#"],
    ["sweep", t1, "--vary", "dy=0..1:#"],
    ["sweep", t1, "--vary", "hold=150", "--vary", "dx=#..#"],
    ["sweep", t1, "--vary", "hold=150", "--finger", "#"],
    ["fuzz", "--seed", "#", "--count", "1"],
    ["fuzz", "--count", "#"],
    ["generate", "--seed", "#"],
    ["check", "DIR", "--shard", "#/2"],
    ["check", "DIR", "--shard", "1/#"],
    ["check", "DIR", "--shard", "#/#"],
    ["diff", t1, "--set", "B.frame=[100,300,#,60]"],
    ["diff", t1, "--set", "S.contentOffset=[0,#]"],
    ["diff", t1, "--set", "S.contentSize=[#,#]"],
    ["diff", t1, "--set", "B.alpha=#"],
    ["diff", t1, "--set", "S.delaysContentTouches=#"],
  ]

  @Test(arguments: templates)
  func extremeValuesGiveAUsageErrorOrACleanResult(template: [String]) throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let log = CLI.inProcess(["run", directory.appendingPathComponent("tap.json").path]).stdout
    try log.write(to: directory.appendingPathComponent("tap.golden"), atomically: true, encoding: .utf8)
    for value in Self.extremes {
      let arguments = template.map { $0 == "DIR" ? directory.path : $0.replacingOccurrences(of: "#", with: value) }
      let result = CLI.inProcess(arguments)
      #expect([0, 1, 64, 65].contains(result.status), "\(arguments): \(result.status)\n\(result.stderr)")
      if result.status == 64 {
        #expect(result.stderr.contains("\nusage: touchsim \(template[0]) "), "\(arguments)")
      }
    }
  }

  @Test(arguments: [
    (["sweep", t1, "--vary", "hold=0..1e19"], "'hold=0..1e19': hold values must be from 0.001 to 86400000 ms"),
    (
      ["sweep", t1, "--vary", "hold=1..2:1e-300"], "'hold=1..2:1e-300' has more than 1000 values; at most 1000 per axis"
    ),
    (["sweep", t1, "--vary", "dx=-1e308..1e308:1e300"], "dx values must be from -1000000 to 1000000 pt"),
    (["sweep", t1, "--vary", "dx=-1e6..1e6:1e-3"], "has more than 1000 values"),
    (["sweep", t1, "--vary", "hold=nan"], "'hold=nan' needs a finite number or LOW..HIGH"),
    (["sweep", t1, "--vary", "hold=1..inf"], "needs LOW..HIGH with LOW <= HIGH, both finite numbers"),
    (["sweep", t1, "--vary", "hold=1..2:0"], "the step in 'hold=1..2:0' must be a finite number above 0"),
    (
      ["sweep", t1, "--vary", "hold=150", "--finger", "-1"], "--finger needs a whole number from 0 to 1000000, not '-1'"
    ),
    (["generate", "--seed", "-1"], "--seed needs a whole number from 0 to 18446744073709551615, not '-1'"),
    (["generate", "--seed", "1e3"], "--seed needs a whole number from 0 to 18446744073709551615, not '1e3'"),
    (["fuzz", "--seed", "18446744073709551616"], "--seed needs a whole number from 0 to 18446744073709551615"),
    (
      ["fuzz", "--count", "9223372036854775807"],
      "--count needs a whole number from 1 to 1000000000, not '9223372036854775807'"
    ),
    (["fuzz", "--count", "0"], "--count needs a whole number from 1 to 1000000000, not '0'"),
  ])
  func outOfRangeValuesSayWhatIsAccepted(arguments: [String], message: String) {
    let result = CLI.inProcess(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func theLargestSeedRunsAndWrapsAround() {
    let result = CLI.inProcess(["fuzz", "--seed", "18446744073709551615", "--count", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("2 scenarios, 0 violations"))
    #expect(CLI.inProcess(["generate", "--seed", "18446744073709551615"]).status == 0)
  }

  @Test func anAxisAtTheValueLimitStillSweeps() {
    let result = CLI.inProcess(["sweep", Self.t1, "--vary", "hold=0.001..999.001", "--format", "jsonl"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 1000)
  }
}
