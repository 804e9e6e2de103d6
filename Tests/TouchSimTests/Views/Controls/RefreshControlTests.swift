import Testing
import TouchSim
import TouchSimTestSupport

/// UIRefreshControl (RF1-RF7): the pull, the snapping height, valueChanged during the drag,
/// beginRefreshing and endRefreshing from code, and scroll views that cannot be pulled.
@Suite struct RefreshControlTests {
  /// A scroll view `S` filling the 390×844 window, content 3000 pt tall, with refresh control `R`.
  private func refreshTree(_ configure: (ScrollView) -> Void = { _ in }) -> (TreeBuilder, ScrollView, RefreshControl) {
    let builder = TreeBuilder()
    let scroll = ScrollView(name: "S", frame: builder.window.bounds)
    scroll.contentSize = Size(width: 390, height: 3000)
    configure(scroll)
    builder.root.addSubview(scroll)
    let refresh = RefreshControl(name: "R")
    scroll.refreshControl = refresh
    builder.window.register(builder.root)
    return (builder, scroll, refresh)
  }

  /// A vertical pull from y 100 by `dy` over 500 ms at 60 Hz, held 200 ms, starting at `start`.
  private func pull(by dy: Double, from start: Double = 0, x: Double = 195) -> Stroke {
    stroke([(start, x, 100), (start + 500, x, 100 + dy), (start + 700, x, 100 + dy)], hz: 60)
  }

  /// Runs strokes, with app code at given times.
  private func run(_ builder: TreeBuilder, _ strokes: [Stroke], at times: [(Double, (Window) -> Void)] = []) {
    let simulation = Simulation(window: builder.window)
    for stroke in strokes { simulation.add(stroke) }
    for (time, body) in times { simulation.schedule(at: .milliseconds(time), body) }
    _ = simulation.run()
  }

