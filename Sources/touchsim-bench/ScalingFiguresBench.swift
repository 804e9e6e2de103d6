import TouchSim
import TouchSimScenario

/// The scaling figures of issue 12: each kind of growth replayed at n and 10n (read, built
/// and replayed in-process, invariant checks on, as `touchsim run` does). The figure is
/// median(time at 10n) / median(time at n), with the target ≤ 11: linear work gives about 10,
/// quadratic 100.
enum ScalingFiguresBench {
  /// The counts measured, n (10n is measured too).
  static let counts: [(ScalingScenarios.Kind, Int)] = [
    (.staggeredFingers, 2_500), (.simultaneousFingers, 5_000), (.recognizersOnOneView, 1_000),
    (.requirementChain, 1_000), (.requirementCycle, 1_000),
  ]

  /// One figure per kind: (name, ratio, seconds at n, seconds at 10n).
  static func run(runs: Int = 5) -> [(name: String, ratio: Double, small: Double, large: Double)] {
    counts.map { kind, n in
      let small = median(of: runs, kind, n)
      let large = median(of: runs, kind, 10 * n)
      return ("scaling_\(kind.rawValue)_10x", large / small, small, large)
    }
  }

  private static func median(of runs: Int, _ kind: ScalingScenarios.Kind, _ n: Int) -> Double {
    let bytes = ScalingScenarios.scenario(kind, count: n)
    _ = replay(bytes, kind, n)  // warm up
    let times = (0..<runs).map { _ in measure { _ = replay(bytes, kind, n) } }.sorted()
    return times[times.count / 2]
  }

  private static func replay(_ bytes: [UInt8], _ kind: ScalingScenarios.Kind, _ n: Int) -> Int {
    guard case .success(let run) = ScenarioRun.run(bytes: bytes, path: "\(kind.rawValue)-\(n).json") else {
      fatalError("the \(kind.rawValue) scenario of \(n) does not load")
    }
    return run.records.count
  }
}
