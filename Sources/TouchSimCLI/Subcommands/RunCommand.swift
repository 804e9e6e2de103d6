import TouchSim
import TouchSimScenario

/// `touchsim run FILE... [--format text|jsonl]`.
enum RunCommand {
  static let command = Subcommand(
    name: "run",
    usage: "run <file>... [--format text|jsonl] [--explain] [--order insertion|reversed] [--no-checks]",
    abstract: "Replay scenarios and print their callback logs.",
    discussion: """
      OPTIONS:
        --format <format>   text (default; the golden format) or jsonl (one JSON object
                            per record, Docs/LogFormat.md field names)
        --explain           give every record a `why`: the rule IDs that produced it
                            and the deciding values (same as `touchsim explain`;
                            `touchsim rules ID` prints a rule)
        --order <order>     insertion (default: MD4's fixed recognizer order) or reversed:
                            at every order-dependent point (Q4) the other recognizer wins
        --no-checks         skip the invariant checker that runs on every replay (for
                            benchmarks; a broken invariant otherwise exits 70)

      A <file> of - reads the scenario from standard input; diagnostics name it <stdin>
      (cat s.json | touchsim run -).

      Logs go to stdout; diagnostics (path:line:column: error: ...) to stderr. With several
      files, text logs are separated by '== path ==' lines; an invalid file is reported
      and the others still run. The exit status is the highest of the files' statuses.

      ORDER-DEPENDENT OUTCOMES (Q4): UIKit keeps recognizers in an unordered set. When two
      recognizers that exclude each other can both recognize in the same event with nothing
      between them, stderr gets 'warning: order-dependent: A and B ...' and jsonl gets a line
      {"t":..,"to":"window","call":"orderDependent","recognizers":[A,B],"winner":A}.
      `--order reversed` replays the other outcome; `touchsim diff FILE --order reversed`
      shows both. The warning does not change the exit status.

      A scenario's expect block is checked too: when it fails, a 'path:line:column:
      warning: expect.sequence[N] is not met' line (or '... matched record N') goes to
      stderr with the closest record and what differed field by field. The exit status
      stays 0 for that: `run` shows logs; `touchsim check` (or `check --expect-only`) is
      the command that fails on expectations.
      """,
    options: ["--format", "--order"], flags: ["--no-checks", "--explain"],
    run: { (arguments) throws(UsageError) in try run(arguments) },
    optionValues: ["--format": ["text", "jsonl"], "--order": ["insertion", "reversed"]])

  static func run(_ arguments: ParsedArguments, explain: Bool = false) throws(UsageError) -> ExitStatus {
    let format = try arguments.outputFormat()
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    try ScenarioInput.checkStandardInputOnce(arguments.positional)
    let many = arguments.positional.count > 1
    let explain = explain || arguments.flags.contains("--explain")
    let order = try arguments.recognizerOrder()
    return replayEach(
      arguments.positional, registry: arguments.registry, checks: !arguments.flags.contains("--no-checks"),
      explain: explain, order: order
    ) {
      path, run in
      if many && format == .text { Output.print("== \(path) ==") }
      Output.write(format == .jsonl ? run.jsonl : run.text)
      if let failure = run.expectations?.firstFailure(in: run.records) {
        Output.error(failure.report(records: run.records, path: path, severity: "warning", context: false))
      }
    }
  }
}

extension ExitStatus {
  /// The more serious of two statuses (the higher code).
  func worst(_ other: ExitStatus) -> ExitStatus { other.rawValue > rawValue ? other : self }
}
