import TouchSim

extension ScenarioDecoder {
  /// The keys a collection view adds to the scroll keys (CV10): `items`, `itemSize`,
  /// `sectionInset`; its content size comes from the layout, so `contentSize` is refused.
  mutating func decodeCollectionViewKeys(_ reader: inout ObjectReader, into view: inout Scenario.View)
    throws(ScenarioError)
  {
    if let value = reader.optional("contentSize") {
      throw ScenarioError(
        "a UICollectionView's 'contentSize' comes from its layout (CV10); remove 'contentSize'", at: value.location)
    }
    var scroll = view.scroll
    if let value = reader.optional("items") {
      let items = try value.integer("'items'", in: 0...10_000)
      scroll.items = items
      viewCount += items
      guard viewCount <= Self.maxViews else {
        throw ScenarioError(
          "the scenario has more than \(Self.maxViews) views (limit per scenario, collection view items included)",
          at: value.location)
      }
    }
    if let value = reader.optional("itemSize") {
      let numbers = try value.numbers("'itemSize'", count: 2)
      guard numbers.allSatisfy({ $0 >= 0 && $0 <= Self.maxLength }) else {
        throw ScenarioError("'itemSize' values must be from 0 to 1000000", at: value.location)
      }
      scroll.itemSize = Size(width: numbers[0], height: numbers[1])
    }
    if let value = reader.optional("sectionInset") {
      let numbers = try value.numbers("'sectionInset'", count: 4)
      guard numbers.allSatisfy({ $0 >= 0 && $0 <= Self.maxLength }) else {
        throw ScenarioError("'sectionInset' values must be from 0 to 1000000", at: value.location)
      }
      scroll.sectionInset = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    view.scroll = scroll
  }

  /// A `UICollectionViewCell` object: the layout places it, so it has no `frame` (CV10); a
  /// cell with `subviews` gets its content view `<id>.contentView`, which holds them.
  mutating func decodeCollectionViewCell(
    _ reader: inout ObjectReader, id: String, isRoot: Bool, at location: SourceLocation
  )
    throws(ScenarioError)
  {
    if isRoot {
      throw ScenarioError("a UICollectionViewCell must be a subview of a UICollectionView, not 'root'", at: location)
    }
    if let value = reader.optional("frame") {
      throw ScenarioError(
        "a UICollectionViewCell's frame comes from its collection view's layout (CV10); remove 'frame'",
        at: value.location)
    }
    if reader.keys.contains("subviews") {
      try defineGenerated(id + ".contentView", as: "the content view of cell '\(Spelling.shortened(id))'", at: location)
    }
  }

  /// After a view's subviews are read: collection view cells only in collection views, and
  /// the names of a collection view's `items` cells, `<id>.item<N>` after its own cells.
  mutating func checkCollectionViewItems(_ view: Scenario.View, at location: SourceLocation) throws(ScenarioError) {
    let isCollectionView = classes.descriptor(of: view.className)?.children == .collectionItems
    var cells = 0
    for subview in view.subviews where classes.descriptor(of: subview.className)?.placement == .collectionItem {
      guard isCollectionView else {
        throw ScenarioError(
          "a UICollectionViewCell must be a subview of a UICollectionView ('\(Spelling.shortened(subview.id))' is in '\(Spelling.shortened(view.id))')",
          at: subview.position.location)
      }
      cells += 1
    }
    guard isCollectionView, let items = view.scroll.items else { return }
    for item in cells..<(cells + items) {
      try defineGenerated(
        ScenarioBuilder.itemName(item, of: view.id),
        as: "item \(item) of collection view '\(Spelling.shortened(view.id))'", at: location)
    }
  }
}
