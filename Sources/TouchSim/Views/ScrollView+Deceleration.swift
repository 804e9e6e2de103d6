/// The scroll view moving on its own after a lift: a fling, a bounce back or a page settle.
struct Motion {
  /// The unrounded offset.
  var offset: Point
  /// Velocity in pt/ms (zero while springing back or settling a page).
  var velocity: Point
  /// A page to settle on (PG1), if paging.
  var pageTarget: Point?
  /// When the last tick (or the lift) happened.
  var lastTick: SimTime
  /// The pending tick.
  var timer: TimerHandle?
  /// Paused by a finger that caught it (DC5, S5).
  var isPaused = false
}

extension ScrollView {
  /// DL1: `scrollViewWillBeginDecelerating`, then ticks on the 120 Hz grid (MD15).
  func startMotion(velocity: Point, pageTarget: Point?) {
    guard let window else { return }
    motion?.timer?.cancel()
    motion = Motion(offset: contentOffset, velocity: velocity, pageTarget: pageTarget, lastTick: window.scheduler.now)
    isDecelerating = true
    notify(
      .scrollViewWillBeginDecelerating,
      because: .scrollView(
        .willBeginDecelerating(
          pageTarget != nil ? .page : velocity != .zero ? .coast : .springBack, velocity: velocity,
          rate: self.decelerationRate)))
    scheduleTick()
  }

  /// MD15: the next tick at k·1000/120 ms (rounded to the microsecond) after now.
  private func scheduleTick() {
    guard let window, motion != nil else { return }
    let now = window.scheduler.now.microseconds
    let period = 1_000_000 / ScrollViewConstants.ticksPerSecond
    var k = (Double(now) / period).rounded(.down) + 1
    var time = Int64((k * period).rounded())
    if time <= now {
      k += 1
      time = Int64((k * period).rounded())
    }
    // The scroll view is held, not `weak` (no side table, `View.superview`): the queue lets go
    // of it when the tick runs, and a tick of a scroll view out of its window does nothing.
    let reference = window.reference
    motion?.timer = window.scheduler.scheduleTimer(at: SimTime(microseconds: time), label: tickLabel) {
      [self] in
      reference.object?.runTimerWork { self.tick() }
    }
  }

  /// One display-link tick: coast (DC2), clamp without bounces (DC3), spring back from an
  /// overshoot (B4) or settle on a page (PG1); stop below 0.01 pt/ms in bounds. A scroll
  /// view out of the window does not tick (G20: `-[UIScrollView removeFromSuperview]` stops
  /// scrolling without notifying, `_stopScrollingNotify:0 pin:1`; for a scroll view whose
  /// ancestor left, a model decision), so it reads `window`, not `home`.
  private func tick() {
    guard let window, var current = motion, !current.isPaused else { return }
    let now = window.scheduler.now
    let dt = Double((now - current.lastTick).microseconds) / 1000
    current.lastTick = now
    let minimum = minimumOffset
    let maximum = maximumOffset
    let spring = Exponential.exp(-ScrollViewConstants.springDamping * dt)
    let settle = 1.0 / (2 * ScrollViewConstants.pixelsPerPoint)
    var done = true
    func step(_ offset: inout Double, _ velocity: inout Double, _ low: Double, _ high: Double, _ page: Double?) {
      if let page {
        offset = page + (offset - page) * spring
        if (offset - page).magnitude < settle { offset = page } else { done = false }
        return
      }
      let f = decelerationRate
      let d = Exponential.power(logBase: logDecelerationRate, dt)
      let coast = velocity * f * (1 - d) / (1 - f)
      if offset >= low && offset <= high {
        offset += coast
        velocity *= d
        if !bounces && (offset < low || offset > high) {
          offset = min(max(offset, low), high)
          velocity = 0
        }
      } else {
        let edge = offset < low ? low : high
        let overshoot = (offset - edge + coast) * spring
        velocity *= d * spring
        offset = edge + overshoot
        if overshoot.magnitude < settle && velocity.magnitude < ScrollViewConstants.stopVelocity {
          offset = edge
          velocity = 0
        }
      }
      if velocity.magnitude >= ScrollViewConstants.stopVelocity || offset < low || offset > high { done = false }
    }
    step(&current.offset.x, &current.velocity.x, minimum.x, maximum.x, current.pageTarget?.x)
    step(&current.offset.y, &current.velocity.y, minimum.y, maximum.y, current.pageTarget?.y)
    motion = current
    // The kind of tick is read before the offset changes: a tick that brings the content back
    // in bounds is still a spring-back tick.
    let kind: ScrollViewReason.Settling =
      current.pageTarget != nil
      ? .page : (isOutOfBounds || current.offset != clamped(current.offset)) ? .springBack : .coast
    setContentOffset(current.offset, because: .scrollView(.tick(kind, dt: dt)))
    if done {
      motion = nil
      isDecelerating = false
      notify(
        .scrollViewDidEndDecelerating,
        because: .scrollView(.didEndDecelerating(paging: current.pageTarget != nil)))
    } else {
      scheduleTick()
    }
  }
}
