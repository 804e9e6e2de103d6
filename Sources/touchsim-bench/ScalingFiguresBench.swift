import TouchSim
import TouchSimScenario
import TouchSimTools

/// The scaling figures of issue 12: each kind of growth replayed at n and 10n (read, built
/// and replayed in-process, invariant checks on, as `touchsim run` does). The figure is
/// best(time at 10n) / best(time at n), with the target ≤ 11: linear work gives about 10,
/// quadratic 100. The two sizes alternate (n, 10n, n, 10n, ...) so that a drift in the
/// machine's load reaches both, and each side is its fastest run: on a shared machine noise
/// only ever adds time.
enum ScalingFiguresBench {
  /// The counts measured, n (10n is measured too).
  static let counts: [(ScalingScenarios.Kind, Int)] = [
    (.staggeredFingers, 2_500), (.simultaneousFingers, 5_000), (.recognizersOnOneView, 1_000),
    (.requirementChain, 1_000), (.requirementCycle, 1_000), (.everyOtherRequired, 1_000), (.separateDrags, 100),
  ]

  /// One figure per kind: (name, ratio, seconds at n, seconds at 10n), each side the best of `runs`.
  static func run(runs: Int = 7) -> [(name: String, ratio: Double, small: Double, large: Double)] {
    counts.map { kind, n in
      let (small, large) = best(of: runs, kind, n)
      return ("scaling_\(kind.rawValue)_10x", large / small, small, large)
    }
  }

  /// The fastest replay at n and at 10n, measured alternately after one warm-up of each.
  private static func best(of runs: Int, _ kind: ScalingScenarios.Kind, _ n: Int) -> (small: Double, large: Double) {
    let smallBytes = ScalingScenarios.scenario(kind, count: n)
    let largeBytes = ScalingScenarios.scenario(kind, count: 10 * n)
    _ = replay(smallBytes, kind, n)  // warm up
    _ = replay(largeBytes, kind, 10 * n)
    var small = Double.infinity
    var large = Double.infinity
    for _ in 0..<runs {
      small = min(small, measure { _ = replay(smallBytes, kind, n) })
      large = min(large, measure { _ = replay(largeBytes, kind, 10 * n) })
    }
    return (small, large)
  }

  private static func replay(_ bytes: [UInt8], _ kind: ScalingScenarios.Kind, _ n: Int) -> Int {
    // The growth of the work, not the promise: without the run's budgets, which the 10,000
    // taps of `recognizers_one_view` pass (9,999 order-dependent outcomes a tap, issue 27).
    let result = ScenarioRun.run(
      bytes: bytes, path: "\(kind.rawValue)-\(n).json", configure: { $0.limits = .unbudgeted })
    guard case .success(let run) = result else {
      fatalError("the \(kind.rawValue) scenario of \(n) does not load")
    }
    return run.records.count
  }
}
