import TouchSim

extension PropertyCatalogue {
  /// `UIPageViewController`'s properties (PV1, PV8), given at definition only: UIKit fixes
  /// the orientation at creation, and a page change is `setViewControllers`, not a property.
  static let pageViewControllers: [PropertyDeclaration] = [
    .declare(
      "navigationOrientation", of: "UIPageViewController", PageViewController.self, \.navigationOrientation,
      type: .choice(PageViewController.NavigationOrientation.allCases.map(\.rawValue)), default: .horizontal,
      rules: ["PV1", "PV8"],
      from: { if case .string(let text) = $0 { return .init(rawValue: text) } else { return nil } },
      to: { .string($0.rawValue) }),
    .declare(
      "currentPage", of: "UIPageViewController", PageViewController.self, \.currentPage, type: .integer(0...10_000),
      default: 0, rules: ["PV8"], from: PropertyDeclaration.int, to: { .number(Double($0)) }),
  ]
}
