/// `UIStepper`: `Stepper`.
public typealias UIStepper = Stepper

/// A stepper (`UIStepper`): a control of two halves, minus and plus, that steps its `value`
/// at the lift of a tap and, while held, on an autorepeat timer of the virtual clock
/// (SP1-SP6). The model follows UIKit's `UIStepperHorizontalVisualElement` (the classic,
/// left-to-right element) and treats the stepper as one view (XC1).
open class Stepper: Control {
  /// SP1: the value, pinned to `minimumValue...maximumValue` as UIKit's setter does
  /// (default 0).
  public var value: Double {
    get { range.value }
    set { range.value = newValue }
  }
  /// SP1: the lowest value (default 0); raising it above `maximumValue` raises that too, and
  /// the value is pinned again.
  public var minimumValue: Double {
    get { range.minimum }
    set { range.minimum = newValue }
  }
  /// SP1: the highest value (default 100); lowering it below `minimumValue` lowers that too,
  /// and the value is pinned again.
  public var maximumValue: Double {
    get { range.maximum }
    set { range.maximum = newValue }
  }
  /// SP1: the step (default 1). UIKit raises for a step of 0 or less; the model keeps the
  /// previous step instead (the scenario layer refuses such values).
  public var stepValue: Double {
    get { storedStep }
    set { if newValue > 0 { storedStep = newValue } }
  }
  /// SP4: whether holding a half repeats the step (default true).
  public var autorepeat = true
  /// SP3: whether stepping past a bound wraps to the other bound (default false).
  public var wraps = false
  /// SP4: whether each step sends `valueChanged` (default true); when false, one
  /// `valueChanged` at the lift.
  public var isContinuous = true

  /// The half under the finger while tracking (SP2), nil outside the mostly-inside area.
  public private(set) var highlightedHalf: Half?
  /// The steps the autorepeat timer has counted since touch-down (UIKit's `_repeatCount`).
  public private(set) var repeatCount = 0
  /// The pending autorepeat timer; nil when none is scheduled.
  private var repeatTimer: TimerHandle?

  private var range = PinnedValue(0, minimum: 0, maximum: 100)
  private var storedStep = 1.0

  /// The stepper's halves.
  public enum Half: String, Sendable {
    /// The left half (left-to-right): decrements.
    case minus
    /// The right half: increments.
    case plus
  }

  open override var className: String { "UIStepper" }

  /// Whether an autorepeat timer is pending (tests check that none outlives the touch).
  public var hasPendingRepeat: Bool { repeatTimer.map { !$0.isCancelled } ?? false }

  /// SP2: a half is enabled unless the value sits at its bound and `wraps` is false.
  public func isHalfEnabled(_ half: Half) -> Bool {
    switch half {
    case .plus: return wraps || value < maximumValue
    case .minus: return wraps || value > minimumValue
    }
  }

  /// SP2: the half a point (in the stepper's coordinates) highlights: plus at or right of
  /// the middle, minus left of it, none outside the mostly-inside area (MD1).
  public func half(at point: Point) -> Half? {
    guard isMostlyInside(point) else { return nil }
    return point.x >= (bounds.minX + bounds.maxX) / 2 ? .plus : .minus
  }

