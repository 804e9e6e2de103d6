/// The switch's press (`<id>.tap`; UIKit's `UILongPressGestureRecognizer` named
/// "UISwitch-longPress", SW2, SW3): a long press of 0.01 s and 10 pt (G17).
///
/// It begins 10 ms after touch-down, which by MD18 fails the recognizers of the switch's
/// ancestors still possible on the touch (an ancestor's tap or pan, SW5), except a scroll
/// view's (SW6); it ends at the lift, which commits the switch's value (SW3). It recognizes
/// together with the switch's pan and never vetoes anything (SW2, SW5).
public final class SwitchTapGestureRecognizer: LongPressGestureRecognizer {
  unowned let owner: Switch

  init(switch owner: Switch) {
    self.owner = owner
    super.init(name: owner.name + ".tap")
    minimumPressDuration = SwitchConstants.pressDuration
  }

  /// Its target is the switch's private element; the control events it causes are what the
  /// log shows.
  public override var logsActions: Bool { false }

  /// SW2: the switch's two recognizers recognize together; SW6: it never fails a scroll view's
  /// recognizers.
  public override func canPrevent(_ other: GestureRecognizer) -> Bool { owner.mayPrevent(other) }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    if openTouches.count == touches.count && state == .possible { owner.beginInteraction() }
    super.touchesBegan(touches, with: event)
  }

  public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    if owner.yieldsToScrollView(self) { return }
    super.touchesMoved(touches, with: event)
  }

  public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if owner.yieldsToScrollView(self) { return }
    super.touchesEnded(touches, with: event)
  }

  /// SW3: the end of the press commits the switch's interaction.
  public override func performAction(for state: GestureState) {
    guard state == .ended else { return }
    owner.commit(byTap: true, at: owner.convertFromWindow(trackedTouches.last?.location ?? .zero))
  }
}

/// The switch's knob pan (`<id>.pan`; UIKit's `UIPanGestureRecognizer` named "UISwitch-pan",
/// SW2, SW4, SW6).
///
/// It begins at the first move that is more horizontal than vertical (hysteresis 0, model
/// decision for the knob pan "parallel to the switch"), and fails once the finger has moved
/// 10 pt more vertically than horizontally, leaving vertical drags to others. Each 25 pt of
/// travel towards the other state flips the knob (SW4); the lift commits.
public final class SwitchPanGestureRecognizer: PanGestureRecognizer {
  unowned let owner: Switch
  /// SW4: the horizontal translation at the last flip.
  private var flipOrigin = 0.0

  init(switch owner: Switch) {
    self.owner = owner
    super.init(name: owner.name + ".pan")
  }

  public override var className: String { "UIPanGestureRecognizer" }
  /// Its target is the switch's private element.
  public override var logsActions: Bool { false }

  /// SW2: the switch's two recognizers recognize together; SW6: it never fails a scroll view's
  /// recognizers.
  public override func canPrevent(_ other: GestureRecognizer) -> Bool { owner.mayPrevent(other) }

  /// SW4: any horizontal movement that dominates the vertical begins it (hysteresis 0).
  public override func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    (translation.x != 0 && translation.x.magnitude > translation.y.magnitude, false)
  }

  override var hysteresisRule: RuleID { .sw4 }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    if openTouches.count == touches.count && state == .possible { owner.beginInteraction() }
    super.touchesBegan(touches, with: event)
  }

  public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    if owner.yieldsToScrollView(self) { return }
    super.touchesMoved(touches, with: event)
    guard state == .possible else { return }
    let raw = rawTranslation
    guard raw.y.magnitude >= GestureConstants.panHysteresis, raw.y.magnitude >= raw.x.magnitude else { return }
    setState(.failed, because: .control(.switchPanMovedVertically(distance: raw.y.magnitude)))
  }

  /// SW4: the knob follows the horizontal travel; the end commits.
  public override func performAction(for state: GestureState) {
    switch state {
    case .began, .changed:
      let travel = rawTranslation.x - flipOrigin
      if owner.knobMoved(by: travel) { flipOrigin = rawTranslation.x }
    case .ended:
      owner.commit(byTap: false, at: owner.convertFromWindow(trackedTouches.last?.location ?? .zero))
    default:
      break
    }
  }

  public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if owner.yieldsToScrollView(self) { return }
    super.touchesEnded(touches, with: event)
  }

  public override func reset() {
    super.reset()
    flipOrigin = 0
  }
}
