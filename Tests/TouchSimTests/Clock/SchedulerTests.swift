import Testing
import TouchSimTools

@testable import TouchSim

@Suite struct SchedulerTests {
  @Test func eventsAtOneInstantRunInInsertionOrder() {
    let scheduler = Scheduler()
    var order: [Int] = []
    for index in 0..<5 { scheduler.schedule(at: .milliseconds(10)) { order.append(index) } }
    scheduler.schedule(at: .milliseconds(5)) { order.append(-1) }
    while scheduler.runNext() {}
    #expect(order == [-1, 0, 1, 2, 3, 4])
  }

  @Test func cancelledTimerDoesNotFireAtSameInstant() {
    let scheduler = Scheduler()
    var fired = false
    var timer: TimerHandle?
    scheduler.schedule(at: .milliseconds(150)) { timer?.cancel() }
    timer = scheduler.scheduleTimer(at: .milliseconds(150), label: "delay") { fired = true }
    while scheduler.runNext() {}
    #expect(!fired)
  }

  @Test func nowIsSetBeforeWorkRunsAndNeverGoesBackwards() {
    let scheduler = Scheduler()
    var seen: [SimTime] = []
    scheduler.schedule(at: .milliseconds(20)) {
      seen.append(scheduler.now)
      scheduler.schedule(at: .milliseconds(5)) { seen.append(scheduler.now) }
    }
    while scheduler.runNext() {}
    #expect(seen == [.milliseconds(20), .milliseconds(20)])
  }

  @Test func heapKeepsItsInvariantUnderRandomInserts() {
    var queue = EventQueue<Int>()
    var generator = SeededRandom(seed: 7)
    for value in 0..<2_000 { queue.insert(value, at: SimTime(microseconds: Int64(generator.next() % 1000))) }
    #expect(queue._checkInvariants())
    var previous: (SimTime, UInt64)?
    while let entry = queue.popFirst() {
      if let previous { #expect(previous < (entry.time, entry.sequence)) }
      previous = (entry.time, entry.sequence)
    }
  }

  @Test func millisecondsPrintExactlyFromMicroseconds() {
    #expect(SimTime(microseconds: 16_667).description == "16.667")
    #expect(SimTime.milliseconds(150).description == "150.000")
    #expect(SimTime.milliseconds(1000.0 / 60).microseconds == 16_667)
  }
}
