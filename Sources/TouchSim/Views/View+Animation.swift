/// UIView block animations (`UIView.animate(withDuration:delay:options:animations:)`) and what
/// they do to hit testing (AN1, AN2, AN4, AN7).
///
/// UIKit sets the model value at once (`setAlpha:` writes the layer's opacity, `setFrame:` the
/// layer's geometry) and Core Animation draws the presentation value, which follows the timing
/// curve. Hit testing reads the model value, except for a view animating without
/// `.allowUserInteraction`, which tests its presentation shape and eats the touch (AN1).
public struct ViewAnimation: Sendable, Equatable {
  /// The animated property, with the presentation value at the start and the model value.
  public enum Property: Sendable, Equatable {
    /// `alpha` (the layer's opacity).
    case alpha(from: Double, to: Double)
    /// `frame` (or `center`, which moves the frame).
    case frame(from: Rect, to: Rect)

    /// Whether two properties animate the same thing (a new animation of it replaces the old).
    func isSameKind(as other: Property) -> Bool {
      switch (self, other) {
      case (.alpha, .alpha), (.frame, .frame): return true
      default: return false
      }
    }
  }

  /// The property and its values.
  public var property: Property
  /// When the app code ran (the animation is on the layer from then: AN7).
  public var added: SimTime
  /// When the curve starts (`added` + delay).
  public var start: SimTime
  /// When it ends and is removed (`removedOnCompletion`): the view stops animating then.
  public var end: SimTime
  /// Made with `.allowUserInteraction` (AN2).
  public var allowsUserInteraction: Bool

  /// An animation of `property` added at `added`, running `duration` after `delay`.
  public init(
    property: Property, added: SimTime, delay: SimDuration, duration: SimDuration, allowsUserInteraction: Bool
  ) {
    self.property = property
    self.added = added
    self.start = added + delay
    self.end = added + delay + duration
    self.allowsUserInteraction = allowsUserInteraction
  }

  /// Whether the animation is still on the layer at `now` (ended animations are removed: AN7).
  public func isRunning(at now: SimTime) -> Bool { now < end }

  /// The curve's progress at `now`, 0 before the delay ends, 1 at the end (AN7).
  public func progress(at now: SimTime) -> Double {
    if now <= start { return 0 }
    if now >= end { return 1 }
    let elapsed = Double((now - start).microseconds)
    let total = Double((end - start).microseconds)
    return AnimationCurve.easeInOut.value(at: elapsed / total)
  }
}

/// A timing curve (AN7): the default `.curveEaseInOut`, as Core Animation's ease-in-ease-out,
/// the cubic Bézier (0.42, 0), (0.58, 1) (a model decision on the control points).
public enum AnimationCurve: Sendable, Equatable {
  /// Ease in, ease out: UIKit's default curve.
  case easeInOut

  /// The curve's output for a fraction of the duration in 0...1: the Bézier's y at the x given,
  /// found by bisection (60 halvings: exact to the last bit a Double holds, and deterministic).
  public func value(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    let x = fraction
    let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}

extension View {
  /// Whether a UIKit animation is on the view's layer at `now` (`_UIViewIsAnimating`: the
  /// layer has animation keys; AN1, AN7).
  public func isAnimating(at now: SimTime) -> Bool {
    animations.contains { $0.isRunning(at: now) }
  }

  /// `_UIViewAnimationDelegateAllowsUserInteraction`: every animation on the view's layer was
  /// made with `.allowUserInteraction`, or there is none (AN1, AN2).
  public func animationsAllowUserInteraction(at now: SimTime) -> Bool {
    animations.allSatisfy { !$0.isRunning(at: now) || $0.allowsUserInteraction }
  }

  /// The presentation layer's opacity at `now`: the running alpha animation's value, else the
  /// model alpha (AN1, AN7).
  public func presentationAlpha(at now: SimTime) -> Double {
    for animation in animations.reversed() where animation.isRunning(at: now) {
      if case .alpha(let from, let to) = animation.property {
        return from + (to - from) * animation.progress(at: now)
      }
    }
    return alpha
  }

