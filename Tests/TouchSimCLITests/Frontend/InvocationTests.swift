import Foundation
import Testing

@testable import TouchSimCLI

/// Options before the verb and usage lines that name the program (issue 11).
@Suite struct InvocationTests {
  static let t1 = CLI.packagePath("Scenarios/scroll-view/t01-quick-tap-on-button.json")

  @Test func anOptionOfTheVerbBeforeTheVerbIsMovedAfterIt() throws {
    #expect(
      try Invocation.parse(["--format", "jsonl", "run", "f.json"])
        == .verb(name: "run", arguments: ["--format", "jsonl", "f.json"]))
    #expect(
      try Invocation.parse(["--format=jsonl", "--explain", "run", "f.json"])
        == .verb(name: "run", arguments: ["--format=jsonl", "--explain", "f.json"]))
    #expect(
      try Invocation.parse(["--no-color", "check", "x"]) == .verb(name: "check", arguments: ["--no-color", "x"]))
    let before = CLI.inProcess(["--format", "jsonl", "run", Self.t1])
    let after = CLI.inProcess(["run", Self.t1, "--format", "jsonl"])
    #expect(before.status == 0)
    #expect(before.stdout == after.stdout)
    #expect(before.stdout.hasPrefix("{\"t\":0,"))
  }

  @Test func helpAndVersionBeforeTheVerbAreTheToolsOwn() throws {
    #expect(try Invocation.parse(["--help", "run"]) == .help(verb: "run"))
    #expect(try Invocation.parse(["--help"]) == .help(verb: nil))
    #expect(try Invocation.parse(["--version", "run"]) == .version)
    #expect(try Invocation.parse([]) == .overview(isError: true))
    #expect(CLI.inProcess(["-h", "sweep"]).stdout.hasPrefix("OVERVIEW: Replay a scenario over a grid"))
    #expect(CLI.inProcess(["--version"]).stdout == "touchsim \(Version.current)\n")
  }

  @Test(arguments: [
    (["--shard", "1/2", "run", "f.json"], "'run' has no option '--shard' (it belongs to 'check')"),
    (
      ["--format", "jsonl", "check"],
      "'check' has no option '--format' (it belongs to 'run', 'explain', 'sweep', 'diff')"
    ),
    (["--frobnicate", "run"], "unknown option '--frobnicate'"),
    (["--format", "jsonl"], "missing verb after '--format'"),
    (["--format"], "--format needs a value"),
    (["--", "run"], "'--' comes after the verb"),
  ])
  func anOptionTheVerbDoesNotTakeIsRefusedNamingItsVerbs(arguments: [String], message: String) {
    let result = CLI.inProcess(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("touchsim: error: " + message), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("usage: touchsim <verb> [options] (see 'touchsim --help')\n"))
  }

  @Test func everyVerbsUsageErrorNamesTheProgram() {
    for command in Subcommands.all {
      let result = CLI.inProcess([command.name, "--no-such-option"])
      #expect(result.status == 64, "\(command.name)")
      #expect(result.stderr.hasPrefix("touchsim \(command.name): error: unknown option '--no-such-option'\n"))
      #expect(result.stderr.hasSuffix("\nusage: touchsim \(command.usage)\n"), "\(result.stderr)")
      #expect(command.help.contains("USAGE: touchsim \(command.name)"))
    }
  }
}
