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
        --order <order>     insertion (default: UIKit's depth-first resolution order, 0.5),
                            reversed (the other recognizer at every order-dependent point,
                            Q4), or reversed:A,B (only the point between recognizers A and
                            B; more pairs separated by '/')
        --no-checks         skip the invariant checker that runs on every replay (for
                            benchmarks; a broken invariant otherwise exits 70)

      A <file> of - reads the scenario from standard input; diagnostics name it <stdin>
      (cat s.json | touchsim run -).

      Logs go to stdout; diagnostics (path:line:column: error: ...) to stderr. With several
      files, text logs are separated by '== path ==' lines; an invalid file is reported
      and the others still run. The exit status is the highest of the files' statuses.

      ORDER-DEPENDENT OUTCOMES (Q4, 0.5): UIKit delivers an event to recognizers in an
      unordered set, then resolves the ones that recognized sorted by _depthFirstCompare:
      (the deeper view first, on one view the recognizer added last; the direction comes
      from device reports). When two recognizers, one able to prevent the other, can both
      recognize in the same event with nothing between them, TouchSim follows that order,
      stderr gets 'warning: order-dependent: A and B ...' (A resolved first) and jsonl gets
      {"t":..,"to":"window","call":"orderDependent","recognizers":[A,B],"winner":A}.
      `--order reversed:A,B` replays the other outcome of that point alone, `--order
      reversed` of every point; `touchsim diff FILE --order reversed` shows both. The
      warning does not change the exit status.

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
