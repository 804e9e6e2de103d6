import TouchSimScenario

/// `touchsim validate FILE...`.
enum ValidateCommand {
  static let command = Subcommand(
    name: "validate",
    usage: "validate <file>...",
    abstract: "Check scenario files without printing their logs.",
    discussion: """
      Reads, checks and replays each file; prints 'path: ok' or its diagnostics
      (path:line:column: error: ...). Exit 65 if any file is invalid, 66 if unreadable,
      70 if a run breaks a limit. The expect block is validated too: every pattern's
      'to' must name an object of the scenario that receives its 'call', 'call' a call
      of the log, and every field one that call carries, with a value that can occur.
      """,
    options: [], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    return replayEach(arguments.positional) { path, run in
      if run.internalError == nil { Output.print("\(path): ok") }
    }
  }
}
