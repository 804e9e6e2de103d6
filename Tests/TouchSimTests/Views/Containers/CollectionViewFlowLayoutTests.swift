import Testing
import TouchSim

/// The flow layout (CV10).
@Suite struct CollectionViewFlowLayoutTests {
  private func layout(itemSize: Size = Size(width: 100, height: 100), inset: Double = 10) -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    return layout
  }

  @Test func theDefaultsAreUIKits() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == Size(width: 50, height: 50))
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.sectionInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(layout.scrollDirection == .vertical)
  }

  @Test func aFullLineSpreadsItsExtraSpaceEvenlyBetweenItsItems() {
    let frames = layout().layout(count: 3, in: Size(width: 390, height: 844)).frames
    #expect(frames.map(\.origin.x) == [10, 145, 280])
    #expect(frames.map(\.origin.y) == [10, 10, 10])
  }

  @Test func linesAreTheItemHeightPlusTheLineSpacingApart() {
    let frames = layout().layout(count: 9, in: Size(width: 390, height: 844)).frames
    #expect(frames.map(\.origin.y) == [10, 10, 10, 120, 120, 120, 230, 230, 230])
  }

  @Test func aPartialLastLineStartsAtTheInsetWithTheMinimumSpacing() {
    let frames = layout().layout(count: 5, in: Size(width: 390, height: 844)).frames
    #expect(frames[3].origin == Point(x: 10, y: 120))
    #expect(frames[4].origin == Point(x: 120, y: 120))
  }

  @Test func theContentSizeHoldsTheLinesAndTheInsets() {
    let result = layout().layout(count: 30, in: Size(width: 390, height: 844))
    #expect(result.contentSize == Size(width: 390, height: 10 + 10 * 100 + 9 * 10 + 10))
    #expect(layout().layout(count: 0, in: Size(width: 390, height: 844)).contentSize == Size(width: 390, height: 20))
  }

  @Test func aHorizontalLayoutFillsColumnsAndGrowsToTheRight() {
    let horizontal = layout()
    horizontal.scrollDirection = .horizontal
    let result = horizontal.layout(count: 4, in: Size(width: 390, height: 230))
    // 210 pt between the insets: two items per column, 10 pt apart.
    #expect(
      result.frames.map(\.origin) == [
        Point(x: 10, y: 10), Point(x: 10, y: 120), Point(x: 120, y: 10), Point(x: 120, y: 120),
      ])
    #expect(result.contentSize == Size(width: 10 + 2 * 100 + 10 + 10, height: 230))
  }

  @Test func anItemWiderThanTheLineGetsALineOfItsOwnAtTheInset() {
    let frames = layout(itemSize: Size(width: 500, height: 40)).layout(count: 2, in: Size(width: 390, height: 844))
      .frames
    #expect(frames.map(\.origin) == [Point(x: 10, y: 10), Point(x: 10, y: 60)])
  }
}
