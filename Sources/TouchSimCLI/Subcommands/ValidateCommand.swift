import TouchSimScenario

/// `touchsim validate PATH...`: files, folders (as `check` walks them) or `-` (standard input).
enum ValidateCommand {
  static let command = Subcommand(
    name: "validate",
    usage: "validate <path>...",
    abstract: "Check scenario files without printing their logs.",
    discussion: """
      ARGUMENTS:
        <path>      scenario files, folders (every *.json below them, *.schema.json
                    skipped, in path order, as for check) or - for standard input

      Reads, checks and replays each file; prints 'path: ok' or its diagnostics
      (path:line:column: error: ...). Exit 65 if any file is invalid or its reactions
      loop past a limit, 66 if unreadable, 70 if a run breaks another limit. The expect block is validated too: every pattern's
      'to' must name an object of the scenario that receives its 'call', 'call' a call
      of the log, and every field one that call carries, with a value that can occur.
      """,
    options: [], flags: [], run: run)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "missing scenario file") }
    try ScenarioInput.checkStandardInputOnce(arguments.positional)
    var files: [String] = []
    for path in arguments.positional {
      guard path != ScenarioInput.standardInputArgument else {
        files.append(path)
        continue
      }
      let (found, missing) = ScenarioFiles.expand([path])
      if found.isEmpty && missing.isEmpty && !ScenarioFiles.isSchema(path) {
        Output.error("\(path): warning: no scenario files (*.json) in this folder")
      }
      // A missing path is read anyway, so its diagnostic says why (no such file, a symbolic link loop).
      files += found + missing
    }
    return replayEach(files, registry: arguments.registry) { name, run in
      if run.internalError == nil && run.reactionLoop == nil { Output.print("\(name): ok") }
    }
  }
}
