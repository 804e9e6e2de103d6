/// The scroll view's private `UIScrollViewDelayedTouchesBeganGestureRecognizer` (S1, D1-D8):
/// it withholds the content's `touchesBegan` (`delaysTouchesBegan`) until it is released,
/// then asks `touchesShouldBegin` for each withheld touch (K1, K2).
///
/// Released at the earliest of: the 150 ms timer (D2, restarted by every new finger, D3),
/// the lift (D4b), motion beyond 10 pt along an axis the scroll view cannot scroll (D4c),
/// the pan failing (D4d); at touch-down when `delaysContentTouches` is false (D6). All
/// answers `true`: it fails and the touches are delivered (late, D8). Any `false`: it ends
/// recognized and the touches are never delivered (K2). The pan beginning first resets it
/// (D5, see `ScrollViewPanGestureRecognizer`).
public final class ScrollViewDelayedTouchesRecognizer: GestureRecognizer {
  unowned let scrollView: ScrollView
  private var timer: TimerHandle?
  private var starts: [(touch: Touch, location: Point)] = []

  init(scrollView: ScrollView) {
    self.scrollView = scrollView
    super.init(name: scrollView.name + ".delay")
    delaysTouchesBegan = true
  }

  public override var className: String { "UIScrollViewDelayedTouchesBeganGestureRecognizer" }
  /// It has no app-visible target.
  public override var logsActions: Bool { false }

  /// MD18: it cannot prevent its own scroll view's pan.
  public override func canPrevent(_ other: GestureRecognizer) -> Bool { other !== scrollView.panGestureRecognizer }
  /// MD18: its own scroll view's recognizers cannot prevent it.
  public override func canBePrevented(by other: GestureRecognizer) -> Bool { other !== scrollView.panGestureRecognizer }

  public override func stateDidChange(from old: GestureState, to new: GestureState) {
    if old == .possible { scrollView.noteDelayWindowClosing(outcome: new) }
  }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible else { return }
    for touch in touches { starts.append((touch, touch.location)) }
    guard scrollView.delaysContentTouches else {
      release(because: .gesture(.contentTouchesNotDelayed))
      return
    }
    timer?.cancel()  // D3: a new finger restarts the delay for all withheld touches
    timer = scheduleTimer(after: ScrollViewConstants.touchDelay, label: "content touch delay") { [weak self] in
      guard let self, self.state == .possible else { return }
      self.release(
        because: .gesture(.delayPassed(restarted: self.trackedTouches.count > 1, scrollView: self.scrollView.name)))
    }
  }

  public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    guard state == .possible else { return }
    let limit = ScrollViewConstants.crossAxisRelease
    for touch in touches {
      guard let start = starts.first(where: { $0.touch === touch }) else { continue }
      let dx = (touch.location.x - start.location.x).magnitude
      let dy = (touch.location.y - start.location.y).magnitude
      let axis: String
      let moved: Double
      if !scrollView.canScrollHorizontally && dx > limit {
        (axis, moved) = ("x", dx)
      } else if !scrollView.canScrollVertically && dy > limit {
        (axis, moved) = ("y", dy)
      } else {
        continue
      }
      release(
        because: .gesture(
          .movedAcrossAxis(finger: touch.finger, distance: moved, axis: axis, scrollView: scrollView.name)))
      return
    }
  }

  public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if state == .possible {
      release(because: .gesture(.liftedBeforeDelay(fingers: touches.map(\.finger))))
    }
  }

  /// Asks `touchesShouldBegin` for every withheld touch and decides (K2, M6). `trigger` says
  /// which D4 case released them, for `--explain`.
  func release(because trigger: @autoclosure () -> Reason) {
    guard state == .possible else { return }
    timer?.cancel()
    let why = explains ? trigger() : .unexplained
    var refused: [String] = []
    for touch in trackedTouches where !touch.delivery.beganDelivered && !touch.delivery.finished {
      guard let view = touch.view else { continue }
      if !scrollView.askTouchesShouldBegin([touch], in: view, releasedBecause: why) { refused.append(view.name) }
    }
    if refused.isEmpty {
      setState(.failed, because: .gesture(.delayReleased(trigger: why, refused: [])))
    } else {
      setState(.recognized, because: .gesture(.delayReleased(trigger: why, refused: refused)))
    }
  }

  public override func reset() {
    timer?.cancel()
    timer = nil
    starts = []
  }
}
