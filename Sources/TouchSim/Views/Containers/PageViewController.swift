/// `UIPageViewController`: `PageViewController`.
public typealias UIPageViewController = PageViewController

/// A page view controller with the scroll transition style (`UIPageViewController`,
/// `transitionStyle: .scroll`), modelled by its view (log name `<id>`): the view holds the
/// paging scroll view (`QueuingScrollView`, `<id>.scrollView`, PV1) filling its bounds, and
/// the pages, ordinary view trees, lie side by side in that scroll view, page `i` at
/// `i × width` (or `i × height` for vertical navigation), each the size of the bounds. The
/// content offset starts at `currentPage`.
///
/// Model decisions (PV8): UIKit keeps only three wrapper views (previous, current, next) and
/// recentres the content after each transition; the model lays all pages out at once, which
/// gives the same touches (paging, bouncing at the first and last page, nesting) with offsets
/// that count whole pages from the first. The controller object itself is folded into its
/// view: it never receives touches, as the queuing scroll view under every page swallows them
/// (RC4). The data source's before/after answers are the neighbours in `pages`.
///
/// The delegate's calls are logged on `<id>` (PV9, PV10): `willTransitionTo` when a drag
/// starts revealing a neighbour, `didFinishAnimating` when the paging scroll comes to rest
/// after such a transition, with `completed` false when it settled back on the page it left.
open class PageViewController: View {
  /// `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: String, Sendable, CaseIterable {
    /// Pages side by side, swiped left and right.
    case horizontal
    /// Pages one above the other, swiped up and down.
    case vertical
  }

  /// The paging scroll view (`_UIQueuingScrollView`, `<id>.scrollView`, PV1).
  public let scrollView: QueuingScrollView
  /// The page views, in data-source order (PV8).
  public private(set) var pages: [View] = []
  /// The delegate (`UIPageViewControllerDelegate`), held weakly as UIKit holds it: called
  /// right after each `willTransitionTo` and `didFinishAnimating` record, before the
  /// reactions added with `onTransition(_:)`.
  public weak var delegate: PageViewControllerDelegate?

  private var storedOrientation: NavigationOrientation = .horizontal
  private var storedCurrentPage = 0
  /// The neighbour the running transition reveals (PV9), until it comes to rest (PV10).
  var pendingPage: Int?
  var transitionReactions: [(PageViewController, PageTransitionEvent) -> Void] = []

  /// Creates an empty page view controller's view with horizontal navigation; `setPages(_:)`
  /// adds the pages.
  public override init(name: String, frame: Rect = .zero) {
    scrollView = QueuingScrollView(name: name + ".scrollView", orientation: .horizontal)
    super.init(name: name, frame: frame)
    addSubview(scrollView)
    scrollView.onDelegateCall { [weak self] _, call in self?.queuingScrollViewDidCall(call) }
    layoutPages()
  }

  open override var className: String { "UIPageViewController" }

  /// `navigationOrientation` (given at creation in UIKit): along which axis the pages lie
  /// and the scroll view bounces (PV1).
  public var navigationOrientation: NavigationOrientation {
    get { storedOrientation }
    set {
      storedOrientation = newValue
      scrollView.setOrientation(newValue)
      layoutPages()
    }
  }

  /// The index of the page shown (UIKit's `viewControllers`, one page). Setting it is
  /// `setViewControllers(_:direction:animated: false)`: the content jumps to that page with
  /// no delegate call. A transition that completes updates it (PV10).
  public var currentPage: Int {
    get { storedCurrentPage }
    set {
      storedCurrentPage = newValue
      pendingPage = nil
      layoutPages()
    }
  }

  /// `viewControllers`: the controller of the page shown, when its view has one.
  public var viewControllers: [ViewController]? {
    guard pages.indices.contains(storedCurrentPage), let controller = pages[storedCurrentPage].viewController
    else { return nil }
    return [controller]
  }

  /// Replaces the pages (the data source's list; PV8) and lays them out at the current page.
  public func setPages(_ newPages: [View]) {
    for page in pages { page.removeFromSuperview() }
    pages = newPages
    for page in pages { scrollView.addSubview(page) }
    layoutPages()
  }

  /// The data source's `pageViewController(_:viewControllerBefore:)`: the page before
  /// `index` in `pages`, or `nil` on the first page.
  public func pageBefore(_ index: Int) -> Int? { index > 0 && index <= pages.count ? index - 1 : nil }

  /// The data source's `pageViewController(_:viewControllerAfter:)`: the page after `index`
  /// in `pages`, or `nil` on the last page.
  public func pageAfter(_ index: Int) -> Int? { index >= -1 && index + 1 < pages.count ? index + 1 : nil }

  /// PV8: the scroll view fills the bounds, page `i` lies at `i` page lengths along the
  /// navigation axis, the content holds every page and the offset shows `currentPage`
  /// (clamped to the pages). A definition, not a scroll: no delegate call.
  func layoutPages() {
    let size = frame.size
    let horizontal = storedOrientation == .horizontal
    scrollView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    for (index, page) in pages.enumerated() {
      let along = Double(index)
      page.frame = Rect(
        x: horizontal ? along * size.width : 0, y: horizontal ? 0 : along * size.height, width: size.width,
        height: size.height)
    }
    let count = Double(pages.count)
    scrollView.contentSize =
      horizontal
      ? Size(width: count * size.width, height: size.height) : Size(width: size.width, height: count * size.height)
    let page = Double(pages.isEmpty ? 0 : min(max(storedCurrentPage, 0), pages.count - 1))
    scrollView.boundsOrigin = horizontal ? Point(x: page * size.width, y: 0) : Point(x: 0, y: page * size.height)
  }

  /// The page length along the navigation axis.
  var pageLength: Double { storedOrientation == .horizontal ? frame.size.width : frame.size.height }

  /// The scroll view's offset along the navigation axis.
  var axisOffset: Double {
    storedOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
  }

  /// Sets the current page without a layout (the content is already there, PV10).
  func settle(on page: Int) { storedCurrentPage = page }
}
