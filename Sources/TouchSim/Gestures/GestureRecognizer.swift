/// A gesture recognizer (`UIGestureRecognizer`): UIKit's state machine, fed touches by the
/// window before the hit view (0.2, MD4).
///
/// Subclass it the way a UIKit subclass would (`UIGestureRecognizerSubclass.h`): override
/// the touch methods, set `state`, and reset your own fields in `reset()`. Setting `state`
/// goes through the window's arbitration (G8-G10, MD18), so it may not take effect: read it
/// back.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
open class GestureRecognizer {
  /// The receiver name in the log.
  public let name: String
  /// The view it is attached to; `nil` once the view is gone (its `deinit` clears it;
  /// `unowned(unsafe)`, not `weak`, for the reason `View.superview` gives).
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var view: View?
  /// The delegate (`UIGestureRecognizerDelegate`), held weakly as UIKit holds it; a
  /// `GestureRecognizerAnswers` is kept by the recognizer (G7-G10).
  public var delegate: GestureRecognizerDelegate? {
    get { ownedAnswers ?? weakDelegate }
    set {
      ownedAnswers = newValue as? GestureRecognizerAnswers
      weakDelegate = ownedAnswers == nil ? newValue : nil
      hasWeakDelegate = weakDelegate != nil
    }
  }
  /// A delegate made of closures, which the recognizer owns.
  @exclusivity(unchecked) var ownedAnswers: GestureRecognizerAnswers?
  /// Any other delegate, which the app owns.
  @exclusivity(unchecked) weak var weakDelegate: GestureRecognizerDelegate?
  /// Whether `weakDelegate` was set: recognizers without one skip the weak load.
  @exclusivity(unchecked) var hasWeakDelegate = false
  /// Set by a delegate method's default implementation: the delegate does not implement it.
  @exclusivity(unchecked) var delegateAnsweredByDefault = false
  /// Cancel the view's touches when recognized (G3, G4).
  @exclusivity(unchecked) public var cancelsTouchesInView = true
  /// Withhold `touchesBegan` from the view while possible (G3, G5).
  @exclusivity(unchecked) public var delaysTouchesBegan = false {
    didSet { if oldValue != delaysTouchesBegan { view?.home?.recognizerMayRelease(self) } }
  }
  /// Withhold `touchesEnded` from the view while in play (G3, G6).
  @exclusivity(unchecked) public var delaysTouchesEnded = true {
    didSet { if oldValue != delaysTouchesEnded { view?.home?.recognizerMayRelease(self) } }
  }
  /// The app's targets (`addTarget(_:action:)`), in the order added (G2).
  @exclusivity(unchecked) public private(set) var targets: [(GestureRecognizer) -> Void] = []
  /// While the targets run, the state the action being sent reports; `nil` otherwise. It
  /// differs from `state` when the recognizer moved on in the same event (a pan that begins
  /// and ends in one event sends `.began` then `.ended`, and `state` is already `.ended`
  /// during the `.began` action; the model sends a recognizer's actions after the event's
  /// state changes, G2).
  public internal(set) var actionState: GestureState?
  /// Recognizers this one waits on (`require(toFail:)`, G10).
  @exclusivity(unchecked) public var requiredToFail: [GestureRecognizer] = []
  /// The touches this recognizer is tracking in the current sequence.
  @exclusivity(unchecked) public internal(set) var trackedTouches: [Touch] = []
  /// The tracked touches that have not ended, in tracking order: `trackedTouches` without
  /// the finished ones, kept as touches lift, so per-event code reads it without filtering
  /// every touch of the sequence (issue 12).
  @exclusivity(unchecked) public internal(set) var openTouches: [Touch] = []

