/// Sheets (SH, issue 29 item 3): `UISheetPresentationController`'s views and recognizers, and
/// how a drag is shared between the sheet and a scroll view inside it.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let sheetsFamily = RuleFamily("Sheets (SH)", prefixes: ["SH"], order: 305, rules: sheets)

  static let sheets: [Rule] = [
    Rule(
      "SH1", "A sheet's view tree: a dimming view and a card in a container that ignores touches",
      "A controller presented as a page or form sheet (.automatic maps to them) is managed by UISheetPresentationController. In the presentation's container view it puts a UIDimmingView covering the screen and, in front of it, the card (UIDropShadowView, presentedView) whose content view is the presented controller's view. The container ignores direct touches: a touch that lands on it and on none of its subviews goes to the presenting screen behind it. In the model a scenario's UISheetPresentationController is the container (<id>), holding <id>.dimmingView and <id>.dropShadowView, which holds <id>.presentedView; the sheet's subviews go in the presented view.",
      .decompiled,
      [
        .dSheet.about(
          "initWithPresentedViewController:presentingViewController: (UIDimmingView, _setContainerIgnoresDirectTouchEvents:1), presentationTransitionWillBegin (UIDropShadowView setContentView:), _transitionWillBegin: (dimming view 3x the container, centred)"
        ),
        .aAutomaticStyle, .tCharonSheet,
      ],
      note:
        "The container's pass-through is read from a third-party reading of iOS 16 and the method's name; the dimming view's 3x size is modelled as the container's bounds (it covers the screen either way). The card keeps the height of the largest detent and moves (a model decision: UIKit resizes the presented view at rest detents)."
    ),
    Rule(
      "SH2", "The sheet's recognizers: the background pan on the card, the tap on the dimming view",
      "The sheet interaction creates a plain UIPanGestureRecognizer (named _UISheetInteractionBackgroundDismissRecognizer, delegate the interaction) and adds it to the card; the dimming view adds a UITapGestureRecognizer to itself. Neither changes cancelsTouchesInView or the delays, so UIKit's defaults apply (G3). In the model they are <id>.backgroundPan and <id>.dimmingTap; their actions are UIKit's and are not logged. The window's exterior pan (drags that start above the card) is not modelled.",
      .decompiled,
      [
        .dSheetInteraction.about("init: _backgroundGestureRecognizer; didMoveToView: addGestureRecognizer"),
        .dSheet.about("presentationTransitionWillBegin: [dropShadowView addInteraction:_sheetInteraction]"),
        .dDimmingView.about("initWithFrame: UITapGestureRecognizer handleSingleTap:"),
      ]),
    Rule(
      "SH3", "The background pan begins only on vertical movement and drags the sheet",
      "The interaction answers no to the pan's private 'begin horizontally' question (unless iPad tear-off is allowed) and yes to 'begin vertically', so the background pan begins when the finger has moved 10 pt along y (G14, the hysteresis removed from the translation); a horizontal movement leaves it possible. When it begins it starts a sheet drag (a note 'sheet drag began (source <id>.backgroundPan)') and the card's top follows its vertical translation; its end releases the sheet (SH8). It has no simultaneity and no failure relation with app recognizers: whichever begins first excludes the other (G9), and when it begins it cancels the touches of the views under it (G4).",
      .decompiled,
      [
        .dPan.about("_shouldBeginHorizontally:vertically:withEvent:"),
        .dSheetInteraction.about(
          "_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent:, ...VerticallyWithEvent:, gestureRecognizer:shouldReceiveTouch: (_defaultHysteresis)"
        ),
        .dSheet.about("sheetInteraction:shouldBeginHorizontalRubberBandingWithGestureRecognizer:"),
        .rSwiftChart120,
      ]),
    Rule(
      "SH5", "A scroll view in the sheet drives the sheet through its own pan",
      "The sheet is a scroll view's scrollable ancestor (looked up at each drag; in nested vertical scroll views only the outer one). At each drag update the scroll view passes its proposed offset y and its drag's start offset to the sheet, which answers with the offset to apply and moves the card. The sheet takes part only when the drag started at the content's top edge, the scroll view has no refresh control and cannot scroll sideways, and no other source drags the sheet (nor when the content is pulled past its top and the finger moves up). Then, for a scroll view that scrolls vertically: pulling down past the top pins the content at its top (no scrollViewDidScroll) and moves the sheet down by the overscroll; pushing up with prefersScrollingExpandsWhenScrolledToEdge (SH7) moves the sheet up until its largest detent while the content stays, the rest scrolls; otherwise the content scrolls. For one that does not scroll vertically the whole translation moves the sheet. The first such move begins a sheet drag (a note 'sheet drag began (source <scroll view>)'); the sheet zeroes the vertical velocity of that drag, so the scroll view ends it without a vertical fling, and then the sheet is released (SH8). A drag that started scrolled down never moves the sheet: the content scrolls, and bounces at its top (B2).",
      .decompiled,
      [
        .dSheetInteraction.about(
          "_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:startOffset:horizontalVelocity:verticalVelocity:animator:, _shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:, _shouldBeFoundByDescendentScrollView:"
        ),
        .tCharonSheet, .rOverlayContainer55, .rTransmission96,
      ],
      note:
        "The 'at the top edge' comparison is elided in the 26.1 text and read from the iOS 16 third-party reading and the reports. How the scroll view's drag end reaches the sheet in 26.1 was not read (Q-SH1): the model releases the sheet after the scroll view's didEndDragging. The 0.4 s quick-repeat rule, scrubbing and interactive keyboard dismissal are not modelled."
    ),
    Rule(
      "SH6", "On a scroll view, the scroll view's pan takes the drag, not the background pan",
      "A drag that starts on a scroll view in the sheet reaches 10 pt for the scroll view's pan and the background pan in the same event. The model's recognizer order (0.5, deepest view first) makes the scroll view's pan begin first and exclude the background pan (G9); the scroll view then moves the sheet (SH5). So the background pan moves the sheet only for drags that start outside any scroll view, or on one whose pan does not begin.",
      .model,
      [
        .dScrollViewPan.about("canBePreventedByGestureRecognizer: answers yes for the sheet's pan"),
        .aPrefersScrollingExpands,
      ],
      note:
        "No rule was found in UIKit that makes the scroll view's pan win; UIKit's design (SH5: the scroll view is the drag's source) works only if it does. The outcome depends on the order of 0.5 (MD22 reports it)."
    ),
    Rule(
      "SH7", "prefersScrollingExpandsWhenScrolledToEdge",
      "True (the default): pushing up on a scroll view at its top edge first grows the sheet to its largest detent, then scrolls. False: the push up scrolls the content at once and the sheet stays. Pulling down at the top moves the sheet either way, and drags on the sheet's non-scrolling parts (SH3) are unaffected. The model reads the property at each drag update.",
      .apple,
      [
        .aPrefersScrollingExpands,
        .dSheet.about("setPrefersScrollingExpandsWhenScrolledToEdge:, _containerViewLayoutSubviews"),
        .dSheetInteraction.about("scrollingExpandsToLargerDetentWhenScrolledToEdge (default 1 in init)"),
      ],
      note: "UIKit copies the property to the interaction at the next container layout; the model reads it at once."),
    Rule(
      "SH8", "The release: the sheet settles on a detent; the delegate hears of a change",
      "At the end of a sheet drag the sheet settles on a detent, and sheetPresentationControllerDidChangeSelectedDetentIdentifier is sent only when the selected detent changed (not for programmatic changes). The model logs 'sheet drag ended at <top> -> <detent>' and, when it changed, 'sheetPresentationControllerDidChangeSelectedDetentIdentifier(<detent>)' as notes from the sheet. The projection is a model decision: projected = top + v x 0.099 s (v the release velocity in pt/s, positive down, 0 under 250 pt/s); the nearest detent (or, during a dismissal, the bottom of the container) wins, and a flick of 1000 pt/s or more that lands back on the nearest goes one further its way. Settling is immediate.",
      .decompiled,
      [
        .dSheet.about("sheetInteraction:didChangeOffset: (selection, _sendDidChangeSelectedDetentIdentifier)"),
        .dSheetInteraction.about("init: _UIHyperInteractor, deceleration rate 0.99"), .hSheetHeader, .tCharonSheet,
      ],
      note:
        "The projection and the flick rule are the third-party reading of iOS 16 (_UIHyperInteractor was not read in 26.1, Q-SH3)."
    ),
    Rule(
      "SH9", "Below the smallest detent: dismiss, or resist and report",
      "When a sheet drag first passes below the smallest detent, a sheet that may be dismissed (not isModalInPresentation) begins its interactive dismissal: a note 'presentationControllerWillDismiss', and the card follows the finger; a release that settles at the dismissal sends 'presentationControllerDidDismiss' and removes the container from the window (logged as its superview set to nil). A sheet that may not be dismissed follows the finger rubber-banded below its smallest detent (the model: B2's formula with coefficient 0.55 over min(1/4 of the container's height, 200) pt) and returns to its detent at the release; if it was pulled more than a quarter of that extent, presentationControllerDidAttemptToDismiss is sent after the event (UIKit dispatches it to the main queue).",
      .decompiled,
      [
        .dSheet.about(
          "sheetInteraction:didChangeOffset: (_shouldDismissByDragging, _setDidAttemptToStartDismiss:, 0.25 x _rubberBandExtentBeyondMaximumOffset, dispatch_async _sendDidAttemptToDismiss)"
        ),
        .aIsModalInPresentation, .aDidAttemptToDismiss, .aDidDismiss, .tCharonSheet,
      ],
      note:
        "The rubber band's extent and formula are model decisions on the iOS 16 reading; the delegate's presentationControllerShouldDismiss is not modelled (only isModalInPresentation)."
    ),
    Rule(
      "SH10", "The dimming view's tap",
      "The dimming view's tap receives a touch only when the touch's view is the dimming view itself. When it recognizes, a sheet that may be dismissed is dismissed (notes 'presentationControllerWillDismiss', 'presentationControllerDidDismiss'); one that may not steps down to the next smaller detent (with the did-change note), or does nothing at its smallest. At the large detent (full height, compact width) the dimming view ignores taps (a model decision on the iOS 16 reading).",
      .decompiled,
      [
        .dDimmingView.about("gestureRecognizer:shouldReceiveTouch:, handleSingleTap:, _simulateTap"),
        .dSheet.about("_dismissFromGrabberOrDimmingViewIfPossible"), .aLargestUndimmed, .tCharonSheet,
      ],
      note:
        "largestUndimmedDetentIdentifier (no dimming view, touches reach the screen behind) is not modelled; which detents ignore dimming taps is still open (the layout info that decides it is Swift, not in the decompiled text)."
    ),
    Rule(
      "SH12", "Detents and the card's geometry",
      "detents defaults to [large], smallest first; selectedDetentIdentifier nil is the smallest detent. The evidence gives no iOS 26 geometry, so a scenario gives the card's top at each detent (largeDetentTop, default 57; mediumDetentTop, default 450, for a 390 x 844 window).",
      .apple,
      [.aDetents, .aSelectedDetent, .dSheet.about("setDetents:"), .tCharonSheet],
      note:
        "The default tops are model decisions (iOS 16's top offset of 10 pt below a 47 pt safe area; medium about half)."
    ),
  ]
}
