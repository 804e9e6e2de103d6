/// Section: UISlider (SL), the classic (pre-iOS 26) slider element.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let sliderFamily = RuleFamily("UISlider (SL)", prefixes: ["SL"], order: 60, rules: slider)

  static let slider: [Rule] = [
    Rule(
      "SL1", "Slider defaults and the value's range",
      "A UISlider starts with value 0, minimumValue 0, maximumValue 1 and isContinuous true. Setting the value pins it to minimumValue...maximumValue; moving one end past the other moves that one too, and the value is pinned again.",
      .decompiled, [.dSlider, .aSlider, .aSliderValue],
      note: "The defaults are documented by Apple too; the way the ends push each other is a model decision."),
    Rule(
      "SL2", "Tracking begins only on the thumb",
      "beginTracking(_:with:) answers true only for a touch in the thumb's hit area: the thumb grown on each side by max((48 − thumb side)/2, 0), so at least 48 × 48 pt centred on the thumb. A touch on the track elsewhere is refused: no touchDown, no value change, and the touch-down is not passed on (C9). An app's beginTracking override that answers true makes the track respond.",
      .decompiled,
      [
        .dSliderElement.about(
          "thumbHitEdgeInsets, _shouldBeginTrackingAtPoint:pointInKnob:inKnob: (isTrackEnabled off)"),
        .oTappableSlider,
      ],
      note: "Pointer touches track on the track too; TouchSim's touches are fingers."),
    Rule(
      "SL3", "The thumb's geometry",
      "The thumb is a square of 28 pt centred vertically in the slider; its left edge is minX + round((width − 28) × fraction), fraction = (value − min)/(max − min) clamped to 0...1 (0 when the ends coincide), so its centre travels from minX + 14 to maxX − 14. Left to right only.",
      .model, [.dSliderElement.about("thumbRectForBounds:trackRect:value:, trackRectForBounds:")],
      note:
        "The formula is read from decompiled UIKit; the 28 pt side is a model decision (the commonly quoted size; UIKit's table of drawing metrics is not readable), and so is leaving out right-to-left and value images.",
      audit: Audit(
        .open,
        "Formula confirmed (_UISlideriOSVisualElement thumbRectForBounds:trackRect:value:); the side comes from thumbDimensionNeue / drawingMetricsForPlatform, a constant table not printed. Searched: thumbDimensionNeue, drawingMetricsForPlatform, 28.0 in the slider elements."
      )),
    Rule(
      "SL4", "The value follows the thumb, keeping the grab offset",
      "At touch-down on the thumb the slider keeps the offset from the finger to the thumb's centre, so the thumb does not jump. At each move and at the lift the value is min + (max − min) × clamp((x + offset − (minX + 14)) / (width − 28), 0, 1), x the finger's x in the slider.",
      .model,
      [.dSliderElement.about("beginTrackingWithTouch:withEvent: (_hitOffset), continueTrackingWithTouch:withEvent:")],
      note:
        "The grab offset is read from decompiled UIKit; the body of ValueForPoint is not in the decompiled text, so the linear mapping is a model decision.",
      audit: Audit(
        .open,
        "ValueForPoint(element, rtl, begin, point, min, max) and _hitOffset are confirmed; the function body is in no stored decompilation. Searched: ValueForPoint, _hitOffset, continueTrackingWithTouch: in UISlider.mm and the element."
      )),
    Rule(
      "SL5", "The slider's events",
      "Touch-down on the thumb sends touchDown (C3) and no valueChanged. Every move while tracking sets the value and, when isContinuous, sends valueChanged with it, changed or not, before UIControl's drag events; the slider never stops tracking by itself. The lift sets the value and sends valueChanged always, continuous or not, then touchUpInside or touchUpOutside (C5). A cancel sends no valueChanged, only UIControl's touchCancel (C6).",
      .decompiled,
      [
        .dSliderElement.about(
          "continueTrackingWithTouch:withEvent:, endTrackingWithTouch:withEvent:, cancelTrackingWithEvent:"),
        .aSliderIsContinuous,
      ],
      note:
        "Model decisions: no valueChanged at touch-down (the call site of the element's _controlTouchBegan:withEvent:, which would send one, was not found) and one touchCancel, not two."
    ),
    Rule(
      "SL6", "The slider refuses recognizers while tracking, and horizontal pans and parallel swipes on its thumb",
      "A UISlider answers gestureRecognizerShouldBegin(_:) for a recognizer of another view as its classic visual element does: false while the slider is tracking (whatever the recognizer); true when the recognizer's location is outside the thumb's hit area (SL2); false for a single-finger swipe whose direction is left or right (parallel to the slider); false for a pan that may begin with one finger (a scroll view's pan included) whose translation is more horizontal than vertical; true otherwise. UIKit asks only for recognizers whose cancelsTouchesInView is true (MD13). So an ancestor's quick tap on the thumb fails and the slider keeps its touch, a hold then horizontal drag from the thumb is refused to a paging scroll view or a back-swipe pan, and a quick swipe whose pan begins once the finger has left the thumb's hit area still scrolls.",
      .decompiled,
      [
        .dSlider18, .dSliderElement.about("gestureRecognizerShouldBegin:, hitTest:withEvent:"), .aControlsGRMirror,
        .aViewShouldBegin, .dGestureRecognizer, .oSliderInScrollView, .oSliderBackSwipe,
      ],
      note:
        "iOS 18.2's UISlider forwards the question to its element and the element's hit test makes the slider the view UIKit asks; the element is the classic slider's, used on iOS 26 with custom track images or without the new design: the default iOS 26 glass slider (_UISliderGlassVisualElement, Swift) is not readable. Older device reports of a back-swipe winning over a quick slider drag fit the hit-area clause.",
      audit: Audit(
        .refuted,
        "\"No pan\" is refuted by the element's gestureRecognizerShouldBegin: (tracking, horizontal pans) and the iOS 18.2 forwarding; fixed in issue 26."
      )),
    Rule(
      "SL7", "A slider in a scroll view",
      "Inside a scroll view that delays content touches, a quick swipe that starts on the thumb scrolls (or pages) and the slider receives nothing (D1, D5). Held past the delay, the slider receives touchesBegan and tracks when the touch is on the thumb; the drag then moves the thumb and never scrolls, because touchesShouldCancel(in:) answers false for an enabled control (K4, C8).",
      .devices, [.oSliderInScrollView, .aTouchesShouldCancel],
      note: "The mechanism is the scroll view's (D, K); only its outcome for a slider is reported from devices."),
  ]
}
