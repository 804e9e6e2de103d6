import Foundation
import TouchSim
import TouchSimScenario

/// `touchsim check [PATH...] [--update]`.
enum CheckCommand {
  static let command = Subcommand(
    name: "check",
    usage:
      "check [<path>...] [--update | --expect-only] [--filter <text>]... [--shard <k>/<n>] [--report junit|jsonl <file>]... [--list]",
    abstract: "Replay scenarios against their golden logs and expect blocks.",
    discussion: """
      ARGUMENTS:
        <path>      scenario files or folders (default: Scenarios)

      OPTIONS:
        --update    rewrite missing or differing goldens (atomically) instead of failing;
                    refused when CI is set. Equivalent: TOUCHSIM_UPDATE=1 for swift test.
                    A golden is written only for a run that passes everything else: the
                    scenario is valid, every invariant holds and its expect block passes.
                    Otherwise the golden is left byte-identical, 'GOLDEN: not updated: why'
                    goes to stderr and the scenario fails (exit 1, or 65/66/70).
        --expect-only
                    check validation, invariants and expect blocks only: goldens are
                    neither read nor written (a missing golden is fine)
        --report junit|jsonl <file>
                    also write a report with one entry per scenario: its status (passed,
                    failed or error), its time (the wall time its check took; JUnit's
                    time in seconds, jsonl's "time" in ms, with the scenario's virtual
                    duration in "duration") and its failure text. junit:
                    <testsuites><testsuite><testcase> with <failure> or <error>; jsonl:
                    {"scenario","status","time","duration","failure"} per line.
                    - is standard output. A regular file (or a symbolic link's) is
                    replaced atomically, a FIFO or a device (/dev/stdout) written in
                    place; a directory, socket or block device is refused. Exit 73 if
                    it cannot be written. Repeatable.
        --filter <text>
                    only scenarios whose path contains the text (repeatable: any of them)
        --shard <k>/<n>
                    only the k-th of every n scenarios (after --filter), for CI matrices:
                    shards 1/n ... n/n together run every scenario exactly once
        --list      print the selected scenario paths and exit

      Scenarios run on all cores; output stays in file order.

      Each scenario NAME.json is compared with NAME.golden beside it (a unified diff is
      printed on a difference) and its expect block is checked: the first unmet pattern is
      named with the closest record, what differed field by field ("field 't': expected 80,
      got 90") and the records around it. expect blocks are validated with the scenario: a
      pattern naming a receiver, call, field or value that cannot occur is an error (65).
      The last line is 'N passed, N failed'. Exit 1 on any failure; 65 when a file is
      invalid or its reactions loop past a run limit, 66 when it is unreadable, 70 when it
      breaks another limit or an invariant; 73 when a report cannot be written.
      Colors only on a terminal; --no-color, NO_COLOR or TERM=dumb turn them off.
      """,
    options: ["--filter", "--shard", "--report"], flags: ["--update", "--list", "--expect-only"], run: run,
    optionValues: ["--report": ["junit", "jsonl"]])

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    let isCI = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
    let update = arguments.flags.contains("--update")
    let expectOnly = arguments.flags.contains("--expect-only")
    if update && expectOnly { throw UsageError(message: "--update and --expect-only exclude each other") }
    let reports = try reportRequests(arguments)
    if update && isCI {
      Output.error("touchsim check: error: --update is refused when CI is set; goldens are never written in CI")
      return .usage
    }
    var selection = ScenarioSelection()
    selection.filters = arguments.allValues["--filter"] ?? []
    if let text = arguments.options["--shard"] {
      guard let shard = ScenarioSelection.parseShard(text) else {
        throw UsageError(message: "--shard needs K/N with 1 <= K <= N, not '\(Spelling.shortened(text))'")
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
    var entries: [CheckReport.Entry] = []
    for path in missing {
      let shown = ControlCharacters.escaped(path)
      Output.error("\(shown): error: \(ScenarioFileReader.problem(with: path) ?? "no such file or directory")")
      status = status.worst(.unreadableInput)
      entries.append(
        CheckReport.Entry(
          path: path, status: .error, milliseconds: 0, failure: "\(shown): error: no such file or directory"))
    }
    let color =
      !arguments.flags.contains("--no-color") && TerminalColor.shouldColor(fileDescriptor: 1, environment: environment)
    var passed = 0
    var failed = 0
    let results = timedChecks(
      files, update: update, isCI: isCI, color: color, expectOnly: expectOnly, registry: arguments.registry)
    for (file, (result, milliseconds)) in zip(files, results) {
      entries.append(CheckReport.Entry(path: file, result: result, milliseconds: milliseconds))
      for line in result.diagnostics { Output.error(line) }
      if !result.report.isEmpty { Output.print(result.report) }
      switch result.verdict {
      case .passed: passed += 1
      case .updated:
        passed += 1
        Output.print("updated \(ControlCharacters.escaped(GoldenCheck.goldenPath(for: file)))")
      case .failed:
        failed += 1
        Output.print("FAIL \(ControlCharacters.escaped(file))")
        status = status.worst(result.exitStatus ?? .checkFailure)
      }
    }
    Output.print("\(passed) passed, \(failed) failed")
    for (format, file) in reports {
      do {
        try Output.writeFile(CheckReport.render(entries, as: format), to: file)
      } catch {
        Output.error(
          ControlCharacters.escaped("\(file): error: cannot write the \(format.rawValue) report: \(error)"))
        status = status.worst(.cannotCreateOutput)
      }
    }
    return status
  }

  /// Checks the files on all cores, each with the wall time its check took (for the
  /// reports), in file order.
  static func timedChecks(
    _ files: [String], update: Bool, isCI: Bool, color: Bool, expectOnly: Bool, registry: TouchSimRegistry
  ) -> [(GoldenCheck, Double)] {
    let slots = ResultSlots<(GoldenCheck, Double)>(count: files.count)
    let clock = ContinuousClock()
    Parallel.forEach(count: files.count, workers: Parallel.coreCount) { index in
      let start = clock.now
      let result = GoldenCheck.check(
        path: files[index], update: update, isCI: isCI, color: color, expectOnly: expectOnly, registry: registry)
      let elapsed = (clock.now - start).components
      slots.set(index, (result, Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15))
    }
    return slots.values
  }

  /// The `--report FORMAT FILE` pairs, in order.
  static func reportRequests(_ arguments: ParsedArguments) throws(UsageError) -> [(CheckReport.Format, String)] {
    let values = arguments.allValues["--report"] ?? []
    var requests: [(CheckReport.Format, String)] = []
    for index in stride(from: 0, to: values.count - 1, by: 2) {
      guard let format = CheckReport.Format(rawValue: values[index]) else {
        throw UsageError(
          message: "--report needs junit or jsonl, then a file; not '\(Spelling.shortened(values[index]))'")
      }
      requests.append((format, values[index + 1]))
    }
    return requests
  }
}
