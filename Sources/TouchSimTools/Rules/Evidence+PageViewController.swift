/// The sources of the page view controller's rules (PV).
extension Evidence {
  static let dQueuingScrollView = decompiled("_UIQueuingScrollView.mm")
  static let dPageViewController = decompiled("UIPageViewController.mm")
  static let aPageViewController = Evidence("Apple: UIPageViewController", appleDoc + "uipageviewcontroller")
  static let aPageWillTransition = Evidence(
    "Apple: pageViewController(_:willTransitionTo:) (\"Called before a gesture-driven transition begins\")",
    appleDoc + "uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:)")
  static let aPageDidFinish = Evidence(
    "Apple: pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:) (header: "
      + "\"Sent when a gesture-initiated transition ends … 'completed' indicates whether the transition completed "
      + "or bailed out (if the user let go early)\")",
    appleDoc
      + "uipageviewcontrollerdelegate/pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)"
  )
  static let aTransfersHorizontal = Evidence(
    "Apple: UIScrollView.transfersHorizontalScrollingToParent (iOS 17.4; \"The default value is true, in which case "
      + "when the scroll view reaches either end of its horizontal scroll axis it transfers scroll events to a "
      + "containing scroll view\")",
    appleDoc + "uiscrollview/transfershorizontalscrollingtoparent")
  static let oPageSliderRadar = Evidence(
    "openradar 22980396: \"The scroll view takes any swipes even when over a control like a slider … Expected "
      + "Results: The slider moves. Actual Results: The page scrolls\"",
    "https://github.com/lionheart/openradar-mirror/issues/8262")
  static let oPageFirstSwipe = Evidence(
    "prokoding.ru: \"why does UIPageViewController inside UIScrollView fail the first swipe\" (the symptom, no "
      + "mechanism)",
    "https://prokoding.ru/pochemu-uipageviewcontroller-vnutri-uiscrollview-pervyiy-svayp-feylitsya")
  static let oPageBackSwipe = Evidence(
    "FDFullscreenPopGesture #107 and #125: the back swipe does not work over a UIPageViewController",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/107")
}
