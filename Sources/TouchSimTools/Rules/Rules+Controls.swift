/// Section 4: UIControl touch tracking (C).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let controlsFamily = RuleFamily("UIControl tracking (C)", prefixes: ["C"], order: 50, rules: controls)

  static let controls: [Rule] = [
    Rule(
      "C1", "Control events",
      "The events a control sends: touchDown, touchDownRepeat (tapCount above 1), touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, plus valueChanged and primaryActionTriggered.",
      .apple, [.aControlEvent]),
    Rule(
      "C2", "Only an enabled, interactive control tracks",
      "A control starts tracking only when isEnabled and isUserInteractionEnabled are both true; a disabled control is not even hit (H6).",
      .decompiled, [.dControl.about("shouldTrack")]),
    Rule(
      "C3", "Touch-down on a control",
      "touchesBegan calls beginTracking(_:with:); when it returns true the control tracks, is inside and highlighted, and sends touchDown, then touchDownRepeat when the touch's tapCount is 2 or more. When it returns false the control does not track.",
      .decompiled, [.dControl, .aBeginTracking],
      note:
        "That the methods exist and are called from the touch methods is documented; the order is read from decompiled UIKit."
    ),
    Rule(
      "C4", "Moves while tracking: the 70 pt margin",
      "Each touchesMoved calls continueTracking(_:with:) and decides inside against the bounds enlarged by 70 pt on every side (MD1); the highlight follows inside. When inside changed, touchDragEnter or touchDragExit comes first; then every move sends touchDragInside or touchDragOutside.",
      .decompiled, [.dControl.about("pointMostlyInside:"), .o70pt],
      note: "The 70 pt value is only observed by developers; the decompiled code hides it."),
    Rule(
      "C5", "Lift while tracking",
      "touchesEnded recomputes inside with the enlarged rect (sending Enter or Exit when it changed), calls endTracking(_:with:), stops tracking and sends touchUpInside when inside, touchUpOutside otherwise. UIKit keeps a late highlight visible at least 0.12 s; that is visual only (MD12).",
      .decompiled, [.dControl, .oCharlesHarley]),
    Rule(
      "C6", "Cancel while tracking",
      "touchesCancelled calls cancelTracking(with:), stops tracking, unhighlights and sends touchCancel.",
      .decompiled, [.dControl]),
    Rule(
      "C7", "Actions are synchronous",
      "A control's target-actions run inside the touch method that triggered them, so a control event's record sits among the touch records at the same instant, and the actions for it run right after it, in the order they were added. App code calling sendActions(for:) logs a controlEvent the same way; actions that send events nest, up to a limit that stops the run with an error.",
      .apple,
      [
        .aControl, .aSendActions, .dControl.about("_sendActionsForEvents:withEvent: over a copy of the target-actions"),
      ],
      note: "Strict synchronicity is inferred."),
    Rule(
      "C8", "A control in a scroll view blocks scrolling",
      "Once an enabled control has received touchesBegan inside a scroll view, a drag starting on it does not scroll, because touchesShouldCancel(in:) answers false for it (K4). The usual fix is a scroll view whose touchesShouldCancel(in:) answers true for controls; in a scenario, `\"touchesShouldCancel\": {\"<id>\": true}`.",
      .apple, [.aTouchesShouldCancel, .aScrollViewHeader], note: "The workaround is widely observed."),
    Rule(
      "C9", "beginTracking false: the touch is neither tracked nor passed on",
      "When beginTracking(_:with:) returns false the control does not track: no touchDown, no highlight, and its touchesBegan does not call super, so the touch-down is not passed up the chain. The later touchesMoved and touchesEnded of that touch find the control not tracking and call super (RC5); its touchesCancelled does nothing. The usual use is a slider that tracks only on its thumb.",
      .decompiled,
      [.dControl.about("touchesBegan:withEvent: calls super only when shouldTrack is false"), .aBeginTracking]),
    Rule(
      "C10", "continueTracking false: tracking stops silently",
      "When continueTracking(_:with:) returns false the control stops tracking at that move: no inside test, no drag event, the highlight stays as it was, and endTracking(_:with:) is not called. The later moves and the lift call super (RC5) and send no touchUpInside or touchUpOutside.",
      .decompiled,
      [.dControl.about("touchesMoved:withEvent:, touchesEnded:withEvent:"), .aContinueTracking, .oDragExitMargin]),
  ]
}
