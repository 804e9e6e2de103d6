/// `UISlider`: `Slider`.
public typealias UISlider = Slider

/// A horizontal slider (`UISlider`): a control that tracks a touch only when it begins on
/// (or near) the thumb, moves its `value` with the thumb's travel and sends `valueChanged`
/// with the new value (SL1-SL7). The model follows UIKit's classic, left-to-right
/// `_UISlideriOSVisualElement` (not the iOS 26 glass element, XC2) and treats the slider as
/// one view (XC1): the thumb is a rectangle of the slider, not a subview.
open class Slider: Control {
  /// SL1: the value, pinned to `minimumValue...maximumValue` as UIKit's setter does
  /// (default 0).
  public var value: Double {
    get { range.value }
    set { range.value = newValue }
  }
  /// SL1: the value at the left end (default 0); raising it above `maximumValue` raises that
  /// too, and the value is pinned again.
  public var minimumValue: Double {
    get { range.minimum }
    set { range.minimum = newValue }
  }
  /// SL1: the value at the right end (default 1); lowering it below `minimumValue` lowers
  /// that too, and the value is pinned again.
  public var maximumValue: Double {
    get { range.maximum }
    set { range.maximum = newValue }
  }
  /// SL1, SL5: whether every move of the thumb sends `valueChanged` (default true); when
  /// false, only the lift does.
  public var isContinuous = true

  /// SL4: the thumb's centre minus the finger's x at touch-down (UIKit's `_hitOffset`), kept
  /// while tracking so that the thumb does not jump to the finger.
  public private(set) var hitOffset = 0.0

  private var range = PinnedValue(0, minimum: 0, maximum: 1)

  open override var className: String { "UISlider" }

  /// The slider's own `beginTracking`, `continueTracking` and `endTracking` run for the
  /// model's class too (SL2, SL4, SL5).
  open override var tracksWithOwnMethods: Bool { true }

