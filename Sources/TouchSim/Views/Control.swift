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
    let fingers = FingerList(touches.map(\.finger).sorted())
    let point = convertFromWindow(windowPoint)
    switch method {
    case .touchesBegan:
      guard isEnabled && isUserInteractionEnabled && !isTracking else { return !isTracking }
      window.record(
        name, .beginTracking(touches: fingers, at: point, result: true),
        why: .control(.beginTracking))
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
      window.record(
        name, .continueTracking(touches: fingers, at: point, result: true), why: .control(.continueTracking))
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: .control(.crossed(at: point, inside: inside)))
      }
      isTouchInside = inside
      isHighlighted = inside
      send(
        inside ? .touchDragInside : .touchDragOutside,
        because: .control(.position(rule: "C4", at: point, inside: inside)))
      return false
    case .touchesEnded:
      guard isTracking else { return true }
      let inside = isMostlyInside(point)
      if inside != isTouchInside {
        send(inside ? .touchDragEnter : .touchDragExit, because: .control(.crossed(at: point, inside: inside)))
      }
      isTouchInside = inside
      window.record(name, .endTracking(touches: fingers, at: point), why: .control(.endTracking))
      isTracking = false
      send(
        inside ? .touchUpInside : .touchUpOutside, because: .control(.position(rule: "C5", at: point, inside: inside)))
      isHighlighted = false
      return false
    case .touchesCancelled:
      guard isTracking else { return true }
      window.record(name, .cancelTracking, why: .control(.cancelTracking))
      isTracking = false
      isHighlighted = false
      send(.touchCancel, because: .control(.touchCancel))
      return false
    }
  }

  /// C4, MD1: inside the bounds enlarged by the tracking margin on every side.
  public func isMostlyInside(_ point: Point) -> Bool {
    bounds.outset(by: ControlConstants.trackingMargin).contains(point)
  }

  /// Sends the actions for a control event (C7: synchronously, logged as `controlEvent`).
  public func send(_ event: ControlEvent) {
    send(event, because: .control(.sendsActions(event)))
  }

  /// Sends the actions for a control event, saying why for `--explain` (built only then).
  public func send(_ event: ControlEvent, because reason: @autoclosure () -> Reason) {
    window?.record(name, .controlEvent(event), why: reason())
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
