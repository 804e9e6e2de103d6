import Testing
import TouchSimTestSupport

@testable import TouchSim

extension TreeBuilder {
  fileprivate func first(_ call: String, to receiver: String) -> Record? {
    window.recorder.records.first { $0.call.name == call && $0.receiver == receiver }
  }
}

@Suite struct ContentTouchDelayTests {
  /// D2, D4(b), MD17: a lift before 150 ms releases at the lift; a lift at exactly 150 ms
  /// comes before the timer of the same instant, so it also releases by lift.
  @Test(arguments: [(149.0, 149.0), (150.0, 150.0), (151.0, 150.0)])
  func touchesBeganArrivesAtTheEarlierOfLiftAndTimer(lift: Double, began: Double) {
    let (builder, _) = scrollTree()
    _ = builder.run([tap(at: Point(x: 195, y: 140), duration: lift)])
    #expect(builder.first("touchesBegan", to: "V")?.time == .milliseconds(began))
    #expect(builder.first("touchesShouldBegin", to: "S")?.time == .milliseconds(began))
  }

  @Test func secondFingerRestartsTheDelay() {  // D3, M6
    let (builder, _) = scrollTree()
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 400),
      tap(2, at: Point(x: 100, y: 150), from: 100, duration: 300),
    ])
    #expect(builder.first("touchesBegan", to: "V")?.time == .milliseconds(250))
  }

  /// M6, K2: when the restarted delay releases two withheld touches, touchesShouldBegin is
  /// asked for each, and one false (for B, whichever finger is on it) keeps both from the
  /// content: V, whose answer is true, gets nothing either.
  @Test(arguments: [false, true])
  func oneRefusalAmongTwoWithheldTouchesKeepsBothFromTheContent(buttonFirst: Bool) {  // M6, K2, D3
    let (builder, scroll) = scrollTree()
    scroll.touchesShouldBeginOverride = { _, view in AppAnswer(view.name != "B") }
    let points = [Point(x: 195, y: 140), Point(x: 195, y: 330)]
    let (first, second) = buttonFirst ? (points[1], points[0]) : (points[0], points[1])
    _ = builder.run([tap(1, at: first, duration: 400), tap(2, at: second, from: 100, duration: 300)])
    let asked = builder.window.recorder.records.compactMap { record -> String? in
      guard case .touchesShouldBegin(let touches, let view, let result) = record.call else { return nil }
      return "\(record.time.microseconds / 1000) \(touches) \(view) \(result)"
    }
    #expect(
      asked == (buttonFirst ? ["250 [1] B false", "250 [2] V true"] : ["250 [1] V true", "250 [2] B false"]))
    #expect(!builder.calls.contains("V touchesBegan") && !builder.calls.contains("B touchesBegan"))
    #expect(
      builder.window.recorder.records.contains {
        $0.receiver == "S.delay" && $0.call == .gestureState(from: .possible, to: .ended)
      })
  }

  @Test func lateTouchesBeganOfTwoEventsAreTwoCalls() {  // D3, D8, M6, issue 13: one call per original event
    let (builder, scroll) = scrollTree()
    let plain = scroll.subviews.first { $0.name == "V" }
    plain?.isMultipleTouchEnabled = true
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 400),
      tap(2, at: Point(x: 100, y: 150), from: 100, duration: 300),
    ])
    let began = builder.window.recorder.records.compactMap { record -> FingerList? in
      guard record.receiver == "V", case .touches(.touchesBegan, let touches, _, _) = record.call else { return nil }
      return touches
    }
    #expect(began == [[1], [2]])
  }

  @Test(arguments: [(10.0, false), (10.01, true)])
  func crossAxisMotionBeyondTenPointsReleasesAtOnce(dx: Double, released: Bool) {  // D4(c)
    let (builder, _) = scrollTree()
    _ = builder.run([stroke([(0, 100, 140), (40, 100 + dx, 140), (200, 100 + dx, 140)])])
    #expect(builder.first("touchesBegan", to: "V")?.time == .milliseconds(released ? 40 : 150))
  }

  @Test func withoutDelayContentGetsTouchesAtTouchDown() {  // D6
    let (builder, _) = scrollTree { $0.delaysContentTouches = false }
    _ = builder.run([tap(at: Point(x: 195, y: 140))])
    #expect(builder.first("touchesShouldBegin", to: "S")?.time == .zero)
    #expect(builder.first("touchesBegan", to: "V")?.time == .zero)
  }

  @Test func disabledScrollingDelaysNothing() {  // S7
    let (builder, scroll) = scrollTree { $0.isScrollEnabled = false }
    _ = builder.run([tap(at: Point(x: 195, y: 140))])
    #expect(builder.first("touchesShouldBegin", to: "S") == nil)
    #expect(builder.first("touchesBegan", to: "V")?.time == .zero)
    #expect(!scroll.isTracking)
  }
}

