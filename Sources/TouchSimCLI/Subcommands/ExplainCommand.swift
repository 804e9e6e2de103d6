import TouchSimScenario

/// `touchsim explain FILE... [--format text|jsonl]`: `run --explain`.
enum ExplainCommand {
  static let command = Subcommand(
    name: "explain",
    usage:
      "explain <file>... [--format text|jsonl] [--only <terms>]... [--hide <terms>]... [--all | --fold] [--order insertion|reversed]",
    abstract: "Replay scenarios and say why each record happened.",
    discussion: """
      Every record carries `why`: the IDs of the rules that produced it and the values that
      decided (a distance against the 10 pt hysteresis, the 150 ms delay, a hook's answer).
      In text the reason follows the record after '  # '; in jsonl it is the `why` field.
      `touchsim rules ID` prints a rule: its statement, evidence and confidence. A text line
      whose reason cites a model decision (a rule where the sources leave the choice to
      TouchSim) ends with '[model decision: MD2]', so a guess is never read as UIKit's answer;
      `touchsim rules --confidence` lists them.

      Non-events are shown too: when a view gets nothing for a touch (its touchesBegan was
      still withheld when a scroll view began dragging, D5; a touch on a moving scroll view,
      DC6; touchesShouldBegin said no, K2; M1/M2 exclusion), a `nothing` line names the view
      and the reason. `nothing` lines appear only with explain; they are not callbacks.

      An order-dependent outcome (Q4: two recognizers that exclude each other could both
      recognize in one event) is a warning on stderr that also says how to make the app
      deterministic: require(toFail:), a delegate answer, or simultaneity.
      A <file> of - reads the scenario from standard input (named <stdin>).

      OPTIONS:
        --format <format>   text (default) or jsonl
        --order <order>     insertion (default) or reversed (see `touchsim run --help`)

      \(RunCommand.logViewHelp)

      EXAMPLE:
        touchsim explain Scenarios/scroll-view/t04-press-then-drag-button.json
      """,
    options: ["--format", "--order", "--only", "--hide"], flags: ["--no-checks", "--all", "--fold"],
    run: { (arguments) throws(UsageError) in
      try RunCommand.run(arguments, explain: true)
    }, optionValues: ["--format": ["text", "jsonl"]])
}
