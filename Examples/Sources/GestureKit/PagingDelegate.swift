import TouchSim

/// A scroll-view delegate that snaps every fling to a 100 pt grid and never lets the content
/// go above its top (S8, S10). The UIKit code with `CGPoint` spelled `Point` and `CGFloat`
/// spelled `Double`, the two names the model renames.
public final class SnappingDelegate: UIScrollViewDelegate {
  /// The grid, in points.
  public let pageHeight: Double
  /// The offsets the delegate snapped from and to, for the app's analytics.
  public private(set) var snaps: [(from: Double, to: Double)] = []

  public init(pageHeight: Double = 100) { self.pageHeight = pageHeight }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.contentOffset.y < 0 { scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: 0) }
  }

  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
  ) {
    let proposed = targetContentOffset.pointee.y
    let snapped = (proposed / pageHeight).rounded() * pageHeight
    snaps.append((proposed, snapped))
    targetContentOffset.pointee.y = snapped
  }
}
