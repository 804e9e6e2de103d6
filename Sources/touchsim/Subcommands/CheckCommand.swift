import Foundation
import TouchSim
import TouchSimScenario

/// `touchsim check [PATH...] [--update]`.
enum CheckCommand {
  static let command = Subcommand(
    name: "check",
    usage: "check [<path>...] [--update] [--filter <text>]... [--shard <k>/<n>] [--list]",
    abstract: "Replay scenarios against their golden logs and expect blocks.",
    discussion: """
      ARGUMENTS:
        <path>      scenario files or folders (default: Scenarios)

      OPTIONS:
        --update    rewrite missing or differing goldens (atomically) instead of failing;
                    refused when CI is set. Equivalent: TOUCHSIM_UPDATE=1 for swift test.
        --filter <text>
                    only scenarios whose path contains the text (repeatable: any of them)
        --shard <k>/<n>
                    only the k-th of every n scenarios (after --filter), for CI matrices:
                    shards 1/n ... n/n together run every scenario exactly once
        --list      print the selected scenario paths and exit

      Scenarios run on all cores; output stays in file order.

      Each scenario NAME.json is compared with NAME.golden beside it (a unified diff is
      printed on a difference) and its expect block is checked (the first unmet pattern is
      named with the records around it). The last line is 'N passed, N failed'. Exit 1 on
      any failure; 65, 66 or 70 when a file is invalid, unreadable or breaks a limit.
      Colors only on a terminal; NO_COLOR or TERM=dumb turn them off.
      """,
    options: ["--filter", "--shard"], flags: ["--update", "--list"], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    let isCI = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
    let update = arguments.flags.contains("--update")
    if update && isCI {
      Output.error("touchsim check: error: --update is refused when CI is set; goldens are never written in CI")
      return .usage
    }
    var selection = ScenarioSelection()
    selection.filters = arguments.allValues["--filter"] ?? []
    if let text = arguments.options["--shard"] {
      guard let shard = ScenarioSelection.parseShard(text) else {
        throw UsageError(message: "--shard needs K/N with 1 <= K <= N, not '\(text)'")
      }
      selection.shard = shard
    }
    let paths = arguments.positional.isEmpty ? ["Scenarios"] : arguments.positional
    let (found, missing) = ScenarioFiles.expand(paths)
    let files = selection.apply(to: found)
    if arguments.flags.contains("--list") {
      for file in files { Output.print(file) }
      return missing.isEmpty ? .ok : .unreadableInput
    }
    var status = ExitStatus.ok
    for path in missing {
      Output.error("\(path): error: \(ScenarioFileReader.problem(with: path) ?? "no such file or directory")")
      status = status.worst(.unreadableInput)
    }
    let color = !arguments.flags.contains("--no-color") && TerminalColor.shouldColor(fileDescriptor: 1, environment: environment)
    var passed = 0
    var failed = 0
    let results = GoldenCheck.checkAll(paths: files, update: update, isCI: isCI, color: color)
    for (file, result) in zip(files, results) {
      for line in result.diagnostics { Output.error(line) }
      if !result.report.isEmpty { Output.print(result.report) }
      switch result.verdict {
      case .passed: passed += 1
      case .updated:
        passed += 1
        Output.print("updated \(GoldenCheck.goldenPath(for: file))")
      case .failed:
        failed += 1
        Output.print("FAIL \(file)")
        status = status.worst(result.exitStatus ?? .checkFailure)
      }
    }
    Output.print("\(passed) passed, \(failed) failed")
    return status
  }
}
