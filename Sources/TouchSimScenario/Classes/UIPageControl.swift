import TouchSim

extension ClassDescriptor {
  /// `UIPageControl`: a control with its page properties.
  static let uiPageControl = ClassDescriptor(
    "UIPageControl", base: "UIControl", model: PageControl.self, make: { PageControl(name: $0) },
    properties: PropertyCatalogue.pageControls)
}
