import Foundation
import Testing
import TouchSimTestSupport

/// `-` reads a scenario from standard input (issue 11): `cat s.json | touchsim run -`.
@Suite struct StandardInputTests {
  @Test func runOfStandardInputPrintsTheSameLogAsRunOfTheFile() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    let piped = try CLI.run(["run", "-"], in: directory, standardInput: tapScenario)
    let file = try CLI.run(["run", "tap.json"], in: directory)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout == file.stdout)
    #expect(piped.stdout.contains("controlEvent touchUpInside"))
  }

  @Test func explainAndValidateReadStandardInputToo() throws {
    let explain = try CLI.run(["explain", "--format", "jsonl", "-"], standardInput: tapScenario)
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains(#""why":"#))
    let validate = try CLI.run(["validate", "-"], standardInput: tapScenario)
    #expect(validate.status == 0)
    #expect(validate.stdout == "<stdin>: ok\n")
  }

  @Test func diagnosticsNameStandardInputStdin() throws {
    let bad = tapScenario.replacingOccurrences(of: "\"frame\": [20", with: "\"frme\": [20")
    let result = try CLI.run(["validate", "-"], standardInput: bad)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("<stdin>:6:41: error: unknown key 'frme' in a view; did you mean 'frame'?"))
  }

  @Test func severalFilesMayIncludeStandardInputOnce() {
    let many = CLI.inProcess(
      ["run", CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json"), "-"], standardInput: tapScenario)
    #expect(many.status == 0, "\(many.stderr)")
    #expect(many.stdout.contains("== <stdin> =="))
    let twice = CLI.inProcess(["run", "-", "-"], standardInput: tapScenario)
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("'-' (standard input) may be given only once"))
  }

  @Test func emptyStandardInputIsAnInvalidScenario() {
    let result = CLI.inProcess(["run", "-"])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("<stdin>:"))
  }
}
