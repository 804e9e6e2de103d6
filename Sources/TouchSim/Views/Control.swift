/// A control (`UIControl`): tracks its touches and sends control events (C1-C6, RC5, H6).
open class Control: View {
  /// A disabled control is not hit (H6) and does not track (C2).
  public var isEnabled = true
  /// The app's selected state (`UIControl.isSelected`, default false). UIKit's tracking and
  /// hit testing do not read it (H6 and C2-C6 depend on `isEnabled` alone); the model stores
  /// it for the app's own logic and changes nothing else.
  public var isSelected = false
  /// Whether the control is tracking a touch.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the enlarged bounds (C4, MD1).
  public private(set) var isTouchInside = false
  /// Whether the control is highlighted.
  public private(set) var isHighlighted = false
  /// The app's `beginTracking(_:with:)` override (C3, C9), asked at `touchesBegan` with the
  /// touch that begins (the lowest finger); `nil` keeps UIControl's `true`. Its value is the
  /// `beginTracking` record's `result` and its reason is added to the record's `why`.
  ///
  /// UIControl's `touchesBegan:withEvent:` (decompiled UIControl.mm) sets `isTracking` from the
  /// answer and sends `touchDown` (and highlights) only when it is true, and calls super only
  /// when `shouldTrack` is false, so a refused touch is not passed on; its `touchesMoved` and
  /// `touchesEnded` call super when not tracking, so the later calls of that touch are (RC5).
  /// Actions the closure sends (`sendActions(for:)`) are logged before the `beginTracking`
  /// record, which carries the answer.
  ///
  /// ```swift
  /// slider.beginTrackingAnswer = { control, touch in
  ///   AppAnswer(thumb.contains(touch.location(in: control)))
  /// }
  /// ```
  public var beginTrackingAnswer: ((Control, Touch) -> AppAnswer<Bool>)?
  /// The app's `continueTracking(_:with:)` override (C4, C10), asked at each `touchesMoved`
  /// while tracking; `nil` keeps UIControl's `true`. False stops tracking at once: UIControl's
  /// `touchesMoved:withEvent:` sets `isTracking` from the answer and runs the inside test, the
  /// highlight and the drag events only while it is true; no `endTracking` follows, the later
  /// moves and the lift call super (RC5), and `touchesEnded` sends no touch-up.
  public var continueTrackingAnswer: ((Control, Touch) -> AppAnswer<Bool>)?
  /// The app's actions, in the order added (`addAction(for:_:)`).
  private var actions: [(event: ControlEvent, body: (Control, ControlEvent) -> Void)] = []

  open override var className: String { "UIControl" }

  /// H6: a disabled control returns `nil` from hit testing.
  open override var additionalHitTestCondition: Bool { isEnabled }

