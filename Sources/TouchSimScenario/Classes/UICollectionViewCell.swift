import TouchSim

extension ClassDescriptor {
  /// `UICollectionViewCell`: an item of a collection view, placed by its layout (CV10).
  static let uiCollectionViewCell = ClassDescriptor(
    "UICollectionViewCell", base: "UIView", model: CollectionViewCell.self, make: { CollectionViewCell(name: $0) },
    placement: .collectionItem)
}
