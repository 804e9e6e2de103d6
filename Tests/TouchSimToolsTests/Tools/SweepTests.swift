import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario
@testable import TouchSimTools

/// `touchsim sweep` over the worked timelines (issue 6).
@Suite struct SweepTests {
  static func bytes(_ relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent(relativePath)))
  }

  @Test func t1OverHold100To200ChangesAt150() throws {
    let axis = try Sweep.Axis(parsing: "hold=100..200:10")
    let sweep = try Sweep(
      bytes: Self.bytes("Scenarios/scroll-view/t01-quick-tap-on-button.json"), axes: [axis], finger: nil)
    let outcomes = sweep.cells.map { try? $0.outcome.get() }
    // D2, D4(b), MD17: a lift at or before 150 ms releases the touch at the lift (touchDown and
    // touchUpInside together); after 150 ms the timer releases it first.
    #expect(outcomes == Array(repeating: .contentAtLift, count: 6) + Array(repeating: .content, count: 5))
    #expect(sweep.cells.map(\.changed) == [false, false, false, false, false, false, true, false, false, false, false])
    #expect(sweep.table.contains("160  content           <- changed (between 150 and 160 ms)"))
  }

  @Test func t1AtOneMillisecondStepsFlipsJustAfter150() throws {
    let sweep = try Sweep(
      bytes: Self.bytes("Scenarios/scroll-view/t01-quick-tap-on-button.json"),
      axes: [try Sweep.Axis(parsing: "hold=149..151")], finger: 1)
    #expect(sweep.cells.map { try? $0.outcome.get() } == [.contentAtLift, .contentAtLift, .content])
  }

  @Test func t3GridShowsTheHysteresisAndTheDelay() throws {
    let sweep = try Sweep(
      bytes: Self.bytes("Scenarios/scroll-view/t03-press-then-drag-plain-view.json"),
      axes: [try Sweep.Axis(parsing: "hold=60..200:10"), try Sweep.Axis(parsing: "dy=0..40:4")], finger: nil)
    func outcome(hold: Double, dy: Double) -> TouchOutcome? {
      try? sweep.cells.first { $0.values == [hold, dy] }?.outcome.get()
    }
    // Below the 10 pt hysteresis the view keeps the touch (P1).
    #expect(outcome(hold: 200, dy: 8) == .content)
    // Past it after 150 ms: the view got touchesBegan, then touchesCancelled (K5, K7).
    #expect(outcome(hold: 200, dy: 12) == .cancelled)
    // Past it before 150 ms (20 pt: 2 pt per sample, 10 pt at the fifth, 126.7 ms): D5.
    #expect(outcome(hold: 60, dy: 20) == .scroll)
    // The same motion starting at 90 ms reaches 10 pt at 156.7 ms: too late for D5.
    #expect(outcome(hold: 90, dy: 20) == .cancelled)
    #expect(sweep.cells.first { $0.values == [60, 20] }?.changed == true)
    #expect(sweep.table.contains("S scroll"))
  }

  @Test func jsonLinesHaveTheValuesOutcomeAndChange() throws {
    let sweep = try Sweep(
      bytes: Self.bytes("Scenarios/scroll-view/t01-quick-tap-on-button.json"),
      axes: [try Sweep.Axis(parsing: "hold=150..151")], finger: nil)
    #expect(
      sweep.jsonl == """
        {"hold":150,"outcome":"content at lift","changed":false}
        {"hold":151,"outcome":"content","changed":true}

        """)
  }

  @Test(arguments: [
    "hold", "speed=1..2", "hold=5..1", "hold=1..2:0", "hold=1..2:-1", "hold=a..b", "dy=0..5000:0.001", "hold=0",
    "hold=0..1e19", "hold=1..2:1e-300", "dx=-1e308..1e308:1e300", "dy=nan", "dx=1000001",
  ])
  func badAxesAreRejected(_ text: String) {
    #expect(throws: ScenarioToolError.self) { try Sweep.Axis(parsing: text) }
  }

  @Test func axisValuesDoNotDrift() throws {
    let axis = try Sweep.Axis(parsing: "dy=0..1:0.1")
    #expect(axis.values.count == 11)
    #expect(axis.values.last == 1.0)
  }

  @Test func aBadCellIsReportedNotFatal() throws {
    // dx 1000000 moves the lift (x 195) past the coordinate limit: refused for that cell only.
    let sweep = try Sweep(
      bytes: Self.bytes("Scenarios/scroll-view/t01-quick-tap-on-button.json"),
      axes: [try Sweep.Axis(parsing: "dx=0..1000000:1000000")], finger: nil)
    #expect((try? sweep.cells[0].outcome.get()) == .contentAtLift)
    if case .failure = sweep.cells[1].outcome {} else { Issue.record("dx 1000000 should fail") }
    #expect(throws: ScenarioToolError.self) {
      try Sweep(
        bytes: Self.bytes("Scenarios/scroll-view/t01-quick-tap-on-button.json"),
        axes: [try Sweep.Axis(parsing: "hold=1")], finger: 9)
    }
  }
}