@Suite struct ScrollViewPanTests {
  @Test(arguments: [(9.99, false), (10.0, true)])
  func dragBeginsAtTenPointsOnAScrollableAxis(dy: Double, drags: Bool) {  // P1, G14
    let (builder, _) = scrollTree()
    _ = builder.run([stroke([(0, 195, 600), (20, 195, 600 - dy), (40, 195, 600 - dy)])])
    #expect((builder.first("scrollViewWillBeginDragging", to: "S") != nil) == drags)
  }

  @Test func motionAlongANonScrollableAxisNeverDrags() {  // P1
    let (builder, _) = scrollTree()
    _ = builder.run([stroke([(0, 50, 600), (20, 300, 600), (40, 300, 600)])])
    #expect(builder.first("scrollViewWillBeginDragging", to: "S") == nil)
  }

  @Test func controlRefusesCancellationAndThePanFails() {  // K4, K5, T4
    let (builder, scroll) = scrollTree()
    _ = builder.run([stroke([(0, 195, 330), (300, 195, 330), (350, 195, 318), (400, 195, 318)])])
    #expect(builder.first("touchesShouldCancel", to: "S")?.call == .touchesShouldCancel(view: "B", result: false))
    #expect(
      builder.window.recorder.records.contains {
        $0.receiver == "S.pan" && $0.call == .gestureState(from: .possible, to: .failed)
      })
    #expect(!scroll.isTracking)
  }

  @Test func cannotCancelRefusesWithoutAskingTheHook() {  // K5, T5
    let (builder, _) = scrollTree { $0.canCancelContentTouches = false }
    _ = builder.run([stroke([(0, 195, 140), (300, 195, 140), (350, 195, 128), (400, 195, 128)])])
    #expect(builder.first("touchesShouldCancel", to: "S") == nil)
    #expect(builder.first("scrollViewWillBeginDragging", to: "S") == nil)
  }

  @Test func quickDragScrollsEvenWhenContentTouchesCannotBeCancelled() {  // K6, MD9, T5b
    let (builder, _) = scrollTree { $0.canCancelContentTouches = false }
    _ = builder.run([stroke([(0, 195, 140), (20, 195, 128), (40, 195, 128)])])
    #expect(builder.first("scrollViewWillBeginDragging", to: "S")?.time == .milliseconds(20))
    #expect(builder.first("touchesBegan", to: "V") == nil)
    #expect(builder.first("touchesShouldBegin", to: "S") == nil)
  }

  @Test(arguments: [(10.0, 5.44), (40.0, 21.04), (90.0, 44.87), (200.0, 89.49)])
  func rubberBandMatchesTheWorkedExamples(overshoot: Double, displayed: Double) {  // B2 (d = 480)
    let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 480))
    scroll.contentSize = Size(width: 390, height: 3000)
    let banded = scroll.rubberBanded(Point(x: 0, y: -overshoot))
    #expect((banded.y + displayed).magnitude < 0.005)
  }

  @Test(arguments: [1.0, 36.333, 200, 479])
  func unbandingInvertsTheRubberBand(displayed: Double) {  // B2, P3
    let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 480))
    scroll.contentSize = Size(width: 390, height: 3000)
    let raw = scroll.unbanded(Point(x: 0, y: -displayed))
    #expect(raw.y < -displayed)
    #expect((scroll.rubberBanded(raw).y + displayed).magnitude < 1e-9)
  }

  @Test func catchingABounceKeepsTheOffsetAtTouchDown() {  // DC8, P3
    let (builder, scroll) = scrollTree()
    // Pull 60 pt down past the top edge, rest, lift at 400; catch the spring back at 425.
    var pull: [(Double, Double, Double)] = [(0, 195, 600)]
    for step in 1...15 { pull.append((Double(step) * 16, 195, 600 + 4 * Double(step))) }
    pull.append((400, 195, 660))
    _ = builder.run([stroke(pull), tap(2, at: Point(x: 195, y: 600), from: 425, duration: 100)])
    var offsets: [(time: SimTime, call: ScrollDelegateCall, offset: Point)] = []
    for record in builder.window.recorder.records where record.receiver == "S" {
      if case .scrollDelegate(let call, let offset, _, _, _) = record.call {
        offsets.append((record.time, call, offset))
      }
    }
    let caughtAt = SimTime.milliseconds(425)
    let before = offsets.last { $0.call == .scrollViewDidScroll && $0.time < caughtAt }?.offset
    let grabbed = offsets.last { $0.call == .scrollViewWillBeginDragging }
    #expect(before.map { $0.y < -1 } == true)  // still out of bounds when caught
    #expect(grabbed?.time == caughtAt)
    #expect(grabbed?.offset == before)
    #expect(!offsets.contains { $0.call == .scrollViewDidScroll && $0.time == caughtAt })
    #expect(scroll.contentOffset == .zero)
  }

  @Test func offsetsRoundToOneThirdOfAPoint() {  // MD15
    let (_, scroll) = scrollTree()
    scroll.setContentOffset(Point(x: 0, y: 10.1), because: .app(AppText("test")))
    #expect(scroll.contentOffset.y == 10)
    scroll.setContentOffset(Point(x: 0, y: 10.17), because: .app(AppText("test")))
    #expect(scroll.contentOffset.y == 10 + 1.0 / 3)
  }
}

