/// Section 5.3-5.5: the scroll view's hooks (K), cancellation (X) and the start of a drag (P).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let scrollHooksFamily = RuleFamily(
    "touchesShouldBegin and touchesShouldCancel (K)", prefixes: ["K"], order: 130, rules: scrollHooks)

  static let scrollHooks: [Rule] = [
    Rule(
      "K1", "touchesShouldBegin",
      "touchesShouldBegin(_:with:in:) is asked before touches go to a content view; false keeps them from that view. The default answers true.",
      .apple, [.aTouchesShouldBegin, .aScrollViewHeader]),
    Rule(
      "K2", "Who asks touchesShouldBegin, and what a no does",
      "The delay recognizer asks it once per held touch, about the touch's hit view (however deep), at the release moment of D4 or D6. If every answer is true the delay recognizer fails and the touches are delivered; if one is false it ends recognized, so the held touches never reach the content, while the pan keeps tracking.",
      .decompiled,
      [
        .dDelayGR.about("sendTouchesShouldBeginForTouches:"),
        .dScrollView.about("gestureRecognizer:canPreventGestureRecognizer:"),
      ]),
    Rule(
      "K3", "touchesShouldCancel(in:)",
      "touchesShouldCancel(in:) is asked before scrolling begins when touches were already delivered to a content view; false keeps the touches with that view and nothing scrolls. It is never asked when canCancelContentTouches is false. The default answers true unless the view is a UIControl.",
      .apple, [.aTouchesShouldCancel, .aScrollViewHeader]),
    Rule(
      "K4", "The default touchesShouldCancel(in:)",
      "UIKit's default answers false for an enabled UIControl and true for everything else (MD3).",
      .decompiled, [.dScrollView.about("touchesShouldCancelInContentView:")]),
    Rule(
      "K5", "When touchesShouldCancel(in:) is asked, and what follows",
      "At the moment the pan would begin (hysteresis reached, P1), the scroll view collects the views of its touches that already got touchesBegan (not itself, not still held). None: the drag starts with no hook call. Otherwise, with canCancelContentTouches it asks touchesShouldCancel(in:) for each and any false refuses; without it, it refuses without asking. A refusal makes the pan fail: no scrolling and no drag delegate calls for the rest of the touch.",
      .decompiled, [.dScrollView.about("_canCancelContentTouches:"), .dPanGR.about("touchesMoved:withEvent:")]),
    Rule(
      "K6", "canCancelContentTouches false only blocks after delivery",
      "canCancelContentTouches false blocks scrolling only once the content has received touchesBegan (after 150 ms, or at once with delaysContentTouches false). A drag that starts within the first 150 ms still scrolls, and the content gets nothing (MD9).",
      .decompiled, [.aScrollViewHeader], note: "Consistent with Apple's header wording; not checked on a device."),
    Rule(
      "K7", "Content is cancelled before the drag starts",
      "When the pan begins after the content got touches (the hook said true), the content view receives touchesCancelled (for a control: cancelTracking, touchCancel) before the delegate's scrollViewWillBeginDragging.",
      .apple, [.aCancelsTouchesInView], note: "The position relative to the delegate call is inferred (MD4)."),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let cancellationFamily = RuleFamily(
    "Cancellation by a scroll view (X)", prefixes: ["X"], order: 140, rules: cancellation)

  static let cancellation: [Rule] = [
    Rule(
      "X1", "When content gets touchesCancelled from a scroll view",
      "Only when it already got touchesBegan, the pan begins (hysteresis reached on a scrollable axis) and K5 allowed it.",
      .decompiled, [.dScrollView.about("_canCancelContentTouches:")]),
    Rule(
      "X2", "When content gets nothing at all",
      "The content receives no call, not even touchesCancelled, when the pan began while its touch was still held (D5), when touchesShouldBegin said false (K2), or when the touch landed on a decelerating or bouncing scroll view (DC6).",
      .decompiled, [.dScrollView]),
    Rule(
      "X3", "A touch on the scroll view's own background",
      "When the scroll view itself is the hit view, it is treated as content for delivery (the delay, then a late touchesBegan that it swallows, RC4), but it is never asked about in touchesShouldCancel and is always cancellable.",
      .decompiled, [.dScrollView.about("_canCancelContentTouches: skips the scroll view itself")],
      note: "Whether touchesShouldBegin is asked about the scroll view itself is inferred (MD11)."),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let dragStartFamily = RuleFamily("The start of a drag (P)", prefixes: ["P"], order: 150, rules: dragStart)

  static let dragStart: [Rule] = [
    Rule(
      "P1", "The drag threshold: 10 pt along a scrollable axis",
      "A scroll view's pan begins when the touch has moved at least 10 pt along an axis the scroll view can scroll, measured per axis from the touch-down point; movement along an axis it cannot scroll never starts a drag.",
      .decompiled, [.dPanGR.about("_shouldTryToBeginWithEvent:"), .aWillBeginDragging],
      note: "Apple only says dragging may wait for a small distance; flowkey and WinObjC use 5 pt."),
    Rule(
      "P2", "Vetoes before the drag begins",
      "Before the pan begins, its delegate (the scroll view), the touched view's gestureRecognizerShouldBegin (G8) and then K5 may refuse it.",
      .decompiled, [.dPanGR, .aViewShouldBegin]),
    Rule(
      "P3", "No jump at the start of a drag",
      "Because the hysteresis is taken off the translation (G14), the offset at began is the start offset minus the finger's translation beyond 10 pt on the triggering axis. Offsets are rounded to device pixels (1/3 pt) and scrollViewDidScroll fires only when the rounded offset changes.",
      .decompiled,
      [.dPan.about("_removeHysteresisFromTranslation"), .dScrollView.about("_updatePanGesture, setContentOffset:")]),
    Rule(
      "P4", "Directional lock",
      "With isDirectionalLockEnabled, a drag is locked to its dominant axis when it starts within about 20 degrees of it; diagonal drags are not locked.",
      .apple, [.aDirectionalLock, .dPanGR], note: "The angles are read from decompiled UIKit."),
    Rule(
      "P5", "No velocity along an axis that cannot scroll",
      "The scroll view zeroes the pan velocity on an axis it cannot scroll.",
      .decompiled, [.dScrollView.about("_updatePanGesture")]),
  ]
}
