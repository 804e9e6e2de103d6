/// A scroll view's delegate (`UIScrollViewDelegate`), with UIKit's method names: the scroll
/// view calls it right after logging each delegate call (S1-S5, DL1-DL3, DC, PG1, S8).
///
/// Every method has an empty default, as UIKit's optional methods have none. The log shows
/// every call whether the delegate implements it or not.
///
/// ```swift
/// final class StopAtTop: UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) {
///     if scrollView.contentOffset.y < 0 { scrollView.contentOffset = .zero }  // S8: calls it again
///   }
/// }
/// ```
public protocol ScrollViewDelegate: AnyObject {
  /// `scrollViewDidScroll(_:)`: the offset changed (a drag, a tick, the app; S8).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// `scrollViewWillBeginDragging(_:)`: the pan began (DL1).
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifted
  /// (DL1, DL2); velocity in points per millisecond. Setting `targetContentOffset.pointee`
  /// makes the scroll view settle there (`ScrollView.startMotion`).
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
  /// `scrollViewDidEndDragging(_:willDecelerate:)` (DL1, DL3).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// `scrollViewWillBeginDecelerating(_:)` (DL1, DC1).
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// `scrollViewDidEndDecelerating(_:)` (DC, B4, PG1).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
  ) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

extension ScrollView {
  /// Calls the delegate's method for a logged delegate call. `target` is the target offset
  /// of `scrollViewWillEndDragging`, which the delegate may change; the result is the target
  /// after the call.
  func callDelegate(_ call: ScrollDelegateCall, velocity: Point?, target: Point?, willDecelerate: Bool?) -> Point? {
    guard let delegate else { return target }
    switch call {
    case .scrollViewDidScroll: delegate.scrollViewDidScroll(self)
    case .scrollViewWillBeginDragging: delegate.scrollViewWillBeginDragging(self)
    case .scrollViewWillEndDragging:
      let pointer = UnsafeMutablePointer<Point>.allocate(capacity: 1)
      defer { pointer.deallocate() }
      pointer.initialize(to: target ?? contentOffset)
      delegate.scrollViewWillEndDragging(self, withVelocity: velocity ?? .zero, targetContentOffset: pointer)
      return pointer.pointee
    case .scrollViewDidEndDragging: delegate.scrollViewDidEndDragging(self, willDecelerate: willDecelerate ?? false)
    case .scrollViewWillBeginDecelerating: delegate.scrollViewWillBeginDecelerating(self)
    case .scrollViewDidEndDecelerating: delegate.scrollViewDidEndDecelerating(self)
    }
    return target
  }
}
