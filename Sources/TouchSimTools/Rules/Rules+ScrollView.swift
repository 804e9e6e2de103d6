/// Section 5.1: UIScrollView's structure, defaults and flags (S).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let scrollViewFamily = RuleFamily(
    "Scroll view structure and flags (S)", prefixes: ["S"], order: 110, rules: scrollView)

  static let scrollView: [Rule] = [
    Rule(
      "S1", "A scroll view's two recognizers",
      "A UIScrollView installs, in this order, a private delayed-touches recognizer (`<id>.delay` in the log: delaysTouchesBegan true, delegate the scroll view) and its pan recognizer (`<id>.pan`: delaysTouchesEnded false, cancelsTouchesInView true). Its delay recognizer cannot prevent its pan, and its own recognizers cannot prevent its delay recognizer (MD18).",
      .decompiled,
      [.dScrollView.about("_createGestureRecognizersForCurrentTouchLevel"), .dPanGR, .aPanGestureRecognizer, .oLogs]),
    Rule(
      "S2", "Scroll view defaults",
      "delaysContentTouches true, canCancelContentTouches true, isScrollEnabled true, bounces true, alwaysBounceVertical and alwaysBounceHorizontal false, isDirectionalLockEnabled false, isPagingEnabled false, decelerationRate normal, clipsToBounds true, isMultipleTouchEnabled true.",
      .apple, [.aDelaysContentTouches, .aCanCancelContentTouches, .aScrollView, .dScrollView.about("initWithFrame:")],
      note: "isMultipleTouchEnabled true is read from decompiled UIKit."),
    Rule(
      "S3", "isTracking",
      "isTracking turns true at touch-down (when scrolling is enabled) and false when the pan fails or after the drag-end delegate calls; no delegate call accompanies either change.",
      .decompiled, [.aIsTracking, .dScrollView.about("_beginTrackingWithEvent:"), .o993280]),
    Rule(
      "S4", "isDragging",
      "isDragging turns true when scrolling really starts (the pan begins) and is false again by the time scrollViewDidEndDragging runs.",
      .apple, [.aIsDragging, .o993280]),
    Rule(
      "S5", "isDecelerating",
      "isDecelerating is true while the content moves after the finger lifted (deceleration, bounce back, paging settle). A finger that touches a decelerating scroll view pauses that motion rather than ending it.",
      .apple, [.aIsDecelerating, .dScrollView.about("isDecelerating")]),
    Rule(
      "S6", "Which axes can scroll",
      "An axis can scroll when the content size plus insets exceeds the bounds on that axis, or when alwaysBounce on that axis and bounces are both true. A scroll view never starts dragging along an axis it cannot scroll.",
      .decompiled, [.dScrollView.about("_canScrollX, _canScrollY")]),
    Rule(
      "S7", "isScrollEnabled false",
      "isScrollEnabled false disables both the delay recognizer and the pan: no 150 ms delay, no touchesShouldBegin, no tracking; content gets touches at once. Turning it off during a touch makes the pan fail or cancel (G11).",
      .decompiled, [.dScrollView.about("setScrollEnabled:")]),
    Rule(
      "S8", "The app sets contentOffset",
      "Setting contentOffset (setContentOffset(_:animated: false)) calls scrollViewDidScroll at once, inside the setter, when the offset changes, and not when it does not. A set inside scrollViewDidScroll therefore calls it again with the new value; a sheet that pins its inner table at the top relies on this.",
      .devices, [.oStaffDidScroll, .oFloatingPanel530],
      note:
        "TouchSim rounds the offset to device pixels as for a drag (P3) and stops a reaction that keeps changing it after 64 nested calls (RunLimits.maxReactionDepth)."
    ),
    Rule(
      "S9", "A drag continues from an offset the app set",
      "When the app sets contentOffset during a drag, the drag goes on from the new offset: the finger's further movement is added to it, instead of the content jumping back to where the finger's total translation would put it.",
      .decompiled, [.oFloatingPanel530],
      note:
        "UIKit's _updatePanGesture was not read. Applying each movement to the current offset and re-basing a recomputed offset on every set give the same log; FloatingPanel re-pins on every pan change, which works under either.",
      audit: Audit(
        .confirmed,
        "UIKit relies on it: _UIQueuingScrollView sets contentOffset mid-drag to recentre, and Apple's StreetScroller sample does the same; _updatePanGesture's body was not read."
      )),
    Rule(
      "S10", "The delegate may move the target of a fling",
      "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) gets the offset where the content would come to rest (velocity in points per millisecond); a delegate that changes targetContentOffset makes the scroll view end there instead. scrollViewDidEndDragging then says willDecelerate when the new target differs from the current offset.",
      .apple, [.aWillEndDragging],
      note:
        "Apple: \"Your application can change the value of the targetContentOffset parameter to adjust where the scrollview finishes its scrolling animation.\" The curve UIKit uses to reach a changed target is not documented: TouchSim settles on it with the paging spring (PG1), so the offsets of the ticks are an approximation and the final offset is exact."
    ),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let contentDelayFamily = RuleFamily(
    "The content-touch delay (D)", prefixes: ["D"], order: 120, rules: contentDelay)

  /// Section 5.2: the content-touch delay (D).
  static let contentDelay: [Rule] = [
    Rule(
      "D1", "delaysContentTouches",
      "With delaysContentTouches true a scroll view holds back a touch-down on its content until it can tell whether the user is scrolling; with false it asks touchesShouldBegin at once.",
      .apple, [.aDelaysContentTouches, .aScrollViewHeader]),
    Rule(
      "D2", "The delay is 150 ms",
      "The content-touch delay lasts 150 ms from touch-down.",
      .decompiled, [.dDelayGR.about("_touchDelayForScrollDetection"), .dVendorView, .oGodot],
      note: "Also reported by developers and in other projects' comments."),
    Rule(
      "D3", "How the delay works",
      "The delay recognizer has delaysTouchesBegan, so while it is possible the content's touchesBegan is held back (G5). A new finger restarts the 150 ms timer for every held touch (M6).",
      .decompiled, [.dDelayGR.about("touchesBegan: clears and restarts its timer")]),
    Rule(
      "D4", "When the held touchesBegan is released",
      "The held touchesBegan is released, after touchesShouldBegin, at the earliest of: (a) the 150 ms timer firing; (b) the finger lifting before that: touchesShouldBegin, the late touchesBegan and touchesEnded all arrive in that same turn; (c) the finger moving more than 10 pt (strictly) from its start along an axis the scroll view cannot scroll; (d) the scroll view's pan failing while touches are still held. Cited as D4(a)..D4(d) or D4a..D4d.",
      .decompiled,
      [
        .dDelayGR.about("sendDelayedTouches, touchesEnded:, touchesMoved:"),
        .dScrollView.about("_sendDelayedTouchesIfNecessary"), .oCharlesHarley,
      ],
      note: "(a) and (b) are also observed by developers."),
    Rule(
      "D5", "A quick drag drops the held touch",
      "When the pan begins while touchesBegan is still held (a drag starting within 150 ms), the delay recognizer is reset and the held touch dropped: the content gets nothing at all for it, no touchesBegan and no touchesCancelled, and neither touchesShouldBegin nor touchesShouldCancel(in:) is asked.",
      .decompiled, [.dScrollView.about("handlePan: -> _cancelTouchDelayGestureRecognizerIfNecessary")],
      note: "Also observed by developers."),
    Rule(
      "D6", "delaysContentTouches false",
      "With delaysContentTouches false, touchesShouldBegin is asked inside the delay recognizer's touchesBegan at touch-down and, when it answers true, the content gets touchesBegan in that same event (t = 0).",
      .apple, [.aDelaysContentTouches, .dDelayGR]),
    Rule(
      "D7", "Why a button in a scroll view does not highlight on a quick tap",
      "A UIButton in a scroll view highlights only about 150 ms after touch-down; a quick tap delivers touchDown and touchUpInside back to back at lift-off. delaysContentTouches false gives an instant highlight, but then drags that start on buttons no longer scroll (C8) unless touchesShouldCancel(in:) is overridden.",
      .devices, [.oCharlesHarley, .o21766658]),
    Rule(
      "D8", "A late touchesBegan presents the touch-down",
      "A released touchesBegan presents the touch as it was at touch-down: phase began, the touch-down time, and in TouchSim the touch-down location (the record's `t` is the release time). The calls that follow carry the current state.",
      .decompiled, [.dDelayedTouch, .rChameleon],
      note: "That the location shown is the touch-down location is inferred."),
  ]
}
