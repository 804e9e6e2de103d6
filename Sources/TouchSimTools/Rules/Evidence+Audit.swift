/// Sources added by the audit of the rulebook against the decompiled UIKitCore (issue 26).
extension Evidence {
  static let dTapPrevent = decompiled("UITapGestureRecognizer.mm (canPreventGestureRecognizer:)")
  static let dLongPressPrevent = decompiled("UILongPressGestureRecognizer.mm (canPreventGestureRecognizer:)")
  static let dExclusion = decompiled(
    "UIGestureRecognizer.mm (_isExcludedByExcludable:, _affectedByGesture:, _depthFirstCompare:)")
  static let dTapRecognizer = decompiled(
    "UITapRecognizer.mm (init, _beginInteraction, startTapTimer:, tooSlow:, _interactionEndedTouch:)")
  static let dTextMultiTap = decompiled(
    "UITextMultiTapRecognizer.mm (init: continuous tap recognition, 0.75 s, 0.35 s; canPreventGestureRecognizer:)")
  static let dTextSelection = decompiled(
    "UITextSelectionInteraction.mm (initWithMode:indirect:: 60 pt, setDelaysTouchesEnded:0; _checkForRepeatedTap:)")
  static let dTextInteraction = decompiled(
    "UITextInteraction.mm (addGestureRecognizer:withName: inserts at index 0; shouldRecognizeSimultaneously)")
  static let dNavigationTransitionBase = decompiled(
    "_UINavigationInteractiveTransitionBase.mm (popGesture:withRemainingDuration:shouldPopWithVelocity:, "
      + "_updateStatistics:firstSample:finalSample:, handleNavigationTransition:)")
  static let dAbutted = decompiled("UIScrollView.mm (_abuttedEdgesForContentOffset:, _currentlyAbuttedContentEdges)")
  static let dSlider18 = Evidence(
    "decompiled UIKitCore (iOS 18.2): UISlider.m (gestureRecognizerShouldBegin: forwards to the visual element)")
  static let aTransfersVertical = Evidence(
    "Apple: UIScrollView.transfersVerticalScrollingToParent (iOS 17.4; \"The default value is true, in which case "
      + "when the scroll view reaches either end of its vertical scroll axis it transfers scroll events to a "
      + "containing scroll view\")", appleDoc + "uiscrollview/transfersverticalscrollingtoparent")
  static let oGestouch = Evidence(
    "Gestouch #31 (a port of UIKit's recognizers: maxTapDuration 1500 ms, its author's choice)",
    "https://github.com/fljot/Gestouch/issues/31")
  static let oTSMessages129 = Evidence(
    "TSMessages PR #129 (a tap added later to the same view cancels the earlier one)",
    "https://github.com/KrauseFx/TSMessages/pull/129")
  static let oSceneChain = Evidence(
    "Developer logs of the responder chain in scene-based apps: window, UIWindowScene, UIApplication, AppDelegate")
}
