/// A handle to a scheduled timer; cancelling it guarantees it never fires.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class TimerHandle {
  /// Whether `cancel()` was called.
  @exclusivity(unchecked) public private(set) var isCancelled = false
  /// A label for diagnostics (e.g. `"scroll.delay 150 ms"`).
  public let label: String

  init(label: String) { self.label = label }

  /// Cancels the timer. A timer cancelled at the instant it is due does not fire.
  public func cancel() { isCancelled = true }
}

/// The discrete-event loop: one queue on an integer virtual clock.
///
/// Modelled on SwiftNIO's `EmbeddedEventLoop`, but popping one event at a time so that a
/// timer cancelled by an earlier event at the same instant never runs.
///
/// - Note: `now` is set to an event's time before its work runs, and never moves backwards.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class Scheduler {
  /// The current virtual time.
  @exclusivity(unchecked) public private(set) var now: SimTime = .zero
  /// How many events have been run.
  @exclusivity(unchecked) public private(set) var eventsRun: Int = 0

  private struct Work {
    let handle: TimerHandle?
    let body: () -> Void
  }

  @exclusivity(unchecked) private var queue = EventQueue<Work>()

  /// Creates an idle scheduler at time zero.
  public init() {}

  /// The number of events still pending (cancelled ones included until popped).
  public var pendingCount: Int { queue.count }

  /// The time of the next pending event.
  public var nextEventTime: SimTime? { queue.first?.time }

  /// Schedules work at an absolute time; times in the past run at `now` (never backwards).
  public func schedule(at time: SimTime, _ body: @escaping () -> Void) {
    queue.insert(Work(handle: nil, body: body), at: Swift.max(time, now))
  }

  /// Schedules a touch event: at one instant, touch events run before timers and actions
  /// whenever they were scheduled (MD17).
  public func scheduleTouchEvent(at time: SimTime, _ body: @escaping () -> Void) {
    queue.insert(Work(handle: nil, body: body), at: Swift.max(time, now), priority: 0)
  }

  /// Schedules a cancellable timer `delay` after `now`.
  @discardableResult
  public func scheduleTimer(after delay: SimDuration, label: String, _ body: @escaping () -> Void)
    -> TimerHandle
  {
    scheduleTimer(at: now + delay, label: label, body)
  }

  /// Schedules a cancellable timer at an absolute time.
  @discardableResult
  public func scheduleTimer(at time: SimTime, label: String, _ body: @escaping () -> Void)
    -> TimerHandle
  {
    let handle = TimerHandle(label: label)
    queue.insert(Work(handle: handle, body: body), at: Swift.max(time, now))
    return handle
  }

  /// Runs the next event, skipping cancelled timers. Returns false when nothing is left.
  @discardableResult
  public func runNext() -> Bool {
    while let entry = queue.popFirst() {
      if entry.payload.handle?.isCancelled == true { continue }
      now = entry.time
      eventsRun += 1
      entry.payload.body()
      return true
    }
    return false
  }
}
