/// The arbitration among the recognizers of one window (UIKit's gesture environment):
/// state changes through the legal table, failure requirements (G10), `shouldBegin` vetoes
/// (G8), exclusion and simultaneity (G9, MD18), and resets (G12).
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
final class GestureEnvironment {
  /// The window, which owns the arbitration (set once, right after the window's `init`;
  /// `unowned(unsafe)`: the arbitration never outlives its window's use of it).
  @exclusivity(unchecked) unowned(unsafe) var window: Window!
  /// Recognizers that received touches in the current sequences, in order of first touch.
  @exclusivity(unchecked) var activeRecognizers: [GestureRecognizer] = []
  /// Recognizers that began or recognized with `cancelsTouchesInView` since the last step 2.
  @exclusivity(unchecked) var cancellingRecognizers: [GestureRecognizer] = []
  /// Recognizers with actions waiting for step 3, in order of their first change.
  @exclusivity(unchecked) var recognizersWithActions: [GestureRecognizer] = []
  /// Empty lists whose memory step 3 reuses for the next `recognizersWithActions` and
  /// `pendingActions` (issue 15: no allocation per event).
  @exclusivity(unchecked) var spareRecognizers: [GestureRecognizer] = []
  @exclusivity(unchecked) var spareStates: [GestureState] = []
  /// Empty lists whose memory step 1 reuses for an event's one changed touch, and
  /// `Window.sendEvent` for the event's changed touches.
  @exclusivity(unchecked) var spareTouches: [Touch] = []
  @exclusivity(unchecked) var spareChangedTouches: [Touch] = []
  /// Set whenever a state changes or a recognizer lets go of touches; drives the settle loop.
  @exclusivity(unchecked) var didChange = false
  /// Illegal transitions attempted by recognizers (an internal error, not a silent fix).
  @exclusivity(unchecked) private(set) var violations: [String] = []
  /// The touch event in step 1, while recognizers process it (Q4: rivals are looked for in it).
  @exclusivity(unchecked) var currentEvent: TouchEvent?
  /// Q4: outcomes of this run that depend on TouchSim's recognizer order.
  @exclusivity(unchecked) var orderDependences: [OrderDependence] = []
  /// Q4, 0.5: the same-view rival UIKit resolves first in the current event (the last one on
  /// that view that could recognize), kept so that the recognizers before it on that view do
  /// not scan again (issue 12: the work stays linear in the number of recognizers).
  var orderCache: (serial: Int, rival: GestureRecognizer)?

  /// The last activation stamp handed out (`GestureRecognizer.activationStamp`).
  @exclusivity(unchecked) private var lastStamp = 0
  /// Active recognizers whose failure requirements are not only `requiredToFail`: a delegate
  /// answering `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, or a class that may
  /// override the lazy hooks. While there are none, requirements are read without scanning
  /// the active recognizers and deferred recognitions are retried through `dependents`.
  @exclusivity(unchecked) var lazyActiveCount = 0
  /// Active recognizers still possible (MD18 has nothing to prevent when there are none).
  @exclusivity(unchecked) var possibleActiveCount = 0
  /// Active recognizers still possible and not waiting on a requirement: the only ones that
  /// can be an order rival (Q4), so `orderRival` scans no touch while the winner is the only one.
  @exclusivity(unchecked) private(set) var undecidedActiveCount = 0
  /// Set when a requirement was decided without a state change (a reset, D5): the next
  /// retry of deferred recognitions looks at every active recognizer.
  @exclusivity(unchecked) var needsFullRetry = false
  /// Active recognizers that changed state or whose touches finished since the last reset
  /// pass: the only ones that can have become finished (G12, issue 12).
  @exclusivity(unchecked) var resetCandidates: [GestureRecognizer] = []
  /// The pending steps of the requirement cascades being decided, innermost last
  /// (`GestureEnvironment+Cascade.swift`: G10 without nesting a call per requirement).
  @exclusivity(unchecked) var cascade: [CascadeStep] = []
  /// The first and last active recognizers still possible, in activation order, linked through
  /// `GestureRecognizer.nextPossible` (issue 27: a lazy requirement still undecided is looked
  /// for among these, and the first one is usually it).
  @exclusivity(unchecked) unowned(unsafe) var firstPossible: GestureRecognizer?
  @exclusivity(unchecked) unowned(unsafe) var lastPossible: GestureRecognizer?
  /// Recognitions waiting on failure requirements (G10), by activation stamp; entries whose
  /// recognizer no longer waits, or left, are dropped when read (issue 27: a retry looks at
  /// the waiting recognitions, not at every active recognizer).
  @exclusivity(unchecked) var deferred: [GestureRecognizer.Dependent] = []
  /// Live entries of `deferred` when it was last compacted.
  @exclusivity(unchecked) var deferredAfterCompaction = 0
  /// Active recognizers that began or recognized, in the order they did (a lazy requirement
  /// that recognized is looked for among these, issue 27); stale entries are dropped when read.
  @exclusivity(unchecked) var winners: [GestureRecognizer.Dependent] = []
  /// The active recognizers counted in `lazyActiveCount`, in activation order: the only ones
  /// that can add a failure requirement to a recognizer whose own are only listed (G10).
  @exclusivity(unchecked) var lazyRecognizers: [GestureRecognizer.Dependent] = []