@Suite struct ScrollViewLiftTests {
  private func flick(speed: Double) -> (TreeBuilder, ScrollView) {
    // Constant-speed drag (pt/ms) sampled every 10 ms, lifted while moving.
    let (builder, scroll) = scrollTree()
    var points: [(Double, Double, Double)] = [(0, 195, 700)]
    for step in 1...10 { points.append((Double(step) * 10, 195, 700 - speed * 10 * Double(step))) }
    _ = builder.run([stroke(points)])
    return (builder, scroll)
  }

  @Test func liftBelowAQuarterPointPerMillisecondDoesNotDecelerate() {  // DL2
    let (builder, _) = flick(speed: 0.2)
    guard
      case .scrollDelegate(_, _, _, let willDecelerate, _)? = builder.first("scrollViewDidEndDragging", to: "S")?.call
    else {
      Issue.record("no scrollViewDidEndDragging")
      return
    }
    #expect(willDecelerate == false)
    #expect(builder.first("scrollViewWillBeginDecelerating", to: "S") == nil)
  }

  @Test func fastLiftDeceleratesOnTheTickGridUntilBelowAHundredthPointPerMillisecond() {  // DL1, DC2, MD15
    let (builder, scroll) = flick(speed: 1)
    #expect(builder.first("scrollViewWillBeginDecelerating", to: "S")?.time == .milliseconds(100))
    let ticks = builder.window.recorder.records.filter {
      $0.call.name == "scrollViewDidScroll" && $0.time > .milliseconds(100)
    }
    #expect(ticks.first?.time == SimTime(microseconds: 108_333))
    let end = builder.first("scrollViewDidEndDecelerating", to: "S")
    #expect(end != nil)
    #expect(!scroll.isDecelerating)
    // v = 1 pt/ms (MD10 estimate of a constant speed is below it; check the stop time's order)
    #expect((end?.time.milliseconds ?? 0) > 1500)
  }

