/// The scroll view's `panGestureRecognizer` (`UIScrollViewPanGestureRecognizer`, S1): a pan
/// whose delegate is the scroll view.
///
/// It only begins from motion along an axis the scroll view can scroll (P1); before it
/// begins, the scroll view's `touchesShouldCancel(in:)` rules decide (K5); it has
/// `delaysTouchesEnded = false` and cancels content touches when it begins (K7, X1), and its
/// action drives the drag and the delegate calls (DL1). On a decelerating scroll view it
/// begins at touch-down (DC5, MD6). Like every pan it follows the centroid of its touches,
/// with no limit on their number (M5).
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  unowned let scrollView: ScrollView
  /// DC5: began at touch-down on a moving scroll view; translation has a 10 pt dead zone.
  @exclusivity(unchecked) private(set) var beganImmediately = false

  init(scrollView: ScrollView) {
    self.scrollView = scrollView
    super.init(name: scrollView.name + ".pan")
    delaysTouchesEnded = false
  }

  public override var className: String { "UIScrollViewPanGestureRecognizer" }
  /// Its target is the scroll view's private `handlePan:`; the delegate calls it makes are
  /// what the log shows.
  public override var logsActions: Bool { false }

  /// Q4: not reported for a scroll view's pan: MD7 decides nested scroll views (the innermost
  /// that can scroll wins), and its K5 hook cannot be asked without calling the app.
  public override func wouldRecognize(on event: TouchEvent) -> Bool { false }

  /// P1: only scrollable axes count towards the hysteresis.
  public override func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    let axes = super.axesPastHysteresis(translation)
    return (axes.x && scrollView.canScrollHorizontally, axes.y && scrollView.canScrollVertically)
  }

  /// N4: why the pan last declined to begin (it leaves the drag to its parent), for the
  /// `--explain` of its failure when the parent's pan then prevents it.
  @exclusivity(unchecked) var handOffReason: Reason?

  /// N4 (iOS 17.4): at an edge the drag pushes past, the pan leaves the drag to the parent
  /// scroll view that tracks the same touch.
  override func shouldTryToBegin(_ raw: Point) -> Bool {
    guard let handOff = scrollView.handOff(translation: raw, hysteresis: hysteresis, touches: openTouches) else {
      handOffReason = nil
      return true
    }
    if explains {
      handOffReason = .scrollView(
        .handedToParent(scrollView: scrollView.name, parent: handOff.parent.name, edge: handOff.edge))
    }
    return false
  }

  /// The drag translation: after the hysteresis, or with a 10 pt dead zone when it began at
  /// touch-down (DC5).
  var dragTranslation: Point {
    guard beganImmediately else { return translation }
    func deadZone(_ value: Double) -> Double {
      let h = GestureConstants.panHysteresis
      return value.magnitude <= h ? 0 : (value < 0 ? value + h : value - h)
    }
    let raw = rawTranslation
    return Point(x: deadZone(raw.x), y: deadZone(raw.y))
  }

  public override func didReceive(_ touch: Touch) {
    scrollView.beginTracking()  // S3, DC5, DC8
    delaysTouchesBegan = scrollView.shouldBeginImmediately  // DC6
  }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    if state == .possible && scrollView.shouldBeginImmediately {
      beganImmediately = true
      // DC5: no hysteresis while decelerating
      setState(.began, because: .gesture(.panBeganImmediately(scrollView: scrollView.name)))
    }
  }

  /// K5: the content views that already received the touches decide whether dragging may
  /// cancel them: none → drag, no hook; `canCancelContentTouches` false → refuse without
  /// asking; else `touchesShouldCancel(in:)` for each, any `false` refuses. A refusal fails
  /// the pan for the rest of the sequence.
  public override func shouldBegin() -> Bool { shouldBeginDecision(requested: nil).begins }

  override func shouldBeginDecision(requested: Reason?) -> (begins: Bool, reason: Reason?) {
    var contentViews: [View] = []
    for touch in openTouches where touch.delivery.beganDelivered && !touch.delivery.finished {
      guard let view = touch.view, view !== scrollView, !contentViews.contains(where: { $0 === view }) else { continue }
      contentViews.append(view)
    }
    guard !contentViews.isEmpty else { return (true, explains ? .gesture(.noContentTouches) : nil) }
    let names = contentViews.map(\.name)
    guard scrollView.canCancelContentTouches else {
      return (false, explains ? .gesture(.cannotCancelContent(views: names)) : nil)
    }
    var refused: [String] = []
    for view in contentViews where !scrollView.askTouchesShouldCancel(in: view, panBecause: requested) {
      refused.append(view.name)
    }
    return (refused.isEmpty, explains ? .gesture(.contentCancellation(views: names, refused: refused)) : nil)
  }

  /// P1: only motion along a scrollable axis begins the scroll view's pan.
  override var hysteresisRule: RuleID { .p1 }

  public override func stateDidChange(from old: GestureState, to new: GestureState) {
    scrollView.panStateDidChange(from: old, to: new)
  }

  public override func performAction(for state: GestureState) {
    scrollView.handlePan(state, translation: dragTranslation, liftVelocity: liftVelocity)
  }

  public override func reset() {
    super.reset()
    beganImmediately = false
    handOffReason = nil
    delaysTouchesBegan = false
  }
}
