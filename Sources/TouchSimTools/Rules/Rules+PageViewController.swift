/// Issue 18: UIPageViewController with the scroll transition style (PV).
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let pageViewControllerFamily = RuleFamily(
    "UIPageViewController (PV)", prefixes: ["PV"], order: 300, rules: pageViewController)

  static let pageViewController: [Rule] = [
    Rule(
      "PV1", "The scroll style is a paging scroll view that always bounces along its axis",
      "A page view controller with the scroll transition style shows its pages in a private UIScrollView subclass, _UIQueuingScrollView (log name `<id>.scrollView`), filling its view: isPagingEnabled true (PG1), alwaysBounceHorizontal true for horizontal navigation (alwaysBounceVertical for vertical), scrollsToTop false. So that axis can always scroll (S6, B1) and a drag begins even on the first or last page, where it rubber-bands (B2) and springs back (B4). Every scroll-view rule applies to it. The page view controller's own pan and tap recognizers belong to the page-curl style.",
      .decompiled,
      [
        .dQueuingScrollView.about(
          "initWithFrame:navigationOrientation: (setPagingEnabled:1, setAlwaysBounceHorizontal:1, setScrollsToTop:0)"),
        .dPageViewController.about("_handlePanGesture:, _handleTapGesture: (page curl)"),
      ]),
    Rule(
      "PV2", "A private disabled scrolling region",
      "The queuing scroll view's recognizers refuse touches that start inside a private _disabledScrollingRegion, when one is set.",
      .decompiled, [.dQueuingScrollView.about("_gestureRecognizer:shouldReceiveTouch:")],
      notModelled: "The region is private API that apps cannot set."),
    Rule(
      "PV3", "Controls in a page behave as in any scroll view",
      "A control inside a page is content of the paging scroll view: a quick drag starting on a slider pages and the slider gets nothing (D1, D5), while a touch held past the content delay first goes to the slider, which then moves and blocks the paging (K4).",
      .devices, [.oPageSliderRadar],
      note: "The hold-then-drag half follows from D2 and K4 (the same as a slider in any paging scroll view)."),
    Rule(
      "PV4", "Inside a scroll view of the other direction",
      "A horizontal page view controller inside a vertical scroll view is cross-direction nesting (N2, N3): a horizontal drag begins the paging pan, a vertical one the outer pan, and content touches wait for both delays.",
      .decompiled, [.dPanGR],
      audit: Audit(
        .confirmed,
        "_UIQueuingScrollView initWithFrame:navigationOrientation: is a paging UIScrollView; N2 and N3 apply.")),
    Rule(
      "PV5", "The first swipe after a fling of the outer scroll view pages nothing",
      "Right after a flick of the outer vertical scroll view it is still decelerating: a touch-down on it makes its pan begin at touch-down (DC5) and hold back the content touches (DC6), so the page scroll view's pan fails (G9) and a horizontal swipe only stops the outer scroll; the next swipe, on an outer view at rest, pages. (A swipe whose first 10 pt are more vertical than horizontal also starts the outer pan, N2.)",
      .decompiled, [.oPageFirstSwipe, .dScrollView.about("_shouldTrackImmediatelyWhileDecelerating")],
      note:
        "The symptom is reported; the mechanism is inferred from DC5, DC6 and G9 and not verified on a device.",
      audit: Audit(
        .confirmed,
        "UIScrollViewPanGestureRecognizer _beginScrollWithEvent: and delaysTouchesBegan (mechanism; the symptom is reported)."
      )),
    Rule(
      "PV6", "Inside a navigation controller the page scroll view takes edge drags",
      "The queuing scroll view bounces horizontally on the first page too (PV1), so a rightward drag from the left edge is also a drag of the page scroll view; its pan begins at 10 pt (P1), before an edge pan that needs more, and the back swipe loses unless the app relates the two recognizers.",
      .devices, [.oPageBackSwipe],
      note: "The symptom is reported; which recognizer wins follows from the pans' thresholds (a model decision)."),
    Rule(
      "PV7", "iOS 17.4 hands a drag past the first or last page to a parent scroll view",
      "Since iOS 17.4 a nested scroll view at the end of its range hands a drag that continues past that end to a containing scroll view that scrolls the same way (transfersHorizontalScrollingToParent, default true, N4), and the queuing scroll view counts its first and last page as such an end: a page view controller inside a horizontal scroll view moves the parent from its first or last page.",
      .apple,
      [
        .aTransfersHorizontal,
        .dPanGR.about("_shouldTryToBeginWithEvent: (transfersHorizontalScrollingToParent, abutted edges)"),
        .dQueuingScrollView.about("_abuttedPagingEdges"),
      ],
      note: "The model's pages lie side by side (PV8), so the first and last page are the content's edges."),
    Rule(
      "PV8", "All pages laid out side by side",
      "The model lays every page out at once in the queuing scroll view: page i at i × width (i × height for vertical navigation), each the size of the page view controller's bounds, content size the pages together, the offset at the current page (currentPage, default 0). The data source's before and after pages are the neighbours in the list. The controller object is folded into its view (log name `<id>`): the queuing scroll view under every page swallows the touches (RC4), so the controller never gets any.",
      .model,
      [.dQueuingScrollView.about("three wrapper views, _replaceViews:updatingContents:adjustContentInsets:animated:")],
      note:
        "UIKit keeps only three wrapper views (previous, current, next) and recentres the content after each transition, so its offsets differ from the model's, which count whole pages from the first; paging, bouncing and nesting behave the same. A drag longer than a page may cross several pages in the model.",
      audit: Audit(
        .confirmed,
        "Confirmed as a simplification: UIKit keeps three wrapper views and recentres mid-drag (_UIQueuingScrollView _replaceViews:...); only absolute offsets differ."
      )),
    Rule(
      "PV9", "willTransitionTo when a drag starts revealing a neighbour",
      "While the queuing scroll view is dragging, the first offset change that moves it off the current page toward a page the data source provides makes the delegate get pageViewController(_:willTransitionTo:) with that page (`willTransitionTo page N` on `<id>`). No call on the first or last page when the drag reveals nothing (it only bounces, PV1), and none for a programmatic page change. A drag that reverses past the current page toward the other neighbour calls it again for that page.",
      .apple,
      [
        .aPageWillTransition,
        .dPageViewController.about("queuingScrollView:willManuallyScroll:toRevealView:concealView:animated:"),
        .dQueuingScrollView.about("_didScrollWithAnimation:force:, _notifyDelegateWillManuallyScroll:…"),
      ],
      note: "Model decision: the call at the first offset change of the drag, and again when the drag reverses."),
    Rule(
      "PV10", "didFinishAnimating when the paging scroll comes to rest",
      "After a willTransitionTo, when the queuing scroll view comes to rest (scrollViewDidEndDecelerating once the paging settle of PG1 ends, or scrollViewDidEndDragging when the lift is already on a page), the delegate gets pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:) (`didFinishAnimating page N previousPage M completed B` on `<id>`): the page it rests on becomes the current page, completed is false when that is the page it left (a short slow drag that springs back) and true otherwise. A bounce caught by a new touch (DC8) is not rest; the transition goes on.",
      .decompiled,
      [
        .aPageDidFinish,
        .dQueuingScrollView.about(
          "_scrollViewDidEndDecelerating and _scrollViewDidEndDraggingWithDeceleration: (NO) call _didEndManualScroll"),
        .dPageViewController.about(
          "queuingScrollView:didEndManualScroll:toRevealView:direction:animated:didFinish:didComplete:"),
      ]),
  ]
}