  /// SP5, MD13: UIStepper's `gestureRecognizerShouldBegin(_:)` refuses a single-finger,
  /// single-tap recognizer not attached to the stepper (the same test as UIButton's).
  open override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    guard recognizer.isSingleFingerSingleTap, recognizer.view !== self else { return nil }
    return false
  }

  open override var tracksWithOwnMethods: Bool { true }

  /// SP2, SP4: touch-down starts the autorepeat timer and highlights the half under the
  /// finger; each move follows the finger to the half under it. A lift or cancel that ends
  /// the touch stops the timer whatever happened to tracking (model decision of SP4).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    let wasTracking = isTracking
    let result = super.builtInTouches(method, touches, at: windowPoint)
    switch method {
    case .touchesBegan where !wasTracking && isTracking:
      startTimer()
      highlightedHalf = half(at: convertFromWindow(windowPoint))
    case .touchesMoved where isTracking:
      highlightedHalf = half(at: convertFromWindow(windowPoint))
    case .touchesEnded, .touchesCancelled:
      if !isTracking { stopTimer() }
    default: break
    }
    return result
  }

  /// SP3: the lift steps once when the timer has not stepped yet (UIKit's
  /// `_updateCount:` from `endTrackingWithTouch:withEvent:`), then the timer stops.
  open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    updateCount(fromTimer: false)
    highlightedHalf = nil
    stopTimer()
  }

  /// SP3: a cancel stops the timer and changes nothing.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    highlightedHalf = nil
    stopTimer()
  }

  // MARK: - UIStepperHorizontalVisualElement's timer and count (SP3, SP4)

  /// SP4: `_startTimer`: with `autorepeat`, a repeating timer of 0.5 s; the count restarts.
  private func startTimer() {
    stopTimer()
    repeatCount = 0
    if autorepeat { scheduleRepeat(after: StepperConstants.repeatInterval) }
  }

  private func stopTimer() {
    repeatTimer?.cancel()
    repeatTimer = nil
  }

  private func scheduleRepeat(after delay: SimDuration) {
    guard let window = home else { return }
    repeatTimer = window.scheduler.scheduleTimer(after: delay, label: name + " autorepeat") {
      [weak self, weak window] in
      window?.runTimerWork { self?.timerFired() }
    }
  }

  /// SP4: a fire while tracking steps (or not) and sets the next fire date; once tracking
  /// has stopped the timer stops (model decision: UIKit stops it only in end and cancel).
  private func timerFired() {
    repeatTimer = nil
    guard isTracking, window != nil else { return }
    let delay = updateCount(fromTimer: true)
    if isTracking { scheduleRepeat(after: delay) }
  }

  /// UIKit's `_updateCount:`: steps when a highlighted half is enabled and (at the lift)
  /// the timer has not stepped yet; returns the delay to the timer's next fire.
  @discardableResult
  private func updateCount(fromTimer: Bool) -> SimDuration {
    let half = highlightedHalf.flatMap { isHalfEnabled($0) ? $0 : nil }
    if !fromTimer && (repeatCount != 0 || half == nil) {
      guard half != nil else {
        if repeatCount >= 1 { repeatCount = 1 }
        return StepperConstants.repeatInterval
      }
      repeatCount += 1
      if !isContinuous {
        sendValueChanged { .repeatedStepsAtLift(value: $0) }
      }
      return StepperConstants.repeatInterval
    }
    guard let half else {  // a fire with no enabled half under the finger
      if repeatCount >= 1 { repeatCount = 1 }
      return StepperConstants.repeatInterval
    }
    var next = value + (half == .plus ? stepValue : -stepValue)
    if wraps {
      if next > maximumValue {
        next = minimumValue
      } else if next < minimumValue {
        next = maximumValue
      }
    }
    value = next
    if isContinuous {
      sendValueChanged { .stepped(fromTimer: fromTimer, half: half, value: $0) }
    }
    let count = repeatCount
    repeatCount += 1
    if !fromTimer {
      if !isContinuous {
        sendValueChanged { .steppedAtLift(value: $0) }
      }
      return StepperConstants.repeatInterval
    }
    return StepperConstants.repeatDelay(afterRepeat: count)
  }

  private func sendValueChanged(_ reason: (Double) -> ControlReason) {
    let value = value
    send(.valueChanged, value: .number(value), because: .control(reason(value)))
  }
}

/// The stepper's timing (SP4).
public enum StepperConstants {
  /// SP4: the autorepeat timer's interval, and the delay of its first fire after touch-down
  /// (UIKit's `_startTimer`: 0.5 s).
  public static let repeatInterval = SimDuration.milliseconds(500)
  /// SP4 (model decision): the delay after repeats 4 to 18. UIKit reads it from a constant
  /// table the decompilation does not show; AppKit's NSStepper repeats ten times a second.
  public static let fastRepeatInterval = SimDuration.milliseconds(100)
  /// SP4 (model decision): the delay after repeat 19 and later, from the same unread table.
  public static let fastestRepeatInterval = SimDuration.milliseconds(50)

  /// SP4: the delay to the next fire after the timer's step number `count` (0 for its first
  /// step): 0.5 s through count 3, then the faster intervals (UIKit's
  /// `v13 = dbl_18A683040[count > 18]; if (count <= 3) v13 = 0.5`).
  public static func repeatDelay(afterRepeat count: Int) -> SimDuration {
    if count <= 3 { return repeatInterval }
    return count > 18 ? fastestRepeatInterval : fastRepeatInterval
  }
}
