import TouchSim

extension PropertyCatalogue {
  /// `UISheetPresentationController`'s properties (SH7-SH12) and the presented controller's
  /// `isModalInPresentation` (SH9); the detents' tops are the scenario's geometry (SH12).
  static let sheets: [PropertyDeclaration] = [
    .declare(
      "detents", of: "UISheetPresentationController", SheetContainerView.self, \.detentNames,
      type: .choice(["large", "medium", "medium,large"]), default: "large", rules: ["SH12"],
      from: { if case .string(let text) = $0 { return text } else { return nil } }, to: { .string($0) }),
    .declare(
      "selectedDetentIdentifier", of: "UISheetPresentationController", SheetContainerView.self,
      \.selectedDetentName, type: .choice(SheetDetent.allCases.map(\.rawValue)), default: "large",
      rules: ["SH8", "SH12"],
      from: { if case .string(let text) = $0 { return text } else { return nil } }, to: { .string($0) }),
    .declare(
      "largeDetentTop", of: "UISheetPresentationController", SheetContainerView.self, \.largeDetentTop,
      type: .number(0...10_000), default: 57, rules: ["SH12"], from: PropertyDeclaration.double, to: { .number($0) }),
    .declare(
      "mediumDetentTop", of: "UISheetPresentationController", SheetContainerView.self, \.mediumDetentTop,
      type: .number(0...10_000), default: 450, rules: ["SH12"], from: PropertyDeclaration.double, to: { .number($0) }),
    .flag(
      "prefersScrollingExpandsWhenScrolledToEdge", of: "UISheetPresentationController", SheetContainerView.self,
      \.prefersScrollingExpandsWhenScrolledToEdge, default: true, rules: ["SH7"]),
    .flag(
      "isModalInPresentation", of: "UISheetPresentationController", SheetContainerView.self,
      \.isModalInPresentation, default: false, rules: ["SH9", "SH10"]),
  ]
}
