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
