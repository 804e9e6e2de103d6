/// `UIPanGestureRecognizer`: continuous; begins when the centroid of its touches has moved
/// 10 pt along x or along y (per axis, G14), changes on every move, ends when all fingers
/// lift; a lift before it began fails it (G13, G15).
///
/// At `began` the hysteresis is removed from the translation on each axis that triggered,
/// so views driven by it do not jump (G14, P3). Velocity follows MD10.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
open class PanGestureRecognizer: GestureRecognizer {
  /// Fingers needed before it may begin (default 1).
  @exclusivity(unchecked) public var minimumNumberOfTouches = 1
  /// The most fingers it accepts (default unlimited); more make a possible pan fail.
  @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max

  @exclusivity(unchecked) private var origin = Point.zero
  @exclusivity(unchecked) private var carried = Point.zero
  @exclusivity(unchecked) private var lastCentroid = Point.zero
  @exclusivity(unchecked) private var hysteresisOffset = Point.zero
  @exclusivity(unchecked) private var lastSampleTime = SimTime.zero
  /// MD10: the velocity estimate E in pt/ms, updated at each move sample.
  @exclusivity(unchecked) public private(set) var velocityEstimate = Point.zero
  /// MD10: the velocity at lift-off, `0.75·E + 0.25·v_lift`, in pt/ms.
  @exclusivity(unchecked) public private(set) var liftVelocity = Point.zero

  open override var className: String { "UIPanGestureRecognizer" }

  /// The translation from where the fingers touched down, without the hysteresis (G14).
  public var translation: Point { rawTranslation - hysteresisOffset }

  /// `translation(in:)`: the translation (a vector, the same in every view's coordinates
  /// since TouchSim's views are not transformed).
  public func translation(in view: View?) -> Point { translation }

  /// `setTranslation(_:in:)`: makes the translation read `translation` from here on, as app
  /// code that resets it after applying it does.
  public func setTranslation(_ translation: Point, in view: View?) {
    carried = carried + (translation - self.translation)
  }

  /// `velocity(in:)`: the velocity estimate in points per second, as UIKit reports it
  /// (`velocityEstimate` is in points per millisecond, MD10).
  public func velocity(in view: View?) -> Point { Point(x: velocityEstimate.x * 1000, y: velocityEstimate.y * 1000) }

  /// The translation including the hysteresis: the centroid's travel since touch-down.
  public var rawTranslation: Point { lastCentroid - origin + carried }

