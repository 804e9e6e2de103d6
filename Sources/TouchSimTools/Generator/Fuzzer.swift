import Dispatch
import Foundation
import TouchSim
import TouchSimScenario

/// `touchsim fuzz`: replays generated scenarios with every invariant checked and shrinks
/// the first failure to a small scenario file.
public struct Fuzzer: Sendable {
  /// One failing seed, shrunk.
  public struct Finding: Sendable {
    /// The seed that failed first.
    public let seed: UInt64
    /// Why it failed (the first violation or stop message).
    public let problem: String
    /// The generated scenario as it failed (its text).
    public let original: String
    /// The smallest scenario found that still fails (its text).
    public let shrunk: String
  }

  /// Replaces the window before each run (tests inject faults here).
  public var configure: @Sendable (Window) -> Void = { _ in }

  /// Creates a fuzzer.
  public init() {}

  /// The problem a scenario text shows, or nil when it runs clean (invalid text counts as
  /// clean: it is not a model failure).
  public func problem(in text: String) -> String? { problem(in: Array(text.utf8)) }

  /// The problem a scenario shows when replayed (built from the value, its app logic
  /// included), or nil when it runs clean.
  public func problem(in scenario: Scenario) -> String? {
    Self.problem(of: ScenarioRun.run(scenario: scenario, path: "fuzz", configure: configure))
  }

  private func problem(in bytes: [UInt8]) -> String? {
    Self.problem(of: ScenarioRun.run(bytes: bytes, path: "fuzz", configure: configure))
  }

  /// A run's problem: its internal error. Runs the scenario's own logic ends with a clear
  /// error are expected outcomes, as invalid scenarios are: reactions or `forward` reactions
  /// that trigger each other past a loop limit (`ScenarioRun.reactionLoop`, issues 15, 27).
  private static func problem(of outcome: Result<ScenarioRun, ScenarioRun.Failure>) -> String? {
    switch outcome {
    case .failure: return nil
    case .success(let run): return run.internalError
    }
  }

  /// Runs seeds `start ..< start + count` on `workers` threads (all cores by default);
  /// returns the failing seeds, lowest first, the same whatever the number of workers.
  /// `progress` is advanced by each chunk of seeds as it finishes.
  public func run(
    start: UInt64, count: Int, workers: Int = Parallel.coreCount, progress: Parallel.Progress? = nil
  ) -> [UInt64] {
    let chunk = 256
    let chunks = (count + chunk - 1) / chunk
    let slots = ResultSlots<[UInt64]>(count: chunks)
    Parallel.forEach(count: chunks, workers: workers) { index in
      var failing: [UInt64] = []
      let first = index * chunk
      for offset in first..<min(count, first + chunk) {
        let seed = start &+ UInt64(offset)
        var generator = ScenarioGenerator(seed: seed)
        if problem(in: generator.scenario(seed: seed)) != nil { failing.append(seed) }
      }
      slots.set(index, failing)
      progress?.advance(min(count, first + chunk) - first)
    }
    return slots.values.flatMap { $0 }
  }

  /// The kind of a problem: its first violation's message without record numbers, times,
  /// names or fingers, so shrinking keeps the same failure instead of finding another.
  static func signature(of problem: String) -> String {
    let first = problem.split(separator: ";").first.map(String.init) ?? problem
    let message = first.split(separator: ":", maxSplits: 2).last.map(String.init) ?? first
    return String(message.filter { !$0.isNumber && $0 != "#" }).split(separator: " ").filter { $0.count > 2 }.joined(
      separator: " ")
  }

  /// Shrinks the scenario of a failing seed.
  public func finding(for seed: UInt64) -> Finding? {
    var generator = ScenarioGenerator(seed: seed)
    let original = generator.scenario(seed: seed)
    guard let problem = problem(in: original) else { return nil }
    let signature = Self.signature(of: problem)
    let shrunk = Shrinker(stillFails: { self.problem(in: $0).map(Self.signature) == signature }).shrink(original)
    return Finding(seed: seed, problem: problem, original: original.text, shrunk: shrunk.text)
  }
}
