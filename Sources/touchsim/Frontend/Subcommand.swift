import TouchSimScenario

/// One verb of the command line.
struct Subcommand: Sendable {
  let name: String
  let usage: String
  let abstract: String
  let discussion: String
  let options: [String]
  let flags: [String]
  let run: @Sendable (ParsedArguments) throws(UsageError) -> ExitStatus

  /// The verb's `--help` text.
  var help: String {
    "OVERVIEW: \(abstract)\n\nUSAGE: touchsim \(usage)\n\n\(discussion)"
  }
}

/// Every verb, in help order.
enum Subcommands {
  static let all: [Subcommand] = [
    RunCommand.command, ExplainCommand.command, CheckCommand.command, SweepCommand.command, DiffCommand.command, ValidateCommand.command, GenerateCommand.command,
    FuzzCommand.command,
    TimelineCommand.command,
    RulesCommand.command,
  ]
}
