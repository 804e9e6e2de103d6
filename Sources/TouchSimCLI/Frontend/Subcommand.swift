import TouchSimScenario

/// One verb of the command line: the one declaration that dispatch, `--help`, options given
/// before the verb and the shell completion scripts (`touchsim completion`) all read.
struct Subcommand: Sendable {
  let name: String
  let usage: String
  let abstract: String
  let discussion: String
  /// Options that take a value (`--format text`, `--format=text`).
  let options: [String]
  let flags: [String]
  let run: @Sendable (ParsedArguments) throws(UsageError) -> ExitStatus
  /// The values an option accepts, for completion (`--format`: text, jsonl); an option not
  /// listed completes file names.
  var optionValues: [String: [String]] = [:]
  /// What the verb's positional arguments are, for completion.
  var positionals: Positionals = .files

  /// The kinds of positional arguments.
  enum Positionals: Sendable, Equatable {
    /// Scenario files or folders.
    case files
    /// One of these words.
    case words([String])
    /// None.
    case none
  }

  /// The verb's `--help` text.
  var help: String {
    "OVERVIEW: \(abstract)\n\nUSAGE: touchsim \(usage)\n\n\(discussion)"
  }

  /// Whether the verb accepts an option or flag by that name (global flags included).
  func accepts(_ name: String) -> Bool {
    options.contains(name) || flags.contains(name) || Subcommands.globalFlags.contains(name)
  }
}

/// Every verb, in help order.
enum Subcommands {
  static let all: [Subcommand] = [
    RunCommand.command, ExplainCommand.command, CheckCommand.command, SweepCommand.command, DiffCommand.command,
    ValidateCommand.command, GenerateCommand.command, ImportCommand.command,
    FuzzCommand.command,
    TimelineCommand.command, ReplayCommand.command,
    RulesCommand.command,
    CompletionCommand.command,
  ]

  /// Flags every verb accepts, before or after the verb: `--no-color` (as NO_COLOR).
  static let globalFlags = ["--no-color"]
}
