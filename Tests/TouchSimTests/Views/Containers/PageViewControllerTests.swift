import Testing
import TouchSim
import TouchSimTestSupport

/// A delegate that writes down what it is told, with UIKit's method names.
private final class RecordingDelegate: PageViewControllerDelegate {
  var heard: [String] = []
  func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingPages: [View]) {
    heard.append("willTransitionTo \(pendingPages.map(\.name))")
  }
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousPages: [View],
    transitionCompleted completed: Bool
  ) {
    heard.append("didFinishAnimating \(finished) \(previousPages.map(\.name)) \(completed)")
  }
}

@Suite struct PageViewControllerTests {
  /// A page view controller filling the window with pages A, B, C (PV8).
  private func pager(
    current: Int = 0, orientation: PageViewController.NavigationOrientation = .horizontal
  ) -> (TreeBuilder, PageViewController) {
    let builder = TreeBuilder()
    let pager = builder.add(PageViewController(name: "P"), frame: builder.window.bounds)
    pager.navigationOrientation = orientation
    pager.currentPage = current
    pager.setPages(["A", "B", "C"].map { View(name: $0) })
    builder.window.register(builder.root)
    return (builder, pager)
  }

  /// The page view controller's own records, as the text log shows them.
  private func transitions(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.filter { $0.receiver == "P" }.map {
      TextRenderer.line(for: $0).split(separator: " ").dropFirst(2).joined(separator: " ")
    }
  }

  /// The log's lines without their time column, spaces squeezed (`"P willTransitionTo page 1"`).
  private func lines(_ builder: TreeBuilder, _ strokes: [Stroke]) -> [String] {
    builder.runSqueezed(strokes).map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
  }

  @Test func thePagesScrollInAPagingScrollViewThatAlwaysBouncesAlongTheNavigationAxis() {  // PV1
    let (_, pager) = pager()
    let scrollView = pager.scrollView
    #expect(pager.className == "UIPageViewController" && scrollView.className == "_UIQueuingScrollView")
    #expect(scrollView.name == "P.scrollView" && scrollView.superview === pager)
    #expect(scrollView.isPagingEnabled && scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical)
    #expect(scrollView.panGestureRecognizer.name == "P.scrollView.pan")
    pager.navigationOrientation = .vertical
    #expect(!scrollView.alwaysBounceHorizontal && scrollView.alwaysBounceVertical)
  }

