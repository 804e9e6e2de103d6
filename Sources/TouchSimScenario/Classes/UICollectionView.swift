import TouchSim

extension ClassDescriptor {
  /// `UICollectionView`: items laid out by the flow layout, its properties, its delegate's
  /// questions and calls (CV1-CV10).
  static let uiCollectionView = ClassDescriptor(
    "UICollectionView", base: "UIScrollView", model: CollectionView.self, make: { CollectionView(name: $0) },
    properties: PropertyCatalogue.collectionViews,
    keys: ["items", "itemSize", "sectionInset", propertiesMarker]
      + LogicQuestion.written(in: .collectionView).map(\.rawValue),
    callbacks: LogicCallback.collectionView, children: .collectionItems)
}
