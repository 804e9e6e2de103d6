import TouchSim

extension ScenarioBuilder {
  /// The view a scenario's subviews go into: a collection view cell's content view, made on
  /// demand (CV2), else the view itself.
  static func host(of view: View, _ spec: Scenario.View) -> View {
    if let cell = view as? CollectionViewCell, !spec.subviews.isEmpty { return cell.contentView }
    if let sheet = view as? SheetContainerView { return sheet.presentedView }  // SH1
    return view
  }

  /// CV10: a collection view's layout keys, its `items` plain cells after its cell subviews,
  /// then the layout of every item (and the content size).
  static func configure(_ collection: CollectionView, _ spec: Scenario.ScrollSettings) {
    if let size = spec.itemSize { collection.collectionViewLayout.itemSize = size }
    if let inset = spec.sectionInset { collection.collectionViewLayout.sectionInset = inset }
    collection.addItems(spec.items ?? 0)
  }
}