  @exclusivity(unchecked) var storedState: GestureState = .possible {
    didSet { arbitration?.stateDidChange(self, from: oldValue) }
  }
  @exclusivity(unchecked) var storedIsEnabled = true
  /// A recognition waiting for the recognizers it requires to fail (G10).
  @exclusivity(unchecked) var deferredState: GestureState? {
    didSet { arbitration?.deferralDidChange(self, wasDeferred: oldValue != nil) }
  }
  /// Actions to send in step 3 of the current event.
  @exclusivity(unchecked) var pendingActions: [GestureState] = []
  /// Why a recognition waits on failure requirements (`--explain`, G10).
  @exclusivity(unchecked) var deferredReason: Reason?
  /// Q4, 0.5: a rival UIKit resolves before this recognizer in the current decision, which its
  /// recognition therefore does not prevent (the two both recognize).
  weak var orderSpared: GestureRecognizer?
  /// When the recognizer joined its window's arbitration; 0 while it is not active (issue 12:
  /// membership and order without scanning the active list).
  @exclusivity(unchecked) var activationStamp = 0
  /// The arbitration while the recognizer is active (set and cleared with `activationStamp`).
  @exclusivity(unchecked) unowned(unsafe) var arbitration: GestureEnvironment?
  /// Counted in `GestureEnvironment.undecidedActiveCount`: active, possible, not waiting.
  @exclusivity(unchecked) var isCountedUndecided = false
  /// Listed for the next reset pass (`GestureEnvironment.resetFinishedRecognizers`).
  @exclusivity(unchecked) var isResetCandidate = false
  /// Counted in `GestureEnvironment.lazyActiveCount` (its failure requirements are not only
  /// `requiredToFail`), decided when it joined, so that leaving counts what joining counted.
  @exclusivity(unchecked) var isCountedLazy = false
  /// Its place in the arbitration's list of active recognizers still possible, in activation
  /// order (`GestureEnvironment.firstPossible`): a lazy failure requirement is looked for among
  /// them, not among every active recognizer (issue 27). The list holds no reference count:
  /// its recognizers are active, so `activeRecognizers` holds them.
  @exclusivity(unchecked) var isListedPossible = false
  @exclusivity(unchecked) unowned(unsafe) var previousPossible: GestureRecognizer?
  @exclusivity(unchecked) unowned(unsafe) var nextPossible: GestureRecognizer?
  /// The active recognizers that list this one in `requiredToFail`, each with its stamp when
  /// it joined (entries with an old stamp are stale): whom this one's decision may release
  /// (G10, issue 12). Held strongly (a weak entry would give the dependent a side table, see
  /// `View.superview`): the dependent holds this one in `requiredToFail`, a cycle that the
  /// view's `deinit` breaks by clearing both lists of its recognizers.
  @exclusivity(unchecked) var dependents: [Dependent] = []

  /// An entry of `dependents`, or of the arbitration's lists of active recognizers
  /// (`GestureEnvironment.deferred`, `winners`, `lazyRecognizers`).
  struct Dependent {
    /// The recognizer that requires this one to fail (or the one listed).
    let recognizer: GestureRecognizer
    /// Its `activationStamp` when it joined.
    let stamp: Int

    /// Whether the entry no longer describes an active dependent.
    var isStale: Bool { recognizer.activationStamp != stamp }
  }
  /// Why the recognizer last changed state (`--explain`): the window cites it when that
  /// change cancels or releases touches.
  @exclusivity(unchecked) public internal(set) var lastReason: Reason?

  /// Whether the window calls this recognizer's UIKit-signature touch methods (`Set` and
  /// `Event`): true for an app's subclass, false for the model's own classes, whose ordered
  /// methods it calls directly.
  @exclusivity(unchecked) public private(set) var callsTouchMethods = true

  /// Creates a recognizer; attach it with `View.addGestureRecognizer(_:)`.
  public init(name: String) {
    self.name = name
    callsTouchMethods = !Self.modelClassIdentifiers.contains(ObjectIdentifier(type(of: self)))
  }

  /// `init(target:action:)` with a closure: a recognizer whose action runs `action` each
  /// time it sends its action (G2), as `addTarget(_:)` adds it.
  ///
  /// ```swift
  /// let pan = UIPanGestureRecognizer(name: "sheetPan") { pan in print(pan.state) }
  /// ```
  public convenience init(name: String, action: @escaping (GestureRecognizer) -> Void) {
    self.init(name: name)
    addTarget(action)
  }

