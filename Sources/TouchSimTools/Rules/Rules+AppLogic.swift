/// The app-logic patterns: fixes that developers ship in their own code (delegate answers,
/// overrides, reactions), each with the problem it solves, researched in
/// Docs/Research/AppLogic.md and replayed by Scenarios/app-logic/ (a problem scenario and its
/// fix). They are not rules of UIKit: the UIKit rules they lean on are cited in their
/// statements.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let appLogicFamily = RuleFamily("App-logic patterns (AL)", prefixes: ["AL"], order: 310, rules: appLogic)

  static let appLogic: [Rule] = [
    Rule(
      "AL1", "Keyboard-dismiss tap that leaves the table's rows and the controls alone",
      "A tap recognizer on the controller's view that dismisses the keyboard swallows taps on a table's rows and on controls (G9, MD13). The fix answers gestureRecognizer(_:shouldReceive:) false when touch.view descends from the table or is a UIControl, so the row selects and the control fires.",
      .devices, [appLogicResearch("AL1: SO 15814697, IQKeyboardManager #338 #793 #904 #1021 #1041")]),
    Rule(
      "AL2", "A container's tap that fires only on its empty area",
      "A tap recognizer on a card steals the taps of its subviews. The fix answers shouldReceive true only when touch.view is the recognizer's own view.",
      .devices, [appLogicResearch("AL2: SO 15814697, MessageKit #400 #821 #1359")]),
    Rule(
      "AL3", "A horizontal-only pan inside a vertical scroll view",
      "A pan on a card inside a vertical scroll view begins on any drag and blocks scrolling (G9). The fix answers gestureRecognizerShouldBegin with abs(velocity.x) > abs(velocity.y), so vertical drags fail the pan and scroll.",
      .devices, [appLogicResearch("AL3: SO 7100884")]),
    Rule(
      "AL4", "Swipe-back over a horizontal scroll view",
      "A horizontal scroll view's pan wins over the back-swipe (NV5-NV7). The fix lets the back pan win only at the first page: the scroll view's pan requires the back pan to fail (or recognizes with it) while contentOffset.x <= 0.",
      .devices, [appLogicResearch("AL4: FDFullscreenPopGesture #61 #115 #203, JXPagingView #87")]),
    Rule(
      "AL5", "A drawer or sheet with an inner table",
      "The sheet's pan and the inner table's pan fight over one drag. The fix recognizes them simultaneously and hands the drag over at the table's top: scrollViewDidScroll pins the table at 0 while the sheet moves, the sheet's action moves its frame.",
      .devices,
      [appLogicResearch("AL5: FloatingPanel #30 #293 #302 #455 #530, PanModal #9 #42, HWPanModal #23, SO 37967555")]),
    Rule(
      "AL6", "A scroll view's touchesShouldCancel and touchesShouldBegin overrides",
      "An enabled control keeps its touch when a drag starts on it (K5). Apps override touchesShouldCancel(in:) to return true for buttons and false for a slider, or touchesShouldBegin to refuse a class (K2); always true breaks the slider.",
      .devices, [appLogicResearch("AL6: Instagrid, postvazut and glink code; rightpoint and alibabacloud posts")]),
    Rule(
      "AL7", "A larger hit area, a child outside its parent's bounds, a pass-through overlay",
      "hitTest stops at a parent that does not contain the point (H3), and an overlay on top takes every touch (H4). The fixes override point(inside:) to enlarge the area, hitTest to reach a child outside the bounds, and hitTest to return nil where the overlay is empty.",
      .devices, [appLogicResearch("AL7: SO 5432995, SO 11770743, BedBuzz code")]),
    Rule(
      "AL8", "A control that tracks only from its thumb; a custom drag-exit margin",
      "A custom slider tracks a touch anywhere on it (C3). The fix returns false from beginTracking off the thumb (C9), and a continueTracking that sends touchDragExit at its own margin instead of UIKit's 70 pt (C4, MD1).",
      .devices, [appLogicResearch("AL8: BedBuzz, FMSwift code, kodeco RangeSlider, SO 14340122, SO 10899552")]),
    Rule(
      "AL9", "A table delegate that refuses a row",
      "Every row highlights and selects (TV1). The fix answers tableView(_:shouldHighlightRowAt:) false for the row (TV3), or willSelectRowAt nil (TV4), so it neither highlights nor selects.",
      .devices, [appLogicResearch("AL9: Apple's UITableViewDelegate documentation, two gists")]),
  ]

  /// The research note of a pattern.
  private static func appLogicResearch(_ sources: String) -> Evidence {
    Evidence("Docs/Research/AppLogic.md, " + sources)
  }
}