  /// Which axes have moved far enough to begin (G14); the scroll view's pan narrows this to
  /// the axes it can scroll (P1).
  open func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    (
      translation.x.magnitude >= GestureConstants.panHysteresis,
      translation.y.magnitude >= GestureConstants.panHysteresis
    )
  }

  /// UIKit's `_shouldTryToBeginWithEvent:` past the hysteresis: whether the pan may begin at
  /// this raw translation (a scroll view's pan hands the drag to its parent here, N4). A pan
  /// that declines stays possible and asks again at the next move.
  func shouldTryToBegin(_ raw: Point) -> Bool { true }

  /// The distance removed from the translation on each axis that triggered (G14; a screen-edge
  /// pan's 15 pt, NV3).
  var hysteresis: Double { GestureConstants.panHysteresis }

  /// The rule that decides when it begins, for `--explain` (the scroll view's pan: P1).
  var hysteresisRule: RuleID { .g14 }

  /// `--explain`: how far the centroid moved on the axes that reached the hysteresis.
  func hysteresisReason(_ raw: Point, _ axes: (x: Bool, y: Bool)) -> Reason {
    .gesture(
      .panHysteresis(
        rule: hysteresisRule, x: axes.x ? raw.x.magnitude : nil, y: axes.y ? raw.y.magnitude : nil))
  }

  /// The centroid of the unfinished tracked touches, plus `extra` ones that just ended.
  func centroid(including extra: [Touch] = []) -> Point {
    // Tracking order is touch-down order: the open touches and the ones that just ended,
    // merged by ordinal, are the tracked touches in order (issue 12: no pass over every
    // touch of the sequence).
    let touches = extra.isEmpty ? openTouches : (openTouches + extra).sorted { $0.ordinal < $1.ordinal }
    guard !touches.isEmpty else { return lastCentroid }
    var sum = Point.zero
    for touch in touches { sum = sum + touch.location }
    return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
  }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    let active = openTouches.count
    if active == touches.count {
      origin = centroid()
      carried = .zero
      velocityEstimate = .zero
      lastSampleTime = now
    } else {
      carried = rawTranslation  // re-base when fingers join, so the translation does not jump
      origin = centroid()
    }
    lastCentroid = origin
    if active > maximumNumberOfTouches && state == .possible {
      setState(
        .failed, because: .gesture(.panTooManyFingers(active: active, maximum: self.maximumNumberOfTouches)))
    }
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    sample(centroid())
    switch state {
    case .possible:
      guard openTouches.count >= minimumNumberOfTouches else { return }
      let raw = rawTranslation
      let axes = axesPastHysteresis(raw)
      guard axes.x || axes.y, shouldTryToBegin(raw) else { return }
      let h = hysteresis
      hysteresisOffset = Point(x: axes.x ? (raw.x < 0 ? -h : h) : 0, y: axes.y ? (raw.y < 0 ? -h : h) : 0)
      setState(.began, because: self.hysteresisReason(raw, axes))
    case .began, .changed:
      setState(.changed, because: .gesture(.panMoved))
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    let previousEstimate = velocityEstimate
    let liftSample = sample(centroid(including: touches))
    let lift = GestureConstants.panLiftSampleWeight
    liftVelocity = Point(
      x: (1 - lift) * previousEstimate.x + lift * liftSample.x,
      y: (1 - lift) * previousEstimate.y + lift * liftSample.y)
    let remaining = openTouches
    if remaining.isEmpty {
      switch state {
      case .possible: setState(.failed, because: .gesture(.panLiftedEarly))
      case .began, .changed: setState(.ended, because: .gesture(.panLifted))
      default: break
      }
    } else {
      carried = rawTranslation
      origin = centroid()
      lastCentroid = origin
    }
  }

  /// Q4: the event moves enough fingers past the hysteresis on an axis (G14), read without
  /// sampling the velocity.
  open override func wouldRecognize(on event: TouchEvent) -> Bool {
    let movedTracked = event.changedTouches.contains { touch in
      touch.phase == .moved && trackedTouches.contains { $0 === touch }
    }
    guard movedTracked, trackedTouches.filter({ !$0.isFinished }).count >= minimumNumberOfTouches else {
      return false
    }
    let axes = axesPastHysteresis(centroid() - origin + carried)
    return axes.x || axes.y
  }

  /// MD10: one sample's velocity (pt/ms), folded into the estimate; returns the sample's v.
  @discardableResult
  private func sample(_ centroid: Point) -> Point {
    let now = self.now  // read once: it walks view, window and scheduler
    let elapsed = Double((now - lastSampleTime).microseconds) / 1000
    var velocity = Point.zero
    if elapsed > 0 {
      velocity = Point(x: (centroid.x - lastCentroid.x) / elapsed, y: (centroid.y - lastCentroid.y) / elapsed)
      let weight = GestureConstants.panVelocitySampleWeight
      velocityEstimate = Point(
        x: weight * velocity.x + (1 - weight) * velocityEstimate.x,
        y: weight * velocity.y + (1 - weight) * velocityEstimate.y)
    }
    lastCentroid = centroid
    lastSampleTime = now
    return velocity
  }

  open override func reset() {
    origin = .zero
    carried = .zero
    lastCentroid = .zero
    hysteresisOffset = .zero
    velocityEstimate = .zero
  }
}