  /// The UIKit class name, for messages.
  open var className: String { "UIGestureRecognizer" }

  /// The current state. Setting it requests a change that arbitration may refuse (G8-G10).
  public var state: GestureState {
    get { storedState }
    set { environment?.requestState(newValue, for: self) ?? { storedState = newValue }() }
  }

  /// Requests a state change as `state = newState` does, saying why: the rule ID (Docs/Rulebook.md) and
  /// the deciding values, shown by `--explain`. The reason is built only when the run explains.
  public func setState(_ newState: GestureState, because reason: @autoclosure () -> Reason) {
    if let environment {
      environment.requestState(newState, for: self, because: explains ? reason() : nil)
    } else {
      storedState = newState
    }
  }

  /// `setState(_:because:)` for app code's own recognizers: `reason` is shown as written
  /// (`AppText`, citing `rules` for rule coverage); it is built only when the run explains.
  /// The model's own recognizers give typed reasons instead (a test scans for it).
  public func setState(
    _ newState: GestureState, because reason: @autoclosure () -> String, citing rules: [RuleID] = []
  ) {
    setState(newState, because: .app(AppText(reason(), citing: rules)))
  }

  /// Whether the run explains its records (`--explain`); build reasons only then.
  public var explains: Bool { view?.home?.explains ?? false }

