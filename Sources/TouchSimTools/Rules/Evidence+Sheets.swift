/// The sources of the sheet rules (SH, issue 29 item 3): the decompiled sheet presentation
/// controller, its interaction and dimming view (iOS 26.1), Apple's documentation, a
/// third-party reading of iOS 16 and the reports read for it.
extension Evidence {
  static let dSheet = decompiled("UISheetPresentationController.mm")
  static let dSheetInteraction = decompiled("_UISheetInteraction.mm")
  static let dDimmingView = decompiled("UIDimmingView.mm")
  static let dScrollViewPan = decompiled("UIScrollViewPanGestureRecognizer.mm")
  static let aAutomaticStyle = Evidence(
    "Apple: UIModalPresentationStyle.automatic", appleDoc + "uimodalpresentationstyle/automatic")
  static let aPrefersScrollingExpands = Evidence(
    "Apple: UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge",
    appleDoc + "uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge")
  static let aDetents = Evidence(
    "Apple: UISheetPresentationController.detents", appleDoc + "uisheetpresentationcontroller/detents")
  static let aSelectedDetent = Evidence(
    "Apple: UISheetPresentationController.selectedDetentIdentifier",
    appleDoc + "uisheetpresentationcontroller/selecteddetentidentifier")
  static let aLargestUndimmed = Evidence(
    "Apple: UISheetPresentationController.largestUndimmedDetentIdentifier",
    appleDoc + "uisheetpresentationcontroller/largestundimmeddetentidentifier")
  static let aIsModalInPresentation = Evidence(
    "Apple: UIViewController.isModalInPresentation", appleDoc + "uiviewcontroller/ismodalinpresentation")
  static let aDidAttemptToDismiss = Evidence(
    "Apple: UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)",
    appleDoc + "uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)")
  static let aDidDismiss = Evidence(
    "Apple: UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)",
    appleDoc + "uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)")
  static let hSheetHeader = Evidence(
    "SDK header UISheetPresentationController.h (macOS 12 SDK, iOSSupport): the did-change callback is not sent "
      + "for programmatic changes",
    "https://github.com/phracker/MacOSX-SDKs")
  static let tCharonSheet = Evidence(
    "third-party reading of iOS 16 UIKit (CharonSheet.m): _shouldInteractWithDescendentScrollView, release "
      + "projection, metrics, _rubberBandExtentBeyondMaximumOffset")
  static let rOverlayContainer55 = Evidence(
    "gaetanzanella/OverlayContainer #55: scrolling down a scroll view in a page sheet dismisses it",
    "https://github.com/gaetanzanella/OverlayContainer/issues/55")
  static let rTransmission96 = Evidence(
    "nathantannar4/Transmission #96: scrolled down, a swipe down does not dismiss the system sheet",
    "https://github.com/nathantannar4/Transmission/issues/96")
  static let rSwiftChart120 = Evidence(
    "gpbl/SwiftChart #120: a chart's pan in a page sheet loses to the sheet's dismiss gesture",
    "https://github.com/gpbl/SwiftChart/issues/120")
}
