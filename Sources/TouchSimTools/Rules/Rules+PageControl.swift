/// Issue 17: UIPageControl, iOS 14 and later (PC).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let pageControlsFamily = RuleFamily("UIPageControl (PC)", prefixes: ["PC"], order: 90, rules: pageControls)

  static let pageControls: [Rule] = [
    Rule(
      "PC1", "Page control defaults",
      "A UIPageControl starts with numberOfPages 0 and currentPage 0; currentPage is pinned to 0...numberOfPages - 1.",
      .apple, [.aPageControlHeader, .aPageControl]),
    Rule(
      "PC2", "The page control's own recognizers",
      "UIKit's page control acts through recognizers attached to itself (a tap, a long press of 0.15 s for scrubbing, both with cancelsTouchesInView false) while UIControl tracking still runs. The model keeps UIControl tracking and applies the tap's outcome at the lift (PC3); it adds no recognizer to the log.",
      .decompiled, [.dInteractivePageControl.about("prepare"), .dPageControl.about("endTrackingWithTouch:withEvent:")],
      note: "Model decision: the recognizers are folded into the control's tracking."),
    Rule(
      "PC3", "A tap steps one page at the lift",
      "At the lift of a tap (a touch that moved at most the tap's 45 pt and was held less than 0.15 s) the page control steps: with two pages to the other page; otherwise one page forward when the tap is right of the current indicator's centre, one back when left of it, nothing on the current indicator itself, pinned to the pages. A change sends valueChanged with the new page, before touchUpInside. The model's indicators are 7 pt squares 8 pt apart, the row centred in the bounds.",
      .decompiled,
      [
        .aPageControl,
        .dInteractivePageControl.about(
          "didTapPageControl: 'numberOfPages == 2', 'v6 > v46 * 0.5 + v42', _indicatorSpacing 8.0"),
        .decompiled("_UIPageControlVisualProvider.mm (setPage:interactionState: → _emitValueChanged)"),
        .oNoppePageControl,
      ],
      note:
        "Model decision: the 7 pt indicator, and the order valueChanged before touchUpInside (the tap recognizes at the lift, before the delayed touchesEnded). Successive taps that repeat the previous direction and pointer taps are not modelled."
    ),
    Rule(
      "PC4", "Press and drag scrubs (not modelled)",
      "On iOS 14 and later a press held 0.15 s begins scrubbing: the page follows the finger along the indicators. The model does not scrub; a press held that long steps nothing at the lift (the scrub blocks the tap).",
      .decompiled, [.dInteractivePageControl.about("didScrubPageControl:, displayLinkTicked:"), .oNoppePageControl],
      note:
        "Model decision: the scrub's page changes (display-link ticks, a speed that grows with the distance) are not clear enough in the decompilation to model; that the tap is blocked is read from its gestureRecognizerShouldBegin:."
    ),
    Rule(
      "PC5", "The page control vetoes an ancestor's single tap",
      "UIPageControl's gestureRecognizerShouldBegin(_:) answers false for a single-finger, single-tap recognizer not attached to it, with UIButton's test (MD13), asked only for recognizers whose cancelsTouchesInView is true. In a scroll view it is an enabled control (K4).",
      .decompiled, [.dPageControl.about("gestureRecognizerShouldBegin:"), .dGestureRecognizer, .aControlsGR],
      note: "The outcome is documented by Apple; the condition is read from decompiled UIKit."),
  ]
}
