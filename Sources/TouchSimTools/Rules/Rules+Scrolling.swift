/// Sections 5.6-5.11: delegate calls (DL), deceleration (DC), bounce (B), paging (PG),
/// nested scroll views (N) and isScrollEnabled during a touch (SE).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let delegateCallsFamily = RuleFamily(
    "Scroll view delegate calls (DL)", prefixes: ["DL"], order: 160, rules: delegateCalls)

  static let delegateCalls: [Rule] = [
    Rule(
      "DL1", "The order of the drag delegate calls",
      "scrollViewWillBeginDragging (at pan began, before the first offset change), scrollViewDidScroll for each offset change; at lift scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), scrollViewDidEndDragging(_:willDecelerate:), then when decelerating scrollViewWillBeginDecelerating, scrollViewDidScroll per frame and scrollViewDidEndDecelerating.",
      .decompiled, [.dScrollView.about("_updatePanGesture, _endPanNormal:"), .oLmlphp, .oNeuburgIOS6],
      note: "The order is also observed by developers."),
    Rule(
      "DL2", "A drag that stops before lift",
      "When the finger stops before lifting, or the lift velocity is below 0.25 pt/ms (250 pt/s), the velocity counts as zero: scrollViewWillEndDragging with velocity 0 and the current offset as target, scrollViewDidEndDragging(willDecelerate: false), and no decelerating calls (unless the view is out of bounds and bounces back, B4).",
      .devices, [.oLmlphp, .oNeuburgIOS6, .dScrollView.about("_endPanNormal:")],
      note: "The 0.25 pt/ms threshold and the smoothing are read from decompiled UIKit."),
    Rule(
      "DL3", "The velocity's unit and sign",
      "scrollViewWillEndDragging's velocity is in points per millisecond, positive toward increasing contentOffset (against the finger's motion); targetContentOffset is where deceleration will stop.",
      .apple, [.aScrollViewHeader, .dScrollView.about("_scrollViewWillEndDraggingWithDeceleration:")],
      note: "The sign is read from decompiled UIKit."),
    Rule(
      "DL4", "A tap makes no delegate calls",
      "A touch that never drags produces no scroll view delegate call; isTracking goes true and back to false silently.",
      .decompiled, [.dScrollView.about("_endPanNormal:")]),
    Rule(
      "DL5", "Private drag notifications",
      "UIKit also posts private notifications around scrollViewWillBeginDragging and scrollViewDidEndDragging.",
      .decompiled, [.dScrollView],
      notModelled: "Private notifications are not delegate calls; the log has no record for them."),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let decelerationFamily = RuleFamily("Deceleration (DC)", prefixes: ["DC"], order: 170, rules: deceleration)

  static let deceleration: [Rule] = [
    Rule(
      "DC1", "Deceleration rates",
      "decelerationRate normal keeps 0.998 of the velocity per millisecond, fast 0.99; UIKit snaps any other value to one of the two (below 0.994 is fast).",
      .devices, [.oDecelRate, .dScrollView.about("setDecelerationRate:")],
      note: "The snapping is read from decompiled UIKit."),
    Rule(
      "DC2", "Deceleration physics",
      "Per display-link tick of dt ms with velocity v (pt/ms) and rate f: the offset advances by v·f·(1−f^dt)/(1−f) and v becomes v·f^dt. The target offset given to scrollViewWillEndDragging is the offset at lift minus (v − 0.01·sign v)/ln f, clamped to the content. Deceleration stops when |v| < 0.01 pt/ms, with scrollViewDidEndDecelerating. TouchSim ticks at 120 Hz (MD15).",
      .decompiled, [.dScrollView.about("heartbeat, _scrollViewWillEndDraggingWithDeceleration:")]),
    Rule(
      "DC3", "No bounce: stop at the edge",
      "With bounces false, deceleration clamps at the content edge and stops.",
      .decompiled, [.dScrollView]),
    Rule(
      "DC4", "A touch stops the scrolling in place",
      "The user can touch a decelerating scroll view to stop it where it is.",
      .apple, [.aScrollingGuide]),
    Rule(
      "DC5", "Touch-down on a decelerating scroll view",
      "Touching a decelerating (in-bounds) scroll view pauses the deceleration and tracks at once: the pan begins immediately at touch-down, with no 10 pt hysteresis, so scrollViewWillBeginDragging fires at touch-down (MD6).",
      .decompiled,
      [
        .dScrollView.about("_beginTrackingWithEvent:, _shouldTrackImmediatelyWhileDecelerating"),
        .dPanGR.about("touchesBegan:"),
      ]),
    Rule(
      "DC6", "A tap that stops a fling reaches no content",
      "While decelerating, the pan holds back touchesBegan and recognizes at touch-down with cancelsTouchesInView, so the content under the finger gets nothing for that touch: a tap that stops a fling presses no button and selects no row.",
      .decompiled, [.dPanGR.about("delaysTouchesBegan override")], note: "Also commonly observed."),
    Rule(
      "DC7", "Lifting after stopping a fling",
      "After DC5, a lift without moving ends the pan: scrollViewWillEndDragging (velocity 0), scrollViewDidEndDragging(willDecelerate: false), and the interrupted deceleration ends with scrollViewDidEndDecelerating (reported on iOS 13 and later, not on 9 or 10; MD6 fixes the order).",
      .decompiled, [.dScrollView.about("_endPanNormal:"), .o993280]),
    Rule(
      "DC8", "Touch-down on a bouncing scroll view",
      "Touching a scroll view that is out of bounds (bouncing back) stops the motion with scrollViewDidEndDecelerating at touch-down, and the pan begins at once as in DC5.",
      .decompiled, [.dScrollView.about("_beginTrackingWithEvent:")]),
    Rule(
      "DC9", "Touch-down interrupts an animated offset change",
      "A touch-down also stops an in-flight setContentOffset(_:animated:) animation.",
      .decompiled, [.dScrollView.about("_clearContentOffsetAnimation")],
      notModelled: "Scenarios cannot start an animated offset change, so there is nothing to interrupt."),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let bounceFamily = RuleFamily("Bounce (B)", prefixes: ["B"], order: 180, rules: bounce)

  static let bounce: [Rule] = [
    Rule(
      "B1", "bounces and alwaysBounce",
      "bounces true lets the content be dragged past its edge and springs it back; alwaysBounceVertical or alwaysBounceHorizontal (with bounces) allows that even when the content fits, which also makes that axis scrollable (S6, P1).",
      .apple, [.aBounces, .aAlwaysBounce, .dScrollView.about("_canScrollX, _canScrollY")]),
    Rule(
      "B2", "Rubber-banding",
      "Past the edge, the displayed overshoot is b = x·d·c / (d + c·x), with x the raw overshoot (finger translation beyond the edge after hysteresis), d the bounds size on that axis and c = 0.55. For d = 480: x = 10 gives 5.44 pt, 40 gives 21.04, 90 gives 44.87.",
      .devices, [.oRubberBand, .dScrollView.about("_offsetWithoutDecorationForRubberBandOffset: is its inverse")],
      note: "The formula is also confirmed by decompiled UIKit."),
    Rule(
      "B3", "bounces false clamps the drag",
      "With bounces false, the offset stays within the content range while dragging.",
      .decompiled, [.dScrollView.about("_updatePanGesture")]),
    Rule(
      "B4", "Lifting out of bounds springs back",
      "Lifting while out of bounds gives scrollViewDidEndDragging(willDecelerate: true), scrollViewWillBeginDecelerating, a spring back to the edge (the overshoot damped by e^(−0.01005·dt) per ms together with the deceleration) and scrollViewDidEndDecelerating.",
      .decompiled, [.dScrollView]),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let pagingFamily = RuleFamily("Paging (PG)", prefixes: ["PG"], order: 190, rules: paging)

  static let paging: [Rule] = [
    Rule(
      "PG1", "Paging",
      "With isPagingEnabled, a lift velocity above 0.3 pt/ms (300 pt/s) moves to the next or previous page; otherwise the nearest page is chosen; the content then settles on it.",
      .decompiled, [.dScrollView.about("_prepareToPage"), .o300], note: "The threshold is also reported by developers.")
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let nestedFamily = RuleFamily("Nested scroll views (N)", prefixes: ["N"], order: 200, rules: nested)

  static let nested: [Rule] = [
    Rule(
      "N1", "Nested scroll views need no code",
      "Scroll views nested in the same or the cross direction work without subclassing.",
      .apple, [.aNestedGuide], notModelled: "A statement of support, not a behaviour: N2-N4 and MD7 say what happens."),
    Rule(
      "N2", "Cross-direction nesting filters by axis",
      "In a vertical scroll view holding a horizontal one, each pan can begin only from movement along an axis its scroll view can scroll (P1): vertical motion starts the outer pan, horizontal the inner; the one that begins makes the other fail (G9), which ends that scroll view's tracking.",
      .decompiled, [.dPanGR], note: "Inferred from P1 and G9 with decompiled details.",
      audit: Audit(
        .confirmed,
        "UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent: (no begin without a scrollable, moved axis); the 17.4 transfer is void across axes."
      )),
    Rule(
      "N3", "Both delays must release",
      "With two scroll views around the content, both delay recognizers hold its touchesBegan; it arrives only after both released, each asking its own touchesShouldBegin about the same hit view. D4(c) applies per scroll view.",
      .decompiled, [.dDelayGR], note: "Inferred from D2-D4 applied to two recognizers.",
      audit: Audit(
        .confirmed,
        "Each scroll view's delay recognizer calls _UIViewTouchShouldBegin per held touch; a withheld call is enqueued only when its recognizer finishes (_enqueueDelayedTouchesToSend)."
      )),
    Rule(
      "N4", "Same-direction nesting and the iOS 17.4 hand-off",
      "When both scroll the same way, the inner scroll view's pan runs first (0.5) and, if the inner can scroll that way, begins and makes the outer fail, unless it hands the drag to its parent: when its parent scroll view's pan tracks the same touch, the parent can scroll that axis (and scrolling is enabled), the inner is not scrolling the other axis, transfersVerticalScrollingToParent (or transfersHorizontalScrollingToParent) is true (the default since iOS 17.4), and the inner cannot scroll that axis or the drag pushes past an edge it is at (down at its top, up at its bottom, right at its left, left at its right; an edge counts when the offset is at or past it, and content that fits is at both edges), the inner pan does not begin and stays possible, asking again at each move; the parent's pan begins and prevents it (MD18).",
      .decompiled,
      [
        .aTransfersVertical, .aTransfersHorizontal,
        .dPanGR.about("_shouldTryToBeginWithEvent:, _isParentScrollView:consideringEvent:"), .dAbutted,
      ],
      note:
        "The parent is the nearest ancestor scroll view (a delegate's acting parent is not modelled); a paging scroll view's edges are its content's edges (UIKit uses the paging target's); the older paging-parent transfer (_transfersScrollToContainer) is not modelled.",
      audit: Audit(
        .refuted,
        "Refuted for iOS 17.4 and later; fixed in issue 26 from the decompiled _shouldTryToBeginWithEvent: and _abuttedEdgesForContentOffset: and Apple's pages for both properties."
      )),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let scrollEnabledDuringTouchFamily = RuleFamily(
    "Turning scrolling off during a touch (SE)", prefixes: ["SE"], order: 210, rules: scrollEnabledDuringTouch)

  static let scrollEnabledDuringTouch: [Rule] = [
    Rule(
      "SE1", "Turning scrolling off in touchesBegan",
      "A content view that sets isScrollEnabled false in its touchesBegan (to drag something out of a scroll view) stops the pan at once, so its later moves arrive as plain touchesMoved with no threshold and no touchesShouldCancel. Because touchesBegan arrives only after 150 ms, a quicker drag has already started scrolling; the pattern needs delaysContentTouches false to be reliable.",
      .decompiled, [.dScrollView.about("setScrollEnabled:"), .aGRIsEnabled], note: "The combined timeline is inferred.")
  ]
}
