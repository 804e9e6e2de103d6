/// Section 9: the worked timelines (T). Common setup: a controller's root view R holds a
/// vertical UIScrollView S filling a 390 x 844 pt window (content 390 x 3000, default flags);
/// in S a plain view V (y 100-180) that handles its touches and a UIButton B (y 300-360).
/// Their variants are cited as T5b, T6-B, T11(a) and so on.
extension Rulebook {
  static let setup = "Setup: S, a vertical scroll view filling the window, holds the plain view V and the button B. "

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let timelinesFamily = RuleFamily("Worked timelines (T)", prefixes: ["T"], order: 330, rules: timelines)

  static let timelines: [Rule] = [
    Rule(
      "T1", "Quick tap (80 ms) on B",
      setup
        + "Nothing reaches B at touch-down. At the 80 ms lift, touchesShouldBegin(in: B) says true, the delay recognizer fails, the pan fails, then B gets the late touchesBegan (touchDown) and touchesEnded (touchUpInside) in the same turn. No delegate calls.",
      .decompiled, [.dDelayGR, .oCharlesHarley]),
    Rule(
      "T2", "Press 300 ms on B",
      setup
        + "At 150 ms the delay timer fires: touchesShouldBegin(in: B), then touchesBegan and touchDown (the highlight appears now). At the 300 ms lift the pan fails and B gets touchesEnded and touchUpInside.",
      .decompiled, [.dDelayGR]),
    Rule(
      "T3", "Press 300 ms on V, then drag up 40 pt",
      setup
        + "V gets touchesBegan at 150 ms and moves under 10 pt; at 12 pt the pan asks touchesShouldCancel(in: V) (true), begins with the 10 pt taken off, V gets touchesCancelled, then scrollViewWillBeginDragging and scrollViewDidScroll; at the lift after a rest, willEndDragging with zero velocity and didEndDragging(willDecelerate: false).",
      .decompiled, [.dScrollView, .dPanGR]),
    Rule(
      "T4", "Press 300 ms on B, then drag up 40 pt",
      setup
        + "B gets touchDown at 150 ms and touchDragInside per move; when the pan would begin, touchesShouldCancel(in: B) says false (an enabled control), so the pan fails and S never scrolls; B keeps touchDragInside (still within the 70 pt margin) and ends with touchUpInside.",
      .decompiled, [.dScrollView, .aTouchesShouldCancel]),
    Rule(
      "T5", "T3 with canCancelContentTouches false",
      setup
        + "The pan would begin but the content already has the touch and the flag is false: the pan fails without asking touchesShouldCancel(in:); V keeps its moves and gets touchesEnded. T5b: a quick drag from t = 0 still scrolls and V gets nothing (K6).",
      .decompiled, [.aCanCancelContentTouches, .dScrollView.about("_canCancelContentTouches:")]),
    Rule(
      "T6", "T3 with delaysContentTouches false",
      setup
        + "touchesShouldBegin and V's touchesBegan come at t = 0; the drag then cancels V as in T3. T6-B: on B, touchDown at t = 0 but touchesShouldCancel(in: B) says false, so there is no scrolling.",
      .decompiled, [.aDelaysContentTouches, .dDelayGR]),
    Rule(
      "T7", "touchesShouldBegin says false for V",
      setup
        + "(a) A quick tap: the delay recognizer ends recognized, the pan fails, V gets nothing. (b) Press then drag: V gets nothing; the pan begins without asking touchesShouldCancel(in:) and the drag delegate calls follow.",
      .decompiled, [.aTouchesShouldBegin, .dDelayGR]),
    Rule(
      "T8", "Quick flick on V",
      setup
        + "The finger moves from t = 0; at 20 pt the pan begins while V's touchesBegan is still held: it is dropped (no touchesShouldBegin, no touchesShouldCancel), the drag calls follow, and the lift at about 0.7 pt/ms starts deceleration until |v| < 0.01 pt/ms. V gets nothing.",
      .decompiled, [.dScrollView, .oCharlesHarley]),
    Rule(
      "T9", "A tap while S decelerates",
      setup
        + "The touch-down pauses the deceleration and the pan begins at once (scrollViewWillBeginDragging at touch-down); at the lift: willEndDragging (velocity 0), didEndDragging(willDecelerate: false), didEndDecelerating. V or B gets nothing.",
      .decompiled, [.dScrollView, .o993280]),
    Rule(
      "T10", "A tap recognizer on R, quick tap on V",
      setup
        + "At the lift the delay and the pan fail and the tap recognizes; with cancelsTouchesInView true V gets nothing and the tap's action fires; with false, the action fires, then V's late touchesBegan and touchesEnded. On B the tap is vetoed (MD13) and B gets touchDown and touchUpInside. Pressing 300 ms on V: V gets touchesBegan at 150 ms and touchesCancelled when the tap recognizes at the lift.",
      .decompiled, [.aCancelsTouchesInView, .aControlsGR, .oTapVsTable],
      audit: Audit(.confirmed, "MD5, MD20 and _shouldBegin's view query for cancelsTouchesInView recognizers.")),
    Rule(
      "T11", "A long press on V inside S",
      setup
        + "(a) Hold 700 ms: V gets touchesBegan at 150 ms; at 500 ms the long press begins, V is cancelled, the pan fails; the lift ends it. (b) Hold, then drag: changed actions per move and no scrolling. (c) Drag from 300 ms: the long press fails past 10 pt and the pan begins, cancelling V. (d) Exactly 10 pt: the pan begins and makes the long press fail.",
      .apple, [.aLongPress, .dScrollView], note: "The relative order of the calls is inferred."),
    Rule(
      "T12", "Nested cross-direction scroll views",
      "An outer vertical scroll view holds an inner horizontal one (390 x 200, content 1200 x 200) holding V. (a) Press, then drag left: both touchesShouldBegin at 150 ms, then the inner pan begins and the outer fails. (b) Drag up: the mirror image. (c) A quick vertical flick: the inner delay releases on the cross axis (D4(c)), the outer pan begins and drops V's touch. (d) Same-direction nesting: MD7.",
      .decompiled, [.dDelayGR, .dPanGR],
      audit: Audit(.confirmed, "(a)-(c) by N2 and N3; (d) follows MD7 and N4.")),
    Rule(
      "T13", "V turns scrolling off in touchesBegan",
      setup
        + "(a) Press 300 ms, drag: V's touchesBegan at 150 ms disables scrolling, the pan fails and V gets every move, then touchesEnded. (b) A quick drag: the pan begins before V ever hears of the touch, so the pattern fails unless delaysContentTouches is false (seed 000).",
      .decompiled, [.dScrollView.about("setScrollEnabled:"), .seed000]),
    Rule(
      "T14", "Quick horizontal swipe on V in the vertical S",
      setup
        + "At 16 pt on the non-scrollable x axis the delay releases early: touchesShouldBegin, then V's touchesBegan and touchesMoved in the same event; the pan never begins; the lift gives touchesEnded and no delegate calls. A diagonal swipe that reaches 10 pt on y first scrolls instead.",
      .decompiled, [.dDelayGR]),
    Rule(
      "T15", "Pulling past the top edge",
      setup
        + "Press 300 ms on V, drag down 100 pt: the drag begins at 12 pt (V cancelled) and the offset rubber-bands (B2, about −46.8 at a 90 pt overshoot with d = 844); the lift out of bounds springs back: didEndDragging(willDecelerate: true), willBeginDecelerating, didScroll per tick, didEndDecelerating.",
      .decompiled, [.dScrollView, .oRubberBand]),
    Rule(
      "T16", "A touch on S's own background",
      setup
        + "The hit view is S: at 150 ms S gets the late touchesBegan and swallows it (the controller never hears of it); when the drag begins S is not asked about in touchesShouldCancel.",
      .decompiled, [.dScrollView.about("_canCancelContentTouches:"), .oScrollViewSwallows]),
  ]
}
