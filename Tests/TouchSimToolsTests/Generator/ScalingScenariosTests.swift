import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

/// Count-based scaling guards (issue 12): the replay's work (`ScenarioRun.work`: events run
/// plus the model's work units) at 10× the count stays within 11× the work at the count. No
/// clock, so a loaded machine cannot fail them; a quadratic path makes the ratio about 100.
@Suite struct ScalingScenariosTests {
  /// The counts tried, n (10n is tried too); small enough for a debug build.
  static let counts: [(ScalingScenarios.Kind, Int)] = [
    (.staggeredFingers, 300), (.simultaneousFingers, 300), (.recognizersOnOneView, 100),
    (.requirementChain, 100), (.requirementCycle, 100), (.everyOtherRequired, 100), (.separateDrags, 20),
  ]

  static func work(_ kind: ScalingScenarios.Kind, _ n: Int) -> (work: Int, records: Int)? {
    let result = ScenarioRun.run(bytes: ScalingScenarios.scenario(kind, count: n), path: "\(kind.rawValue)-\(n).json")
    guard case .success(let run) = result else {
      Issue.record("the \(kind.rawValue) scenario of \(n) does not load: \(result)")
      return nil
    }
    #expect(run.internalError == nil, "\(run.internalError ?? "")")
    return (run.work, run.records.count)
  }

  @Test(arguments: counts.map(\.0))
  func tenTimesTheCountCostsAtMostElevenTimesTheWork(_ kind: ScalingScenarios.Kind) throws {
    let n = try #require(Self.counts.first { $0.0 == kind }?.1)
    let small = try #require(Self.work(kind, n))
    let large = try #require(Self.work(kind, 10 * n))
    #expect(small.work > 0)
    #expect(large.work <= 11 * small.work, "\(kind.rawValue): work \(small.work) at \(n), \(large.work) at \(10 * n)")
    #expect(
      large.records <= 11 * small.records,
      "\(kind.rawValue): records \(small.records) at \(n), \(large.records) at \(10 * n)")
  }

  @Test func aChainOfLongPressesResolvesAlternatelyFromItsEnd() throws {
    // p(n-1) requires nothing and begins; p(n-2) requires it and fails; p(n-3) then begins... (G10, MD18).
    let result = ScenarioRun.run(bytes: ScalingScenarios.scenario(.requirementChain, count: 4), path: "chain-4.json")
    guard case .success(let run) = result else {
      Issue.record("does not load")
      return
    }
    let states = run.records.compactMap { record -> String? in
      guard case .gestureState(let from, let to) = record.call, from == .possible else { return nil }
      return "\(record.receiver) \(to.rawValue)"
    }
    #expect(states == ["p3 began", "p2 failed", "p1 began", "p0 failed"])
  }
}