  /// The presentation layer's frame at `now`: the running frame animation's value, else the
  /// model frame (AN1, AN7).
  public func presentationFrame(at now: SimTime) -> Rect {
    for animation in animations.reversed() where animation.isRunning(at: now) {
      if case .frame(let from, let to) = animation.property {
        let p = animation.progress(at: now)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return Rect(
          x: mix(from.origin.x, to.origin.x), y: mix(from.origin.y, to.origin.y),
          width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
      }
    }
    return frame
  }

  /// Adds an animation, replacing a running one of the same property and dropping ended ones.
  func addAnimation(_ animation: ViewAnimation) {
    animations.removeAll { !$0.isRunning(at: animation.added) || $0.property.isSameKind(as: animation.property) }
    animations.append(animation)
  }

  /// The eating branch of `-[UIView hitTest:withEvent:]` (AN1): `nil` when the view is hit
  /// tested the ordinary way (not animating, hidden, presentation opacity under 0.01, or every
  /// animation allows user interaction: AN2); otherwise whether its presentation shape holds
  /// the point (`point` in the view's model coordinates). Model alpha is not read here.
  func animationHitTest(_ point: Point, now: SimTime) -> Bool? {
    guard !animations.isEmpty, isAnimating(at: now), !isHidden,
      presentationAlpha(at: now) >= HitTestingConstants.minimumAlpha,
      !animationsAllowUserInteraction(at: now)
    else { return nil }
    guard isUserInteractionEnabled, additionalHitTestCondition else { return false }
    let shape = presentationFrame(at: now)
    let inSuperview = pointInSuperview(point)
    let local: Point
    if isTransformed {
      let center = Point(x: shape.origin.x + shape.size.width / 2, y: shape.origin.y + shape.size.height / 2)
      let unrotated = transform.applyInverse(to: Point(x: inSuperview.x - center.x, y: inSuperview.y - center.y))
      local = Point(x: unrotated.x + shape.size.width / 2, y: unrotated.y + shape.size.height / 2)
    } else {
      local = Point(x: inSuperview.x - shape.origin.x, y: inSuperview.y - shape.origin.y)
    }
    return Rect(x: 0, y: 0, width: shape.size.width, height: shape.size.height).contains(local)
  }
}

/// The reasons of the animation rules (AN1, AN2, AN4, AN7), beside the model.
extension RuleID {
  /// AN1: an animating view without `.allowUserInteraction` takes touches on its presentation shape.
  public static let an1: RuleID = "AN1"
  /// AN2: with `.allowUserInteraction`, hit testing uses the model values.
  public static let an2: RuleID = "AN2"
  /// AN4: an eaten touch is delivered to nobody.
  public static let an4: RuleID = "AN4"
  /// AN7: the model value changes at the call; the presentation value follows the curve.
  public static let an7: RuleID = "AN7"
}

/// Why an animation did what it did (AN1, AN2, AN4, AN7).
public enum AnimationReason: ClassExplanation {
  /// A UIKit animation started: the model value is set at once (AN7), the presentation value
  /// follows the curve.
  case started(duration: SimDuration, delay: SimDuration, allowsUserInteraction: Bool)
  /// The animating view's presentation shape holds the point: it returns itself and eats the
  /// touch (AN1).
  case eats(view: String, presentationAlpha: Double)
  /// The eaten touch is delivered to nobody (AN4).
  case eatenDeliveredToNobody(view: String)

  public var text: String {
    switch self {
    case .started(let duration, let delay, let allows):
      let after = delay.microseconds > 0 ? " after a \(WhyText.ms(delay)) delay" : ""
      return "AN7: UIView.animate(withDuration: \(WhyText.ms(duration)))\(after) sets the model value at once; "
        + "the screen shows the presentation value, which follows the ease-in-out curve"
        + (allows
          ? "; with .allowUserInteraction hit testing uses the model value (AN2)"
          : "; without .allowUserInteraction the view eats touches on its presentation shape while it animates (AN1)")
    case .eats(let view, let alpha):
      return "AN1: \(view) is animating without .allowUserInteraction and its presentation opacity "
        + "\(NumberFormat.fixed(alpha, decimals: 3, trimmed: true)) is at least 0.01, so UIView's hitTest tests the presentation shape, which holds "
        + "the point: \(view) returns itself (its subviews are not searched) and eats the touch"
    case .eatenDeliveredToNobody(let view):
      return "AN4: the touch eaten by \(view) while it animates reaches no touch method and no recognizer "
        + "(a model decision)"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .started(_, _, let allows): return allows ? [.an7, .an2] : [.an7, .an1]
    case .eats: return [.an1]
    case .eatenDeliveredToNobody: return [.an4]
    }
  }
}
