/// UIKit's name for `Switch`.
public typealias UISwitch = Switch

/// A switch (`UISwitch`, SW1-SW7): an on/off control that acts through two recognizers of its
/// own, `<id>.tap` (`SwitchTapGestureRecognizer`) and `<id>.pan`
/// (`SwitchPanGestureRecognizer`), not through UIControl tracking (SW2).
///
/// A tap toggles at lift (SW3); a drag flips the knob each time it travels 25 pt towards the
/// other state (SW4); `isOn` changes, and `valueChanged` is sent with the new value, once, when
/// the finger lifts, and only if the value differs from the value at touch-down; a tap that
/// lifts inside then sends `touchUpInside` (SW3). The switch never vetoes other recognizers; its
/// own begin first and fail an ancestor's tap or pan (SW5), but a scroll view's drag beats them
/// (SW6); inside a scroll view its touches count as those of a plain view (SW7). The classic
/// (pre-iOS 26) switch is modelled: give it a 51×31 frame (SW1).
///
/// ```swift
/// let toggle = UISwitch(name: "wifi", frame: Rect(x: 300, y: 10, width: 51, height: 31))
/// toggle.addTarget(for: .valueChanged) { control in print((control as! UISwitch).isOn) }
/// ```
open class Switch: Control {
  /// Whether the switch is on (SW1: default false). Setting it is the app's
  /// `setOn(_:animated:)`, which sends no action.
  public var isOn = false
  /// The switch's press (`<id>.tap`, UIKit's "UISwitch-longPress", SW2, SW3).
  public private(set) var tapGestureRecognizer: SwitchTapGestureRecognizer!
  /// The switch's knob pan (`<id>.pan`, UIKit's "UISwitch-pan", SW2, SW4).
  public private(set) var panGestureRecognizer: SwitchPanGestureRecognizer!

  /// SW4: the state the knob shows during an interaction (UIKit's displayed value).
  public internal(set) var displayedOn = false
  /// SW4: whether a drag flipped the knob in this interaction (the pending value is the pan's).
  var flippedByPan = false
  /// Whether an interaction is open: from the first touch of a sequence to its commit.
  var isInteracting = false

  /// Creates a switch, off, with its two recognizers added, the press first (SW1, SW2).
  public override init(name: String, frame: Rect = .zero) {
    super.init(name: name, frame: frame)
    tapGestureRecognizer = SwitchTapGestureRecognizer(switch: self)
    panGestureRecognizer = SwitchPanGestureRecognizer(switch: self)
    addGestureRecognizer(tapGestureRecognizer)
    addGestureRecognizer(panGestureRecognizer)
  }

  open override var className: String { "UISwitch" }

  /// SW7: UIKit's touched view is the switch's inner visual element, a plain view, so a scroll
  /// view's default `touchesShouldCancel(in:)` is true for a switch (model decision).
  override var scrollViewMayCancelByDefault: Bool { true }

  /// SW2: the switch does not track through UIControl: its touches go to its recognizers,
  /// which cancel them in its view, and its touch methods neither track nor pass them on.
  open override func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    false
  }

  /// SW3, SW4: a new touch sequence starts an interaction from the current value.
  func beginInteraction() {
    isInteracting = true
    displayedOn = isOn
    flippedByPan = false
  }

  /// SW4: the knob flips when the pan's horizontal travel since the last flip passes 25 pt
  /// towards the other state (+x turns it on, -x off); returns whether it flipped.
  func knobMoved(by travel: Double) -> Bool {
    guard isInteracting else { return false }
    let threshold = SwitchConstants.flipDistance
    let flips = displayedOn ? travel < -threshold : travel > threshold
    guard flips else { return false }
    displayedOn.toggle()
    flippedByPan = true
    return true
  }

  /// SW2, SW6: the switch's recognizers recognize together, and never fail a scroll view's
  /// pan or delay recognizer (model decision for UIKit's unnamed failure requirement and
  /// `_setCanExcludeWithActiveRequirements:NO`).
  func mayPrevent(_ other: GestureRecognizer) -> Bool {
    !(other === tapGestureRecognizer || other === panGestureRecognizer
      || other is ScrollViewPanGestureRecognizer || other is ScrollViewDelayedTouchesRecognizer)
  }

  /// SW6: once a scroll view around the switch drags, the switch's recognizer gives up at its
  /// next event (cancelled if it began, failed if not) and the interaction ends without a
  /// commit; returns whether it did.
  func yieldsToScrollView(_ recognizer: GestureRecognizer) -> Bool {
    guard let scrollView = draggingAncestorScrollView else { return false }
    let state = recognizer.state
    guard state == .possible || state == .began || state == .changed else { return true }
    isInteracting = false
    displayedOn = isOn
    recognizer.setState(
      state == .possible ? .failed : .cancelled,
      because: .control(.switchYields(scrollView: scrollView.name)))
    return true
  }

  /// The nearest scroll view around the switch whose pan is dragging.
  private var draggingAncestorScrollView: ScrollView? {
    var view = superview
    while let current = view {
      if let scrollView = current as? ScrollView, scrollView.isDragging { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// SW3, SW4: the interaction ends. A tap's pending value is the other state, unless a
  /// drag flipped the knob; `isOn` takes the displayed value, and `valueChanged` is sent with
  /// it when it changed; `touchUpInside` follows for a tap lifted in the enlarged bounds.
  func commit(byTap: Bool, at point: Point) {
    guard isInteracting else { return }
    isInteracting = false
    let tapToggles = byTap && !flippedByPan
    if tapToggles { displayedOn = !isOn }
    guard displayedOn != isOn else { return }
    isOn = displayedOn
    let inside = isMostlyInside(point)
    send(
      .valueChanged, value: .bool(isOn),
      because: .control(tapToggles ? .switchTapped : .switchKnobEnds(on: isOn)))
    if tapToggles && inside {
      send(.touchUpInside, because: .control(.switchTappedInside))
    }
  }
}

/// Constants of the classic `UISwitch` (SW1-SW4).
public enum SwitchConstants {
  /// SW1: the classic switch's fixed size, 51×31 pt.
  public static let size = Size(width: 51, height: 31)
  /// SW3: the press's `minimumPressDuration`, 0.01 s.
  public static let pressDuration = SimDuration.milliseconds(10)
  /// SW3: how far the finger may move before the press is held (UILongPress's default, 10 pt).
  public static let pressAllowableMovement = 10.0
  /// SW4: the knob's travel that flips it, 25 pt.
  public static let flipDistance = 25.0
}