  /// C3-C6: `touchesBegan` begins tracking, moves continue it, lift ends it and a cancel
  /// cancels it; a control that tracks does not forward, one that does not forwards its moves
  /// and lifts, and its touch-down only when it may not track (RC5, C9, C10).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    guard let window = home else { return true }
    let fingers = FingerList(touches.map(\.finger).sorted())
    let point = convertFromWindow(windowPoint)
    switch method {
    case .touchesBegan:
      guard isEnabled && isUserInteractionEnabled && !isTracking else { return !isTracking }
      let answer = askTracking("beginTracking(_:with:)", touches, in: window, beginTrackingAnswer) {
        beginTracking($0, with: $1)
      }
      let tracks = answer?.value ?? true
      window.record(
        name, .beginTracking(touches: fingers, at: point, result: tracks),
        why: Reason.control(tracks ? .beginTracking : .beginTrackingRefused).adding(answer?.reason))
      guard tracks else { return false }  // C9: no super in UIControl's tracking branch
      isTracking = true
      isTouchInside = true
      isHighlighted = true
      send(.touchDown, because: .control(.touchDown))
      if let repeated = touches.first(where: { $0.tapCount >= 2 }) {
        send(.touchDownRepeat, because: .control(.touchDownRepeat(tapCount: repeated.tapCount)))
      }
      return false
    case .touchesMoved:
      guard isTracking else { return true }
      let answer = askTracking("continueTracking(_:with:)", touches, in: window, continueTrackingAnswer) {
        continueTracking($0, with: $1)
      }
      let continues = answer?.value ?? true
      window.record(
        name, .continueTracking(touches: fingers, at: point, result: continues),
        why: Reason.control(continues ? .continueTracking : .continueTrackingRefused).adding(answer?.reason))
      guard continues else {  // C10: tracking stops here, silently; the highlight stays
        isTracking = false
        return false
      }
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: .control(.crossed(at: point, inside: inside)))
      }
      isTouchInside = inside
      isHighlighted = inside
      send(
        inside ? .touchDragInside : .touchDragOutside,
        because: .control(.position(rule: .c4, at: point, inside: inside)))
      return false
    case .touchesEnded:
      guard isTracking else { return true }
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: .control(.crossed(at: point, inside: inside)))
      }
      isTouchInside = inside
      window.record(name, .endTracking(touches: fingers, at: point), why: .control(.endTracking))
      if callsTouchMethods || tracksWithOwnMethods {
        endTracking(Self.firstTouch(touches), with: event(touches, in: window))
      }
      isTracking = false
      send(
        inside ? .touchUpInside : .touchUpOutside, because: .control(.position(rule: .c5, at: point, inside: inside)))
      isHighlighted = false
      return false
    case .touchesCancelled:
      // RC5, C9: UIControl's touchesCancelled:withEvent: cancels tracking when it tracks and
      // never calls super, so a control that does not track does not pass the cancel on.
      guard isTracking else { return false }
      window.record(name, .cancelTracking, why: .control(.cancelTracking))
      if callsTouchMethods || tracksWithOwnMethods { cancelTracking(with: event(touches, in: window)) }
      isTracking = false
      isHighlighted = false
      send(.touchCancel, because: .control(.touchCancel))
      return false
    }
  }

  // MARK: - UIControl's tracking override points (C3-C6, C9, C10)

  /// `beginTracking(_:with:)`: whether the control tracks the touch that begins (the lowest
  /// finger of the call, C3, C9). The default (`super`) is the answer the control was given
  /// (`beginTrackingAnswer`), else UIControl's `true`. The `beginTracking` record carries the
  /// answer; actions the override sends are logged before it.
  open func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    given(beginTrackingAnswer?(self, touch).optional, default: true)
  }

  /// `continueTracking(_:with:)`: whether tracking goes on at a move (C4, C10); `false`
  /// stops it at once, without `endTracking`. The default (`super`) is the answer the
  /// control was given (`continueTrackingAnswer`), else UIControl's `true`.
  open func continueTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    given(continueTrackingAnswer?(self, touch).optional, default: true)
  }

  /// `endTracking(_:with:)`: the tracked touch lifted (C5); called right after the
  /// `endTracking` record, before the touch-up event. The default does nothing.
  open func endTracking(_ touch: Touch?, with event: UIEvent?) {}

  /// `cancelTracking(with:)`: the tracked touch was cancelled (C6); called right after the
  /// `cancelTracking` record, before `touchCancel`. The default does nothing.
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether the model's own class implements `endTracking(_:with:)` and
  /// `cancelTracking(with:)` (UIStepper's visual element steps at `endTracking`), so they are
  /// called for it too; false for UIControl and UIButton, whose defaults do nothing.
  open var tracksWithOwnMethods: Bool { false }

  /// Asks a tracking question of the call's first touch: an app class's override, or the
  /// answer the control was given; `nil` when neither answers.
  private func askTracking(
    _ method: String, _ touches: [Touch], in window: Window, _ given: ((Control, Touch) -> AppAnswer<Bool>)?,
    _ call: (Touch, UIEvent) -> Bool
  ) -> AppAnswer<Bool>? {
    guard let touch = Self.firstTouch(touches) else { return nil }
    // A model class with tracking methods of its own (a slider's thumb, SL2) is asked too.
    guard callsTouchMethods || tracksWithOwnMethods else { return given?(self, touch) }
    let asked = askOverridePoint(method, default: true, explains: window.explains) {
      call(touch, event(touches, in: window))
    }
    return asked.isDefault ? nil : AppAnswer(asked.value, because: asked.reason)
  }

  /// The event an override point is called with.
  private func event(_ touches: [Touch], in window: Window) -> UIEvent {
    UIEvent(timestamp: window.scheduler.now, changedTouches: touches, window: window)
  }

  /// K4: whether a scroll view's default `touchesShouldCancel(in:)` is true for this control's
  /// touches: false for an enabled control; a switch's touched view is a plain view (SW7).
  var scrollViewMayCancelByDefault: Bool { !isEnabled }

  /// C4, MD1: inside the bounds enlarged by the tracking margin on every side.
  public func isMostlyInside(_ point: Point) -> Bool {
    bounds.outset(by: ControlConstants.trackingMargin).contains(point)
  }

  /// The touch a tracking method is asked about: UIControl's `_firstTouchForEvent:`, the
  /// lowest finger of the call.
  private static func firstTouch(_ touches: [Touch]) -> Touch? { touches.min { $0.finger < $1.finger } }

  /// Sends the actions for a control event (C7: synchronously, logged as `controlEvent`).
  public func send(_ event: ControlEvent) {
    send(event, because: .control(.sendsActions(event)))
  }

  /// Sends the actions for a control event, saying why for `--explain` (built only then): a
  /// `controlEvent` record, then every action added for the event, in the order added (C7).
  /// Nothing happens for a control outside a window.
  public func send(_ event: ControlEvent, because reason: @autoclosure () -> Reason) {
    send(event, value: nil, because: reason())
  }

  /// Sends the actions for a control event whose record carries the control's new value
  /// (`valueChanged` of a slider, switch, stepper, segmented control or page control).
  public func send(_ event: ControlEvent, value: PropertyValue?, because reason: @autoclosure () -> Reason) {
    guard let window = home else { return }
    window.record(name, .controlEvent(event, value: value), why: reason())
    guard !actions.isEmpty else { return }
    window.runReactions(of: name, to: event.rawValue) {
      // UIKit's `_sendActionsForEvents:withEvent:` runs over a copy of its target-actions, so
      // actions added by an action wait for the next event; the array's copy does the same.
      for action in actions where action.event == event { action.body(self, event) }
    }
  }

  /// App code's `sendActions(for:)` (C7): logs a `controlEvent` record, then runs the actions
  /// added for the event, synchronously and in the order added (AL8's custom drag exit sends
  /// `touchDragExit` from `continueTracking`). Actions that send events whose actions send
  /// more nest up to `Window.limits.maxReactionDepth`; beyond, the run stops with an error.
  public func sendActions(for event: ControlEvent) {
    send(event, because: .control(.appSendsActions(event)))
  }

  /// `sendActions(for:)` with the app's own reason for `--explain` (built only then).
  public func sendActions(for event: ControlEvent, because reason: @autoclosure () -> Reason) {
    send(event, because: reason())
  }

  /// UIKit's `addAction(_:for:)` (C7): `body` runs with the control and the event right after
  /// each `controlEvent` record of `event`, after the actions added before it.
  ///
  /// ```swift
  /// button.addAction(for: .touchUpInside) { control, event in taps += 1 }
  /// ```
  public func addAction(for event: ControlEvent, _ body: @escaping (Control, ControlEvent) -> Void) {
    actions.append((event, body))
  }

  /// `addTarget(_:action:for:)` with a closure: `action` runs with the control right after
  /// each `controlEvent` record of `event` (C7), after the actions added before it.
  ///
  /// ```swift
  /// button.addTarget(for: .touchUpInside) { _ in taps += 1 }
  /// ```
  public func addTarget(for event: ControlEvent, _ action: @escaping (Control) -> Void) {
    addAction(for: event) { control, _ in action(control) }
  }

  /// Removes every action added with `addAction(for:_:)`.
  public func removeAllActions() { actions.removeAll() }
}

