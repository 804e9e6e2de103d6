/// The window (`UIWindow`): it hit-tests new touches, runs the recognizers and delivers
/// touches to views (0.1-0.4, MD4), on the virtual clock of its scheduler.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class Window: View {
  /// The event loop driving this window.
  public let scheduler: Scheduler
  /// Where the log goes.
  public let recorder: Recorder
  /// The application, the window's next responder (RC1).
  public let application = Application()
  /// What timer closures hold of the window (`UnretainedReference`).
  let reference = UnretainedReference<Window>()
  /// The recognizer arbitration. A `let`, not `lazy`: read at every step, a stored constant
  /// is read without a retain (issue 15).
  let gestureEnvironment = GestureEnvironment()
  /// Touches that are down, or whose delivery is still pending, in order of touch-down.
  @exclusivity(unchecked) var activeTouches: [Touch] = []
  /// The touch each finger last began (issue 12: a sample finds its touch without a scan, and
  /// a finger number reused while its touch is open is caught).
  @exclusivity(unchecked) var latestTouchByFinger: [Int: Touch] = [:]
  /// Touches down whose view may receive them (not excluded, M1 and M2), counted so that a
  /// new touch's exclusion is decided without a scan (issue 12).
  @exclusivity(unchecked) var windowLiveTouchCount = 0
  /// Of `windowLiveTouchCount`, the touches on views with `isExclusiveTouch` (M2).
  @exclusivity(unchecked) var exclusiveLiveTouchCount = 0
  /// Touches with a withheld `touchesBegan` or `touchesEnded` (G5, G6) whose recognizers
  /// changed state, flags or touches since step 4 last looked at them: only these can be
  /// released, so step 4 looks at them, not at every active touch (issue 12).
  /// The reasons app overrides of `hitTest` and `point(inside:)` gave during the current hit
  /// test (`--explain` only).
  @exclusivity(unchecked) var hitTestAppReasons: [Reason] = []
  /// The animating view that ate the touch being hit-tested (`-[UIApplication
  /// _eatCurrentTouchForWindow:]`, AN1), reset before each new touch's hit test.
  @exclusivity(unchecked) unowned(unsafe) var touchEater: View?
  @exclusivity(unchecked) var releaseCandidates: [Touch] = []
  /// The length of `activeTouches` after its last compaction.
  @exclusivity(unchecked) var activeTouchesAfterCompaction = 0
  /// Units of per-event work done so far: touches and recognizers visited by delivery and
  /// arbitration loops. Deterministic (no clock), so tests bound it by the input size and a
  /// regression to a quadratic scan fails `swift test` (issue 12).
  @exclusivity(unchecked) public internal(set) var workCount = 0
  @exclusivity(unchecked) var touchCount = 0
  @exclusivity(unchecked) var lastTap: (location: Point, time: SimTime, tapCount: Int)?
  @exclusivity(unchecked) private var viewsByName: [String: View] = [:]
  @exclusivity(unchecked) private var recognizersByName: [String: GestureRecognizer] = [:]
  /// Views and recognizers that joined the tree without `register(_:)`, held only while they
  /// are in the window (`adopt(_:)`, `release(_:)`); the registered ones come first.
  @exclusivity(unchecked) private var adoptedViews: [String: View] = [:]
  @exclusivity(unchecked) private var adoptedRecognizers: [String: GestureRecognizer] = [:]
  /// Q4: the order in which recognizers that could both recognize in one event are tried;
  /// `.reversed` replays the other outcome of every order-dependent point.
  @exclusivity(unchecked) public var recognizerOrder = RecognizerOrder.insertion
  /// The iOS the app runs on and the SDK it was built with (`IOSVersion`): what the
  /// version-dependent rules read (NV20).
  public var ios = IOSVersion()
  /// Q4: the outcomes of this run that depend on the recognizer order, in run order.
  public var orderDependences: [OrderDependence] { gestureEnvironment.orderDependences }

  /// The first responder (`UIWindow`'s first responder: the editing text field or text
  /// view), held weakly; `nil` when nothing edits (TF2). Changed by `becomeFirstResponder()`
  /// and `resignFirstResponder()`.
  @exclusivity(unchecked) public internal(set) weak var firstResponder: Responder?
  /// Why the first responder changes now (`--explain`): a text field's tap sets it around its
  /// `becomeFirstResponder()` call; `nil` means app code called the method.
  @exclusivity(unchecked) var firstResponderCause: Reason?
  /// The software keyboard (TF12-TF14), when the app has one; `nil`: a hardware keyboard,
  /// no keyboard window (TF13 e).
  public var keyboard: Keyboard?
  /// Set while the first responder passes from one responder to another (TF6), so that the
  /// keyboard does not hide between them.
  @exclusivity(unchecked) var isSwitchingFirstResponder = false

  /// Limits that end a run with an error instead of looping forever.
  @exclusivity(unchecked) public var limits = RunLimits()
  /// Set, with its message in `errors`, when the run used up one of its budgets
  /// (`RunLimits.maxRecords`, `maxWork`): no more records are logged, reactions stop running
  /// and the arbitration stops deciding, so the event in progress ends at once (issue 27).
  @exclusivity(unchecked) public internal(set) var isOverBudget = false
  /// The app class's touch method running now, if any (`superTouches`).
  @exclusivity(unchecked) var runningTouchMethod: RunningTouchMethod?
  /// `forward` reactions run in the current run-loop turn.
  @exclusivity(unchecked) var forwardsThisTurn = 0
  /// How many app reactions (control actions, `didSelectRow` reactions) run inside one another
  /// now (`runReactions`, bounded by `limits.maxReactionDepth`).
  @exclusivity(unchecked) var reactionDepth = 0
  /// Errors that ended the run early or model invariants that broke.
  @exclusivity(unchecked) public internal(set) var errors: [String] = []
  /// Where the app reaction running now is written (`runReaction(at:_:)`), so that a loop
  /// limit can name it.
  @exclusivity(unchecked) public internal(set) var runningReactionPosition: ReactionPosition?
  /// Set, with its message in `errors`, when the app's own reactions stopped the run at a
  /// loop limit (`RunLimits.maxReactionDepth`, `maxForwardingDepth`, `maxForwardsPerTurn`):
  /// a loop in the app's logic, not a failure of the model.
  @exclusivity(unchecked) public internal(set) var reactionLoop: ReactionLoop?
  /// The finger number that touched down again while its earlier touch was open (issue 12);
  /// it stops the run (its message is in `errors`).
  @exclusivity(unchecked) public internal(set) var fingerReuse: FingerReuse?

  /// State changes that recognizers asked for and the legal table refused (G1): bugs in a
  /// recognizer, reported rather than silently fixed.
  public var refusedTransitions: [String] { gestureEnvironment.violations }

  /// Creates a window of a size, with its own scheduler and recorder.
  public init(size: Size, scheduler: Scheduler = Scheduler(), recorder: Recorder = Recorder()) {
    self.scheduler = scheduler
    self.recorder = recorder
    super.init(name: "window", frame: Rect(origin: .zero, size: size))
    self.window = self
    reference.object = self
    gestureEnvironment.window = self
    #if DEBUG
      Window.creations?.increment()
    #endif
  }

  /// The views, timers and live touches that outlive the window read `nil` for it
  /// (`View.window`, `View.superview`: the back references are not `weak`).
  deinit {
    reference.object = nil
    forgetLiveTouches()
    for subview in subviews where subview.window === self { subview.setWindow(nil) }
  }

  public override var className: String { "UIWindow" }

  /// The application (RC1).
  public override var next: Responder? { application }

  /// Installs the root view controller's view, filling the window unless it has a frame.
  public func setRootView(_ root: View) {
    addSubview(root)
    register(root)
  }

  /// Indexes a subtree's views and recognizers by name, for scenario references.
  public func register(_ root: View) {
    var stack: [View] = [root]
    while let view = stack.popLast() {
      viewsByName[view.name] = view
      for recognizer in view.gestureRecognizers { recognizersByName[recognizer.name] = recognizer }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Indexes a view joining the window's tree, and its recognizers, by name while it stays,
  /// keeping a name already taken: `register(_:)`, which a scenario's builder calls after
  /// building, still decides which of two same-named views a name finds.
  func adopt(_ view: View) {
    if viewsByName[view.name] == nil, adoptedViews[view.name] == nil { adoptedViews[view.name] = view }
    for recognizer in view.gestureRecognizers { adopt(recognizer) }
  }

  /// Indexes a recognizer added to a view in the window, keeping a name already taken.
  func adopt(_ recognizer: GestureRecognizer) {
    if recognizersByName[recognizer.name] == nil, adoptedRecognizers[recognizer.name] == nil {
      adoptedRecognizers[recognizer.name] = recognizer
    }
  }

  /// Forgets a view leaving the window's tree, and its recognizers, if they were adopted, so
  /// that the window does not keep them alive.
  func release(_ view: View) {
    if adoptedViews[view.name] === view { adoptedViews[view.name] = nil }
    for recognizer in view.gestureRecognizers where adoptedRecognizers[recognizer.name] === recognizer {
      adoptedRecognizers[recognizer.name] = nil
    }
  }

  /// Registers a recognizer added after the view was registered.
  public func register(_ recognizer: GestureRecognizer) { recognizersByName[recognizer.name] = recognizer }

  /// Every view in the window, depth first in subview order (iterative).
  public var allViews: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// The view with a log name, if any.
  public func view(named name: String) -> View? {
    name == self.name ? self : viewsByName[name] ?? adoptedViews[name]
  }

  /// The recognizer with a log name, if any.
  public func gestureRecognizer(named name: String) -> GestureRecognizer? {
    recognizersByName[name] ?? adoptedRecognizers[name]
  }

  /// Appends a record at the current time. `why` (the rule ID (Docs/Rulebook.md) and the deciding
  /// values) is built only when the recorder explains (`--explain`).
  @usableFromInline
  func record(_ receiver: String, _ call: consuming Call, why: @autoclosure () -> Reason) {
    if recorder.count >= limits.maxRecords || scheduler.eventsRun + workCount > limits.maxWork || isOverBudget {
      checkBudgets(logging: true)
      guard !isOverBudget else { return }  // the run is stopping: its log ends at the limit
    }
    recorder.append(Record(time: scheduler.now, receiver: receiver, call: call, why: recorder.explains ? why() : nil))
  }

  /// Whether records carry a `why` (`--explain`): explanations are built only then.
  public var explains: Bool { recorder.explains }

  /// Runs timer work (a recognizer's timer, a scenario action) as one run-loop turn: the
  /// work, then cancellations, actions and deliveries (0.4).
  func runTimerWork(_ body: () -> Void) {
    forwardsThisTurn = 0
    body()
    settle(eventTouches: [])
  }

  /// Runs app work at the current time as one run-loop turn: the work, then settle (0.4).
  public func performAction(_ body: () -> Void) { runTimerWork(body) }
}

/// Bounds that turn a runaway scenario into a clear error (issue: reliability).
public struct RunLimits: Sendable {
  /// The most events one run may process.
  public var maxEvents = 5_000_000
  /// The most records one run may log: an output budget (issue 27). A run's records can grow
  /// as a product of the file's counts (reactions that log at every move, recognizers asked
  /// about each other at every touch), which no limit on the file alone bounds.
  public var maxRecords = RunLimits.defaultMaxRecords
  /// The most order-dependent outcomes (Q4) one run may report: each is a warning and a line
  /// of the jsonl log, longer than a record (10,000 taps on one view give 9,999 at each tap).
  public var maxOrderDependences = RunLimits.defaultMaxOrderDependences
  /// The most units of work one run may do: events run plus `Window.workCount` (the
  /// recognizers, touches, views and reactions its loops visit), the measure the tests bound
  /// by the input (issue 27). It stops a run whose work grows as a product of the file's
  /// counts without logging (recognizers that watch every sample and never change state).
  public var maxWork = RunLimits.defaultMaxWork

  /// `maxRecords`' default.
  public static let defaultMaxRecords = 500_000
  /// `maxOrderDependences`' default.
  public static let defaultMaxOrderDependences = 10_000
  /// `maxWork`'s default.
  public static let defaultMaxWork = 5_000_000
  /// No budget: for benchmarks that measure throughput beyond what a scenario may do.
  public static var unbudgeted: RunLimits {
    var limits = RunLimits()
    limits.maxRecords = .max
    limits.maxOrderDependences = .max
    limits.maxWork = .max
    return limits
  }
  /// The deepest chain of `forward` reactions inside one another.
  public var maxForwardingDepth = 64
  /// The deepest chain of app reactions inside one another: a control's actions that send
  /// control events whose actions send more (C7), `didSelectRow` reactions (TV1).
  public var maxReactionDepth = 64
  /// The most settle passes in one run-loop turn.
  public var maxSettlePasses = 64
  /// The most `forward` reactions run in one run-loop turn (two forwards per responder
  /// would otherwise double the calls at every level).
  public var maxForwardsPerTurn = 10_000

  /// The default limits.
  public init() {}
}

extension Window {
  /// The run is over (`Simulation.run` runs once): the window lets go of its touches. A touch
  /// holds its view, so a touch on the window itself would otherwise keep the window alive.
  /// (Recognizers keep theirs until they reset, as `trackedTouches` shows app code.)
  func endRun() {
    forgetLiveTouches()
    activeTouches = []
    activeTouchesAfterCompaction = 0
    latestTouchByFinger = [:]
    releaseCandidates = []
  }

  /// Views with touches down stop pointing at this window (`View.liveTouchWindow`), which
  /// is about to let go of the touches or to go.
  private func forgetLiveTouches() {
    for touch in activeTouches where touch.delivery.countedLive {
      if let view = touch.view, view.liveTouchWindow === self { view.liveTouchWindow = nil }
    }
  }
}
