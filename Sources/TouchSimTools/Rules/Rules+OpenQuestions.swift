/// Section 10: open questions (Q), where the sources disagree or are thin; each names the
/// model decision that settles it in TouchSim.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let openQuestionsFamily = RuleFamily("Open questions (Q)", prefixes: ["Q"], order: 340, rules: openQuestions)

  static let openQuestions: [Rule] = [
    Rule(
      "Q1", "The control margin's exact size",
      "Developers report touchDragExit about 70 pt outside a control; the decompiled constant is hidden and may vary by device and iOS version. Settled by MD1.",
      .model, [.o70pt, .dControl], settledBy: ["MD1"],
      audit: Audit(.open, "As MD1.")),
    Rule(
      "Q2", "Tap recognizer limits",
      "45 pt and 0.35 s are read from decompiled code, and a tap has a maximum duration (a timer that fails it); its default value is not printed in the decompilation. Settled by MD2 (0.75 s).",
      .model, [.dTapRecognizer, .rWinObjC], settledBy: ["MD2"],
      audit: Audit(.refuted, "A maximum exists (UITapRecognizer tooSlow:); its value is MD2's model decision.")),
    Rule(
      "Q3", "A second class in the default touchesShouldCancel(in:)",
      "The decompiled default also refuses one more class whose name is elided. Settled by MD3.", .model,
      [.dScrollView], settledBy: ["MD3"],
      audit: Audit(
        .open, "The second test is a plain kind-of-class check after the UIControl test; its class is still unknown.")),
    Rule(
      "Q4", "Recognizer order across views",
      "Not documented. UIKit delivers an event to recognizers in an unordered set (WebKit) and resolves the ones that recognized in its depth-first order, whose direction apps see (MessageKit, TSMessages: the tap added later to one view wins). Settled by 0.5 (the depth-first order), MD4 (the log's fixed order) and MD22 (every point where the order decides is reported, and `--order reversed:A,B` replays the other outcome).",
      .devices, [.oWebKit, .oMessageKit, .oMessageKitMore, .oTSMessages129, .dExclusion],
      settledBy: ["0.5", "MD4", "MD22"],
      audit: Audit(
        .confirmed,
        "Unordered delivery confirmed; resolution order read from _depthFirstCompare: with its direction from device reports (issue 26)."
      )),
    Rule(
      "Q5", "A cancelling tap while a scroll view holds the touch",
      "Does the content get nothing, or touchesBegan then touchesCancelled? Everyone agrees there is no touchesEnded. Settled by MD5.",
      .decompiled, [.aCancelsTouchesInView, .oTapVsTable], settledBy: ["MD5"],
      audit: Audit(.confirmed, "As MD5.")),
    Rule(
      "Q6", "didEndDecelerating when a finger stops a fling",
      "Reported absent on iOS 9 and 10, present on iOS 13 and later; its place among the drag-end calls is unclear. Settled by MD6.",
      .devices, [.o993280], settledBy: ["MD6"],
      audit: Audit(.confirmed, "A published device log (didEndDecelerating when a finger stops a fling).")),
    Rule(
      "Q7", "The highlight of a quick tap in a scroll view",
      "Older reports see no highlight; iOS 26.1 keeps a late highlight 0.12 s. The log is the same either way. Settled by MD12.",
      .decompiled, [.oCharlesHarley, .dControl], settledBy: ["MD12"],
      audit: Audit(.confirmed, "As MD12.")),
    Rule(
      "Q8", "willBeginDragging when touching a decelerating scroll view",
      "Decompiled code begins the pan at touch-down; no device log confirms it. Settled by MD6.", .decompiled,
      [.dScrollView], settledBy: ["MD6"],
      audit: Audit(.confirmed, "_beginScrollWithEvent: begins the pan at touch-down on a decelerating scroll view.")),
    Rule(
      "Q9", "Same-direction nested scroll views",
      "Which pan wins, and whether scrolling passes from inner to outer at the inner's edge: since iOS 17.4 it does, when the drag pushes past an edge the inner is at. Settled by N4 and MD7.",
      .apple, [.aTransfersVertical, .aNestedGuide], settledBy: ["N4", "MD7"],
      audit: Audit(
        .refuted,
        "Answered by iOS 17.4's transfer (Apple, decompiled _shouldTryToBeginWithEvent:); modelled in issue 26.")),
    Rule(
      "Q10", "The touch sloppiness factor",
      "Hysteresis and tap movement are scaled by a private per-view factor. Settled by MD8 (1.0).", .decompiled,
      [.dPan],
      settledBy: ["MD8"],
      audit: Audit(.confirmed, "UIWindow _touchSloppinessFactor: 1.0 except CarPlay.")),
    Rule(
      "Q11", "Scenes in the responder chain",
      "In scene-based apps a UIWindowScene sits between window and application (published responder-chain logs of scene-based apps: window, UIWindowScene, UIApplication, AppDelegate), although Apple's page still calls the application the window's next responder. TouchSim leaves the scene and the app delegate out (RC1).",
      .devices, [.oSceneChain, .aResponderNext],
      notModelled: "The scene and the app delegate only forward (RC1); TouchSim's chain ends at the application.",
      settledBy: ["RC1"],
      audit: Audit(.refuted, "Refuted for scene-based apps by developer logs; not modelled, with the reason in RC1.")),
    Rule(
      "Q12", "canCancelContentTouches false and an early drag",
      "Decompiled code lets a drag that starts within 150 ms scroll. Settled by MD9.", .decompiled, [.dScrollView],
      settledBy: ["MD9"],
      audit: Audit(.confirmed, "As MD9.")),
    Rule(
      "Q13", "Velocity details",
      "The pan's 0.2/0.8 weighting, the 0.75/0.25 lift smoothing and the 0.25 pt/ms threshold come from decompiled code and depend on event timing; compare velocities with care. Settled by MD10.",
      .model, [.dPan, .dScrollView], settledBy: ["MD10"],
      audit: Audit(.open, "As MD10.")),
    Rule(
      "Q14", "touchesShouldBegin about the scroll view itself",
      "Whether UIKit asks the hook when the hit view is the scroll view. Settled by MD11.", .model, [.dScrollView],
      settledBy: ["MD11"],
      audit: Audit(.open, "As MD11.")),
    Rule(
      "Q15", "Deceleration's gate on descendant interaction",
      "The decompiled heartbeat computes a flag from a 1.0 s interval and 0.5 pt/ms that may affect descendant recognizers near the end of a fling; its effect is unknown.",
      .model, [.dScrollView],
      notModelled: "The gate's effect is unknown; TouchSim applies DC5 and DC6 whenever the scroll view decelerates.",
      audit: Audit(
        .open,
        "Each deceleration frame sets the flag to vertical speed >= 0.5 pt/ms (the 1.0 compares against the frame's length in ms); no code reading the flag was found."
      )),
    Rule(
      "Q16", "iOS version drift",
      "The decompiled rules describe iOS 26.1; private constants and orders may differ in other versions.", .model,
      [.dScrollView],
      notModelled: "TouchSim models one version (iOS 26.1) and has no version switch.",
      audit: Audit(
        .simulator, "Not modelled; the velocity constants match in an iOS 18.0 decompilation and a 26.2 analysis.")),
  ]
}
