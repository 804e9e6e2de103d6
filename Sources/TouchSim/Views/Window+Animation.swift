/// What a UIView block animation changes: the model values it sets (AN7).
public struct AnimationChanges: Sendable, Equatable {
  /// The new `alpha`, 0 to 1.
  public var alpha: Double?
  /// The new `frame`.
  public var frame: Rect?
  /// The new `center` (moves the frame; applied after `frame`).
  public var center: Point?

  /// Changes of any of the animatable properties.
  public init(alpha: Double? = nil, frame: Rect? = nil, center: Point? = nil) {
    self.alpha = alpha
    self.frame = frame
    self.center = center
  }
}

extension Window {
  /// `UIView.animate(withDuration:delay:options:animations:)` changing `changes` on `view`, the
  /// way app code calls it (AN7): each model value is set at once and logged as a `set` record;
  /// the presentation value goes from what the screen showed to the new value over `duration`
  /// after `delay`, on the ease-in-out curve. While it runs, a view animated without
  /// `allowsUserInteraction` eats the touches its presentation shape holds (AN1); with it, hit
  /// testing reads the model values (AN2). A zero duration sets the values without animating
  /// (a model decision). A new animation of a property replaces a running one, starting from
  /// the presentation value (additive blending is not modelled).
  ///
  /// ```swift
  /// simulation.schedule(at: .milliseconds(100)) { window in
  ///   window.animate(card, AnimationChanges(alpha: 0), duration: .milliseconds(1000), allowsUserInteraction: false)
  /// }
  /// ```
  public func animate(
    _ view: View, _ changes: AnimationChanges, duration: SimDuration, delay: SimDuration = SimDuration(microseconds: 0),
    allowsUserInteraction: Bool, because reason: @autoclosure () -> Reason = .app(HandlerReason.set)
  ) {
    let now = scheduler.now
    let animates = duration.microseconds > 0
    let why = Reason.clauses([
      reason(),
      .model(AnimationReason.started(duration: duration, delay: delay, allowsUserInteraction: allowsUserInteraction)),
    ])
    func add(_ property: ViewAnimation.Property) {
      guard animates else { return }
      view.addAnimation(
        ViewAnimation(
          property: property, added: now, delay: delay, duration: duration,
          allowsUserInteraction: allowsUserInteraction))
    }
    if let alpha = changes.alpha {
      let from = view.presentationAlpha(at: now)
      set(\.alpha, of: view, to: alpha, named: "alpha", because: why)
      add(.alpha(from: from, to: alpha))
    }
    if changes.frame != nil || changes.center != nil {
      let from = view.presentationFrame(at: now)
      if let frame = changes.frame { set(\.frame, of: view, to: frame, named: "frame", because: why) }
      if let center = changes.center { set(\.center, of: view, to: center, named: "center", because: why) }
      add(.frame(from: from, to: view.frame))
    }
  }
}
