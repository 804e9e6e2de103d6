import Foundation
import TouchSim
import TouchSimScenario

/// The command line: `touchsim [--help | --version | OPTIONS] VERB [ARGS...]`, dispatched
/// in-process. `TouchSimCLI` is its public face; built with `-DFUZZING` the `touchsim`
/// program is instead libFuzzer over this dispatch (`ArgumentFuzzer`).
struct TouchSimCommand {
  /// Dispatches to a verb and returns the process exit status; every verb that reads
  /// scenarios looks their classes up in `registry`.
  static func run(_ arguments: [String], registry: TouchSimRegistry = TouchSimRegistry()) -> ExitStatus {
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
        var parsed = try ParsedArguments(rest, options: command.options, flags: flags)
        parsed.registry = registry
        return try command.run(parsed)
      } catch {
        Output.error("touchsim \(verb): error: \(error.message)\n" + "usage: touchsim " + command.usage)
        return .usage
      }
    }
  }
}

/// The tool's version.
enum Version {
  static let current = "0.1.0"
}
