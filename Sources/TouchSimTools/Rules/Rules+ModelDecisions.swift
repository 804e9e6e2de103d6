/// Section 11: TouchSim's model decisions (MD), where the sources leave a choice.
extension Rulebook {
  static let modelDecisions: [Rule] = [
    Rule(
      "MD1", "The control margin is 70 pt",
      "While a control tracks, inside means within its bounds enlarged by 70 pt on each side (C4, C5).", .model,
      [.o70pt]),
    Rule(
      "MD2", "Tap limits: 45 pt, 0.35 s, no maximum duration",
      "A tap recognizer fails beyond 45 pt of movement (straight-line, from touch-down); taps of a multi-tap are at most 0.35 s apart; a press of any length that does not move still recognizes a single tap at lift.",
      .model, [.dTap, .rWinObjC]),
    Rule(
      "MD3", "The default touchesShouldCancel(in:)",
      "touchesShouldCancel(in:) answers false for an enabled UIControl and true for every other view (K4).", .model,
      [.dScrollView]),
    Rule(
      "MD4", "Recognizer order and the four steps of an event",
      "Recognizers for a touch: the hit view's first, then each ancestor's up to the window; on one view in the order added; a scroll view's delay recognizer before its pan. Each touch event or timer runs four steps, and the log follows them: (1) each recognizer in that order processes the event and changes state, asking delegates and the scroll view hooks as it reaches them; (2) for each recognizer that began or recognized with cancelsTouchesInView, the views that already got touchesBegan for its touches get touchesCancelled (controls: cancelTracking, touchCancel); (3) actions of the recognizers whose state changed, in recognizer order (a scroll view's drag delegate calls come from its pan's action, so scrollViewWillBeginDragging follows the content's touchesCancelled); (4) the window delivers to the hit views: first late touchesBegan calls whose withholding recognizers have all finished, then the event's own calls that nothing withholds; a call held by delaysTouchesEnded waits until after that recognizer's final action.",
      .model, [.oMayoff, .oWebKit, .oMessageKit]),
    Rule(
      "MD5", "A cancelling recognizer while a scroll view still holds the touch",
      "When a recognizer with cancelsTouchesInView recognizes while a scroll view still holds the content's touchesBegan, the content receives nothing for that touch.",
      .model, [.aCancelsTouchesInView]),
    Rule(
      "MD6", "Touching a decelerating scroll view",
      "Touch-down on a decelerating in-bounds scroll view pauses the deceleration, begins the pan at once and calls scrollViewWillBeginDragging at touch-down; a lift without moving gives scrollViewWillEndDragging (velocity 0), scrollViewDidEndDragging(willDecelerate: false), then scrollViewDidEndDecelerating.",
      .model, [.dScrollView, .o993280]),
    Rule(
      "MD7", "Same-direction nesting: the innermost that can scroll wins",
      "With nested scroll views on one axis, the innermost one that can scroll along the moved axis begins and the outer one's pan fails; there is no hand-off in the middle of a touch.",
      .model, [.dScrollView]),
    Rule(
      "MD8", "Sloppiness 1.0; the chain ends at the application",
      "The touch sloppiness factor is 1.0 (10 pt hysteresis as is). The responder chain ends window, then application (no scene object between them).",
      .model, [.dPan, .aResponderNext]),
    Rule(
      "MD9", "canCancelContentTouches false blocks only after delivery",
      "canCancelContentTouches false blocks a drag only after the content received touchesBegan; a drag that begins while touches are still held scrolls (K6).",
      .model, [.dScrollView]),
    Rule(
      "MD10", "Pan velocity, precisely",
      "Each move sample gives v = displacement / time since the previous sample (per axis, pt/ms); the estimate E starts at 0 and becomes 0.2·v + 0.8·E at each sample. The lift counts as a last sample (a lift at the same place after a rest gives v = 0), and the lift velocity is 0.75·E + 0.25·v_lift with E the estimate before the lift; below 0.25 pt/ms it is zero (DL2). Records round velocities to 0.001 pt/ms.",
      .model, [.dPan, .dScrollView.about("_endPanNormal:")]),
    Rule(
      "MD11", "touchesShouldBegin about the scroll view itself",
      "When the hit view is the scroll view itself, touchesShouldBegin is still asked, with the scroll view as the content view.",
      .model, [.dScrollView]),
    Rule(
      "MD12", "The minimum highlight is visual only",
      "UIKit's 0.12 s minimum highlight of a late-highlighted control makes no record.", .model, [.dControl]),
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
      .model, []),
    Rule(
      "MD15", "A 120 Hz tick for deceleration and bounce",
      "Deceleration and bounce run on a fixed 1/120 s tick anchored at t = 0 (ticks at k·1000/120 ms, rounded to the microsecond); scrollViewDidScroll fires once per tick that changes the rounded offset (offsets round to 1/3 pt, a 3x screen).",
      .model, [.dScrollView]),
    Rule(
      "MD16", "Containment is CGRect's",
      "A point is inside a rect when minX ≤ x < maxX and minY ≤ y < maxY: in hit testing, point(inside:), MD1's enlarged rect and table rows.",
      .model, []),
    Rule(
      "MD17", "Ties at one instant",
      "At one instant, touch events come first (in scenario file order), then timers and ticks in the order they were scheduled. A lift at exactly 150 ms is therefore handled before the delay timer.",
      .model, []),
    Rule(
      "MD18", "Which recognizer prevents which",
      "By default a recognizer that begins or recognizes makes every other recognizer still possible on the same touches fail, unless the two recognize simultaneously (either delegate says yes) or the first cannot prevent the second. The only built-in exceptions: a scroll view's delay recognizer cannot prevent its pan (or pinch), and a scroll view's own recognizers cannot prevent its delay recognizer (S1).",
      .model, [.aGRDelegate, .dScrollView.about("gestureRecognizer:canPreventGestureRecognizer:")]),
    Rule(
      "MD19", "Lifting at a new position",
      "A lift at a new position (a path's last point) moves the touch there: recognizers and the scroll view see it, and the view gets touchesEnded there with no touchesMoved before it.",
      .model, []),
    Rule(
      "MD21", "Withheld calls keep their own event",
      "A touch call held back by a recognizer (delaysTouchesBegan, delaysTouchesEnded, a scroll view's content delay) keeps the event it came from, and calls from different events are never merged into one: a double tap's two withheld touchesEnded become two touchesCancelled calls, in order, when the double tap recognizes; late touchesBegan and touchesEnded are released one call per original event too.",
      .apple, [.aEventGuide, .aDelaysTouchesEnded, .dDelayedTouch],
      note:
        "Apple's Event Handling Guide lists one touchesCancelled per withheld touch for the double tap; that late releases follow the same grouping is inferred from UIGestureDelayedTouch keeping each touch with its event."
    ),
    Rule(
      "MD22", "Order-dependent outcomes are reported",
      "When a recognizer begins or recognizes in a touch event and so prevents (MD18) a later recognizer that would have begun or recognized in the same event, with no failure requirement either way, no delegate refusing or allowing simultaneity and no touched view's veto, the outcome depends on UIKit's unordered set of recognizers (Q4). TouchSim keeps MD4's order, records the fact (a warning naming both recognizers and the word order-dependent; an `orderDependent` line in jsonl) and `--order reversed` replays the other outcome. Detected for taps (the last required lift within 45 pt) and plain pans (hysteresis reached in the move); a scroll view's pan is left to MD7, and the order of nested scroll views' touchesShouldBegin calls changes only whether the second is asked, not what the content receives.",
      .model, [.oWebKit, .oMessageKit, .oMessageKitMore]),
    Rule(
      "MD20", "A held touchesEnded when the recognizer recognizes",
      "A touchesEnded held back by delaysTouchesEnded (G6) becomes touchesCancelled only if the recognizer has cancelsTouchesInView; otherwise it is delivered after the recognizer's final action (MD4 step 4).",
      .model, [.aDelaysTouchesEnded]),
  ]
}
