/// UIRefreshControl (RF, issue 28 item 7): a control that follows its scroll view's offset and
/// sends valueChanged when the content is pulled far enough past its top.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let refreshControlsFamily = RuleFamily(
    "UIRefreshControl (RF)", prefixes: ["RF"], order: 100, rules: refreshControls)

  static let refreshControls: [Rule] = [
    Rule(
      "RF1", "A refresh control is attached to a scroll view and sits at the top of its visible area",
      "scrollView.refreshControl = control makes the control the scroll view's backmost subview (setting another control or nil removes the old one). The modern control is 60 pt tall and takes the scroll view's width; after every offset change its frame is moved to the top of the visible area (x = contentOffset.x, y = contentOffset.y + contentInset.top). It is hidden while the pull (RF2) is 5 pt or less, so hit testing passes over it at rest.",
      .decompiled,
      [
        .dRefreshControl.about("initWithStyle: 320 x 60 for style 2; didMoveToSuperview: _containingScrollView"),
        .dRefreshControl.about("_originForContentOffset:, _update, _updateHiddenStateIfNeeded"),
        .aRefreshControl, .rUseYourLoafRefresh, .rStoreCollectionView,
      ],
      note:
        "The place among the subviews (backmost) is a model decision: UIScrollView's setter was not read; Apple's own apps that keep a refresh control themselves add it with _addContentSubview:atBack:YES. A control added with addSubview (the pre-iOS 10 way) is found by UIKit's didMoveToSuperview; the model attaches only through refreshControl."
    ),
    Rule(
      "RF2", "The pull and the refresh control's states",
      "At every offset change the control takes the pull, max(0, -contentInset.top - contentOffset.y), the distance the content is dragged down past its top; the horizontal offset plays no part. When the pull changed, the state is recomputed: at rest (idle) a pull above 5 pt and under the control's height reveals it (revealing); a pull already at 60 pt or more while the scroll view tracks a finger leaves it idle; a pull while the scroll view bounces back after a fling reveals it by bounce, which never refreshes. Revealing falls back to idle under 5 pt. A scroll view that cannot be pulled past its top - content that fits without alwaysBounceVertical, or bounces false - never reveals the control.",
      .decompiled,
      [
        .dRefreshControl.about(
          "_update, _visibleHeightForContentOffset:origin:, _setVisibleHeight:, _recomputeNewState, _canTransitionFromState:toState:"
        ),
        .dRefreshContentView.about(
          "_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen: 5.0"),
      ],
      note:
        "revealedFraction divides the pull by one of two instance variables that the decompiler names only as offsets from _style; the model reads them as the control's height (at rest and while refreshing) and the snapping height (otherwise), which the content view's reveal animation, complete at the snapping height, supports.",
      audit: Audit(
        .open,
        "-[UIRefreshControl revealedFraction] reads OBJC_IVAR___UIRefreshControl__style[5] in states 0 and 3 and [6] otherwise; the iOS 13-18 headers list _refreshControlHeight, _visibleHeight, _snappingHeight in that order, which does not settle the indices."
      )),
    Rule(
      "RF3", "The snapping height: how far to pull",
      "A refresh triggers at the snapping height: half the scroll view's height, rounded, but at most (title height + 100) x 1.125 x scale, where scale is the scroll view's height / 568, or 0.6549 below 372 pt; the least is 0. Without a title (the model has none) that is 112.5 x height / 568: 167.2 pt for an 844 pt scroll view, 118.8 pt for 600 pt. With the model's rubber band (B2) an 844 pt scroll view reaches it after about 400 pt of finger travel.",
      .decompiled,
      [
        .dRefreshControl.about("_updateSnappingHeight: round(bounds.height * 0.5), clamped"),
        .dRefreshContentView.about("maximumSnappingHeight, _maximumSnappingHeightScalingForScrollViewHeight"),
        .dRefreshContentBase.about("minimumSnappingHeight: 0.0"),
      ]),
    Rule(
      "RF4", "valueChanged is sent during the drag, once per refresh",
      "While revealing, a pull of the snapping height (RF3) while the scroll view tracks the finger arms the control, and arming passes at once to refreshing (isRefreshing true), which sends valueChanged (logged with the value true) synchronously inside that offset change, before the finger lifts. A finger lifted short of the snapping height sends nothing, and the pull does not arm once the finger is up. While refreshing, further pulls send nothing until endRefreshing (RF6).",
      .decompiled,
      [
        .dRefreshControl.about("_setRefreshControlState:notify: sends sendActionsForControlEvents:4096 on state 3"),
        .dRefreshContentView.about("didTransitionFromState:toState: state 2 calls _snappingMagic, which sets state 3"),
        .aRefreshControl, .aIsRefreshing,
      ],
      note:
        "The model updates the control after the scroll view's scrollViewDidScroll record, after the delegate and the reactions added before the control was attached (a model decision: where UIScrollView updates the control in its offset change was not read). Some reports describe the refresh as starting at the release; the decompiled state machine fires during the drag."
    ),
    Rule(
      "RF5", "beginRefreshing() from code sends nothing",
      "The app's beginRefreshing() makes the control refreshing (isRefreshing true) without sending valueChanged and without scrolling the control into view; a control outside a window ignores it. A pull while refreshing sends nothing (RF4).",
      .decompiled,
      [
        .dRefreshControl.about("beginRefreshing: _setRefreshControlState:3 notify:NO, only in a window"),
        .aBeginRefreshing,
      ]),
    Rule(
      "RF6", "endRefreshing() from code, and pulling again",
      "The app's endRefreshing() sends nothing. When the control does not show (pull 0) it returns to idle; while the scroll view tracks a finger it waits (until the pull is 5 pt or less, then idle); otherwise it hides, and returns to idle at 5 pt or less, or to revealing when pulled again while tracking at three quarters of the control's reveal or less. From idle a new pull refreshes again (RF4). Calling it when not refreshing changes nothing.",
      .decompiled,
      [
        .dRefreshControl.about("endRefreshing: _endRefreshingAnimated:NO; _recomputeNewState states 4, 5"),
        .aEndRefreshing,
      ],
      note:
        "Not modelled yet: the 60 pt refresh inset UIKit adds while refreshing (_addInsets, _addRefreshInset:), so the model's scroll view springs back to its top instead of resting 60 pt down, and the animated scroll back to the top when refreshing ends with the control showing (_setAbsoluteContentOffset:animated:)."
    ),
    Rule(
      "RF7", "A refresh control has no touch handling of its own",
      "UIRefreshControl overrides no touch method and no hit testing. At rest it is hidden (RF1) and hit testing passes over it. When it shows, a touch on it lands in its content view, a plain view that passes the touch up to the control (RC3), which tracks it as any UIControl (C3-C6); since the touched view is that plain view, a scroll view's default touchesShouldCancel(in:) is true for it (as SW7), so a drag that starts on the showing control scrolls and cancels the tracking.",
      .model,
      [.dRefreshControl.about("no touchesBegan:withEvent:, hitTest:withEvent: or pointInside:withEvent:")],
      note:
        "Inferred from the absence of overrides and from the content view filling the control; the model's control has no content view and is itself the touched view, with touchesShouldCancel's answer for the content view."
    ),
  ]
}
