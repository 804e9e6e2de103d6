import TouchSim
import TouchSimScenario

/// `touchsim run FILE... [--format text|jsonl]`.
enum RunCommand {
  static let command = Subcommand(
    name: "run",
    usage: "run <file>... [--format text|jsonl] [--explain] [--no-checks]",
    abstract: "Replay scenarios and print their callback logs.",
    discussion: """
      OPTIONS:
        --format <format>   text (default; the golden format) or jsonl (one JSON object
                            per record, LOG_FORMAT.md field names)
        --explain           give every record a `why`: the BEHAVIOR.md rule that produced it
                            and the deciding values (same as `touchsim explain`)
        --no-checks         skip the invariant checker that runs on every replay (for
                            benchmarks; a broken invariant otherwise exits 70)

      A <file> of - reads the scenario from standard input; diagnostics name it <stdin>
      (cat s.json | touchsim run -).

      Logs go to stdout; diagnostics (path:line:column: error: ...) to stderr. With several
      files, text logs are separated by '== path ==' lines; an invalid file is reported
      and the others still run. The exit status is the highest of the files' statuses.
      """,
    options: ["--format"], flags: ["--no-checks", "--explain"], run: { (arguments) throws(UsageError) in try run(arguments) }, optionValues: ["--format": ["text", "jsonl"]])

  static func run(_ arguments: ParsedArguments, explain: Bool = false) throws(UsageError) -> ExitStatus {
    let format = try arguments.outputFormat()
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    try ScenarioInput.checkStandardInputOnce(arguments.positional)
    let many = arguments.positional.count > 1
    let explain = explain || arguments.flags.contains("--explain")
    return replayEach(arguments.positional, checks: !arguments.flags.contains("--no-checks"), explain: explain) {
      path, run in
      if many && format == .text { Output.print("== \(path) ==") }
      Output.write(format == .jsonl ? run.jsonl : run.text)
    }
  }
}

extension ExitStatus {
  /// The more serious of two statuses (the higher code).
  func worst(_ other: ExitStatus) -> ExitStatus { other.rawValue > rawValue ? other : self }
}