  /// Whether the recognizer takes part; disabling it mid-gesture cancels it (G11).
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set {
      guard newValue != storedIsEnabled else { return }
      storedIsEnabled = newValue
      if !newValue { environment?.recognizerWasDisabled(self) }
    }
  }

  /// The arbitration this recognizer's window runs.
  var environment: GestureEnvironment? { view?.home?.gestureEnvironment }

  /// The current virtual time.
  public var now: SimTime { view?.home?.scheduler.now ?? .zero }

  /// The centroid of the tracked, unfinished touches in a view's coordinates (window if nil).
  public func location(in view: View?) -> Point {
    let touches = openTouches
    let source = touches.isEmpty ? trackedTouches : touches
    guard !source.isEmpty else { return .zero }
    var sum = Point.zero
    for touch in source { sum = sum + touch.location }
    let centroid = Point(x: sum.x / Double(source.count), y: sum.y / Double(source.count))
    return view?.convertFromWindow(centroid) ?? centroid
  }

  /// The number of tracked touches that have not ended.
  public var numberOfTouches: Int { openTouches.count }

  /// Resets this recognizer at once without a log record (used by the scroll view, D5).
  public func resetWithoutRecord() { environment?.resetWithoutRecord(self) }

  /// Schedules a timer on the virtual clock; when it fires, `body` runs and the window then
  /// cancels, delivers and sends actions as after a touch event (0.4).
  @discardableResult
  public func scheduleTimer(after delay: SimDuration, label: String, _ body: @escaping () -> Void)
    -> TimerHandle?
  {
    guard let window = view?.home else { return nil }
    let reference = window.reference  // not `[weak window]` (`UnretainedReference`)
    return window.scheduler.scheduleTimer(after: delay, label: name + " " + label) {
      reference.object?.runTimerWork(body)
    }
  }

  // MARK: - Overridable behaviour (UIGestureRecognizerSubclass.h)

  /// `touchesBegan(_:with:)` with UIKit's signature: new touches for this recognizer. The
  /// default (`super`) calls the ordered form below, where the model's recognizers work.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    touchesBegan(touches.inTouchDownOrder, with: event.touchEvent)
  }
  /// `touchesMoved(_:with:)` with UIKit's signature; the default calls the ordered form.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches.inTouchDownOrder, with: event.touchEvent)
  }
  /// `touchesEnded(_:with:)` with UIKit's signature; the default calls the ordered form.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesEnded(touches.inTouchDownOrder, with: event.touchEvent)
  }
  /// `touchesCancelled(_:with:)` with UIKit's signature; the default calls the ordered form,
  /// which fails or cancels the gesture.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    touchesCancelled(touches.inTouchDownOrder, with: event.touchEvent)
  }

  /// New touches for this recognizer, in touch-down order (TouchSim's deterministic form of
  /// `touchesBegan(_:with:)`; override either).
  open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
  /// Tracked touches moved, in touch-down order.
  open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
  /// Tracked touches lifted, in touch-down order.
  open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
  /// Tracked touches were cancelled, in touch-down order; the default fails or cancels the
  /// gesture.
  open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
    switch state {
    case .possible: setState(.failed, because: .gesture(.systemCancelled(fingers: touches.map(\.finger))))
    case .began, .changed: setState(.cancelled, because: .gesture(.systemCancelled(fingers: touches.map(\.finger))))
    default: break
    }
  }

  /// Called after every state change the log records (not for resets); the scroll view
  /// follows its pan here (S3, D4(d), D5).
  open func stateDidChange(from old: GestureState, to new: GestureState) {}

  /// Clears per-sequence fields after the recognizer finished (G12).
  open func reset() {}

  /// The recognizer's own veto when it tries to begin (a scroll view's pan asks K5 here).
  open func shouldBegin() -> Bool { true }

  /// The recognizer's own veto with why it answered so (`--explain`; a reason only when the
  /// run explains), returned to the arbitration rather than left on the recognizer. An app
  /// subclass overrides `shouldBegin()` and gives no reason; the model's own recognizers
  /// override this (a scroll view's pan, K5; the swipe actions' pan, SA2, SA3). `requested`
  /// is why the recognizer asked to begin, when it asks now (K5's hook cites it).
  func shouldBeginDecision(requested: Reason?) -> (begins: Bool, reason: Reason?) { (shouldBegin(), nil) }

  /// Whether this recognizer's recognition fails `other` (MD18); default `true`.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
  /// Whether `other`'s recognition fails this recognizer (MD18); default `true`.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
  /// A subclass's lazy failure requirement (G10); default `false`.
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
  /// A subclass's lazy "others wait for me" (G10); default `false`.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
  /// `--explain`: why this class makes `other` wait for it (`shouldBeRequiredToFail(by:)`), if it does.
  func ownRequirementReason(for other: GestureRecognizer) -> Reason? { nil }

  /// Called when the recognizer's target-action fires (G2); the scroll view's pan drives
  /// scrolling here. The default does nothing beyond the log record.
  open func performAction(for state: GestureState) {}

  /// `addTarget(_:action:)`: app code run each time the recognizer sends its action (G2),
  /// after the recognizer's own target (a scroll view's pan scrolls first) and the targets
  /// added before it; read `state` for the state it reports. A recognizer with targets logs
  /// its actions (`gestureAction`), a scroll view's pan included.
  ///
  /// ```swift
  /// sheetPan.addTarget { pan in
  ///   if pan.state == .changed { sheet.frame.origin.y = 400 + pan.translation.y }
  /// }
  /// ```
  public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) { targets.append(action) }

  /// Q4: whether delivering `event` would make this recognizer begin or recognize, asked
  /// without side effects when another recognizer prevents it in the same event before it
  /// saw the event. The default `false` never reports an order dependence; the tap answers.
  open func wouldRecognize(on event: TouchEvent) -> Bool { false }

  /// Whether this is a single-finger, single-tap recognizer, the kind UIButton vetoes on
  /// its ancestors (MD13); tap recognizers override it.
  open var isSingleFingerSingleTap: Bool { false }

  /// Whether the target-action is logged as `gestureAction` when the app added no target
  /// (UIKit's own recognizers, whose only target is UIKit, are not).
  open var logsActions: Bool { true }

  /// Whether the delegate may be asked `shouldReceive` for a touch (G7); a subclass hook
  /// runs after the delegate said yes.
  open func didReceive(_ touch: Touch) {}
}
