import Foundation
import TouchSim
import TouchSimScenario
import TouchSimTools

/// `touchsim run FILE... [--format text|jsonl]`.
enum RunCommand {
  static let command = Subcommand(
    name: "run",
    usage:
      "run <file>... [--format text|jsonl] [--explain] [--only <terms>]... [--hide <terms>]... [--all | --fold] [--order insertion|reversed] [--no-checks]",
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

      \(logViewHelp)

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

      STREAMING: the log is written as its records are made, through a 64 KiB buffer, and
      no record is kept (the invariant checker and the expect block read them as they
      pass), so memory stays bounded by the model's state, not the log's length: a 1 GB
      log starts at once. A file's warnings and errors follow its log on stderr. Folded
      text (a terminal without --all, or --fold) is the exception: folding reads ahead
      as far as a repetition goes, so that log is made whole first. When the log's reader
      goes away (touchsim run x.json | head -1), the run stops before its next event and
      the process ends by SIGPIPE as other tools do (status 141 in a shell), writing
      nothing more; another write error is reported (exit 73).
      """,
    options: ["--format", "--order", "--only", "--hide"], flags: ["--no-checks", "--explain", "--all", "--fold"],
    run: { (arguments) throws(UsageError) in try run(arguments) },
    optionValues: ["--format": ["text", "jsonl"], "--order": ["insertion", "reversed"]])

  /// What `run` and `explain` say about --only, --hide, --all, --fold and colours.
  static let logViewHelp = """
    WHICH LINES:
      --only <terms>      show only the records matching a term (repeatable, or
                          comma-separated: --only S,B --only '#2')
      --hide <terms>      leave out the records matching a term (repeatable, comma-separated)
                          A term is a receiver (S, B.tap; S* for S, S.delay and S.pan), a
                          call (touchesBegan, scrollViewDidScroll; a control event such as
                          touchUpInside for its controlEvent records), #N or finger:N for
                          the records of finger N; to:NAME and call:NAME say which when a
                          name is both. --hide wins over --only. With either, jsonl has no
                          orderDependent lines.
      --all               every line, never folded
      --fold              fold in a pipe too (by default only a terminal gets folded text)

    FOLDING: text on a terminal folds repeated calls, one line per call of a repeated
    block of 1 to 4 calls seen 3 times or more in a row:
       350.000  S                       scrollViewDidScroll ×8 (offset y 2.0 → 30.0) until 466.667
    Text to a pipe or a file is never folded unless --fold is given, so that it stays the
    golden format; jsonl, goldens and `check` are never folded. On a terminal each line is
    coloured by its call family (the timeline's); colours are off in a pipe, with NO_COLOR,
    TERM=dumb or --no-color.
    """

  static func run(_ arguments: ParsedArguments, explain: Bool = false) throws(UsageError) -> ExitStatus {
    let format = try arguments.outputFormat()
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    try ScenarioInput.checkStandardInputOnce(arguments.positional)
    let many = arguments.positional.count > 1
    let explain = explain || arguments.flags.contains("--explain")
    let order = try arguments.recognizerOrder()
    let view = try LogView(arguments, format: format)
    let checks = !arguments.flags.contains("--no-checks")
    if !view.fold {
      return streamEach(
        arguments.positional, registry: arguments.registry, checks: checks, explain: explain, order: order,
        view: view, format: format, headers: many && format == .text)
    }
    // Folding reads ahead as far as a repetition goes: the folded log is made from all the
    // records (a terminal's text without --all, or --fold).
    return replayEach(
      arguments.positional, registry: arguments.registry, checks: checks, explain: explain, order: order
    ) {
      path, run in
      if many && format == .text { Output.print("== \(path) ==") }
      let log = view.render(run, format: format)
      // A `why` that rests on a model decision says so (touchsim rules --confidence).
      Output.write(explain && format == .text ? Rulebook.markingModelDecisions(log) : log)
      if let report = run.expectationReport(path: path, severity: "warning", context: false) { Output.error(report) }
    }
  }

  /// Replays each file streaming its log to stdout as the records are made (issue 27): a
  /// 64 KiB buffer written whenever it fills, nothing kept, so memory is bounded by the
  /// model's state and `| head` gets its lines at once. Diagnostics follow the file's log on
  /// stderr (the expectation warning, errors), as with `replayEach`. When stdout's reader goes
  /// away (`EPIPE`), the run stops before its next event and the process ends as `SIGPIPE`
  /// ends it, writing nothing more; another write error is reported (exit 73).
  static func streamEach(
    _ paths: [String], registry: TouchSimRegistry, checks: Bool, explain: Bool, order: RecognizerOrder,
    view: LogView, format: OutputFormat, headers: Bool
  ) -> ExitStatus {
    var status = ExitStatus.ok
    for path in paths {
      let name = ScenarioInput.name(of: path)
      let bytes: [UInt8]
      switch ScenarioInput.read(path) {
      case .failure(let error):
        Output.error("\(name): error: \(error.reason)")
        status = status.worst(.unreadableInput)
        continue
      case .success(let value): bytes = value
      }
      let writeError = WriteError()
      let log = LogOutput { bytes in
        writeError.code = Output.writeLog(bytes)
        return writeError.code == 0
      }
      let stream = view.stream(format: format, explain: explain, output: log)
      if headers { stream.header = "== \(name) ==\n" }
      let result = ScenarioRun.stream(
        bytes: bytes, path: name, registry: registry, explain: explain, checks: checks,
        configure: { $0.recognizerOrder = order }, to: stream)
      if case .success(let run) = result, !run.interrupted { stream.finish() }
      if log.failed {
        if writeError.code == EPIPE {
          Output.endForClosedPipe()
          return status  // in process: nothing more is written
        }
        let reason = ControlCharacters.escaped(String(cString: strerror(writeError.code)))
        Output.error("touchsim: error: cannot write the log to standard output: \(reason)")
        return status.worst(.cannotCreateOutput)
      }
      status = status.worst(
        report(result, name: name) { path, run in
          if let report = run.expectationReport(path: path, severity: "warning", context: false) {
            Output.error(report)
          }
        })
    }
    return status
  }
}

/// The `errno` of a streamed log's failed write.
private final class WriteError {
  var code: Int32 = 0
}

/// How `run` and `explain` show a log: filtered (`--only`, `--hide`), folded for a person
/// (a terminal, or `--fold`; never with `--all`) and coloured (a terminal without NO_COLOR or
/// `--no-color`).
struct LogView {
  let filter: LogFilter
  let fold: Bool
  let colour: Bool

  init(_ arguments: ParsedArguments, format: OutputFormat) throws(UsageError) {
    do throws(ScenarioToolError) {
      filter = try LogFilter(only: arguments.allValues["--only"] ?? [], hide: arguments.allValues["--hide"] ?? [])
    } catch {
      throw UsageError(message: error.message)
    }
    let all = arguments.flags.contains("--all")
    let asked = arguments.flags.contains("--fold")
    if all && asked { throw UsageError(message: "--all and --fold exclude each other") }
    fold = format == .text && !all && (asked || Output.isTerminal(1))
    colour = format == .text && Output.colours(1, noColorFlag: arguments.flags.contains("--no-color"))
  }

  /// A stream that writes a run's log as this view shows it, unfolded, as `render` would.
  func stream(format: OutputFormat, explain: Bool, output: LogOutput) -> LogStream {
    let stream = LogStream(format: format == .jsonl ? .jsonl : .text, output: output)
    stream.explains = explain
    if !filter.showsEverything { stream.admits = { [filter] in filter.admits($0) } }
    if format == .text && (colour || explain) {
      let colour = colour
      // A `why` that rests on a model decision says so (touchsim rules --confidence).
      stream.textLine = { record in
        let line =
          colour ? LogFolding.render([record], fold: false, colour: true) : TextRenderer.line(for: record) + "\n"
        return explain ? Rulebook.markingModelDecisions(line) : line
      }
    }
    return stream
  }

  /// The log of a run as this view shows it.
  func render(_ run: ScenarioRun, format: OutputFormat) -> String {
    if format == .jsonl {
      return filter.showsEverything ? run.jsonl : JSONLRenderer.render(filter.apply(run.records))
    }
    if !fold && !colour { return filter.showsEverything ? run.text : TextRenderer.render(filter.apply(run.records)) }
    return LogFolding.render(filter.apply(run.records), fold: fold, colour: colour)
  }
}

extension ExitStatus {
  /// The more serious of two statuses (the higher code).
  func worst(_ other: ExitStatus) -> ExitStatus { other.rawValue > rawValue ? other : self }
}
