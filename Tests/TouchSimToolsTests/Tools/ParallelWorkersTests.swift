import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

@testable import TouchSimTools

/// `sweep` and `fuzz` on many threads give what one thread gives, in the same order, and
/// count their progress: compared output to output, never timed.
@Suite struct ParallelWorkersTests {
  static let t3 = Repository.path("Scenarios/scroll-view/t03-press-then-drag-plain-view.json")

  @Test func aSweepOnFourWorkersGivesTheOneWorkerTable() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.t3)))
    let axes = [try Sweep.Axis(parsing: "hold=60..120:10"), try Sweep.Axis(parsing: "dy=0..40:4")]
    let counted = CountedProgress()
    let single = try Sweep(bytes: bytes, axes: axes, finger: nil, workers: 1)
    let many = try Sweep(bytes: bytes, axes: axes, finger: nil, workers: 4, progress: counted.progress(total: 77))
    #expect(single.cells.count == 77)
    #expect(many.table == single.table)
    #expect(many.jsonl == single.jsonl)
    #expect(counted.reports.last?.done == 77 && counted.reports.allSatisfy { $0.total == 77 })
    #expect(counted.reports.map(\.done) == counted.reports.map(\.done).sorted())
  }

  @Test func fuzzingOnThreeWorkersFindsTheOneWorkerSeeds() {
    var fuzzer = Fuzzer()
    fuzzer.configure = { window in  // the planted defect of FuzzerTests: cancelled touches vanish
      window.recorder.admits = { record in
        if case .touches(.touchesCancelled, _, _, _) = record.call { return false }
        return true
      }
    }
    let counted = CountedProgress()
    let single = fuzzer.run(start: 1, count: 700, workers: 1)
    let many = fuzzer.run(start: 1, count: 700, workers: 3, progress: counted.progress(total: 700))
    #expect(!single.isEmpty)
    #expect(many == single)
    #expect(counted.reports.last?.done == 700)
  }

  @Test func everyIndexRunsOnceWhateverTheWorkers() {
    for workers in [1, 2, 7, 64] {
      let slots = ResultSlots<Int>(count: 100)
      Parallel.forEach(count: 100, workers: workers) { slots.set($0, $0 * $0) }
      #expect(slots.values == (0..<100).map { $0 * $0 })
    }
    Parallel.forEach(count: 0, workers: 4) { _ in Issue.record("no work") }
  }
}

/// Keeps the progress reports of a run.
final class CountedProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [(done: Int, total: Int)] = []

  var reports: [(done: Int, total: Int)] { lock.withLock { kept } }

  func progress(total: Int) -> Parallel.Progress {
    Parallel.Progress(total: total) { done, total in self.lock.withLock { self.kept.append((done, total)) } }
  }
}
