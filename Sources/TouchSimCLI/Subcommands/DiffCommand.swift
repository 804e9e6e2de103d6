import TouchSim
import TouchSimScenario
import TouchSimTools

/// `touchsim diff FILE --set ID.PROPERTY=VALUE [--set ...] [--format text|jsonl]`.
enum DiffCommand {
  static let command = Subcommand(
    name: "diff",
    usage: "diff <file> [--set <id>.<property>=<value>]... [--order reversed] [--format text|jsonl] [--explain]",
    abstract: "Show the records that change when properties of a scenario change.",
    discussion: """
      Replays the scenario as written and again with each --set applied to the view or
      gesture recognizer with that id (any scenario key: delaysContentTouches,
      canCancelContentTouches, cancelsTouchesInView, touches, frame, ...), then prints the
      records that differ as a unified diff: '-' only in the file's run, '+' only with the
      changes. The changed scenario is validated like any file. An id may also name a
      recognizer the tree generates, as a gestures entry without 'class' configures it:
      --set S.pan.isEnabled=false. A --set that is malformed, names no object or gives a
      value the property refuses is a usage error (64).

      VALUES are JSON (false, 12, [0, 0, 100, 44], "fast"); a bare word is a string.

      OPTIONS:
        --set <id>.<property>=<value>   a change (repeatable)
        --order reversed    replay the second run with the opposite recognizer order at
                            every order-dependent point (Q4; see `touchsim run --help`);
                            alone, it shows both outcomes of an order-dependent scenario
        --format <format>   text (default: unified diff of the text logs) or jsonl (the
                            changed records, each with "diff": "-" or "+")
        --explain           give the records their `why`

      EXIT STATUS: 0 the records are the same, 1 they differ (as diff(1)); 64, 65, 66, 70
      as for run.

      EXAMPLE:
        touchsim diff Scenarios/scroll-view/t01-quick-tap-on-button.json --set S.delaysContentTouches=false
      """,
    options: ["--set", "--format", "--order"], flags: ["--explain"],
    run: { (arguments) throws(UsageError) in try run(arguments) },
    optionValues: ["--format": ["text", "jsonl"], "--order": ["insertion", "reversed"]])

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let format = try arguments.outputFormat()
    let path = ScenarioInput.name(of: try arguments.singleFile())
    let assignments = arguments.allValues["--set"] ?? []
    let order = try arguments.recognizerOrder()
    guard !assignments.isEmpty || order != .insertion else {
      throw UsageError(message: "give at least one --set <id>.<property>=<value> or --order reversed")
    }
    for assignment in assignments {
      do throws(ScenarioToolError) {
        _ = try ScenarioAssignment(parsing: assignment)
      } catch {
        throw UsageError(message: error.message)
      }
    }
    let read = validatedScenarioBytes(try arguments.singleFile(), registry: arguments.registry)
    guard let bytes = read.bytes else { return read.status }
    let comparison: RunComparison
    do throws(ScenarioToolError) {
      comparison = try RunComparison(
        bytes: bytes, path: path, assignments: assignments, explain: arguments.flags.contains("--explain"),
        registry: arguments.registry, order: order)
    } catch {
      // An id the scenario lacks, a value the reader refuses: the request is wrong (64).
      if error.status == .usage { throw UsageError(message: error.message) }
      Output.error("\(path): error: \(error.message)")
      return error.status
    }
    if comparison.isSame {
      if format == .text { Output.print("no record changes " + comparison.changes) }
      return .ok
    }
    Output.write(format == .jsonl ? comparison.jsonlDiff : (comparison.textDiff(name: path) ?? ""))
    return .checkFailure
  }
}
