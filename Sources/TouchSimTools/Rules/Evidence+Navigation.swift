/// The sources of the navigation controller's and screen-edge pan's rules (NV).
extension Evidence {
  static let dScreenEdgePan = decompiled("UIScreenEdgePanGestureRecognizer.mm")
  static let dEdgeFeatureSettings = decompiled("_UISEGestureFeatureSettings.mm, init")
  static let dEdgeFailFeatures = decompiled(
    "_UISEInitialEdgesFailGestureFeature (touch-down within edgeRegionSize + 20) and "
      + "_UISEBackProjectEdgesFailGestureFeature (back-projected start within edgeRegionSize)")
  static let dNavigationTransition = decompiled("_UINavigationInteractiveTransition.mm")
  static let aInteractivePop = Evidence(
    "Apple: UINavigationController.interactivePopGestureRecognizer",
    appleDoc + "uinavigationcontroller/interactivepopgesturerecognizer")
  static let aScreenEdgePan = Evidence(
    "Apple: UIScreenEdgePanGestureRecognizer", appleDoc + "uiscreenedgepangesturerecognizer")
  static let aScreenEdgePanEdges = Evidence(
    "Apple: UIScreenEdgePanGestureRecognizer.edges", appleDoc + "uiscreenedgepangesturerecognizer/edges")
  static let dNavigationTransitionBase2 = decompiled("_UINavigationInteractiveTransitionBase.mm")
  static let dParallaxPan = decompiled("_UIParallaxTransitionPanGestureRecognizer.mm")
  static let aPopViewController = Evidence(
    "Apple: UINavigationController.popViewController(animated:)",
    appleDoc + "uinavigationcontroller/popviewcontroller(animated:)")
  static let oKodi1465 = Evidence(
    "xbmc/Official-Kodi-Remote-iOS #1465: since Xcode 26 and only on iOS 26 devices "
      + "interactiveContentPopGestureRecognizer must be explicitly disabled",
    "https://github.com/xbmc/Official-Kodi-Remote-iOS/pull/1465")
  static let oNextcloud4135 = Evidence(
    "nextcloud/ios #4135: on iOS 26+ the content back gesture is enabled by default, causing unwanted swipe backs; "
      + "fixed with interactiveContentPopGestureRecognizer?.isEnabled = false",
    "https://github.com/nextcloud/ios/pull/4135")
  static let oFDFullscreenPop = Evidence(
    "forkingdog/FDFullscreenPopGesture: a full-screen pan whose action drives the pop",
    "https://github.com/forkingdog/FDFullscreenPopGesture")
  static let aContentPop = Evidence(
    "Apple: UINavigationController.interactiveContentPopGestureRecognizer (iOS 26)",
    appleDoc + "uinavigationcontroller/interactivecontentpopgesturerecognizer")
  static let oPopEnabledCount = Evidence(
    "codegenes: the back-swipe is enabled when the viewControllers array has more than one view controller",
    "https://www.codegenes.net/blog/getting-interactivepopgesturerecognizer-dismiss-callback-event")
  static let oRickeyBoyFreeze = Evidence(
    "RickeyBoy notes: with the delegate replaced, a swipe on the root controller freezes the interface",
    "https://github.com/RickeyBoy/Rickey-iOS-Notes")
  static let oCharcoal269 = Evidence(
    "finn-no/charcoal-ios #269: setting interactivePopGestureRecognizer.delegate changes the swipe-back",
    "https://github.com/finn-no/charcoal-ios/pull/269")
  static let oAHK3 = Evidence(
    "fastred/AHKNavigationController #3: with a horizontal scroll view at the left edge the pop gesture does not "
      + "work, the scroll view's gesture handles the events",
    "https://github.com/fastred/AHKNavigationController/issues/3")
  static let oFD61 = Evidence(
    "forkingdog/FDFullscreenPopGesture #61: with a horizontally scrolling scroll view the edge back-swipe stops working",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/61")
  static let oJuejin2021 = Evidence(
    "juejin 2021: scrollView.panGestureRecognizer require(toFail:) interactivePopGestureRecognizer",
    "https://juejin.cn/post/6926759190501261326")
  static let oT3code9493 = Evidence(
    "pingdotgg/t3code #9493: on iOS 26 a horizontal scroll view at its leading edge begins its pan and the back "
      + "swipe bounces instead",
    "https://github.com/pingdotgg/t3code/pull/9493")
  static let oJXPaging87 = Evidence(
    "pujiaxin33/JXPagingView #87: requireGestureRecognizerToFail: against the full-screen pop pan",
    "https://github.com/pujiaxin33/JXPagingView/issues/87")
  static let oFD115 = Evidence(
    "forkingdog/FDFullscreenPopGesture #115: a slider on the page; the README's shouldRecognizeSimultaneously "
      + "override while contentOffset.x <= 0",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/115")
  static let oFD203 = Evidence(
    "forkingdog/FDFullscreenPopGesture #203: `if (self.contentOffset.x <= 0)` … return YES for the pop gesture",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/203")
  static let oFD196 = Evidence(
    "forkingdog/FDFullscreenPopGesture #196: a draggable progress bar; swiping it pops the page (full-screen pan)",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/196")
}