  @Test func pagesLieSideBySideAtTheBoundsSizeAndTheOffsetStartsAtTheCurrentPage() {  // PV8
    let (_, pager) = pager(current: 2)
    #expect(pager.pages.map(\.frame.minX) == [0, 390, 780])
    #expect(
      pager.pages.allSatisfy { $0.frame.size == Size(width: 390, height: 844) && $0.superview === pager.scrollView })
    #expect(pager.scrollView.contentSize == Size(width: 1170, height: 844))
    #expect(pager.scrollView.contentOffset == Point(x: 780, y: 0))
    pager.navigationOrientation = .vertical
    #expect(pager.pages.map(\.frame.minY) == [0, 844, 1688])
    #expect(pager.scrollView.contentOffset == Point(x: 0, y: 1688))
    pager.currentPage = 7  // beyond the pages: the last one is shown
    #expect(pager.scrollView.contentOffset == Point(x: 0, y: 1688))
  }

  @Test func theDataSourcesNeighboursAreThePagesBeforeAndAfterInTheList() {  // PV8
    let (_, pager) = pager()
    #expect(pager.pageBefore(0) == nil && pager.pageAfter(0) == 1)
    #expect(pager.pageBefore(2) == 1 && pager.pageAfter(2) == nil)
  }

  @Test func aQuickSwipeRevealsTheNextPageAndCompletesTheTransitionAtRest() throws {  // PV9, PV10
    let (builder, pager) = pager()
    let delegate = RecordingDelegate()
    pager.delegate = delegate
    var reactions: [PageTransitionEvent] = []
    pager.onTransition { _, event in reactions.append(event) }
    let lines = lines(builder, [stroke([(0, 300, 400), (100, 100, 400)], hz: 60)])
    #expect(
      transitions(builder) == ["willTransitionTo page 1", "didFinishAnimating page 1 previousPage 0 completed true"])
    #expect(pager.currentPage == 1 && pager.viewControllers == nil)
    #expect(delegate.heard == ["willTransitionTo [\"B\"]", "didFinishAnimating true [\"A\"] true"])
    #expect(reactions == [.willTransition(to: 1), .didFinishAnimating(page: 1, previousPage: 0, completed: true)])
    // PV9: the first offset change of the drag; PV10: right after the scroll view comes to rest.
    let reveal = try #require(lines.firstIndex { $0.hasPrefix("P willTransitionTo") })
    #expect(lines[reveal - 1].hasPrefix("P.scrollView scrollViewDidScroll offset (23.3"))
    let finish = try #require(lines.firstIndex { $0.hasPrefix("P didFinishAnimating") })
    #expect(lines[finish - 1] == "P.scrollView scrollViewDidEndDecelerating offset (390.0, 0.0)")
  }

  @Test func aShortSlowDragThatSpringsBackBailsOut() {  // PV10, PG1
    let (builder, pager) = pager()
    _ = builder.run([stroke([(0, 300, 400), (550, 190, 400)], hz: 60)])
    #expect(
      transitions(builder) == ["willTransitionTo page 1", "didFinishAnimating page 0 previousPage 0 completed false"])
    #expect(pager.currentPage == 0 && pager.scrollView.contentOffset == .zero)
  }

  @Test func theFirstPageBouncesWithNoTransitionCall() {  // PV1, PV9
    let (builder, pager) = pager()
    let lines = lines(builder, [stroke([(0, 100, 400), (100, 300, 400)], hz: 60)])
    #expect(lines.contains { $0.hasPrefix("P.scrollView scrollViewDidScroll offset (-") })
    #expect(transitions(builder).isEmpty)
    #expect(pager.currentPage == 0)
  }

  @Test func theLastPageBouncesWithNoTransitionCallToo() {  // PV1, PV9
    let (builder, pager) = pager(current: 2)
    _ = builder.run([stroke([(0, 300, 400), (100, 100, 400)], hz: 60)])
    #expect(transitions(builder).isEmpty)
    #expect(pager.scrollView.contentOffset == Point(x: 780, y: 0))
  }

  @Test func aDragThatReversesRevealsTheOtherNeighbourAndSettlesThere() {  // PV9, PV10
    let (builder, pager) = pager(current: 1)
    _ = builder.run([stroke([(0, 200, 400), (200, 150, 400), (400, 300, 400)], hz: 60)])
    #expect(
      transitions(builder) == [
        "willTransitionTo page 2", "willTransitionTo page 0", "didFinishAnimating page 0 previousPage 1 completed true",
      ])
    #expect(pager.currentPage == 0)
  }

  @Test func aLiftRestingExactlyOnAPageFinishesAtTheLift() {  // PV10: scrollViewDidEndDragging, no deceleration
    let (builder, pager) = pager()
    let lines = lines(builder, [stroke([(0, 389, 400), (1000, -11, 400), (1300, -11, 400)], hz: 60)])
    #expect(lines.contains("P.scrollView scrollViewDidEndDragging offset (390.0, 0.0) willDecelerate false"))
    #expect(lines.last == "P didFinishAnimating page 1 previousPage 0 completed true")
    #expect(pager.currentPage == 1)
  }

  @Test func aBounceCaughtByASecondTouchIsNotRestAndTheTransitionEndsLater() throws {  // PV10, DC8
    let (builder, pager) = pager()
    _ = builder.run([
      stroke([(0, 200, 400), (100, 150, 400), (200, 350, 400)], hz: 60), tap(2, at: Point(x: 250, y: 400), from: 230),
    ])
    #expect(
      transitions(builder) == ["willTransitionTo page 1", "didFinishAnimating page 0 previousPage 0 completed false"])
    let finish = try #require(builder.window.recorder.records.first { $0.call.name == "didFinishAnimating" })
    #expect(finish.time > .milliseconds(310))
    #expect(pager.currentPage == 0)
  }

  @Test func verticalNavigationPagesOnAnUpwardSwipe() {  // PV1, PV9, PV10
    let (builder, pager) = pager(orientation: .vertical)
    _ = builder.run([stroke([(0, 200, 600), (100, 200, 300)], hz: 60)])
    #expect(
      transitions(builder) == ["willTransitionTo page 1", "didFinishAnimating page 1 previousPage 0 completed true"])
    #expect(pager.scrollView.contentOffset == Point(x: 0, y: 844))
  }

  @Test func aHorizontalPagerIgnoresAVerticalDrag() {  // PV1, S6, P1
    let (builder, _) = pager()
    _ = builder.run([stroke([(0, 200, 600), (100, 200, 300)], hz: 60)])
    #expect(!builder.calls.contains("P.scrollView scrollViewWillBeginDragging"))
    #expect(transitions(builder).isEmpty)
  }

  @Test func settingTheCurrentPageJumpsThereWithoutADelegateCall() {  // PV8
    let (builder, pager) = pager()
    pager.currentPage = 2
    #expect(pager.scrollView.contentOffset == Point(x: 780, y: 0))
    #expect(builder.window.recorder.records.isEmpty)
    pager.scrollView.contentOffset = Point(x: 100, y: 0)  // the app scrolls: no gesture-driven transition
    #expect(builder.calls == ["P.scrollView scrollViewDidScroll"])
    let controller = ViewController(name: "CC")
    pager.pages[2].setViewController(controller)
    #expect(pager.viewControllers?.first === controller)
  }
}
