import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimCLI

/// `touchsim completion bash|zsh|fish`: scripts generated from the verb declarations (issue 11).
@Suite struct CompletionScriptTests {
  @Test(arguments: ["bash", "zsh", "fish"])
  func eachScriptNamesEveryVerbAndItsOptions(shell: String) {
    let result = CLI.inProcess(["completion", shell])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.utf8.count > 500)
    #expect(result.stdout.contains("touchsim completion \(shell)"))
    for command in Subcommands.all {
      #expect(result.stdout.contains(command.name), "\(shell): \(command.name)")
      for option in command.options + command.flags {
        let name = shell == "fish" ? String(option.drop { $0 == "-" }) : option
        #expect(result.stdout.contains(name), "\(shell): \(command.name) \(option)")
      }
    }
    #expect(result.stdout.contains("text jsonl"))
  }

  @Test func aVerbAddedToTheDeclarationIsCompleted() {
    let extra = Subcommand(
      name: "frobnicate", usage: "frobnicate", abstract: "Frobnicate.", discussion: "", options: ["--level"],
      flags: ["--loud"], run: { _ in .ok }, optionValues: ["--level": ["low", "high"]])
    for shell in CompletionScript.Shell.allCases {
      let text = CompletionScript(commands: Subcommands.all + [extra]).text(for: shell)
      #expect(text.contains("frobnicate") && text.contains("loud") && text.contains("low high"), "\(shell)")
    }
  }

  @Test func theBashScriptParsesAndCompletesVerbsOptionsAndValues() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("touchsim.bash")
    try CLI.inProcess(["completion", "bash"]).stdout.write(to: script, atomically: true, encoding: .utf8)
    #expect(try Self.bash(["-n", script.path]).status == 0)
    // Complete `touchsim ru`, `touchsim run --fo` (--format, --fold), `touchsim --format ` and `touchsim run --format `.
    let probe = """
      source '\(script.path)'
      show() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _touchsim; echo "${COMPREPLY[*]}"; }
      show touchsim ru
      show touchsim run --fo
      show touchsim run --format ''
      show touchsim --format jsonl ru
      show touchsim completion ''
      show touchsim re
      show touchsim run --on
      """
    let result = try Self.bash(["-c", probe])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "run rules\n--format --fold\ntext jsonl\nrun rules\nbash zsh fish\nreplay\n--only\n")
  }

  static func installed(_ shell: String) -> String? {
    ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Where zsh and fish are installed (not on every CI machine), their scripts parse, and fish
  /// completes verbs, options and values from its script.
  @Test(.enabled(if: installed("zsh") != nil || installed("fish") != nil))
  func theZshAndFishScriptsParseWhereThoseShellsExist() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    for shell in ["zsh", "fish"] {
      guard let path = Self.installed(shell) else { continue }
      let script = directory.appendingPathComponent("touchsim.\(shell)")
      try CLI.inProcess(["completion", shell]).stdout.write(to: script, atomically: true, encoding: .utf8)
      let check = try Self.run(path, ["-n", script.path])
      #expect(check.status == 0, "\(shell): \(check.stderr)")
      if shell == "fish" {
        let probe =
          "source '\(script.path)'; complete -C 'touchsim ru'; complete -C 'touchsim run --format '; complete -C 'touchsim completion '"
        let result = try Self.run(path, ["--no-config", "-c", probe])
        #expect(
          result.stdout
            == "rules\tLook up the rule IDs that explanations and notes cite.\nrun\tReplay scenarios and print their callback logs.\njsonl\ntext\nbash\nfish\nzsh\n",
          "\(result.stderr)")
      }
    }
  }

  @Test func anUnknownShellIsAUsageError() {
    #expect(CLI.inProcess(["completion", "tcsh"]).stderr.contains("unknown shell 'tcsh'; use bash, zsh or fish"))
    #expect(CLI.inProcess(["completion"]).status == 64)
  }

  static func bash(_ arguments: [String]) throws -> CLIResult { try run("/bin/bash", arguments) }

  static func run(_ shell: String, _ arguments: [String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
