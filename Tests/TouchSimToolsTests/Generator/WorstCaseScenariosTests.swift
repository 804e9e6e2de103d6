import Testing
import TouchSim
import TouchSimScenario
import TouchSimTools

/// Issue 27: every worst case of the corpus (`WorstCaseScenarios`, timed by
/// `touchsim-bench --worst`) is refused by the reader naming the limit, or replays with work
/// bounded without a clock: linear in the file when it runs to its end, within the run's
/// budget when a budget stops it. Small counts (and small budgets) keep a debug build fast;
/// the refusals are checked at the corpus's own counts.
@Suite struct WorstCaseScenariosTests {
  /// Units of work an accepted file may take per byte and touch sample, and regardless of its
  /// size (`HostileCheck`'s bound).
  static let workPerByte = 16
  static let workAllowance = 100_000

  static func run(_ kind: WorstCaseScenarios.Kind, _ count: Int, configure: @escaping (Window) -> Void = { _ in })
    -> (run: ScenarioRun, bytes: Int)?
  {
    let bytes = WorstCaseScenarios.scenario(kind, count: count)
    let result = ScenarioRun.run(bytes: bytes, path: "\(kind.rawValue)-\(count).json", configure: configure)
    guard case .success(let run) = result else {
      Issue.record("\(kind.rawValue) at \(count) does not load: \(result)")
      return nil
    }
    return (run, bytes.count)
  }

  @Test(arguments: WorstCaseScenarios.corpus.filter { if case .refused = $0.outcome { true } else { false } })
  func aFilePastALimitIsRefusedNamingIt(_ entry: WorstCaseScenarios.Entry) throws {
    guard case .refused(let limit) = entry.outcome else { return }
    let bytes = WorstCaseScenarios.scenario(entry.kind, count: entry.count)
    guard case .failure(.invalid(let error)) = ScenarioRun.run(bytes: bytes, path: entry.name + ".json") else {
      Issue.record("\(entry.name) is not refused")
      return
    }
    #expect(error.message.contains(limit), "\(entry.name): \(error.message)")
    #expect(error.location != nil, "\(entry.name): no line:column")
  }

  /// The kinds a budget stops at the corpus's counts, at a count a debug build replays
  /// quickly, with budgets as much smaller: each is still stopped, naming its limit (the
  /// corpus's, unless given), and its work stays within the work budget and a slack of one event.
  static let stopped: [(WorstCaseScenarios.Kind, Int, limit: String?)] = [
    (.tapsRequiringTheLast, 300, nil), (.pansSimultaneousWithAll, 200, nil), (.tapsSimultaneousByCases, 200, nil),
    (.setReactionsPerMove, 100, nil), (.idleReactionsPerMove, 100, nil), (.recognizersWatchingEverySample, 100, nil),
    (.touchDownsInAWideTree, 100, nil), (.controlEventTree, 3, nil), (.flings, 50, nil), (.orderDependentTaps, 2, nil),
    (.budgetsTogether, 20, "records"),
  ]

  @Test(arguments: stopped.map(\.0))
  func aBudgetStopsTheWorstCaseAndBoundsItsWork(_ kind: WorstCaseScenarios.Kind) throws {
    let test = try #require(Self.stopped.first { $0.0 == kind })
    let count = test.1
    let entry = try #require(WorstCaseScenarios.corpus.first { $0.kind == kind })
    guard case .stopped(let corpusLimit) = entry.outcome else {
      Issue.record("\(kind.rawValue) is not stopped in the corpus")
      return
    }
    let limit = test.limit ?? corpusLimit
    let maxWork = 200_000
    let result = try #require(
      Self.run(kind, count) { window in
        window.limits.maxRecords = 2_000
        window.limits.maxOrderDependences = 50
        window.limits.maxWork = maxWork
      })
    let run = result.run
    let error = try #require(run.internalError, "\(kind.rawValue) at \(count) ran to its end")
    #expect(error.hasPrefix("the run exceeded "), "\(kind.rawValue): \(error)")  // not a fuzzing finding
    #expect(error.contains(limit), "\(kind.rawValue): \(error)")
    #expect(run.records.count <= 2_000)
    #expect(run.orderDependences.count <= 50)
    // The work check runs at every record, every 4,096 units of a long loop and every event.
    #expect(run.work <= maxWork + 25_000, "\(kind.rawValue): \(run.work) units of work")
  }

  /// The kinds that replay to their end at the corpus's counts, at small counts.
  static let completes: [(WorstCaseScenarios.Kind, Int)] = [
    (.tapsRequiringEveryOther, 1_000), (.stepperHeld, 60_000), (.timedActionsAtOneInstant, 1_000),
    (.thousandFingers, 2_200),
  ]

  @Test(arguments: completes.map(\.0))
  func aWorstCaseThatCompletesDoesWorkLinearInTheFile(_ kind: WorstCaseScenarios.Kind) throws {
    let count = try #require(Self.completes.first { $0.0 == kind }?.1)
    #expect(WorstCaseScenarios.corpus.contains { $0.kind == kind && $0.outcome == .completes })
    let result = try #require(Self.run(kind, count))
    #expect(result.run.internalError == nil, "\(result.run.internalError ?? "")")
    let samples = result.run.strokes.reduce(0) { $0 + $1.samples().count }
    let bound = Self.workPerByte * (result.bytes + samples) + Self.workAllowance
    #expect(result.run.work <= bound, "\(kind.rawValue): \(result.run.work) units of work, bound \(bound)")
  }

  @Test func everyKindIsInTheCorpusAndTheTests() {
    let tested = Set(Self.stopped.map(\.0) + Self.completes.map(\.0))
    for kind in WorstCaseScenarios.Kind.allCases {
      #expect(WorstCaseScenarios.corpus.contains { $0.kind == kind }, "\(kind.rawValue) is not in the corpus")
      let refusedOnly = WorstCaseScenarios.corpus.allSatisfy {
        $0.kind != kind || { if case .refused = $0.outcome { true } else { false } }($0)
      }
      #expect(tested.contains(kind) || refusedOnly, "\(kind.rawValue) is not replayed by a test")
    }
  }

  @Test func taps10000RequiringEveryOtherResolveAsARequirementCycle() throws {
    // Each tap that tries to recognize closes a cycle with the first, which waits on all
    // (G10: the one that closes the cycle fails); the first recognizes once all others failed.
    let result = try #require(Self.run(.tapsRequiringEveryOther, 5))
    let states = result.run.records.compactMap { record -> String? in
      guard case .gestureState(let from, let to) = record.call, from == .possible else { return nil }
      return "\(record.receiver) \(to.rawValue)"
    }
    #expect(states == ["t1 failed", "t2 failed", "t3 failed", "t4 failed", "t0 ended"])
  }
}
