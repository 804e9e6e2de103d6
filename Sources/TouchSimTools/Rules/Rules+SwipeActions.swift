/// Swipe actions on table rows (SA, issue 18): the table's own swipe pan, its dismissal
/// recognizer and UIKit's swipe handler, as Docs/Research/Containers.md reads them.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let swipeActionsFamily = RuleFamily(
    "Swipe actions on table rows (SA)", prefixes: ["SA"], order: 240, rules: swipeActions)

  static let swipeActions: [Rule] = [
    Rule(
      "SA1", "The table's swipe recognizer: a pan with a 25 pt hysteresis",
      "A table with swipe actions has UIKit's private pan _UISwipeActionPanGestureRecognizer, <table>.swipe, added to the table after its own delay and pan recognizers, with a 25 pt hysteresis per axis (G14's rule with 25 instead of 10; the 25 pt are taken off its horizontal translation at began), and the disabled dismissal recognizer <table>.swipeDismiss (SA6). Their targets are UIKit's swipe handler: their actions are not logged. UIKit's table always has them; TouchSim adds them only when the app configures swipe actions (a scenario's trailingSwipeActions or leadingSwipeActions), so other tables log nothing new.",
      .decompiled,
      [.dSwipeHandler.about("_setUp: _setHysteresis:25.0, the disabled dismissal recognizer"), .rPanToPop6],
      note: "Adding the recognizers only when swipe actions are configured is a model decision."),
    Rule(
      "SA2", "The swipe pan's direction and its second-finger failure",
      "The swipe pan fails when a touch lands while it already tracks one, and when it would begin unless the finger moved at least as far horizontally as vertically (|x| >= |y|, measured on the finger's travel including the hysteresis). The direction is the sign of the horizontal velocity: negative (a swipe to the left) asks for the trailing actions, otherwise the leading ones (left-to-right layouts).",
      .decompiled,
      [
        .dSwipePan.about("setState: fails a began when fabs(x) < fabs(y); touchesBegan: fails on a second touch"),
        .dSwipeHandler.about("_directionForGestureRecognizer: velocity < 0 is direction 1"),
      ],
      note:
        "Measuring the direction on the travel including the hysteresis is a model decision: UIKit reads translationInView in setState:, and with the 25 pt removed most slow swipes would fail."
    ),
    Rule(
      "SA3", "The swipe may begin only on a row with actions for its direction",
      "When the swipe pan would begin (before the direction check of SA2), the handler asks for the row under the finger and the app's configuration for the proposed direction: tableView(_:trailingSwipeActionsConfigurationForRowAt:) or the leading one, logged as trailingSwipeActionsConfiguration or leadingSwipeActionsConfiguration with the number of actions (0 for nil). No row, nil, or no actions fail the pan, and the other recognizers proceed. A swipe on the row whose actions are open continues it without asking.",
      .decompiled,
      [
        .dSwipeController.about(
          "swipeHandler:mayBeginSwipeAtLocation:withProposedDirection: requires a configuration with actions"),
        .dSwipeHandler.about("gestureRecognizerShouldBegin:"), .aSwipeConfiguration, .aTrailingSwipe,
      ],
      note:
        "What the table's own mayBeginSwipeForItemAtIndexPath checks (editing, canEditRowAt) is not read (Q-SA1); TouchSim does not check it."
    ),
    Rule(
      "SA4", "The swipe pan against the table's pan and the row's content",
      "The swipe pan and the table's pan are not simultaneous, so whichever begins first fails the other (G9, MD18). A vertical drag begins the table's pan at 10 pt (P1) and the swipe pan fails. A horizontal drag does not begin the table's pan (P1); after 10 pt the held touchesBegan is released (D4c), so the row highlights (TV1) and a control under the finger starts tracking; at 25 pt the swipe pan begins (SA3) and, with cancelsTouchesInView, the content gets touchesCancelled (G4): the row unhighlights and is not selected, a tracking control gets touchCancel. A deeper recognizer that begins first (an app's pan at 10 pt, G14) fails the swipe pan the same way.",
      .decompiled,
      [
        .dSwipeHandler.about("shouldRecognizeSimultaneously answers true only for the dismissal recognizer"),
        .rPanToPop5, .rPanToPop6,
      ],
      note: "Derived from SA1-SA3 and G4, G9, D4c, P1; not checked on a device.",
      audit: Audit(
        .confirmed,
        "_UISwipeHandler.mm (hysteresis 25, simultaneous only with its dismissal recognizer), _UISwipeActionPanGestureRecognizer setState:; no requirement between the swipe pan and the table's pan."
      )),
    Rule(
      "SA5", "At the lift: perform, stay open or close",
      "While the swipe pan changes, the handler checks the full swipe: when performsFirstActionWithFullSwipe (default true) and the row's offset (the swipe pan's horizontal translation, plus the open width when it continues an open row) is past the full-swipe distance, or, for a destructive first action, past 0.66 of it (0.5 from a 414 pt wide table; raised by velocity/2500 up to 0.8 or 0.75) with the finger within 50 pt of the far edge (75 pt from a 375 pt wide table). A lift in that state performs the first action (swipeActionPerformed, then swipeActionsHidden). Otherwise, with |velocity| <= 50 pt/s the actions stay open when the row is past half the open width, else they close; with a faster lift they stay open when the velocity points towards the reveal, else they close (swipeActionsHidden). While open, the dismissal recognizer is enabled (SA6).",
      .decompiled,
      [
        .dSwipeHandler.about(
          "_swipeRecognizerChanged: the confirmation test; _swipeRecognizerEnded:wasCancelled: openThreshold * 0.5 and 50.0"
        ),
        .aFullSwipe,
      ],
      note:
        "Model decisions: the open width is a scenario value, default 74 pt per action (UIKit sums its buttons' widths, Q-SA2); the full-swipe distance defaults to 0.6 of the table's width (UIKit's confirmation threshold is not in the files read); the edge margin from a 414 pt wide table is taken as 75 pt; after a performed action the actions close (the handler's completion)."
    ),
    Rule(
      "SA6", "Open actions: a touch elsewhere or a scroll closes them",
      "While actions are open the dismissal recognizer <table>.swipeDismiss (_UISwipeDismissalGestureRecognizer) is enabled: discrete, with delaysTouchesBegan and delaysTouchesEnded, recognizing together with the table's recognizers. It recognizes at touch-down when the touch is outside the open row's vertical extent, and at the lift otherwise; it fails when the finger moves more than 10 pt on either axis. Its recognition closes the actions (swipeActionsHidden); a lift on an action (the open width split equally, the first action nearest the edge) performs that action. Because it withholds and then cancels the touched row's touches (G4, G5), a tap on another row closes the actions and that row is neither highlighted nor selected. A scroll of the table (scrollViewDidScroll) closes open actions.",
      .decompiled,
      [
        .dSwipeDismissal.about(
          "allowableMovement 10, delaysTouchesBegan and delaysTouchesEnded, recognizes on touch-down when its delegate agrees"
        ),
        .dSwipeHandler.about(
          "gestureRecognizerShouldBegin:, shouldRecognizeSimultaneously, _dismissalRecognizerDidRecognize:"),
        .dSwipeController.about("touchAtLocationShouldDismissSwipedItem:isTouchUp:, _observeScrollViewDidScroll:"),
      ],
      note:
        "Model decisions (Q-SA3): a lift inside the open row dismisses (the swipe occurrence's shouldDismissWithTouchLocation: is not read), and a lift on an action performs it (TouchSim does not lay out the action buttons)."
    ),
    Rule(
      "SA7", "The reveal comes one turn after the swipe began",
      "When the swipe pan begins, the handler does its work in a block sent to the main queue, so swipeActionsRevealed (UIKit's willBeginEditingRowAt time) comes after the other records of the event that began the pan, at the same instant, as a timer of that instant (0.4).",
      .decompiled,
      [.dSwipeHandler.about("_swipeRecognizerDidRecognize: dispatch_async to the main queue")],
      note: "Logging the reveal as a record of its own is a model decision."),
  ]
}
