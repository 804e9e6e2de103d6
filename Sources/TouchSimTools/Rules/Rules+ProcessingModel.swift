/// Section 0: how the rules fit together in one event.
extension Rulebook {
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
      "UIKit does not document in which order several recognizers on one touch run. TouchSim runs the deepest view's recognizers first, then each ancestor's; on one view, in the order they were added (a scroll view adds its delay recognizer before its pan). MD4 makes this the model's order.",
      .model, [.dScrollView.about("_createGestureRecognizersForCurrentTouchLevel adds the delay recognizer first")],
      note: "The order within one view is read from decompiled UIKit; the order across views is inferred."),
  ]
}