  @Test(arguments: [(0.2499, 0.0), (0.25, 0.25), (-0.25, -0.25), (-0.2499, 0.0)])
  func liftVelocityBelowAQuarterPointPerMillisecondIsZero(lift: Double, kept: Double) {  // DL2
    #expect(ScrollView.flingComponent(lift, moves: true) == kept)
    #expect(ScrollView.flingComponent(lift, moves: false) == 0)  // P5
  }

  @Test(arguments: [(0.01016, 1), (0.01018, 2)])
  func decelerationStopsBelowAHundredthPointPerMillisecond(speed: Double, ticks: Int) {  // DC2
    let (builder, scroll) = scrollTree()
    scroll.startMotion(velocity: Point(x: 0, y: speed), pageTarget: nil)
    while builder.window.scheduler.runNext() {}
    let end = builder.first("scrollViewDidEndDecelerating", to: "S")
    // One tick (8.333 ms) multiplies v by 0.998^8.333 ≈ 0.98340: the stop is at v ≈ 0.010169.
    #expect(end?.time == SimTime(microseconds: ticks == 1 ? 8_333 : 16_667))
  }

  @Test(arguments: [(0.29, 0.0), (0.31, 844.0)])
  func pagingTurnsThePageAboveThreeTenthsPointPerMillisecond(speed: Double, page: Double) {  // PG1
    let builder = TreeBuilder()
    let scroll = ScrollView(name: "S", frame: builder.window.bounds)
    scroll.contentSize = Size(width: 390, height: 844 * 4)
    scroll.isPagingEnabled = true
    builder.root.addSubview(scroll)
    builder.window.register(builder.root)
    // a steady drag long enough for the MD10 estimate to reach the speed, lifted moving
    var points: [(Double, Double, Double)] = [(0, 195, 700)]
    for step in 1...40 { points.append((Double(step) * 10, 195, 700 - speed * 10 * Double(step))) }
    _ = builder.run([stroke(points)])
    let target = builder.first("scrollViewWillEndDragging", to: "S")
    if case .scrollDelegate(_, _, let velocity?, _, let targetOffset?) = target?.call {
      #expect((velocity.y - speed).magnitude < 0.02)
      #expect(targetOffset.y == page)
    } else {
      Issue.record("no scrollViewWillEndDragging")
    }
  }
}

/// PG1: a flick turns one page from where the lift finds the offset, between two pages.
@Suite struct PagingFlickTests {
  /// A vertical paging scroll view over the window (4 pages of 844 pt) scrolled to `start`,
  /// flicked by a finger that moves `dy` at a steady speed in `steps` samples 10 ms apart and
  /// lifts moving; returns the offset at the lift and the target `scrollViewWillEndDragging`
  /// reports.
  private func flick(from start: Double, dy: Double, steps: Int = 10) -> (lift: Double?, target: Double?) {
    let builder = TreeBuilder()
    let scroll = ScrollView(name: "S", frame: builder.window.bounds)
    scroll.contentSize = Size(width: 390, height: 844 * 4)
    scroll.isPagingEnabled = true
    builder.root.addSubview(scroll)
    builder.window.register(builder.root)
    scroll.contentOffset = Point(x: 0, y: start)
    let y0 = dy > 0 ? 100.0 : 800.0
    var points: [(Double, Double, Double)] = [(0, 195, y0)]
    for step in 1...steps { points.append((Double(step) * 10, 195, y0 + dy * Double(step) / Double(steps))) }
    _ = builder.run([stroke(points)])
    guard
      case .scrollDelegate(_, let offset, _, _, let target?)? = builder.window.recorder.records.first(where: {
        $0.receiver == "S" && $0.call.name == "scrollViewWillEndDragging"
      })?.call
    else { return (nil, nil) }
    return (offset.y, target.y)
  }

