import Foundation
import TouchSim
import TouchSimScenario
import TouchSimTools

/// `touchsim fuzz --seed S --count N [--out DIR]`.
enum FuzzCommand {
  static let command = Subcommand(
    name: "fuzz",
    usage: "fuzz --seed <n> --count <n> [--out <dir>] [--jobs <n>]",
    abstract: "Replay generated scenarios with every invariant checked; shrink a failure.",
    discussion: """
      OPTIONS:
        --seed <n>    the first seed, 0 to 18446744073709551615 (default 1)
        --count <n>   how many scenarios, 1 to 1000000000 (default 1000); seeds seed ..< seed + count
        --out <dir>   where to write the shrunk failing scenario (default: .)
        --jobs <n>    replay on n threads, 1 to 1024 (default: every core); the result is
                      the same whatever n

      Runs on all cores; on a terminal, stderr shows how many scenarios are done while it
      runs (nothing in a pipe or a file). Prints 'N scenarios, N violations' and the time. On a violation,
      shrinks the first failing seed to a small scenario, writes it as
      fuzz-failure-<seed>.json, prints the problem and exits 1 (73 when the file cannot be
      written).
      """,
    options: ["--seed", "--count", "--out", "--jobs"], flags: [], run: run, positionals: .none)

  /// The most scenarios one run replays (seeds wrap around past the largest).
  static let maximumCount = 1_000_000_000

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
    let seedText = arguments.options["--seed"] ?? "1"
    guard let seed = UInt64(seedText) else {
      throw UsageError(
        message: "--seed needs a whole number from 0 to \(UInt64.max), not '\(Spelling.shortened(seedText))'")
    }
    let countText = arguments.options["--count"] ?? "1000"
    guard let count = Int(countText), (1...maximumCount).contains(count) else {
      throw UsageError(
        message: "--count needs a whole number from 1 to \(maximumCount), not '\(Spelling.shortened(countText))'")
    }
    guard arguments.positional.isEmpty else {
      throw UsageError(message: "unexpected argument '\(Spelling.shortened(arguments.positional[0]))'")
    }
    try Output.checkReplayLimit(count)
    let directory = arguments.options["--out"] ?? "."
    let jobs = try workers(arguments)
    let clock = ContinuousClock()
    let start = clock.now
    let fuzzer = Fuzzer()
    let line = ProgressLine(label: "fuzz", total: count, unit: "scenarios")
    let failing = fuzzer.run(start: seed, count: count, workers: jobs, progress: line.progress)
    line.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    Output.print("\(count) scenarios, \(failing.count) violations, \(NumberFormat.fixed(seconds, decimals: 2)) s")
    guard let first = failing.first else { return .ok }
    guard let finding = fuzzer.finding(for: first) else { return .internalError }
    let path = directory + "/fuzz-failure-\(first).json"
    Output.print("seed \(first): \(finding.problem)")
    do {
      try AtomicFile.write(Array(finding.shrunk.utf8), to: path)
    } catch {
      Output.error("touchsim fuzz: error: \(error)")
      return .cannotCreateOutput
    }
    Output.print("shrunk scenario written to \(path)")
    return .checkFailure
  }
}
