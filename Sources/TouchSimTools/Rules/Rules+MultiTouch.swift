/// Section 6: multi-touch and event objects (M), and table views (TV).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let multiTouchFamily = RuleFamily("Multi-touch (M)", prefixes: ["M"], order: 220, rules: multiTouch)

  static let multiTouch: [Rule] = [
    Rule(
      "M1", "isMultipleTouchEnabled",
      "A view with isMultipleTouchEnabled false (UIView's default) receives only the first touch of a multi-touch sequence; other fingers on it are not delivered to it. UIScrollView sets it true.",
      .apple, [.aMultipleTouch, .aEventGuide]),
    Rule(
      "M2", "isExclusiveTouch",
      "A view with isExclusiveTouch receives touches only when no other view in the window is tracking one, and while it tracks, other views receive no new touches.",
      .apple, [.aExclusiveTouch, .aEventGuide]),
    Rule(
      "M3", "Touch phases and tapCount",
      "A touch goes through began, moved, stationary, ended or cancelled; the same touch object lives as long as the finger; tapCount grows for quick successive taps at the same spot. A stroke that ends `cancelled` in a scenario is a touch the system cancelled. A finger resting in place can still be reported moved (force and radius updates): a stroke with `movesInPlace` makes its unchanged points touchesMoved; by default they are stationary.",
      .apple, [.aTouch, .aEvent, .oJDK8242577]),
    Rule(
      "M4", "Touch sampling rate",
      "Moves arrive at the display's touch rate (60 or 120 Hz). TouchSim takes sample times from the scenario (a path's `hz` interpolates, MD14).",
      .decompiled, [.dScrollView.about("_simulateScrollWithTranslation: steps of 1/60 and 1/120 s")],
      notModelled: "The rate is the scenario's choice, not a rule the model applies."),
    Rule(
      "M5", "A scroll view's pan follows the centroid",
      "A scroll view's pan tracks the centroid of its touches, with no limit on their number by default.",
      .decompiled, [.dScrollView.about("_updatePanGestureConfiguration"), .dPan]),
    Rule(
      "M6", "A second finger restarts the delay",
      "A finger landing while content touches are held restarts the 150 ms delay (D3); touchesShouldBegin is then asked per touch, and one false keeps every held touch from the content.",
      .decompiled, [.dDelayGR], note: "The outcome for the touches that said true is inferred."),
  ]

  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let tableViewFamily = RuleFamily(
    "Table views (TV)", prefixes: ["TV"], order: 230, rules: tableView + tableEditing)

  static let tableView: [Rule] = [
    Rule(
      "TV1", "Table rows: highlight and selection",
      "A UITableView is a scroll view (every S, D and K rule applies). Its cells are plain views that forward touches to the table (RC3): at touchesBegan it highlights the row under the touch (setHighlighted true on `<table>.row<N>`), at touchesEnded it unhighlights and calls didSelectRow, at touchesCancelled it unhighlights and selects nothing.",
      .devices, [.oTapVsTable],
      note: "Selection being suppressed by drags and tap recognizers is observed; the mechanism is inferred."),
    Rule(
      "TV2", "A tap-to-dismiss recognizer and row selection",
      "A tap recognizer on the controller's view with the default cancelsTouchesInView true swallows row selection (G19); with false the row is selected and the tap's action fires too.",
      .devices, [.oTapVsTable, .oTapVsTable2, .seed004]),
    Rule(
      "TV3", "shouldHighlightRowAt: a refused row is neither highlighted nor selected",
      "When the delegate implements tableView(_:shouldHighlightRowAt:) it is asked at touchesBegan for the row under the touch, before the highlight (`shouldHighlightRow`). False: the row does not highlight, and the lift selects nothing.",
      .apple, [.aShouldHighlightRow, .aShouldHighlightItem, .dCollectionView],
      note:
        "Apple documents the highlight only; no selection without the highlight follows the collection view (decompiled, and Apple's collectionView(_:shouldHighlightItemAt:)), a model decision for the table."
    ),
    Rule(
      "TV4", "willSelectRowAt: refuse or redirect the selection",
      "When the delegate implements tableView(_:willSelectRowAt:) it is asked at the lift on a highlighted row, after the unhighlight and before didSelectRow (`willSelectRow`). nil selects nothing; another row is selected instead (didSelectRow of that row); a row the table does not have selects nothing.",
      .apple, [.aWillSelectRow, .oWillSelectNil],
      note: "nil refusing is documented and widely used; the redirect and its order after the unhighlight are inferred."
    ),
  ]
}
