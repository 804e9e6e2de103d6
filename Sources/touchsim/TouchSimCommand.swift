import Foundation
import TouchSim
import TouchSimScenario

/// The entry point: `touchsim [--help | --version | OPTIONS] VERB [ARGS...]`. Built with
/// `-DFUZZING` the program is instead libFuzzer over its own command line (`ArgumentFuzzer`).
struct TouchSimCommand {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status = run(arguments)
    exit(status.rawValue)
  }

  /// Dispatches to a verb and returns the process exit status.
  static func run(_ arguments: [String]) -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      Output.error("touchsim: error: \(error.message)\n" + Help.usageLine)
      return .usage
    }
    switch invocation {
    case .overview(let isError):
      if isError { Output.error(Help.overview) } else { Output.print(Help.overview) }
      return isError ? .usage : .ok
    case .version:
      Output.print("touchsim \(Version.current)")
      return .ok
    case .help(let verb):
      Output.print(verb.flatMap(Help.text(for:)) ?? Help.overview)
      return .ok
    case .verb(let verb, let rest):
      let command = Subcommands.all.first { $0.name == verb }!
      do {
        let flags = command.flags + Subcommands.globalFlags
        return try command.run(ParsedArguments(rest, options: command.options, flags: flags))
      } catch {
        Output.error("touchsim \(verb): error: \(error.message)\n" + "usage: touchsim " + command.usage)
        return .usage
      }
    }
  }
}

#if !FUZZING
  @main extension TouchSimCommand {}
#endif

/// The tool's version.
enum Version {
  static let current = "0.1.0"
}
