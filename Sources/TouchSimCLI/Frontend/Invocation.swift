import TouchSimScenario

/// A whole command line split into what comes before the verb, the verb, and its arguments.
///
/// Before the verb, `--help`/`-h` and `--version` are the tool's own, `--no-color` is global,
/// and any option of the verb is accepted and moved after it (`touchsim --format jsonl run f.json`
/// is `touchsim run --format jsonl f.json`). An option the verb does not take is refused with
/// the verbs that do take it.
enum Invocation: Equatable {
  /// `touchsim` alone (a usage error) or `touchsim --help` (not an error).
  case overview(isError: Bool)
  /// `touchsim --version`.
  case version
  /// `touchsim help VERB`, `touchsim --help VERB` or `touchsim VERB --help`.
  case help(verb: String?)
  /// A verb with its arguments, options given before it first.
  case verb(name: String, arguments: [String])

  /// Splits a command line (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var leading: [String] = []
    var leadingNames: [String] = []
    var wantsHelp = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("-"), argument != "-" else { break }
      index += 1
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      switch name {
      case "-h", "--help": wantsHelp = true
      case "--version": return .version
      case "--":
        throw UsageError(message: "'--' comes after the verb: touchsim <verb> [options] -- <file>...")
      default:
        leadingNames.append(name)
        if Subcommands.all.contains(where: { $0.options.contains(name) }) {
          leading.append(argument)
          guard !argument.contains("=") else { continue }
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          leading.append(arguments[index])
          index += 1
        } else if Subcommands.all.contains(where: { $0.flags.contains(name) }) || Subcommands.globalFlags.contains(name)
        {
          leading.append(argument)
        } else {
          throw UsageError(message: "unknown option '\(Spelling.shortened(name))'")
        }
      }
    }
    guard index < arguments.count else {
      if wantsHelp { return .help(verb: nil) }
      if leading.isEmpty { return .overview(isError: true) }
      throw UsageError(message: "missing verb after '\(Spelling.shortened(leading[0]))'")
    }
    let verb = arguments[index]
    let rest = Array(arguments[(index + 1)...])
    if verb == "help" { return .help(verb: rest.first) }
    guard let command = Subcommands.all.first(where: { $0.name == verb }) else {
      var message = "unknown verb '\(Spelling.shortened(verb))'"
      if let suggestion = closestVerb(verb) { message += "; did you mean '\(suggestion)'?" }
      throw UsageError(message: message)
    }
    if wantsHelp || rest.contains("--help") || rest.contains("-h") { return .help(verb: verb) }
    for name in leadingNames {
      guard !command.accepts(name) else { continue }
      let owners = Subcommands.all.filter { $0.options.contains(name) || $0.flags.contains(name) }.map {
        "'\($0.name)'"
      }
      throw UsageError(
        message:
          "'\(Spelling.shortened(verb))' has no option '\(Spelling.shortened(name))' (it belongs to \(owners.joined(separator: ", ")));"
          + " see 'touchsim \(verb) --help'")
    }
    return .verb(name: verb, arguments: leading + rest)
  }

  private static func closestVerb(_ verb: String) -> String? {
    Subcommands.all.map(\.name).first { $0.hasPrefix(verb) || verb.hasPrefix($0) }
  }
}
