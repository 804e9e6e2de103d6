import TouchSim

extension ClassDescriptor {
  /// `UIPageViewController`'s view: its pages in a paging scroll view (PV1-PV8).
  static let uiPageViewController = ClassDescriptor(
    "UIPageViewController", base: "UIView", model: PageViewController.self, make: { PageViewController(name: $0) },
    properties: PropertyCatalogue.pageViewControllers, keys: [propertiesMarker, "pages"], children: .pages)
}
