/// Section 0: how the rules fit together in one event.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let processingModelFamily = RuleFamily(
    "Processing model (0.x)", prefixes: [], order: 10, rules: processingModel)

  static let processingModel: [Rule] = [
    Rule(
      "0.1", "One hit test per touch, at touch-down",
      "A new touch is hit-tested once, from the window, when it goes down. The view found becomes the touch's view for the touch's whole life, even when the finger later leaves that view.",
      .apple, [.aResponders, .aTouchView]),
    Rule(
      "0.2", "Gesture recognizers see touches before views",
      "The recognizers that see a touch are those attached to its hit view and to every ancestor up to the window. The window gives each event to them before it gives it to the hit view; they are not part of the responder chain.",
      .apple, [.aGRTouchesCancelled, .aGRLegacy, .oNeuburg]),
    Rule(
      "0.3", "The order of work inside one event",
      "For one touch event: new touches are hit-tested and the candidate recognizers' delegates asked whether to receive them; every receiving recognizer processes the touches (this is where a scroll view's touchesShouldBegin and touchesShouldCancel(in:) run); the hit view gets its touch call unless a recognizer withholds or cancels it; recognizers whose state changed send their actions; withheld touches are released once every withholding recognizer has failed. MD4 fixes the exact steps.",
      .apple, [.aShouldReceive, .oMayoff],
      note:
        "The first steps are documented; the order of delivery and actions is observed in published logs; the split into steps is TouchSim's."
    ),
    Rule(
      "0.4", "Timers fire between events",
      "The scroll view's 150 ms content delay, the long press duration and the multi-tap window are run-loop timers. When one fires, the recognizer involved changes state, then delivery and actions run for the touches concerned, in that same run-loop turn.",
      .decompiled, [.dDelayGR, .aLongPress]),
    Rule(
      "0.5", "Recognizer order on one touch",
      "UIKit delivers an event to the recognizers of its touches in an unordered set, then resolves the recognizers that began or recognized in that update sorted by their depth-first order: the deeper view's first, and on one view the one later in its gestureRecognizers (usually the one added last; the text interaction inserts its recognizers at the front). TouchSim processes recognizers deepest view first, then each ancestor's, on one view in the order added (a scroll view's delay recognizer before its pan), which fixes the order of the log; where two of them could both begin or recognize in one event and one prevents the other, it resolves them in UIKit's depth-first order (Q4, MD22).",
      .decompiled,
      [
        .dExclusion,
        .dScrollView.about("_createGestureRecognizersForCurrentTouchLevel adds the delay recognizer first"),
        .oMessageKit, .oMessageKitMore, .oTSMessages129, .dTextInteraction,
      ],
      note:
        "The comparator (view depth, then the index in gestureRecognizers) is read from decompiled UIKit; the direction of the sort is not visible there and comes from device reports (MessageKit #821 and #1219, TSMessages #129: the tap added later to one view wins). The log's order among recognizers of one event is TouchSim's (UIKit's delivery order is a set's).",
      audit: Audit(
        .refuted,
        "The audit found the order within one view refuted: resolution is by _depthFirstCompare: (UIGestureRecognizer.mm), later index first per device reports; TouchSim now resolves order-dependent points that way (issue 26)."
      )),
  ]
}
