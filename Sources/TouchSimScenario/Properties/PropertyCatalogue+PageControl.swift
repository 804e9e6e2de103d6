import TouchSim

extension PropertyCatalogue {
  /// `UIPageControl`'s properties (PC1, PC3).
  static let pageControls: [PropertyDeclaration] = [
    .integer(
      "numberOfPages", of: "UIPageControl", PageControl.self, \.numberOfPages, range: 0...10_000, default: 0,
      rules: ["PC1", "PC3"]),
    .integer(
      "currentPage", of: "UIPageControl", PageControl.self, \.currentPage, range: 0...10_000, default: 0,
      rules: ["PC1", "PC3"]),
  ]
}
