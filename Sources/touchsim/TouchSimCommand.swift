import Foundation
import TouchSim
import TouchSimScenario

/// The entry point: `touchsim VERB [ARGS...]`.
@main
struct TouchSimCommand {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status = run(arguments)
    exit(status.rawValue)
  }

  /// Dispatches to a verb and returns the process exit status.
  static func run(_ arguments: [String]) -> ExitStatus {
    guard let verb = arguments.first else {
      Output.error(Help.overview)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    switch verb {
    case "-h", "--help", "help":
      if let topic = rest.first, let text = Help.text(for: topic) {
        Output.print(text)
      } else {
        Output.print(Help.overview)
      }
      return .ok
    case "--version":
      Output.print("touchsim \(Version.current)")
      return .ok
    default:
      guard let command = Subcommands.all.first(where: { $0.name == verb }) else {
        var message = "touchsim: error: unknown verb '\(verb)'"
        if let suggestion = closestVerb(verb) { message += "; did you mean '\(suggestion)'?" }
        Output.error(message + "\n" + Help.usageLine)
        return .usage
      }
      if rest.contains("--help") || rest.contains("-h") {
        Output.print(command.help)
        return .ok
      }
      do {
        return try command.run(ParsedArguments(rest, options: command.options, flags: command.flags))
      } catch {
        Output.error("touchsim \(verb): error: \(error.message)\n" + "usage: " + command.usage)
        return .usage
      }
    }
  }

  private static func closestVerb(_ verb: String) -> String? {
    Subcommands.all.map(\.name).first { $0.hasPrefix(verb) || verb.hasPrefix($0) }
  }
}

/// The tool's version.
enum Version {
  static let current = "0.1.0"
}
