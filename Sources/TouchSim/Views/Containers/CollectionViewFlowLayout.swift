/// A collection view's flow layout (`UICollectionViewFlowLayout`, CV10): items of one size in
/// lines across the scroll direction, one section.
///
/// UIKit's defaults: `itemSize` 50 × 50, `minimumInteritemSpacing` and `minimumLineSpacing` 10,
/// `sectionInset` zero, `scrollDirection` vertical. A full line spreads its extra space evenly
/// between its items (Apple: the inter-item spacing "may possibly be adjusted upward"). A
/// partial last line, and a line that holds one item, start at the section inset with the
/// minimum spacing: a TouchSim choice (CV10), as the placement of a partial line was not
/// checked against UIKit.
public final class CollectionViewFlowLayout {
  /// The direction the collection view scrolls in (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: String, Sendable, CaseIterable {
    /// Lines are rows, stacked downward.
    case vertical
    /// Lines are columns, stacked rightward.
    case horizontal
  }

  /// Every item's size (default 50 × 50).
  public var itemSize = Size(width: 50, height: 50)
  /// The smallest space between items of a line (default 10).
  public var minimumInteritemSpacing = 10.0
  /// The space between lines (default 10).
  public var minimumLineSpacing = 10.0
  /// The margins around the section's items (default zero).
  public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  /// The scroll direction (default vertical).
  public var scrollDirection = ScrollDirection.vertical

  /// A layout with UIKit's defaults.
  public init() {}

  /// CV10: the frames of `count` items in a collection view of `size`, and the content size
  /// that holds them.
  public func layout(count: Int, in size: Size) -> (frames: [Rect], contentSize: Size) {
    let vertical = scrollDirection == .vertical
    // Work in (across, along): across the lines and along the scroll direction.
    let across = vertical ? size.width : size.height
    let startAcross = vertical ? sectionInset.left : sectionInset.top
    let endAcross = vertical ? sectionInset.right : sectionInset.bottom
    let startAlong = vertical ? sectionInset.top : sectionInset.left
    let endAlong = vertical ? sectionInset.bottom : sectionInset.right
    let itemAcross = max(0, vertical ? itemSize.width : itemSize.height)
    let itemAlong = max(0, vertical ? itemSize.height : itemSize.width)
    let available = max(0, across - startAcross - endAcross)
    let spacing = max(0, minimumInteritemSpacing)
    var perLine = 1
    if itemAcross + spacing > 0 {
      perLine = max(1, Int(((available + spacing) / (itemAcross + spacing)).rounded(.down)))
    }
    perLine = min(perLine, max(1, count))
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    let lines = count == 0 ? 0 : (count + perLine - 1) / perLine
    for index in 0..<count {
      let line = index / perLine
      let position = index % perLine
      let full = (line + 1) * perLine <= count
      var gap = spacing
      if full && perLine > 1 { gap = max(spacing, (available - Double(perLine) * itemAcross) / Double(perLine - 1)) }
      let a = startAcross + Double(position) * (itemAcross + gap)
      let b = startAlong + Double(line) * (itemAlong + minimumLineSpacing)
      frames.append(
        vertical
          ? Rect(x: a, y: b, width: itemAcross, height: itemAlong)
          : Rect(x: b, y: a, width: itemAlong, height: itemAcross))
    }
    var length = startAlong + endAlong
    if lines > 0 { length += Double(lines) * itemAlong + Double(lines - 1) * minimumLineSpacing }
    let content = vertical ? Size(width: size.width, height: length) : Size(width: length, height: size.height)
    return (frames, content)
  }
}

/// `UICollectionViewFlowLayout` (CV10).
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
