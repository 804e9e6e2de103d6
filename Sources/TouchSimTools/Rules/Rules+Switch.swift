/// UISwitch (SW, issue 17): the classic (pre-Liquid Glass) switch, which acts through two
/// recognizers of its own.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let switchesFamily = RuleFamily("UISwitch (SW)", prefixes: ["SW"], order: 70, rules: switches)

  static let switches: [Rule] = [
    Rule(
      "SW1", "A switch's defaults and size",
      "isOn is false by default; the classic switch has the fixed size 51 x 31 pt (63 x 28 with the iOS 26 design, which the model leaves out). The size matters only for hit testing: the model uses the frame the app gives, so scenarios give 51 x 31.",
      .decompiled,
      [.dSwitchElement.about("+preferredContentSize: 51.0, 31.0"), .dSwitch.about("setFrame: keeps the fixed size")],
      note: "Using the given frame instead of forcing the fixed size is a model decision."),
    Rule(
      "SW2", "The switch acts through two recognizers of its own",
      "A switch has a press <id>.tap (UIKit's UILongPressGestureRecognizer \"UISwitch-longPress\", minimumPressDuration 0.01 s, allowableMovement 10 pt) and a knob pan <id>.pan (\"UISwitch-pan\", hysteresis 0), added in that order; the two recognize together, their actions are UIKit's own and are not logged. The switch does not track through UIControl: its touch methods neither track nor pass touches on, so it sends no touchDown, drag or touchCancel events; its recognizers cancel its touches when they begin (G4).",
      .decompiled,
      [
        .dSwitchElement.about("initWithFrame: setMinimumPressDuration:0.01, _setHysteresis:0.0"),
        .dSwitchElement.about("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"),
      ],
      note:
        "The recognizers are read from decompiled UIKit; that the switch sends no UIControl tracking events is a model decision (the element's touches would reach UIControl through the responder chain until the press cancels them at 10 ms; no device log was found)."
    ),
    Rule(
      "SW3", "A tap toggles at the lift",
      "The press begins 10 ms after touch-down and ends at the lift; then isOn takes the other state and the switch sends valueChanged with the new value, followed by touchUpInside when the lift is inside the bounds enlarged by 70 pt (MD1). A finger lifted before 10 ms, or moved more than 10 pt before then, fails the press: no toggle. If the knob pan flipped the knob (SW4), the pan's value is committed instead, with no touchUpInside. A press cancelled by a scroll view (SW6) commits nothing.",
      .decompiled,
      [
        .dSwitchElement.about("_handleLongPressWithGestureLocationInBounds:gestureState: and its block"),
        .dSwitch.about("visualElement:transitionedToOn: sends 4096 (valueChanged)"),
        .dSwitch.about("visualElementHadTouchUpInside: sends 64 (touchUpInside)"), .aControlsGR,
      ],
      note:
        "Model decisions: the early lift and early movement give no toggle; a lift outside the enlarged bounds still commits the value without touchUpInside, as the decompiled long-press handler reads (needs a device check)."
    ),
    Rule(
      "SW4", "A drag of the knob toggles by direction",
      "The knob pan begins at the first move that is more horizontal than vertical (hysteresis 0) and fails once the finger has moved 10 pt vertically and no less vertically than horizontally. Each time its horizontal travel since the last flip passes 25 pt towards the other state (+x turns on, -x turns off), the knob flips and the travel restarts; nothing is sent during the drag. At the lift valueChanged is sent once, with the new value, if the knob ends in a state other than the one at touch-down: a drag there and back sends nothing, and a drag that never flipped the knob leaves the press's tap toggle (SW3).",
      .decompiled,
      [
        .dSwitchSession.about("_updateMovementVectorForPanInitiatedChanges: naturalLayoutDirection * 25.0"),
        .dSwitchSession.about("_sendStateChangeActionsIfNecessary"),
        .dSwitchElement.about("_handlePanWithGestureLocationInBounds:horizontalTranslation:gestureState:"),
      ],
      note:
        "The 25 pt flips are read from decompiled UIKit; the direction test (_isMovementDirectionTrackableForPossibleOnOffChange:) was not read, so when the pan begins and fails is a model decision, after Apple's 'pan ... parallel to the switch'."
    ),
    Rule(
      "SW5", "The switch wins taps and parallel pans over its ancestors, without a veto",
      "A switch never refuses another recognizer (its gestureRecognizerShouldBegin is UIView's). It wins by exclusion (MD18): its press begins at 10 ms and its pan at the first horizontal move, which fail the recognizers of its ancestors still possible on the touch - a tap whatever its cancelsTouchesInView, a full-screen pan such as a swipe-back pan. A finger lifted within 10 ms leaves the tap to the ancestor.",
      .apple,
      [
        .aControlsGR, .dSwitchElement.about("gestureRecognizerShouldBegin: gates only its select recognizer"),
        .rFullscreenPop115,
      ],
      note:
        "Apple documents the outcome for a tap and a parallel pan on the knob; the mechanism (exclusion, not a veto) is read from decompiled UIKit; the pan's win over a full-screen pan follows from it (no device log for a switch). MD13 lists UISwitch among the controls that veto by Apple's list; the decompiled switch has no such veto, so with an ancestor tap whose cancelsTouchesInView is false the switch still wins (MD13 would let the tap fire)."
    ),
    Rule(
      "SW6", "A scroll view's drag beats the switch",
      "The switch's recognizers never fail a scroll view's pan or delay recognizer. Once a scroll view around the switch is dragging, each of them gives up at its next event (cancelled if it began, failed if not) and the switch commits nothing: a vertical swipe that starts on a switch in a table scrolls it, held or not. A horizontal drag that the scroll view cannot scroll stays with the switch (SW4).",
      .model,
      [
        .dSwitchElement.about(
          "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:, _setCanExcludeWithActiveRequirements:0")
      ],
      note:
        "Both switch recognizers require the failure of recognizers of one class whose name the decompiler dropped, and may not exclude others while that requirement is active; the model reads that class as the scroll view's pan. Giving up one event after the drag begins is the model's.",
      audit: Audit(
        .open,
        "UISwitchModernVisualElement gestureRecognizer:shouldRequireFailureOfGestureRecognizer: tests objc_opt_isKindOfClass of a class the decompiler drops, in the 26.1, 18.2 and 18.0 decompilations; no public source names it."
      )),
    Rule(
      "SW7", "Inside a scroll view a switch's touch counts as a plain view's",
      "A scroll view's default touchesShouldCancel(in:) is true for a switch, as for a view that is not a control: UIKit's touched view is the switch's inner visual element, not the UISwitch. It is asked only when the switch's touch was delivered and not yet cancelled (delaysContentTouches false and a finger that moves before the press begins).",
      .decompiled,
      [
        .dSwitch.about("no hitTest:withEvent: override"), .dSwitchElement.about("a UIView subclass filling the switch"),
      ],
      note: "Inferred from the absence of a hitTest override (research XC4).",
      audit: Audit(
        .confirmed,
        "Neither UISwitch nor its visual elements override hitTest:; the touched view is a plain internal view of the element, so touchesShouldCancel(in:) answers as for a plain view (research r2)."
      )),
  ]
}
