import TouchSim

extension PropertyCatalogue {
  /// `UICollectionView`'s properties (CV5) and its flow layout's scalars (CV10); `itemSize`
  /// and `sectionInset` are keys of the collection view object (Docs/ScenarioFormat.md).
  static let collectionViews: [PropertyDeclaration] = [
    .flag(
      "allowsSelection", of: "UICollectionView", CollectionView.self, \.allowsSelection, default: true,
      rules: ["CV5"]),
    .flag(
      "allowsMultipleSelection", of: "UICollectionView", CollectionView.self, \.allowsMultipleSelection,
      default: false, rules: ["CV5"]),
    .number(
      "minimumInteritemSpacing", of: "UICollectionView", CollectionView.self, \.minimumInteritemSpacing,
      range: 0...10_000, default: 10, rules: ["CV10"]),
    .number(
      "minimumLineSpacing", of: "UICollectionView", CollectionView.self, \.minimumLineSpacing, range: 0...10_000,
      default: 10, rules: ["CV10"]),
    .declare(
      "scrollDirection", of: "UICollectionView", CollectionView.self, \.scrollDirection,
      type: .choice(CollectionViewFlowLayout.ScrollDirection.allCases.map(\.rawValue)), default: .vertical,
      rules: ["CV10"], parameterProblem: "'scrollDirection' must be \"vertical\" or \"horizontal\"",
      from: { if case .string(let text) = $0 { return .init(rawValue: text) } else { return nil } },
      to: { .string($0.rawValue) }),
  ]
}
