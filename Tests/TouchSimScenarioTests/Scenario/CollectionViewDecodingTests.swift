import Testing
import TouchSim
import TouchSimScenario

/// A collection view in a scenario (CV10): its cells, `items`, layout keys and their errors.
@Suite struct CollectionViewDecodingTests {
  private func error(_ subviews: String) -> String? {
    ScenarioDecoderMessageTests.error(
      ScenarioDecoderMessageTests.scenario(root: #"{"id": "r", "subviews": \#(subviews)}"#))?
      .message
  }

  private func collectionView(_ json: String) throws -> CollectionView {
    let text = ScenarioDecoderMessageTests.scenario(root: #"{"id": "r", "subviews": [\#(json)]}"#)
    let scenario = try Scenario.read(Array(text.utf8))
    let window = ScenarioBuilder.build(scenario).simulation.window
    return try #require(window.view(named: "C") as? CollectionView)
  }

  @Test func cellSubviewsComeFirstThenTheItemsCellsLaidOutByTheKeys() throws {
    let collection = try collectionView(
      #"{"id": "C", "class": "UICollectionView", "frame": [0, 0, 390, 844], "itemSize": [100, 40], "#
        + #""sectionInset": [5, 5, 5, 5], "minimumLineSpacing": 20, "items": 2, "#
        + #""subviews": [{"id": "a", "class": "UICollectionViewCell", "subviews": [{"id": "x", "frame": [0, 0, 10, 10]}]}]}"#
    )
    #expect(collection.cells.map(\.name) == ["a", "C.item1", "C.item2"])
    #expect(collection.cells[0].frame == Rect(x: 5, y: 5, width: 100, height: 40))
    #expect(collection.minimumLineSpacing == 20)
    #expect(collection.cells[0].contentView.name == "a.contentView")
    #expect(collection.cells[0].contentView.subviews.map(\.name) == ["x"])
    #expect(collection.contentSize == Size(width: 390, height: 5 + 40 + 5))
  }

  @Test func theSelectionModesAndTheDirectionAreRead() throws {
    let collection = try collectionView(
      #"{"id": "C", "class": "UICollectionView", "frame": [0, 0, 390, 844], "allowsSelection": false, "#
        + #""allowsMultipleSelection": true, "scrollDirection": "horizontal"}"#)
    #expect(!collection.allowsSelection && collection.allowsMultipleSelection)
    #expect(collection.scrollDirection == .horizontal)
  }

  @Test func aCellHasNoFrame() {
    #expect(
      error(
        #"[{"id": "C", "class": "UICollectionView", "frame": [0, 0, 9, 9], "subviews": [{"id": "c", "class": "UICollectionViewCell", "frame": [0, 0, 1, 1]}]}]"#
      )
        == "a UICollectionViewCell's frame comes from its collection view's layout (CV10); remove 'frame'")
  }

  @Test func aCellOutsideACollectionViewIsRefused() {
    #expect(
      error(#"[{"id": "v", "frame": [0, 0, 9, 9], "subviews": [{"id": "c", "class": "UICollectionViewCell"}]}]"#)
        == "a UICollectionViewCell must be a subview of a UICollectionView ('c' is in 'v')")
  }

  @Test func theContentSizeComesFromTheLayout() {
    #expect(
      error(#"[{"id": "C", "class": "UICollectionView", "frame": [0, 0, 9, 9], "contentSize": [1, 1]}]"#)
        == "a UICollectionView's 'contentSize' comes from its layout (CV10); remove 'contentSize'")
  }

  @Test func anIdThatIsAnItemCellsNameSaysTheNameIsGenerated() {
    #expect(
      error(
        #"[{"id": "C", "class": "UICollectionView", "frame": [0, 0, 9, 9], "items": 1}, {"id": "C.item0", "frame": [0, 0, 1, 1]}]"#
      )
        == "duplicate id 'C.item0': 'C.item0' is the generated name of item 0 of collection view 'C'")
  }
}