  /// A steady drag by `dy` at `speed` pt/ms sampled every 10 ms (long enough for the MD10
  /// estimate to reach the speed), lifted moving; returns the lift's offset and target.
  private func steadyDrag(from start: Double, dy: Double, speed: Double) -> (lift: Double?, target: Double?) {
    flick(from: start, dy: dy, steps: Int((dy.magnitude / speed / 10).rounded()))
  }

  /// A flick back from between pages 1 and 2 settles on page 1, the page whose top the offset
  /// has passed, not page 0; a flick forward from between them settles on page 2.
  @Test(arguments: [(1688.0, 300.0, 844.0), (1688.0, 690.0, 844.0), (844.0, -300.0, 1688.0)])
  func aFlickFromBetweenTwoPagesTurnsToOneOfThem(start: Double, dy: Double, page: Double) {  // PG1
    let result = flick(from: start, dy: dy)
    #expect(result.lift.map { $0 > 844 && $0 < 1688 } == true)
    #expect(result.target == page)
  }

  /// Below 0.3 pt/ms the nearest page is chosen, in both directions: a slow drag forward past
  /// half a page (offset 490 of 844) settles on page 1; one back at 0.28 pt/ms (above DL2's
  /// 0.25, below PG1's 0.3) from page 2 to 1590 settles back on page 2.
  @Test func aSlowLiftSettlesOnTheNearestPage() {  // PG1, DL2
    let forward = steadyDrag(from: 0, dy: -500, speed: 0.2)
    #expect(forward.lift.map { $0 > 422 } == true)
    #expect(forward.target == 844)
    let back = steadyDrag(from: 1688, dy: 112, speed: 0.28)
    #expect(back.lift.map { $0 > 1266 && $0 < 1688 } == true)
    #expect(back.target == 1688)
  }

  /// The next page is pinned to the last page: a flick forward on the last page (pulled past
  /// the end, B2) settles back on it.
  @Test func aFlickPastTheLastPageStaysOnIt() {  // PG1, B2
    let result = flick(from: 2532, dy: -300)
    #expect(result.lift.map { $0 > 2532 } == true)
    #expect(result.target == 2532)
  }
}

@Suite struct TableViewTests {
  @Test func tapOnARowHighlightsAndSelectsIt() {  // TV1
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.setRows(10, rowHeight: 44)
    builder.root.addSubview(table)
    builder.window.register(builder.root)
    _ = builder.run([tap(at: Point(x: 100, y: 100), duration: 200)])
    #expect(
      builder.calls.filter { !$0.contains("gestureState") && !$0.contains("touchesShouldBegin") } == [
        "window hitTest", "T.row2 touchesBegan", "T touchesBegan", "T.row2 setHighlighted",
        "T.row2 touchesEnded", "T touchesEnded", "T.row2 setHighlighted", "T didSelectRow",
      ])
  }

  @Test func dragCancelsTheHighlightWithoutSelecting() {  // TV1, X1
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.setRows(40, rowHeight: 44)
    builder.root.addSubview(table)
    builder.window.register(builder.root)
    _ = builder.run([stroke([(0, 100, 300), (200, 100, 300), (220, 100, 280), (240, 100, 260)])])
    #expect(builder.calls.contains("T.row6 setHighlighted"))
    #expect(!builder.calls.contains("T didSelectRow"))
    #expect(builder.window.recorder.records.contains { $0.call == .setHighlighted(row: 6, value: false) })
  }
}
