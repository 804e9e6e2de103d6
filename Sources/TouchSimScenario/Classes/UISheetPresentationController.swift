import TouchSim

extension ClassDescriptor {
  /// A sheet (`UISheetPresentationController`, SH1-SH12): its view is the presentation's
  /// container (`UITransitionView`), which holds the dimming view `<id>.dimmingView` and the
  /// card `<id>.dropShadowView` with the presented view `<id>.presentedView`; the sheet's
  /// `subviews` go in the presented view. Its recognizers: the card's background pan
  /// `<id>.backgroundPan` and the dimming view's tap `<id>.dimmingTap`.
  static let uiSheetPresentationController = ClassDescriptor(
    "UISheetPresentationController", base: "UIView", model: SheetContainerView.self,
    make: { SheetContainerView(name: $0) }, properties: PropertyCatalogue.sheets,
    generatedRecognizers: [
      GeneratedRecognizer(suffix: ".backgroundPan", role: "the background pan of sheet"),
      GeneratedRecognizer(suffix: ".dimmingTap", role: "the dimming tap of sheet"),
    ], children: .sheet)
}
