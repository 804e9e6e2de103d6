/// Section 1: hit testing (H).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let hitTestingFamily = RuleFamily("Hit testing (H)", prefixes: ["H"], order: 20, rules: hitTesting)

  static let hitTesting: [Rule] = [
    Rule(
      "H1", "hitTest finds the deepest view that contains the point",
      "hitTest(_:with:) returns the farthest descendant of the receiver (the receiver included) that contains the point, asking point(inside:with:) on the way down; it returns nil when the point is outside the receiver. Each view is asked with the point in its own coordinates: a view with a transform (applied about its center) gets the point mapped back through the transform, so its touch area is its bounds under the transform, not the bounding box UIKit prints as its frame, and convert(_:to:) and a touch's location(in:) give the same rotated coordinates.",
      .apple, [.aHitTest]),
    Rule(
      "H2", "Hidden, non-interactive and nearly transparent views are skipped",
      "A view that is hidden, has isUserInteractionEnabled false or has an alpha below 0.01 returns nil from hitTest, and so does its whole subtree. Alpha exactly 0.01 is still hittable: Apple says \"less than 0.01\" (some re-implementations use <= 0.01).",
      .apple, [.aHitTest, .rFlowkey],
      note: "The exact 0.01 boundary follows Apple's wording; it was not checked on a device."),
    Rule(
      "H3", "Points outside a view's bounds are never hits",
      "Hit testing descends only through views whose own point(inside:) is true, so the part of a subview that sticks out of its parent (clipsToBounds false) cannot be hit.",
      .apple, [.aHitTest]),
    Rule(
      "H4", "Subviews are tried front to back",
      "hitTest tries the subviews from the last one in `subviews` (frontmost) to the first; the first non-nil answer wins, and the view returns itself only when no subview claimed the point.",
      .apple, [.aWWDC14]),
    Rule(
      "H5", "Image views and labels ignore touches by default",
      "UIImageView and UILabel have isUserInteractionEnabled false by default, so touches pass to the view behind them; a plain UIView defaults to true.",
      .apple, [.aUserInteraction, .aImageView, .aLabel]),
    Rule(
      "H6", "A disabled control is not hit",
      "A UIControl with isEnabled false returns nil from hitTest, so the touch reaches whatever is behind it instead of being swallowed.",
      .decompiled, [.dControl.about("hitTest:withEvent: returns nil when not enabled")]),
    Rule(
      "H7", "A scroll view's hitTest is the plain one",
      "UIScrollView does not change hit testing: its content stays hittable while it scrolls. What keeps content from getting touches during deceleration is the pan recognizer (DC5, DC6).",
      .decompiled, [.dScrollView.about("hitTest:withEvent:")]),
    Rule(
      "H8", "Scroll views clip to their bounds",
      "UIScrollView's clipsToBounds defaults to true (UIView's to false). Hit testing does not depend on it (H3).",
      .apple, [.aClipsToBounds, .dScrollView.about("initWithFrame:")],
      notModelled: "Drawing is not modelled, and hit testing ignores clipping (H3), so the flag changes no record."),
    Rule(
      "H9", "hitTest may run several times per touch",
      "UIKit may call hitTest(_:with:) more than once for one physical touch, a number that varies between iOS versions. TouchSim logs one hitTest record per touch-down: the view chosen.",
      .devices, [.oHitTestTwice],
      notModelled: "The repeated calls are deliberately not reproduced; the log shows the one decision that matters."),
  ]
}
