/// Issue 17: UIStepper (SP).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let steppersFamily = RuleFamily("UIStepper (SP)", prefixes: ["SP"], order: 80, rules: steppers)

  static let steppers: [Rule] = [
    Rule(
      "SP1", "Stepper defaults",
      "A UIStepper starts with value 0, minimumValue 0, maximumValue 100, stepValue 1, isContinuous true, autorepeat true and wraps false. Setting value pins it to minimumValue...maximumValue; raising minimumValue above maximumValue raises that too (and the reverse); stepValue must be above 0. The model treats the stepper as one view: its private visual element and half buttons never become the hit view (XC1).",
      .decompiled, [.aStepper, .dStepper.about("_commonStepperInit, setValue:, setStepValue:"), .oUseYourLoafStepper],
      note: "The defaults are documented by Apple; the pinning is read from decompiled UIKit."),
    Rule(
      "SP2", "The half under the finger",
      "The whole stepper tracks (beginTracking is true). At touch-down and at every move the half under the finger is highlighted: plus when x is at or right of the middle, minus left of it (left-to-right), neither outside the enlarged bounds (MD1). A half is disabled while the value sits at its bound and wraps is false; a disabled half never steps.",
      .decompiled,
      [.dStepperElement.about("beginTrackingWithTouch:, _updateHighlightingAtPoint: 'x >= MidX', _updateButtonEnabled")]
    ),
    Rule(
      "SP3", "A tap steps at the lift",
      "At the lift (endTracking, before touchUpInside) the stepper steps once when its autorepeat timer has not stepped yet and the highlighted half is enabled: value plus or minus stepValue, pinned to the bounds, or with wraps past the maximum to the minimum and below the minimum to the maximum; a continuous stepper sends valueChanged with the new value. Nothing changes at touch-down. A cancel (touchCancel) stops the timer and steps nothing; a lift outside the enlarged bounds steps nothing.",
      .decompiled,
      [.dStepperElement.about("endTrackingWithTouch:, _updateCount:, cancelTrackingWithEvent:"), .dControl],
      note:
        "Issue 17 says 'valueChanged at touch-down'; the decompiled beginTrackingWithTouch: only starts the timer and highlights, and _updateCount: runs at endTracking and on the timer."
    ),
    Rule(
      "SP4", "Autorepeat while held",
      "With autorepeat, touch-down starts a repeating timer of 0.5 s on the virtual clock. Each fire with an enabled half under the finger steps as at a lift (valueChanged when continuous) and sets the next fire: 0.5 s after each of the timer's first four steps, 0.1 s after its fifth to nineteenth, 0.05 s from its twentieth on (steps at 0.5, 1.0, 1.5, 2.0, 2.5, 2.6, 2.7 s ...); a fire with no enabled half under the finger steps nothing and drops the count back so the slow interval starts again. Once the timer has stepped, the lift steps no more; a stepper that is not continuous sends a single valueChanged at the lift instead. The timer stops at the lift, at a cancel, or when tracking stops (no fire after any of them).",
      .decompiled,
      [
        .dStepperElement.about(
          "_startTimer 'scheduledTimerWithTimeInterval 0.5 repeats:1', _updateCount: 'dbl_18A683040[count > 18]; if (count <= 3) 0.5'"
        ),
        .aStepper, .oUseYourLoafStepper, .aNSStepperAutorepeat,
      ],
      note:
        "Model decision: the two faster intervals (0.1 s and 0.05 s) sit in a constant table the decompilation does not show; AppKit's NSStepper documents ten repeats a second. Also a model decision: the timer stops when tracking stops for another reason (an app's continueTracking false), where UIKit would let it run."
    ),
    Rule(
      "SP5", "The stepper vetoes an ancestor's single tap",
      "UIStepper's gestureRecognizerShouldBegin(_:) answers false for a single-finger, single-tap recognizer not attached to the stepper, with UIButton's test (MD13). UIKit asks it only for recognizers whose cancelsTouchesInView is true, so such a tap fails and the stepper steps; with cancelsTouchesInView false the tap recognizes and the stepper steps too.",
      .decompiled, [.dStepper.about("gestureRecognizerShouldBegin:"), .dGestureRecognizer, .aControlsGR],
      note: "The outcome is documented by Apple; the condition is read from decompiled UIKit."),
    Rule(
      "SP6", "A stepper in a scroll view",
      "The stepper is an enabled control, so in a scroll view its touches wait for the content delay (D2) and, once it has its touchesBegan, a drag on it does not scroll (K4, C8): it keeps tracking and autorepeating while the finger stays in the enlarged bounds.",
      .decompiled, [.dStepper.about("hitTest:withEvent:"), .aTouchesShouldCancel]),
  ]
}