  /// The indices and times of `R`'s control events, as "event value".
  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard $0.receiver == "R", case .controlEvent(let event, let value) = $0.call else { return nil }
      return event.rawValue + (value.map { " \($0)" } ?? "")
    }
  }

  private func index(of call: String, _ builder: TreeBuilder, after start: Int = 0) -> Int? {
    builder.calls.indices.first { $0 >= start && builder.calls[$0] == call }
  }

  @Test func aRefreshControlIsTheBackmostSubviewSixtyPointsTallHiddenAtRest() {  // RF1
    let (builder, scroll, refresh) = refreshTree()
    let content = View(name: "C", frame: Rect(x: 0, y: 0, width: 390, height: 100))
    scroll.addSubview(content)
    #expect(refresh.className == "UIRefreshControl")
    #expect(scroll.subviews.first === refresh)
    #expect(scroll.refreshControl === refresh)
    #expect(refresh.frame == Rect(x: 0, y: 0, width: 390, height: 60))
    #expect(refresh.isHidden)
    #expect(!refresh.isRefreshing && refresh.state == .idle)
    // Hidden, it is passed over: a touch at the top finds the content view.
    #expect(scroll.hitTest(Point(x: 50, y: 30), with: nil) === content)
    _ = builder
  }

  @Test func attachedAfterTheContentItStillGoesBehindIt() {  // RF1
    let builder = TreeBuilder()
    let scroll = builder.add(ScrollView(name: "S"), frame: builder.window.bounds)
    let content = View(name: "C", frame: Rect(x: 0, y: 0, width: 390, height: 100))
    scroll.addSubview(content)
    let refresh = RefreshControl(name: "R")
    scroll.refreshControl = refresh
    #expect(scroll.subviews.map(\.name) == ["R", "C"])
  }

  @Test func thePullIsMeasuredFromTheTopInset() {  // RF2
    let (builder, scroll, refresh) = refreshTree {
      $0.contentInset = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
      $0.contentOffset = Point(x: 0, y: -50)
    }
    scroll.refreshControl = refresh
    #expect(refresh.visibleHeight == 0 && refresh.isHidden && refresh.state == .idle)
    #expect(refresh.frame.origin.y == 0)
    run(builder, [pull(by: 600)])
    #expect(events(builder) == ["valueChanged true"])
  }

  @Test func theControlRevealsOnlyPastFivePointsAndFallsBackUnderThem() {  // RF1, RF2
    let (builder, scroll, refresh) = refreshTree()
    defer { withExtendedLifetime(builder) {} }  // the window holds the scroll view's calls
    scroll.contentOffset = Point(x: 0, y: -5)
    #expect(refresh.visibleHeight == 5 && refresh.state == .idle && refresh.isHidden)
    scroll.contentOffset = Point(x: 0, y: -8)
    #expect(refresh.state == .revealing && !refresh.isHidden)
    scroll.contentOffset = Point(x: 0, y: -4)
    #expect(refresh.state == .idle && refresh.isHidden)
    // Not tracking, a pull past the snapping height does not arm (RF4).
    scroll.contentOffset = Point(x: 0, y: -8)
    scroll.contentOffset = Point(x: 0, y: -200)
    #expect(refresh.state == .revealing && !refresh.isRefreshing)
  }

  @Test func aPullThatJumpsPastTheControlsHeightInOneStepLeavesItIdleUntilTheFingerLifts() {  // RF2
    // One move of 600 pt pulls the content past 60 pt at once: at rest with the whole control
    // showing while tracking, UIKit's state stays idle, so the pull that goes on never arms.
    let (builder, _, refresh) = refreshTree()
    var states: Set<Int> = []
    refresh.scrollView?.onDelegateCall { _, _ in states.insert(refresh.state.rawValue) }
    run(builder, [stroke([(0, 195, 100), (20, 195, 700), (40, 195, 720), (60, 195, 740), (300, 195, 740)])])
    #expect(events(builder).isEmpty)
    #expect(!states.contains(RefreshControl.State.refreshing.rawValue))
    #expect(!refresh.isRefreshing)
  }

  @Test func settingAnotherRefreshControlRemovesTheOldOne() {  // RF1
    let (_, scroll, old) = refreshTree()
    let new = RefreshControl(name: "R2")
    scroll.refreshControl = new
    #expect(old.superview == nil && old.scrollView == nil)
    #expect(scroll.refreshControl === new && scroll.subviews.first === new)
    scroll.refreshControl = nil
    #expect(scroll.refreshControl == nil && new.superview == nil)
  }

  @Test(arguments: [(844.0, 167.165), (600, 118.838), (300, 73.680), (100, 50)])
  func theSnappingHeightIsHalfTheHeightAtMostTheScaledMaximum(height: Double, expected: Double) {  // RF3
    #expect(abs(RefreshControl.snappingHeight(forScrollViewHeight: height) - expected) < 0.001)
  }

  @Test func aPullPastTheSnappingHeightSendsValueChangedOnceWhileTheFingerIsStillDown() {  // RF2, RF3, RF4
    let (builder, scroll, refresh) = refreshTree()
    var atAction: (pulled: Double, tracking: Bool, refreshing: Bool)?
    refresh.addTarget(for: .valueChanged) { _ in
      atAction = (refresh.visibleHeight, scroll.isTracking, refresh.isRefreshing)
    }
    run(builder, [pull(by: 600)])
    #expect(events(builder) == ["valueChanged true"])
    #expect(atAction?.tracking == true && atAction?.refreshing == true)
    #expect((atAction?.pulled ?? 0) >= refresh.snappingHeight)
    // Sent during the drag: right after a scrollViewDidScroll, before the lift's delegate calls.
    let sent = index(of: "R controlEvent", builder)
    let lift = index(of: "S scrollViewWillEndDragging", builder)
    #expect(sent != nil && lift != nil && sent! < lift!)
    #expect(builder.calls[sent! - 1] == "S scrollViewDidScroll")
    #expect(refresh.isRefreshing && refresh.state == .refreshing)
    #expect(refresh.isHidden)  // the model's scroll view springs back to its top (RF6: no inset yet)
  }

  @Test func aPullShortOfTheSnappingHeightSendsNothingAndReturnsToIdle() {  // RF2, RF4
    let (builder, scroll, refresh) = refreshTree()
    var largest = 0.0
    var revealed = false
    scroll.onDelegateCall { _, _ in
      largest = max(largest, refresh.visibleHeight)
      revealed = revealed || refresh.state == .revealing
    }
    run(builder, [pull(by: 150)])
    #expect(events(builder).isEmpty)
    #expect(revealed && largest > 5 && largest < refresh.snappingHeight)
    #expect(refresh.state == .idle && !refresh.isRefreshing)
  }

  @Test func aSecondPullWhileRefreshingSendsNothing() {  // RF4
    let (builder, _, refresh) = refreshTree()
    run(builder, [pull(by: 600), pull(by: 600, from: 3000)])
    #expect(events(builder) == ["valueChanged true"])
    #expect(refresh.isRefreshing)
  }

  @Test func afterEndRefreshingAPullRefreshesAgain() {  // RF4, RF6
    let (builder, _, refresh) = refreshTree()
    var endedTo: RefreshControl.State?
    run(
      builder, [pull(by: 600), pull(by: 600, from: 3000)],
      at: [
        (
          2500,
          { _ in
            refresh.endRefreshing()
            endedTo = refresh.state
          }
        )
      ])
    #expect(endedTo == .idle)
    #expect(events(builder) == ["valueChanged true", "valueChanged true"])
    #expect(refresh.isRefreshing)
  }

  @Test func endRefreshingWhileTheFingerPullsWaitsUntilThePullIsGone() {  // RF6
    let (builder, scroll, refresh) = refreshTree()
    var endedTo: RefreshControl.State?
    refresh.addTarget(for: .valueChanged) { _ in
      refresh.endRefreshing()
      endedTo = refresh.state
    }
    var statesAfter: [RefreshControl.State] = []
    scroll.onDelegateCall { _, _ in if endedTo != nil { statesAfter.append(refresh.state) } }
    run(builder, [pull(by: 600)])
    #expect(endedTo == .endedWhileTracking)
    #expect(events(builder) == ["valueChanged true"])  // the pull goes on, but nothing more is sent
    #expect(statesAfter.contains(.endedWhileTracking))
    #expect(refresh.state == .idle && !refresh.isRefreshing)
  }

  @Test func endRefreshingWhenNotRefreshingChangesNothing() {  // RF6
    let (builder, _, refresh) = refreshTree()
    run(builder, [], at: [(10, { _ in refresh.endRefreshing() })])
    #expect(refresh.state == .idle)
    #expect(builder.window.recorder.records.isEmpty)
  }

  @Test func beginRefreshingFromCodeSendsNothingAndAPullThenSendsNothingEither() {  // RF5, RF4
    let (builder, scroll, refresh) = refreshTree()
    run(builder, [pull(by: 600, from: 100)], at: [(10, { _ in refresh.beginRefreshing() })])
    #expect(events(builder).isEmpty)
    #expect(refresh.isRefreshing)
    #expect(builder.calls.contains("S scrollViewWillBeginDragging"))
    _ = scroll
  }

  @Test func beginRefreshingOutsideAWindowIsIgnored() {  // RF5
    let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let refresh = RefreshControl(name: "R")
    scroll.refreshControl = refresh
    refresh.beginRefreshing()
    #expect(!refresh.isRefreshing)
  }

  @Test func aHorizontalScrollViewIsNeverPulledPastItsTop() {  // RF2
    let (builder, scroll, refresh) = refreshTree { $0.contentSize = Size(width: 2000, height: 844) }
    run(builder, [pull(by: 600)])
    #expect(events(builder).isEmpty)
    #expect(scroll.contentOffset.y == 0 && refresh.visibleHeight == 0 && refresh.state == .idle)
  }

  @Test(arguments: [false, true])
  func contentThatFitsIsPulledOnlyWithAlwaysBounceVertical(alwaysBounce: Bool) {  // RF2, S6
    let (builder, _, refresh) = refreshTree {
      $0.contentSize = Size(width: 390, height: 500)
      $0.alwaysBounceVertical = alwaysBounce
    }
    run(builder, [pull(by: 600)])
    #expect(events(builder) == (alwaysBounce ? ["valueChanged true"] : []))
    #expect(refresh.isRefreshing == alwaysBounce)
  }

  @Test func withBouncesOffTheContentStopsAtItsTopAndNothingIsSent() {  // RF2, B1
    let (builder, scroll, refresh) = refreshTree { $0.bounces = false }
    var largest = 0.0
    scroll.onDelegateCall { _, _ in largest = max(largest, refresh.visibleHeight) }
    run(builder, [pull(by: 600)])
    #expect(events(builder).isEmpty)
    #expect(largest == 0 && refresh.state == .idle)
  }

  @Test func theControlFollowsTheTopOfTheVisibleAreaAndShowsPastFivePoints() {  // RF1, RF2
    let (builder, scroll, refresh) = refreshTree()
    var seen: [(y: Double, visible: Double, hidden: Bool)] = []
    scroll.onDelegateCall { scroll, call in
      guard call == .scrollViewDidScroll else { return }
      seen.append((refresh.frame.origin.y - scroll.contentOffset.y, refresh.visibleHeight, refresh.isHidden))
    }
    run(builder, [pull(by: 150)])
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0.y == 0 })
    #expect(seen.allSatisfy { $0.hidden == ($0.visible <= 5) })
    #expect(seen.contains { !$0.hidden })
  }

  @Test func aDragThatStartsOnAShowingControlIsNotHeldByItByDefault() {  // RF7, K4
    let (_, scroll, refresh) = refreshTree()
    #expect(scroll.touchesShouldCancel(in: refresh))
    #expect(!scroll.touchesShouldCancel(in: Button(name: "B")))
  }
}