  init() {}

  /// Active recognizers may outlive their window: they stop reporting to this arbitration.
  deinit {
    for recognizer in activeRecognizers { recognizer.arbitration = nil }
  }

  /// Adds a recognizer to the arbitration when it receives its first touch of a sequence.
  func activate(_ recognizer: GestureRecognizer) {
    guard recognizer.activationStamp == 0 else { return }
    lastStamp += 1
    recognizer.activationStamp = lastStamp
    recognizer.arbitration = self
    recountUndecided(recognizer)
    activeRecognizers.append(recognizer)
    markForReset(recognizer)
    if recognizer.storedState == .possible {
      possibleActiveCount += 1
      listPossible(recognizer)
    }
    recognizer.isCountedLazy = !Self.hasOnlyListedRequirements(recognizer)
    if recognizer.isCountedLazy {
      lazyActiveCount += 1
      lazyRecognizers.append(GestureRecognizer.Dependent(recognizer: recognizer, stamp: lastStamp))
    }
    for required in recognizer.requiredToFail {
      required.dependents.append(GestureRecognizer.Dependent(recognizer: recognizer, stamp: lastStamp))
      if required.dependents.count > 64 { required.dependents.removeAll(where: \.isStale) }
    }
  }

  /// Takes a recognizer out of the counts of the active ones (it is about to be reset).
  func deactivate(_ recognizer: GestureRecognizer) {
    guard recognizer.activationStamp != 0 else { return }
    recognizer.activationStamp = 0
    recognizer.arbitration = nil
    if recognizer.isCountedUndecided {
      recognizer.isCountedUndecided = false
      undecidedActiveCount -= 1
    }
    if recognizer.storedState == .possible { possibleActiveCount -= 1 }
    unlistPossible(recognizer)
    if recognizer.isCountedLazy {
      recognizer.isCountedLazy = false
      lazyActiveCount -= 1
      if lazyActiveCount == 0 {
        needsFullRetry = true
        lazyRecognizers.removeAll()
      }
    }
  }

  /// Keeps `undecidedActiveCount` after a change of an active recognizer's state or wait.
  func recountUndecided(_ recognizer: GestureRecognizer) {
    let counted = recognizer.storedState == .possible && recognizer.deferredState == nil
    guard counted != recognizer.isCountedUndecided else { return }
    recognizer.isCountedUndecided = counted
    undecidedActiveCount += counted ? 1 : -1
  }

  /// Classes known not to override `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`:
  /// the model's own recognizers (`BuiltInClasses`).
  private static var classesWithoutLazyRequirements: Set<ObjectIdentifier> {
    BuiltInClasses.recognizersWithoutOwnRequirements
  }

  /// Whether a recognizer's failure requirements are its `requiredToFail` and nothing else,
  /// and it adds to no other's (G10).
  static func hasOnlyListedRequirements(_ recognizer: GestureRecognizer) -> Bool {
    !recognizer.delegateMayRequireFailures
      && classesWithoutLazyRequirements.contains(ObjectIdentifier(type(of: recognizer)))
  }