/// A button (`UIButton`): a control with UIKit's button class name.
open class Button: Control {
  open override var className: String { "UIButton" }

  /// MD13, G18: UIButton's `gestureRecognizerShouldBegin(_:)` refuses a single-finger,
  /// single-tap recognizer that is not attached to the button itself, so the button wins
  /// taps over an ancestor's tap (iOS 26.1 UIButton: `view == self || !tap ||
  /// touchesRequired != 1 || tapsRequired != 1`). A plain `UIControl` keeps UIView's
  /// default `true`. UIKit asks touched views only for recognizers that cancel touches in
  /// their view (`GestureEnvironment`), which is why a tap with `cancelsTouchesInView`
  /// false is never vetoed.
  open override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    guard recognizer.isSingleFingerSingleTap, recognizer.view !== self else { return nil }
    return false
  }
}

/// An image view (`UIImageView`): not interactive by default (H5).
open class ImageView: View {
  /// Creates an image view with user interaction off (H5).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }

  open override var className: String { "UIImageView" }
}

/// A label (`UILabel`): not interactive by default (H5).
open class Label: View {
  /// Creates a label with user interaction off (H5).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }

  open override var className: String { "UILabel" }
}

/// Constants of UIControl tracking (section 11).
public enum ControlConstants {
  /// MD1: the "mostly inside" margin while tracking, beyond the bounds on each side.
  public static let trackingMargin = 70.0
}
