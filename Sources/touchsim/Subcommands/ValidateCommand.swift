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
      70 if a run breaks a limit.
      """,
    options: [], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    var status = ExitStatus.ok
    for path in arguments.positional {
      switch ScenarioRun.run(path: path) {
      case .failure(.unreadable(let reason)):
        Output.error("\(path): error: \(reason)")
        status = status.worst(.unreadableInput)
      case .failure(.invalid(let error)):
        Output.error(error.rendered(path: path))
        status = status.worst(.badScenario)
      case .success(let run):
        for warning in run.warnings { Output.error(warning.rendered(path: path)) }
        if let internalError = run.internalError {
          Output.error("\(path): error: internal error: \(internalError)")
          status = status.worst(.internalError)
        } else {
          Output.print("\(path): ok")
        }
      }
    }
    return status
  }
}
