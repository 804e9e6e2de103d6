/// What a page view controller tells its delegate about a gesture-driven transition (PV9,
/// PV10), as `onTransition(_:)` reactions receive it.
public enum PageTransitionEvent: Sendable, Equatable {
  /// `pageViewController(_:willTransitionTo:)`: a drag started revealing page `page`.
  case willTransition(to: Int)
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
  /// the paging scroll came to rest on `page`; `completed` is false when that is the page
  /// it left (`previousPage`).
  case didFinishAnimating(page: Int, previousPage: Int, completed: Bool)
}

/// `UIPageViewControllerDelegate`: `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// A page view controller's delegate (`UIPageViewControllerDelegate`), with UIKit's method
/// names; the pages are views in the model (a page's controller is `view.viewController`),
/// so the pending and previous pages are given as views. Both methods have empty defaults.
public protocol PageViewControllerDelegate: AnyObject {
  /// `pageViewController(_:willTransitionTo:)` (PV9).
  func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingPages: [View])
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
  /// (PV10); `finished` is always true in the model.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousPages: [View],
    transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Not implemented: does nothing (the call is logged all the same).
  public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingPages: [View]) {}
  /// Not implemented: does nothing (the call is logged all the same).
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousPages: [View],
    transitionCompleted completed: Bool
  ) {}
}

extension PageViewController {
  /// Runs `body` right after each `willTransitionTo` and `didFinishAnimating` record, after
  /// the delegate (PV9, PV10). Nested reactions are bounded by `Window.limits.maxReactionDepth`.
  public func onTransition(_ body: @escaping (PageViewController, PageTransitionEvent) -> Void) {
    transitionReactions.append(body)
  }

  /// The page view controller follows its queuing scroll view's delegate calls, as UIKit's
  /// `_UIQueuingScrollView` tells its page view controller (PV9, PV10).
  func queuingScrollViewDidCall(_ call: ScrollDelegateCall) {
    switch call {
    case .scrollViewDidScroll:
      if scrollView.isDragging { revealNeighbourIfNeeded() }
    case .scrollViewDidEndDragging:
      // PV10: a lift on a page boundary does not decelerate (PG1); a paused fling ends with
      // its own scrollViewDidEndDecelerating (DC7), handled below.
      if !scrollView.isDecelerating && isOnPageBoundary { finishTransition() }
    case .scrollViewDidEndDecelerating:
      // DC8: a bounce caught at touch-down ends while tracking; the transition goes on.
      if !scrollView.isTracking { finishTransition() }
    default:
      break
    }
  }

  /// PV9: while dragging, an offset past the current page toward a page that exists reveals
  /// that neighbour; each newly revealed neighbour is one `willTransitionTo`. The first and
  /// last pages bounce with no call (the data source answers nil).
  private func revealNeighbourIfNeeded() {
    guard let window = home, pageLength > 0 else { return }
    let resting = Double(currentPage) * pageLength
    let offset = axisOffset
    let neighbour: Int?
    if offset > resting {
      neighbour = pageAfter(currentPage)
    } else if offset < resting {
      neighbour = pageBefore(currentPage)
    } else {
      neighbour = nil
    }
    guard let neighbour, neighbour != pendingPage else { return }
    pendingPage = neighbour
    window.record(
      name, .willTransitionTo(page: neighbour),
      why: .model(PageViewControllerReason.revealed(page: neighbour, from: currentPage, offset: offset)))
    tell(.willTransition(to: neighbour), in: window)
  }

  /// Whether the offset is on a page (the page a paging lift settles on, PG1).
  private var isOnPageBoundary: Bool {
    guard pageLength > 0 else { return true }
    let pages = axisOffset / pageLength
    return (pages - pages.rounded()).magnitude < 1e-9
  }

  /// PV10: the paging scroll is at rest after a transition: the page it rests on becomes the
  /// current page; `completed` is whether it differs from the page the transition left.
  private func finishTransition() {
    guard let window = home, pendingPage != nil, !pages.isEmpty, pageLength > 0 else { return }
    let previous = currentPage
    let page = min(max(Int((axisOffset / pageLength).rounded()), 0), pages.count - 1)
    pendingPage = nil
    settle(on: page)
    let completed = page != previous
    window.record(
      name, .didFinishAnimating(page: page, previousPage: previous, completed: completed),
      why: .model(PageViewControllerReason.settled(page: page, previousPage: previous)))
    tell(.didFinishAnimating(page: page, previousPage: previous, completed: completed), in: window)
  }

  /// Calls the delegate, then the reactions, for one logged transition call.
  private func tell(_ event: PageTransitionEvent, in window: Window) {
    let callback: String
    switch event {
    case .willTransition: callback = "willTransitionTo"
    case .didFinishAnimating: callback = "didFinishAnimating"
    }
    if let delegate {
      window.runReactions(of: name, to: callback) {
        switch event {
        case .willTransition(let page):
          delegate.pageViewController(self, willTransitionTo: [pages[page]])
        case .didFinishAnimating(_, let previous, let completed):
          delegate.pageViewController(
            self, didFinishAnimating: true, previousPages: [pages[previous]], transitionCompleted: completed)
        }
      }
    }
    for reaction in transitionReactions {
      window.runReactions(of: name, to: callback) { reaction(self, event) }
    }
  }
}

/// The page view controller's rules (`Docs/Rulebook.md`, PV) that its reasons cite.
extension RuleID {
  /// PV9: a drag off the current page toward a provided neighbour begins a transition.
  public static let pv9: RuleID = "PV9"
  /// PV10: the paging scroll comes to rest and the transition completes or bails out.
  public static let pv10: RuleID = "PV10"
}

/// Why a page view controller told its delegate about a transition (`--explain`, PV9, PV10):
/// the class's own reasons (`ClassExplanation`), so that it needs no case in the model's
/// shared reason enums.
public enum PageViewControllerReason: ClassExplanation {
  /// PV9: the drag moved the offset past the current page toward an existing neighbour.
  case revealed(page: Int, from: Int, offset: Double)
  /// PV10: the paging scroll came to rest on a page.
  case settled(page: Int, previousPage: Int)

  public var ruleIDs: [RuleID] {
    switch self {
    case .revealed: return [.pv9]
    case .settled: return [.pv10]
    }
  }

  public var text: String {
    switch self {
    case .revealed(let page, let from, let offset):
      return
        "PV9: the drag moves the paging scroll view off page \(from) (offset \(NumberFormat.fixed(offset, decimals: 3, trimmed: true))) "
        + "toward page \(page), which the data source provides: a gesture-driven transition begins"
    case .settled(let page, let previous):
      return page == previous
        ? "PV10: the paging scroll comes to rest back on page \(previous): the transition bailed out (completed false)"
        : "PV10: the paging scroll comes to rest on page \(page), leaving page \(previous) (completed true)"
    }
  }
}
