/// A control (`UIControl`): tracks its touches and sends control events (C1-C6, RC5, H6).
open class Control: View {
  /// A disabled control is not hit (H6) and does not track (C2).
  @exclusivity(unchecked) public var isEnabled = true
  /// The app's selected state (`UIControl.isSelected`, default false). UIKit's tracking and
  /// hit testing do not read it (H6 and C2-C6 depend on `isEnabled` alone); the model stores
  /// it for the app's own logic and changes nothing else.
  @exclusivity(unchecked) public var isSelected = false
  /// Whether the control is tracking a touch.
  @exclusivity(unchecked) public private(set) var isTracking = false
  /// Whether the tracked touch is inside the enlarged bounds (C4, MD1).
  @exclusivity(unchecked) public private(set) var isTouchInside = false
  /// Whether the control is highlighted.
  @exclusivity(unchecked) public private(set) var isHighlighted = false

  open override var className: String { "UIControl" }

  /// H6: a disabled control returns `nil` from hit testing.
  open override var additionalHitTestCondition: Bool { isEnabled }

  /// C3-C6: `touchesBegan` begins tracking, moves continue it, lift ends it and a cancel
  /// cancels it; a control that tracks does not forward, one that does not forwards (RC5).
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    guard let window else { return true }
    let fingers = touches.map(\.finger).sorted()
    let point = convertFromWindow(windowPoint)
    switch method {
    case .touchesBegan:
      guard isEnabled && isUserInteractionEnabled && !isTracking else { return !isTracking }
      window.record(
        name, .beginTracking(touches: fingers, at: point, result: true),
        why: "C3: touchesBegan on an enabled, user-interactive control (C2) begins tracking")
      isTracking = true
      isTouchInside = true
      isHighlighted = true
      send(.touchDown, because: "C3: beginTracking returned true")
      if let repeated = touches.first(where: { $0.tapCount >= 2 }) {
        send(.touchDownRepeat, because: "C3: the touch's tapCount is \(repeated.tapCount) (M3)")
      }
      return false
    case .touchesMoved:
      guard isTracking else { return true }
      window.record(
        name, .continueTracking(touches: fingers, at: point, result: true), why: "C4: touchesMoved while tracking")
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: crossingReason(point, inside: inside))
      }
      isTouchInside = inside
      isHighlighted = inside
      send(inside ? .touchDragInside : .touchDragOutside, because: insideReason(point, inside: inside, rule: "C4"))
      return false
    case .touchesEnded:
      guard isTracking else { return true }
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: crossingReason(point, inside: inside))
      }
      isTouchInside = inside
      window.record(name, .endTracking(touches: fingers, at: point), why: "C5: touchesEnded while tracking")
      isTracking = false
      send(inside ? .touchUpInside : .touchUpOutside, because: insideReason(point, inside: inside, rule: "C5"))
      isHighlighted = false
      return false
    case .touchesCancelled:
      guard isTracking else { return true }
      window.record(name, .cancelTracking, why: "C6: touchesCancelled while tracking")
      isTracking = false
      isHighlighted = false
      send(.touchCancel, because: "C6: tracking was cancelled")
      return false
    }
  }

  /// C4, MD1: inside the bounds enlarged by the tracking margin on every side.
  public func isMostlyInside(_ point: Point) -> Bool {
    bounds.outset(by: ControlConstants.trackingMargin).contains(point)
  }

  /// Sends the actions for a control event (C7: synchronously, logged as `controlEvent`).
  public func send(_ event: ControlEvent) {
    send(event, because: "C7: the control sends the actions for \(event.rawValue)")
  }

  /// Sends the actions for a control event, saying why for `--explain`.
  public func send(_ event: ControlEvent, because reason: @autoclosure () -> String) {
    window?.record(name, .controlEvent(event), why: reason())
  }

  private func insideReason(_ point: Point, inside: Bool, rule: String) -> String {
    "\(rule), MD1: \(WhyText.point(point)) is \(inside ? "inside" : "outside") the bounds enlarged by "
      + WhyText.pt(ControlConstants.trackingMargin)
  }

  private func crossingReason(_ point: Point, inside: Bool) -> String {
    "C4, MD1: the touch crossed the edge of the bounds enlarged by \(WhyText.pt(ControlConstants.trackingMargin)), "
      + "now \(inside ? "inside" : "outside") at \(WhyText.point(point))"
  }
}

/// A button (`UIButton`): a control with UIKit's button class name.
public final class Button: Control {
  public override var className: String { "UIButton" }

  /// MD13, G18: UIButton's `gestureRecognizerShouldBegin(_:)` refuses a single-finger,
  /// single-tap recognizer that is not attached to the button itself, so the button wins
  /// taps over an ancestor's tap (iOS 26.1 UIButton: `view == self || !tap ||
  /// touchesRequired != 1 || tapsRequired != 1`). A plain `UIControl` keeps UIView's
  /// default `true`. UIKit asks touched views only for recognizers that cancel touches in
  /// their view (`GestureEnvironment`), which is why a tap with `cancelsTouchesInView`
  /// false is never vetoed.
  public override func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    if let explicit = super.gestureRecognizerShouldBeginAnswer(recognizer) { return explicit }
    guard recognizer.isSingleFingerSingleTap, recognizer.view !== self else { return nil }
    return false
  }
}

/// An image view (`UIImageView`): not interactive by default (H5).
public final class ImageView: View {
  /// Creates an image view with user interaction off (H5).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }

  public override var className: String { "UIImageView" }
}

/// A label (`UILabel`): not interactive by default (H5).
public final class Label: View {
  /// Creates a label with user interaction off (H5).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    isUserInteractionEnabled = false
  }

  public override var className: String { "UILabel" }
}

/// Constants of UIControl tracking (section 11).
public enum ControlConstants {
  /// MD1: the "mostly inside" margin while tracking, beyond the bounds on each side.
  public static let trackingMargin = 70.0
}
