import Dispatch
import Foundation
import TouchSim

extension GoldenCheck {
  /// Checks many scenarios on all cores and returns the results in the order of `paths`.
  ///
  /// Each scenario runs in its own simulation with its own recognizer registry (made from
  /// `registry` on its thread), so runs share nothing; output order never depends on
  /// scheduling.
  public static func checkAll(
    paths: [String], update: Bool, isCI: Bool, color: Bool = false, expectOnly: Bool = false,
    registry: TouchSimRegistry = TouchSimRegistry()
  ) -> [GoldenCheck] {
    let results = ResultSlots<GoldenCheck>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results.set(
        index,
        check(
          path: paths[index], update: update, isCI: isCI, color: color, expectOnly: expectOnly, registry: registry))
    }
    return results.values
  }
}

/// Preallocated result slots that worker threads fill by index under a lock.
public final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  /// `count` empty slots.
  public init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Fills slot `index`.
  public func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every slot's value (all must be filled).
  public var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}

/// Work spread over threads with results in a fixed order: `touchsim check`, `sweep` and
/// `fuzz` run on every core this way, and give the same output with one worker or many.
public enum Parallel {
  /// The cores this process may use.
  public static var coreCount: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

  /// Calls `body` once for every index in `0..<count`, on `workers` threads (at most `count`),
  /// each taking the next index not yet taken; returns when every call has returned. With one
  /// worker the indexes go in order on the calling thread.
  public static func forEach(count: Int, workers: Int, _ body: (Int) -> Void) {
    guard count > 0 else { return }
    let threads = min(max(workers, 1), count)
    guard threads > 1 else {
      for index in 0..<count { body(index) }
      return
    }
    let next = IndexDealer(count: count)
    withoutActuallyEscaping(body) { body in
      let unchecked = UncheckedBody(body: body)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let index = next.take() { unchecked.body(index) }
      }
    }
  }

  /// Counts finished work for a progress line: `advance` from any thread, `report` called
  /// with (done, total) whenever the done count crosses another `step`.
  public final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var reported = 0
    /// The amount of work.
    public let total: Int
    private let step: Int
    private let report: (Int, Int) -> Void

    /// A counter over `total` units that reports about `updates` times.
    public init(total: Int, updates: Int = 200, report: @escaping (Int, Int) -> Void) {
      self.total = total
      self.step = max(total / max(updates, 1), 1)
      self.report = report
    }

    /// Records `units` more finished.
    public func advance(_ units: Int = 1) {
      lock.lock()
      defer { lock.unlock() }
      done += units
      if done - reported >= step || done == total {
        reported = done
        report(done, total)
      }
    }
  }
}

/// Hands out indexes `0..<count` one at a time to worker threads.
private final class IndexDealer: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private let count: Int

  init(count: Int) { self.count = count }

  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}

/// A closure handed to worker threads; what it touches is the caller's to guard (results go
/// to `ResultSlots`).
private struct UncheckedBody: @unchecked Sendable {
  let body: (Int) -> Void
}
