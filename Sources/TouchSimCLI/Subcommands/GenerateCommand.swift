import TouchSimScenario
import TouchSimTools

/// `touchsim generate --seed S`: print a random valid scenario (the fuzzer's generator).
enum GenerateCommand {
  static let command = Subcommand(
    name: "generate",
    usage: "generate --seed <n>",
    abstract: "Print a random, valid scenario for a seed (what 'fuzz' replays).",
    discussion: """
      OPTIONS:
        --seed <n>   the seed, a whole number from 0 to 18446744073709551615; the same seed
                     gives the same file everywhere
      """,
    options: ["--seed"], flags: [], run: run, positionals: .none)

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    guard let text = arguments.options["--seed"] else {
      throw UsageError(message: "missing --seed <n> (a whole number from 0 to \(UInt64.max))")
    }
    guard let seed = UInt64(text) else {
      throw UsageError(
        message: "--seed needs a whole number from 0 to \(UInt64.max), not '\(Spelling.shortened(text))'")
    }
    guard arguments.positional.isEmpty else {
      throw UsageError(message: "unexpected argument '\(Spelling.shortened(arguments.positional[0]))'")
    }
    var generator = ScenarioGenerator(seed: seed)
    Output.write(generator.scenarioJSON(seed: seed))
    return .ok
  }
}
