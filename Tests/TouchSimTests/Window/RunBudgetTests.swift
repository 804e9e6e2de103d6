import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Issue 27: a run's budgets (`RunLimits.maxRecords`, `maxOrderDependences`, `maxWork`) stop
/// it with an error naming the limit; its log ends there, and the event in progress ends at
/// once (arbitration stops deciding, reactions stop running). No clock: counts only.
@Suite struct RunBudgetTests {
  /// A drag of `moves` samples on the leaf, which handles its touches (two records a move:
  /// none from recognizers).
  static func drag(moves: Int) -> Stroke {
    let path = (0...moves).map {
      Stroke.Sample(time: .milliseconds(Double($0) * 10), location: Point(x: 100, y: 100 + Double($0 % 50)))
    }
    return Stroke(finger: 1, path: path)
  }

  @Test func theRecordBudgetStopsTheRunWithTheLimitNamedAndTheLogEndsThere() {
    let builder = recognizerTree([])
    builder.window.limits.maxRecords = 25
    let simulation = Simulation(window: builder.window)
    simulation.add(Self.drag(moves: 100))
    let outcome = simulation.run()
    let message =
      "the run exceeded 25 records: the limit is 25 records per run (an output budget, so that every replay ends "
      + "within 2 s); its log ends there"
    #expect(outcome == .stopped(message))
    #expect(builder.window.recorder.records.count == 25)
    #expect(builder.window.isOverBudget)
  }

  @Test func aRunThatLogsExactlyTheBudgetIsNotStopped() {
    let builder = recognizerTree([])
    let simulation = Simulation(window: builder.window)
    simulation.add(Self.drag(moves: 10))
    guard case .completed = simulation.run() else {
      Issue.record("the drag does not complete")
      return
    }
    let records = builder.window.recorder.count
    let again = recognizerTree([])
    again.window.limits.maxRecords = records
    let rerun = Simulation(window: again.window)
    rerun.add(Self.drag(moves: 10))
    #expect(rerun.run() == .completed(events: again.window.scheduler.eventsRun))
    #expect(again.window.recorder.count == records)
  }

  @Test func theWorkBudgetStopsRecognizersWatchingEverySample() {
    // Pans that need two fingers watch a one-finger drag: a unit of work per pan per sample,
    // and no record from them.
    let pans = (0..<50).map { index -> GestureRecognizer in
      let pan = PanGestureRecognizer(name: "pan\(index)")
      pan.minimumNumberOfTouches = 2
      return pan
    }
    let builder = recognizerTree(pans)
    builder.window.limits.maxWork = 2_000
    let simulation = Simulation(window: builder.window)
    simulation.add(Self.drag(moves: 1_000))
    let outcome = simulation.run()
    guard case .stopped(let message) = outcome else {
      Issue.record("not stopped: \(outcome)")
      return
    }
    #expect(message.hasPrefix("the run exceeded 2000 units of work"))
    #expect(message.contains("the limit is 2000 per run"))
    // Stopped after the event that passed it: about 2,000 / 50 samples, not 1,000.
    #expect(builder.window.scheduler.eventsRun < 60)
    #expect(builder.window.workCount < 2_000 + 100)
  }

  @Test func theOrderDependenceBudgetStopsATapOnManyRivals() {
    // Ten taps on one view: each tap is 9 order-dependent outcomes (Q4).
    let taps = (0..<10).map { TapGestureRecognizer(name: "tap\($0)") }
    let builder = recognizerTree(taps)
    builder.window.limits.maxOrderDependences = 12
    let simulation = Simulation(window: builder.window)
    simulation.add(tap(1, at: Point(x: 50, y: 50)))
    simulation.add(tap(2, at: Point(x: 50, y: 50), from: 1_000))
    let outcome = simulation.run()
    #expect(builder.window.orderDependences.count == 12)
    guard case .stopped(let message) = outcome else {
      Issue.record("not stopped: \(outcome)")
      return
    }
    #expect(message.hasPrefix("the run exceeded 12 order-dependent outcomes: the limit is 12 per run"))
    // The second tap's decisions stop at the limit: not every tap changes state at its lift.
    let changes = builder.window.recorder.records.filter {
      if case .gestureState = $0.call { return $0.time == .milliseconds(1_080) }
      return false
    }
    #expect(changes.count < 10)
  }

  @Test func theDefaultsAndTheUnbudgetedLimits() {
    let limits = RunLimits()
    #expect(limits.maxRecords == 500_000)
    #expect(limits.maxOrderDependences == 10_000)
    #expect(limits.maxWork == 5_000_000)
    let free = RunLimits.unbudgeted
    #expect(free.maxRecords == .max && free.maxOrderDependences == .max && free.maxWork == .max)
    #expect(free.maxEvents == limits.maxEvents)
  }
}
