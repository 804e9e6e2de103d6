/// Section 10: open questions (Q), where the sources disagree or are thin; each names the
/// model decision that settles it in TouchSim.
extension Rulebook {
  static let openQuestions: [Rule] = [
    Rule(
      "Q1", "The control margin's exact size",
      "Developers report touchDragExit about 70 pt outside a control; the decompiled constant is hidden and may vary by device and iOS version. Settled by MD1.",
      .model, [.o70pt, .dControl], settledBy: ["MD1"]),
    Rule(
      "Q2", "Tap recognizer limits",
      "45 pt and 0.35 s are read from decompiled code; the longest press that still counts as a tap is not visible. Settled by MD2.",
      .model, [.dTap, .rWinObjC], settledBy: ["MD2"]),
    Rule(
      "Q3", "A second class in the default touchesShouldCancel(in:)",
      "The decompiled default also refuses one more class whose name is elided. Settled by MD3.", .model,
      [.dScrollView], settledBy: ["MD3"]),
    Rule(
      "Q4", "Recognizer order across views",
      "Not documented; UIKit keeps a window's recognizers in an unordered set (WebKit) and apps see a different winner than insertion order would give (MessageKit). Settled by MD4 (one fixed order, for determinism) and MD22 (every point where the order decides is reported, and `--order reversed` replays the other outcome).",
      .model, [.oWebKit, .oMessageKit, .oMessageKitMore], settledBy: ["MD4", "MD22"]),
    Rule(
      "Q5", "A cancelling tap while a scroll view holds the touch",
      "Does the content get nothing, or touchesBegan then touchesCancelled? Everyone agrees there is no touchesEnded. Settled by MD5.",
      .model, [.aCancelsTouchesInView, .oTapVsTable], settledBy: ["MD5"]),
    Rule(
      "Q6", "didEndDecelerating when a finger stops a fling",
      "Reported absent on iOS 9 and 10, present on iOS 13 and later; its place among the drag-end calls is unclear. Settled by MD6.",
      .model, [.o993280], settledBy: ["MD6"]),
    Rule(
      "Q7", "The highlight of a quick tap in a scroll view",
      "Older reports see no highlight; iOS 26.1 keeps a late highlight 0.12 s. The log is the same either way. Settled by MD12.",
      .model, [.oCharlesHarley, .dControl], settledBy: ["MD12"]),
    Rule(
      "Q8", "willBeginDragging when touching a decelerating scroll view",
      "Decompiled code begins the pan at touch-down; no device log confirms it. Settled by MD6.", .model,
      [.dScrollView], settledBy: ["MD6"]),
    Rule(
      "Q9", "Same-direction nested scroll views",
      "Which pan wins, and whether scrolling passes from inner to outer at the inner's edge. Settled by MD7.", .model,
      [.aNestedGuide], settledBy: ["MD7"]),
    Rule(
      "Q10", "The touch sloppiness factor",
      "Hysteresis and tap movement are scaled by a private per-view factor. Settled by MD8 (1.0).", .model, [.dPan],
      settledBy: ["MD8"]),
    Rule(
      "Q11", "Scenes in the responder chain",
      "In scene-based apps a UIWindowScene may sit between window and application. Settled by MD8.", .model,
      [.aResponderNext], settledBy: ["MD8"]),
    Rule(
      "Q12", "canCancelContentTouches false and an early drag",
      "Decompiled code lets a drag that starts within 150 ms scroll. Settled by MD9.", .model, [.dScrollView],
      settledBy: ["MD9"]),
    Rule(
      "Q13", "Velocity details",
      "The pan's 0.2/0.8 weighting, the 0.75/0.25 lift smoothing and the 0.25 pt/ms threshold come from decompiled code and depend on event timing; compare velocities with care. Settled by MD10.",
      .model, [.dPan, .dScrollView], settledBy: ["MD10"]),
    Rule(
      "Q14", "touchesShouldBegin about the scroll view itself",
      "Whether UIKit asks the hook when the hit view is the scroll view. Settled by MD11.", .model, [.dScrollView],
      settledBy: ["MD11"]),
    Rule(
      "Q15", "Deceleration's gate on descendant interaction",
      "The decompiled heartbeat computes a flag from a 1.0 s interval and 0.5 pt/ms that may affect descendant recognizers near the end of a fling; its effect is unknown.",
      .model, [.dScrollView],
      notModelled: "The gate's effect is unknown; TouchSim applies DC5 and DC6 whenever the scroll view decelerates."),
    Rule(
      "Q16", "iOS version drift",
      "The decompiled rules describe iOS 26.1; private constants and orders may differ in other versions.", .model,
      [.dScrollView],
      notModelled: "TouchSim models one version (iOS 26.1) and has no version switch."),
  ]
}