  /// Whether a recognizer takes part in arbitration: in play, tracking touches (G10).
  func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.storedState == .possible && recognizer.storedIsEnabled && !recognizer.trackedTouches.isEmpty
  }

  // MARK: - State changes

  /// A recognizer (or its subclass code) asked to move to `newState`.
  func requestState(_ newState: GestureState, for recognizer: GestureRecognizer, because reason: Reason? = nil) {
    let old = recognizer.storedState
    if old == .possible && newState.isRecognition {
      attemptRecognition(recognizer, as: newState, because: reason)
    } else if old == .changed && newState == .changed {
      queueAction(.changed, for: recognizer)
    } else if GestureStateTransitions.isLegal(from: old, to: newState) {
      transition(recognizer, to: newState, because: reason)
    } else if old != newState {
      violations.append(
        "\(recognizer.name) (\(recognizer.className)) asked for the illegal transition \(old.rawValue) -> "
          + "\(newState.rawValue) at \(window.scheduler.now) ms; refused (G1)")
    }
  }

  /// G11: a recognizer was disabled mid-sequence: a recognizing one is cancelled, one
  /// still possible fails (T13a: the scroll view's pan "fails" when scrolling is disabled;
  /// G11 leaves this case open). An idle one just stops receiving touches.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    cancelRecognition(recognizer, because: explains ? .gesture(.disabled(while: recognizer.storedState)) : nil)
  }

  /// G20: a recognizer whose view (or `ancestor`, the view removed) is leaving the window is
  /// cancelled as a disabled one is (`-[UIView _willMoveToWindow:]` with no new window calls
  /// `-[UIApplication _cancelGestureRecognizersForView:]`).
  func recognizerViewWillLeaveWindow(_ recognizer: GestureRecognizer, ancestor: View?) {
    let why: Reason? =
      explains
      ? .gesture(
        .viewLeftWindow(
          view: recognizer.view?.name ?? "", ancestor: ancestor.map(\.name), while: recognizer.storedState))
      : nil
    cancelRecognition(recognizer, because: why)
  }

  /// TV9: a table that begins reordering cancels the touch's interactive-dismiss recognizers
  /// (`[UIApp _cancelGestureRecognizers:@[gr]]`), as below.
  func cancelForReorder(_ recognizer: GestureRecognizer, because why: Reason?) {
    cancelRecognition(recognizer, because: why)
  }

  /// `-[UIGestureEnvironment _cancelGestureRecognizers:]` (decompiled UIKitCore): a recognizer
  /// in began or changed is cancelled, one still possible in a touch sequence fails, an idle or
  /// finished one is left alone (G11, G20).
  private func cancelRecognition(_ recognizer: GestureRecognizer, because why: Reason?) {
    window.recognizerMayRelease(recognizer)
    switch recognizer.storedState {
    case .began, .changed: transition(recognizer, to: .cancelled, because: why)
    case .possible where !recognizer.trackedTouches.isEmpty:
      recognizer.deferredState = nil
      transition(recognizer, to: .failed, because: why)
    default: break
    }
    didChange = true
  }

  /// Whether records carry a `why`: reasons are built only then.
  /// Whether the run explains (reasons are built only then).
  var explains: Bool { window.explains }

  /// Applies a legal change and logs it. `reason` (built only when explaining) overrides the
  /// recognizer's own `setState(_:because:)` text. A recognizer leaving possible decides a
  /// requirement: the recognitions waiting on it are retried before this returns (G10).
  func transition(_ recognizer: GestureRecognizer, to newState: GestureState, because reason: Reason? = nil) {
    guard applyTransition(recognizer, to: newState, because: reason) else { return }
    runCascade { cascade.append(.retry(after: recognizer)) }
  }

  /// `transition` without the retries: returns whether the recognizer left possible, in
  /// which case the caller must retry the recognitions waiting on it next (G10).
  func applyTransition(_ recognizer: GestureRecognizer, to newState: GestureState, because reason: Reason? = nil)
    -> Bool
  {
    let old = recognizer.storedState
    recognizer.storedState = newState
    window.recognizerMayRelease(recognizer)
    if recognizer.activationStamp != 0 && old == .possible { possibleActiveCount -= 1 }
    markForReset(recognizer)
    didChange = true
    if explains {
      recognizer.lastReason = reason ?? .gesture(.stateSet(className: recognizer.className, from: old, to: newState))
    }
    window.record(recognizer.name, .gestureState(from: old, to: newState), why: recognizer.lastReason ?? .unexplained)
    if newState != .failed { queueAction(newState, for: recognizer) }
    if old == .possible && newState.isRecognition && recognizer.cancelsTouchesInView {
      cancellingRecognizers.append(recognizer)
    }
    if newState == .failed { recognizer.deferredState = nil }
    recognizer.stateDidChange(from: old, to: newState)
    return old == .possible
  }

  /// Resets a recognizer at once, without a record: a scroll view drops its delay
  /// recognizer this way when its pan begins (D5).
  func resetWithoutRecord(_ recognizer: GestureRecognizer) {
    guard recognizer.activationStamp != 0,
      let index = activeRecognizers.firstIndex(where: { $0 === recognizer })
    else { return }
    activeRecognizers.remove(at: index)
    deactivate(recognizer)
    forgetListsIfIdle()
    needsFullRetry = true
    reset(recognizer)
  }

  private func queueAction(_ state: GestureState, for recognizer: GestureRecognizer) {
    // Listed when its first action is queued: a recognizer with pending actions is listed,
    // or step 3 is sending them right now (no scan of the list, issue 12).
    if recognizer.pendingActions.isEmpty { recognizersWithActions.append(recognizer) }
    recognizer.pendingActions.append(state)
    didChange = true
  }
}
