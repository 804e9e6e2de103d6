/// The paging scroll view of a page view controller with the scroll transition style
/// (UIKit's private `_UIQueuingScrollView`, log name `<id>.scrollView`): a `UIScrollView` with
/// `isPagingEnabled` (PG1) that always bounces along its navigation axis (PV1, B1, S6), so it
/// can start a drag on the first or the last page too (so a rightward drag from the screen's
/// left edge on the first page is also its drag, PV6). Its delay and pan recognizers are a
/// scroll view's (`<id>.scrollView.delay`, `<id>.scrollView.pan`); every scroll-view rule
/// applies to it, nesting included (N2-N4, PV4).
open class QueuingScrollView: ScrollView {
  /// Creates the paging scroll view of a page view controller: paging on, bouncing on along
  /// the navigation axis only (PV1).
  public init(name: String, orientation: PageViewController.NavigationOrientation) {
    super.init(name: name)
    isPagingEnabled = true
    setOrientation(orientation)
  }

  open override var className: String { "_UIQueuingScrollView" }

  /// PV1: `alwaysBounceHorizontal` for horizontal navigation, `alwaysBounceVertical` for
  /// vertical (`_UIQueuingScrollView initWithFrame:navigationOrientation:`).
  func setOrientation(_ orientation: PageViewController.NavigationOrientation) {
    alwaysBounceHorizontal = orientation == .horizontal
    alwaysBounceVertical = orientation == .vertical
  }
}
