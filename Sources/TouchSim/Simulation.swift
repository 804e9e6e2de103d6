/// A run of the model: a window with its view tree, finger strokes and timed app work,
/// replayed on the virtual clock into a stream of records.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let root = View(name: "main")
/// root.frame = window.bounds
/// window.setRootView(root)
/// let simulation = Simulation(window: window)
/// simulation.add(Stroke(finger: 1, path: [.init(time: .zero, location: Point(x: 10, y: 10)),
///                                         .init(time: .milliseconds(80), location: Point(x: 10, y: 10))]))
/// let outcome = simulation.run()
/// print(TextRenderer.render(window.recorder.records))
/// ```
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class Simulation {
  /// The window under test.
  public let window: Window
  @exclusivity(unchecked) private var strokes: [Stroke] = []
  @exclusivity(unchecked) private var actions: [(time: SimTime, body: (Window) -> Void)] = []
  /// The touch events: each one's time and its changes in `scriptChanges` (one list for the
  /// whole script, not one per event: issue 15).
  @exclusivity(unchecked) private var script: [(time: SimTime, changes: Range<Int>)] = []
  @exclusivity(unchecked) private var scriptChanges: [TouchChange] = []
  @exclusivity(unchecked) private var scriptIndex = 0
  /// Called after each event of the run (a touch event, a timer, timed app work): the
  /// `SceneRecorder` takes the window's state there.
  @exclusivity(unchecked) public var afterEachEvent: (() -> Void)?

  /// What the scheduled touch events hold of the simulation (`UnretainedReference`).
  private let reference: UnretainedReference<Simulation>
  /// Sends the next scripted event and queues the one after it. Made once, so feeding an
  /// event allocates nothing (issue 7).
  private let feedTouchEvent: () -> Void

  /// Creates a simulation of a window.
  public init(window: Window) {
    self.window = window
    let reference = UnretainedReference<Simulation>()
    self.reference = reference
    feedTouchEvent = { reference.object?.feedNextTouchEvent() }
    reference.object = self
  }

  /// A simulation that is gone no longer feeds its window (`UnretainedReference`).
  deinit { reference.object = nil }

  /// Adds a finger stroke; strokes may overlap in time (multi-touch).
  public func add(_ stroke: Stroke) { strokes.append(stroke) }

  /// The strokes added and not yet run, in the order added (`run()` empties the list).
  public var pendingStrokes: [Stroke] { strokes }

  /// Runs app work at a fixed time as its own run-loop turn: the work, then the
  /// cancellations and deliveries it causes (0.4). At one instant touches come first, then
  /// this work in the order scheduled, then timers (MD17).
  ///
  /// ```swift
  /// simulation.schedule(at: .milliseconds(500)) { window in
  ///   window.set(\.isScrollEnabled, of: scroll, to: false, named: "isScrollEnabled")
  /// }
  /// ```
  public func schedule(at time: SimTime, _ body: @escaping (Window) -> Void) {
    actions.append((time, body))
  }

  /// How a run ended.
  public enum Outcome: Equatable, Sendable {
    /// Every event ran.
    case completed(events: Int)
    /// A limit stopped the run; the message says which.
    case stopped(String)
    /// The log's sink asked to stop (`Recorder.stopRequested`: its reader went away) after
    /// this many events; the rest of the script did not run.
    case interrupted(events: Int)
  }

  /// Schedules the script and runs the event loop until nothing is left, a limit is hit or
  /// the recorder's sink asks to stop (polled between events).
  ///
  /// Touch samples at one instant form one event, in stroke order; all touch events are
  /// queued before any action or timer, so at one instant touches come first (MD17).
  public func run() -> Outcome {
    defer { window.endRun() }
    scheduleScript()
    let scheduler = window.scheduler
    while scheduler.runNext() {
      if let afterEachEvent { afterEachEvent() }
      window.checkBudgets()
      if let error = window.errors.first { return .stopped(error) }
      if window.recorder.stopRequested { return .interrupted(events: scheduler.eventsRun) }
      if scheduler.eventsRun >= window.limits.maxEvents {
        return .stopped("the run exceeded \(window.limits.maxEvents) events")
      }
    }
    if let error = window.errors.first { return .stopped(error) }
    return .completed(events: scheduler.eventsRun)
  }

  private func scheduleScript() {
    var samples: [(time: SimTime, order: Int, change: TouchChange)] = []
    for stroke in strokes {
      for sample in stroke.samples() { samples.append((sample.time, samples.count, sample.change)) }
    }
    samples.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    var events: [(time: SimTime, changes: Range<Int>)] = []
    var changes: [TouchChange] = []
    changes.reserveCapacity(samples.count)
    for sample in samples {
      changes.append(sample.change)
      if let last = events.last, last.time == sample.time {
        events[events.count - 1].changes = last.changes.lowerBound..<changes.count
      } else {
        events.append((sample.time, changes.count - 1..<changes.count))
      }
    }
    script = events
    scriptChanges = changes
    scriptIndex = 0
    scheduleNextTouchEvent()
    for action in actions {
      window.scheduler.schedule(at: action.time) { [window] in window.performAction { action.body(window) } }
    }
    strokes = []
    actions = []
  }

  /// Touch events are fed one at a time, so the queue stays small however long the script.
  private func scheduleNextTouchEvent() {
    guard scriptIndex < script.count else { return }
    window.scheduler.scheduleTouchEvent(at: script[scriptIndex].time, feedTouchEvent)
  }

  /// Sends the next scripted event and queues the one after it (`feedTouchEvent`).
  private func feedNextTouchEvent() {
    let changes = scriptChanges[script[scriptIndex].changes]
    scriptIndex += 1
    window.sendEvent(changes)
    scheduleNextTouchEvent()
  }
}