  /// SL4: a touch that may begin tracking starts with no grab offset, so that an override of
  /// `beginTracking` that does not call `super` tracks from the finger; then UIControl's
  /// handling (C3-C6).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    if method == .touchesBegan && !isTracking { hitOffset = 0 }
    return super.builtInTouches(method, touches, at: windowPoint)
  }

  // MARK: - Geometry (SL2, SL3)

  /// SL3: where the value sits between the ends, from 0 to 1 (0 when the ends coincide).
  public var fraction: Double {
    let span = maximumValue - minimumValue
    guard span > 0 else { return 0 }
    return Swift.min(Swift.max((value - minimumValue) / span, 0), 1)
  }

  /// SL3 (model decision): the thumb, a `SliderConstants.thumbSize` square centred
  /// vertically, whose left edge is `minX + round((width − thumb) × fraction)`, so its centre
  /// travels from `minX + thumb/2` to `maxX − thumb/2`. In the slider's coordinates.
  public var thumbRect: Rect {
    let size = SliderConstants.thumbSize
    let travel = Swift.max(bounds.size.width - size, 0)
    let x = bounds.minX + (travel * fraction).rounded()
    return Rect(x: x, y: bounds.minY + (bounds.size.height - size) / 2, width: size, height: size)
  }

  /// SL2: the area where a touch begins tracking: the thumb grown on each side by
  /// `max((48 − thumb)/2, 0)`, so at least 48 × 48 pt centred on the thumb.
  public var thumbHitRect: Rect {
    let size = SliderConstants.thumbSize
    return thumbRect.outset(by: Swift.max((SliderConstants.thumbHitMinimum - size) / 2, 0))
  }

  /// SL4 (model decision): the value for a finger at `x` (slider coordinates), keeping the
  /// grab offset: `min + (max − min) × clamp((x + hitOffset − (minX + thumb/2)) / (width − thumb))`.
  public func value(forFingerAt x: Double) -> Double {
    let size = SliderConstants.thumbSize
    let travel = bounds.size.width - size
    guard travel > 0 else { return minimumValue }
    let position = Swift.min(Swift.max((x + hitOffset - (bounds.minX + size / 2)) / travel, 0), 1)
    return minimumValue + (maximumValue - minimumValue) * position
  }

  // MARK: - Tracking (SL2, SL4, SL5)

  /// SL2: tracking begins only in the thumb's hit area; a touch on the track elsewhere is
  /// refused (UIControl then sends nothing and does not pass the touch on, C9). On the thumb,
  /// the grab offset is kept (SL4) and the value does not move. An answer the slider was given
  /// (`beginTrackingAnswer`) replaces this method as an app's override that does not call
  /// `super` does: no thumb test and no grab offset, so the value jumps to the finger at the
  /// first move or the lift (what "tappable slider" subclasses rely on).
  open override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    if let answer = beginTrackingAnswer?(self, touch) {
      gaveAnswer = true
      givenAnswerReason = answer.reason
      return answer.value
    }
    let point = touch.location(in: self)
    guard thumbHitRect.contains(point) else {
      gaveAnswer = true
      if home?.explains ?? false { givenAnswerReason = .control(.outsideThumb(at: point, hitArea: thumbHitRect)) }
      return false
    }
    grab(at: point)
    answeredByDefault = true
    return true
  }

  /// SL4, SL5: each move sets the value from the finger and, when continuous, sends
  /// `valueChanged` with it (on every move, changed or not), before UIControl's drag events;
  /// the slider keeps tracking (an answer it was given may stop it, C10).
  open override func continueTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    let continues = super.continueTracking(touch, with: event)
    guard continues else { return false }
    value = value(forFingerAt: touch.location(in: self).x)
    if isContinuous {
      send(.valueChanged, value: .number(value), because: .control(.sliderMoved))
    }
    return true
  }

  /// SL5: the lift sets the value from the finger and sends `valueChanged` always,
  /// continuous or not, before UIControl's touch-up.
  open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
    if let touch { value = value(forFingerAt: touch.location(in: self).x) }
    send(.valueChanged, value: .number(value), because: .control(.sliderLifted))
  }

  /// SL5 (model decision): a cancel sends no `valueChanged`; UIControl's one `touchCancel`
  /// follows.
  open override func cancelTracking(with event: UIEvent?) {}

  /// Keeps the thumb's centre minus the finger's x (SL4).
  private func grab(at point: Point) {
    let rect = thumbRect
    hitOffset = rect.minX + rect.size.width / 2 - point.x
  }

  /// A number for a reason: whole numbers without a fraction.

  // MARK: - Recognizers (SL6, XC5)

  /// SL6: the slider's `gestureRecognizerShouldBegin(_:)` for another view's recognizer, as
  /// UIKit's classic slider answers it (iOS 18.2 `-[UISlider gestureRecognizerShouldBegin:]`
  /// forwards to its visual element; iOS 26.1 `-[_UISlideriOSVisualElement
  /// gestureRecognizerShouldBegin:]`): while the slider tracks, no; with the recognizer's
  /// location outside the thumb's hit area, yes; a single-finger swipe along the slider, no; a
  /// pan that may begin with one finger (a scroll view's included), only when its translation is
  /// not more horizontal than vertical. UIKit asks only for recognizers that cancel touches in
  /// their view (MD13). An answer the slider was given comes first.
  open override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    guard recognizer.view !== self else { return nil }
    if isTracking { return false }
    guard thumbHitRect.contains(recognizer.location(in: self)) else { return nil }
    if let swipe = recognizer as? SwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1 {
      return swipe.direction == .left || swipe.direction == .right ? false : nil
    }
    if let pan = recognizer as? PanGestureRecognizer, pan.minimumNumberOfTouches <= 1 {
      let translation = pan.rawTranslation
      return translation.x.magnitude <= translation.y.magnitude ? nil : false
    }
    return nil
  }
}

/// Constants of the slider's geometry (SL2, SL3).
public enum SliderConstants {
  /// SL3 (model decision): the thumb's side, 28 pt, the commonly quoted size of the classic
  /// thumb (UIKit's table of drawing metrics is not readable in the decompiled text).
  public static let thumbSize = 28.0
  /// SL2: the smallest side of the thumb's hit area (`thumbHitEdgeInsets`).
  public static let thumbHitMinimum = 48.0
}
