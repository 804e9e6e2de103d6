/// Section 11: TouchSim's model decisions (MD), where the sources leave a choice.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let modelDecisionsFamily = RuleFamily(
    "Model decisions (MD)", prefixes: ["MD"], order: 320, rules: modelDecisions)

  static let modelDecisions: [Rule] = [
    Rule(
      "MD1", "The control margin is 70 pt",
      "While a control tracks, inside means within its bounds enlarged by 70 pt on each side (C4, C5).", .model,
      [.o70pt],
      audit: Audit(
        .open,
        "70 pt is confirmed for UISegmentedControl (UISegmentedControlDefaultStyleProvider mostlyInsideMargin returns 70.0); UIControl's _UIControlMostlyInsideEdgeInsets() body is in no stored text."
      )),
    Rule(
      "MD2", "Tap limits: 45 pt, 0.35 s, 0.75 s per tap",
      "A tap recognizer fails beyond 45 pt of movement (straight-line, from touch-down); taps of a multi-tap are at most 0.35 s apart; and each tap's fingers may stay down at most 0.75 s (maximumTapDuration: one timer, restarted at the first finger-down of each tap with the maximum duration and at each lift that is not the last with the interval, fails the tap when it fires; a lift at exactly 0.75 s still counts, MD17).",
      .model, [.dTapRecognizer, .dTextMultiTap, .oGestouch],
      note:
        "45 pt, 0.35 s and the timer's mechanism are read from decompiled UIKit (UITapRecognizer init, _beginInteraction, startTapTimer:, tooSlow:, _interactionEndedTouch:). The default maximum tap duration is a constant the decompilation does not print; 0.75 s is what UIKit's own UITextMultiTapRecognizer sets beside the tap's 45 pt and 0.35 s, and what maximumSingleTapDuration returns in an older decompilation (Gestouch, a port, chose 1.5 s): the value is the model's.",
      audit: Audit(
        .refuted,
        "\"No maximum duration\" is refuted by UITapRecognizer _beginInteraction / tooSlow:; fixed in issue 26; the 0.75 s value stays a model decision (xmmword_18A67BC80 not printed)."
      )),
    Rule(
      "MD3", "The default touchesShouldCancel(in:)",
      "touchesShouldCancel(in:) answers false for an enabled UIControl and true for every other view (K4).", .model,
      [.dScrollView],
      audit: Audit(
        .open,
        "The body of touchesShouldCancelInContentView: answers NO for an enabled UIControl and for any view of a second class whose name the decompiler drops; \"true for every other view\" stays open. Searched: the 26.1 and 18.x UIScrollView decompilations, class dumps, WebKit."
      )),
    Rule(
      "MD4", "Recognizer order and the four steps of an event",
      "Recognizers for a touch: the hit view's first, then each ancestor's up to the window; on one view in the order added; a scroll view's delay recognizer before its pan. Each touch event or timer runs four steps, and the log follows them: (1) each recognizer in that order processes the event and changes state, asking delegates and the scroll view hooks as it reaches them; (2) for each recognizer that began or recognized with cancelsTouchesInView, the views that already got touchesBegan for its touches get touchesCancelled (controls: cancelTracking, touchCancel); (3) actions of the recognizers whose state changed, in recognizer order (a scroll view's drag delegate calls come from its pan's action, so scrollViewWillBeginDragging follows the content's touchesCancelled); (4) the window delivers to the hit views: first late touchesBegan calls whose withholding recognizers have all finished, then the event's own calls that nothing withholds; a call held by delaysTouchesEnded waits until after that recognizer's final action.",
      .decompiled, [.oMayoff, .oWebKit, .oMessageKit],
      audit: Audit(
        .confirmed,
        "_updateGestureForActiveEvents: actions inside the gesture update, cancellations under cancelsTouchesInView, withheld deliveries after; the order part is 0.5's."
      )),
    Rule(
      "MD5", "A cancelling recognizer while a scroll view still holds the touch",
      "When a recognizer with cancelsTouchesInView recognizes while a scroll view still holds the content's touchesBegan, the content receives nothing for that touch.",
      .decompiled, [.aCancelsTouchesInView],
      audit: Audit(
        .confirmed,
        "_updateGestureForActiveEvents cancels delayed touches under the cancelsTouchesInView bit; Apple's cancelsTouchesInView page."
      )),
    Rule(
      "MD6", "Touching a decelerating scroll view",
      "Touch-down on a decelerating in-bounds scroll view pauses the deceleration, begins the pan at once and calls scrollViewWillBeginDragging at touch-down; a lift without moving gives scrollViewWillEndDragging (velocity 0), scrollViewDidEndDragging(willDecelerate: false), then scrollViewDidEndDecelerating.",
      .decompiled, [.dScrollView, .o993280],
      audit: Audit(
        .confirmed,
        "_beginScrollWithEvent: begins the pan at once when _shouldTrackImmediatelyWhileDecelerating; a published device log agrees."
      )),
    Rule(
      "MD7", "Same-direction nesting: the innermost that can scroll, unless it hands the drag to its parent",
      "With nested scroll views on one axis, the innermost one that can scroll along the moved axis begins and the outer one's pan fails, except at an edge the drag pushes past, where the inner one hands the drag to its parent (N4, iOS 17.4). The decision is taken when the pans try to begin; there is no hand-off in the middle of a drag.",
      .decompiled,
      [.aTransfersVertical, .aTransfersHorizontal, .dPanGR.about("_shouldTryToBeginWithEvent:"), .dAbutted],
      audit: Audit(
        .refuted,
        "The first clause is refuted since iOS 17.4 (transfersVertical/HorizontalScrollingToParent, _shouldTryToBeginWithEvent:); fixed in issue 26 (N4); the second clause (no hand-off mid-drag) is consistent with the code."
      )),
    Rule(
      "MD8", "Sloppiness 1.0; the chain ends at the application",
      "The touch sloppiness factor is 1.0 (10 pt hysteresis and 45 pt tap movement as they are). The responder chain ends window, then application (RC1 says why the window scene and the app delegate are left out).",
      .decompiled, [.dPan, .aResponderNext],
      note:
        "1.0 is read from -[UIWindow _touchSloppinessFactor] (2.0 only on CarPlay); the chain's end is RC1's simplification.",
      audit: Audit(
        .confirmed, "Sloppiness confirmed (UIWindow.mm _touchSloppinessFactor); the chain part answered by Q11 and RC1."
      )),
    Rule(
      "MD9", "canCancelContentTouches false blocks only after delivery",
      "canCancelContentTouches false blocks a drag only after the content received touchesBegan; a drag that begins while touches are still held scrolls (K6).",
      .decompiled, [.dScrollView],
      audit: Audit(
        .confirmed,
        "UIScrollViewPanGestureRecognizer touchesMoved: fails with contentTouchDelivery only after delivery (_canCancelContentTouches:)."
      )),
    Rule(
      "MD10", "Pan velocity, precisely",
      "Each move sample gives v = displacement / time since the previous sample (per axis, pt/ms); the estimate E starts at 0 and becomes 0.2·v + 0.8·E at each sample. The lift counts as a last sample (a lift at the same place after a rest gives v = 0), and the lift velocity is 0.75·E + 0.25·v_lift with E the estimate before the lift; below 0.25 pt/ms it is zero (DL2). Records round velocities to 0.001 pt/ms.",
      .model, [.dPan, .dScrollView.about("_endPanNormal:")],
      audit: Audit(
        .open,
        "Contested: the decompiled pan blends its last two raw samples (0.2 newest, 0.8 previous) and takes no sample at the lift, and the scroll view blends its last two per-update velocities 0.75/0.25 with the 0.25 pt/ms cut on the latest one (UIPanGestureRecognizer velocityInView:, UIScrollView _endPanNormal:); read literally, a finger that rests and lifts would keep its last move's velocity, which devices do not show, and the code that zeroes it was not found. The model keeps its estimator until that is settled."
      )),
    Rule(
      "MD11", "touchesShouldBegin about the scroll view itself",
      "When the hit view is the scroll view itself, touchesShouldBegin is still asked, with the scroll view as the content view.",
      .model, [.dScrollView],
      audit: Audit(
        .open,
        "_UIViewTouchShouldBegin's body was not found; the cancel side skips touches whose view is the scroll view itself."
      )),
    Rule(
      "MD12", "The minimum highlight is visual only",
      "UIKit's 0.12 s minimum highlight of a late-highlighted control makes no record.", .decompiled, [.dControl],
      audit: Audit(.confirmed, "No API reports the 0.12 s minimum highlight (UIControl.mm); it is visual only.")),
    Rule(
      "MD13", "Which controls veto an ancestor's tap",
      "UIButton (and, in UIKit, UIStepper and UIPageControl with the same code) answers gestureRecognizerShouldBegin(_:) false for a single-touch, single-tap UITapGestureRecognizer that is not attached to itself. UIKit asks the touched views only for recognizers whose cancelsTouchesInView is true (G8). So with cancelsTouchesInView true the button wins the tap, while a plain UIControl (or a subclass that does not override the hook) vetoes nothing: the ancestor's tap recognizes and the control is cancelled (touchesCancelled, cancelTracking, touchCancel). With cancelsTouchesInView false nothing is asked: the tap's action fires, then the control's touchUpInside. A recognizer on the control itself is never vetoed. TouchSim implements it as UIKit does: the button's own gestureRecognizerShouldBegin, not a special case in arbitration.",
      .devices,
      [
        .oSO77329118, .oLGButton, .oM13Checkbox, .oDZNEmptyDataSet, .dButton, .dGestureRecognizer, .dControl,
        .aControlsGR,
      ],
      note:
        "The mechanism is read from decompiled UIKit (iOS 26.1): UIButton's hook tests `view == self || !tap || touchesRequired != 1 || tapsRequired != 1`; UIControl has no override; _shouldBegin gathers the touched views only when the cancelsTouchesInView flag is set. Apple's article on controls and gesture recognizers also lists UISwitch and UISegmentedControl; UISwitch's hook is its visual element's (UISwitchModernVisualElement gestureRecognizerShouldBegin:), which refuses nothing but its own select gesture's button type, so the switch wins by exclusion instead (SW5), not by this veto; UISegmentedControl's hook was not found."
    ),
    Rule(
      "MD14", "Integer microseconds and path interpolation",
      "Time is kept in integer microseconds. A path with `hz` gets samples at t0 + k·(1000/hz) ms, rounded to the microsecond, strictly before the next path point.",
      .model, [],
      audit: Audit(
        .simulator, "UIKit keeps time as double seconds; integer microseconds keep every distinction the rules make.")),
    Rule(
      "MD15", "A 120 Hz tick for deceleration and bounce",
      "Deceleration and bounce run on a fixed 1/120 s tick anchored at t = 0 (ticks at k·1000/120 ms, rounded to the microsecond); scrollViewDidScroll fires once per tick that changes the rounded offset (offsets round to 1/3 pt, a 3x screen).",
      .model, [.dScrollView],
      audit: Audit(
        .simulator,
        "Offsets rounded to 1/screen scale is UIKit's (UIScrollView content offset paths); the 120 Hz tick and the 3x screen are device choices."
      )),
    Rule(
      "MD16", "Containment is CGRect's",
      "A point is inside a rect when minX ≤ x < maxX and minY ≤ y < maxY: in hit testing, point(inside:), MD1's enlarged rect and table rows.",
      .decompiled,
      [
        .dControl.about("pointMostlyInside: CGRectContainsPoint"),
        .dSliderElement.about("_shouldBeginTrackingAtPoint:"),
      ],
      audit: Audit(
        .confirmed,
        "UIKit's own tests use CGRectContainsPoint (pointMostlyInside:, the slider, the back-swipe's bar test).")),
    Rule(
      "MD17", "Ties at one instant",
      "At one instant, touch events come first (in scenario file order), then timers and ticks in the order they were scheduled. A lift at exactly 150 ms is therefore handled before the delay timer.",
      .model, [],
      audit: Audit(
        .simulator, "Nothing in the decompiled code orders a touch event against a timer due at the same instant.")),
    Rule(
      "MD18", "Which recognizer prevents which",
      "A recognizer that begins or recognizes makes a recognizer still possible fail (excludes it) when they share the touch event, their views are the same or one contains the other, neither waits on the other (G10), neither delegate lets them recognize together (G9), the first can prevent the second and the second can be prevented by the first. Each class answers canPrevent and canBePrevented (UIKit's canPreventGestureRecognizer: and canBePreventedByGestureRecognizer:, overridable by app subclasses): by default yes; a tap cannot prevent a tap with as many fingers that needs more taps (so a single tap and a double tap on one view with no requirement both recognize on a double tap); a long press cannot prevent a long press that needs more taps; a scroll view's delay recognizer cannot prevent its own pan (or pinch) and its own recognizers cannot prevent it (S1); the text tap prevents only taps that need one tap (TF5).",
      .decompiled,
      [
        .aGRSubclass, .dTapPrevent, .dLongPressPrevent, .dExclusion, .aGRDelegate,
        .dScrollView.about("gestureRecognizer:canPreventGestureRecognizer:"),
      ],
      note:
        "TouchSim scopes exclusion by shared touches, which for recognizers on related views that are both tracking amounts to UIKit's shared event; UIKit's other exceptions are not modelled: a scroll view's pan that cannot be prevented by its paging parent's pan during a paging hand-off, scroll-indicator scrubbing, and long presses with preceding taps (numberOfTapsRequired is 0 for every modelled long press).",
      audit: Audit(
        .refuted,
        "UIGestureRecognizerSubclass.h and -[UITapGestureRecognizer canPreventGestureRecognizer:] refute \"only the scroll view's exceptions\"; fixed in issue 26 with per-class answers read from UITapGestureRecognizer.mm, UILongPressGestureRecognizer.mm, UIScrollViewPanGestureRecognizer.mm and _isExcludedByExcludable:."
      )),
    Rule(
      "MD19", "Lifting at a new position",
      "A lift at a new position (a path's last point) moves the touch there: recognizers and the scroll view see it, and the view gets touchesEnded there with no touchesMoved before it.",
      .model, [],
      audit: Audit(
        .simulator,
        "UIKit's pan takes no sample at the lift (touchesEnded: calls only _handleEndedTouches:), but a device delivers the finger's last move before its lift; a path's last point at a new place is the scenario format's, and TouchSim reads it as that last move arriving with the lift."
      )),
    Rule(
      "MD21", "Withheld calls keep their own event",
      "A touch call held back by a recognizer (delaysTouchesBegan, delaysTouchesEnded, a scroll view's content delay) keeps the event it came from, and calls from different events are never merged into one: a double tap's two withheld touchesEnded become two touchesCancelled calls, in order, when the double tap recognizes; late touchesBegan and touchesEnded are released one call per original event too.",
      .apple, [.aEventGuide, .aDelaysTouchesEnded, .dDelayedTouch],
      note:
        "Apple's Event Handling Guide lists one touchesCancelled per withheld touch for the double tap; that late releases follow the same grouping is inferred from UIGestureDelayedTouch keeping each touch with its event."
    ),
    Rule(
      "MD22", "Order-dependent outcomes are reported",
      "When two recognizers could both begin or recognize in one touch event and one of them prevents the other (MD18), with no failure requirement either way, no delegate refusing or allowing simultaneity and no touched view's veto, the outcome depends on UIKit's order (Q4). TouchSim resolves the point in UIKit's depth-first order (0.5: the deeper view first, on one view the recognizer added last), records the fact (a warning naming both recognizers, the first resolved first, and the word order-dependent; an `orderDependent` line in jsonl) and `--order reversed:A,B` replays the other outcome of that point (`--order reversed` of every point). Detected for taps (the last required lift within the allowable movement) and plain pans (hysteresis reached in the move); a scroll view's pan is left to MD7 and N4, and the order of nested scroll views' touchesShouldBegin calls changes only whether the second is asked, not what the content receives.",
      .model, [.oWebKit, .oMessageKit, .oMessageKitMore, .dExclusion],
      audit: Audit(
        .confirmed,
        "Premise confirmed: delivery is over an NSSet (WebKit PR #37472, _UIGestureEnvironment); resolution is sorted by _depthFirstCompare:, whose direction comes from reports, so the point stays reported."
      )),
    Rule(
      "MD20", "A held touchesEnded when the recognizer recognizes",
      "A touchesEnded held back by delaysTouchesEnded (G6) becomes touchesCancelled only if the recognizer has cancelsTouchesInView; otherwise it is delivered after the recognizer's final action (MD4 step 4).",
      .decompiled, [.aDelaysTouchesEnded],
      audit: Audit(
        .confirmed,
        "_updateGestureForActiveEvents: withheld touches are cancelled only under cancelsTouchesInView, else released after _sendActions."
      )),
    Rule(
      "MD23", "A gesture action's reactions read the state it reports",
      "A recognizer's app targets run once per action it sends (G2), after the event's state changes (MD4 step 3), so a recognizer may have moved on by the time an action runs: a pan freed at the lift by another recognizer's failure (G10) begins and ends in one event and sends began, then ended. A target gets the state its action reports (actionState; a scenario's gestureAction reaction reads it as gesture.state), so the began action's code reads began; the recognizer read by id reads its state now (ended).",
      .model, [.aGR],
      note:
        "How UIKit's state property reads inside an action sent after a later transition of the same update was not read from the decompiled code; the reported state is what an app's handler switches on, and what issue 29 asks the scenario language to bind."
    ),
  ]
}
