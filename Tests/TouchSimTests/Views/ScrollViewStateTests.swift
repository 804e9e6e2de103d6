import Testing
import TouchSimTestSupport

@testable import TouchSim

/// The scroll view's flags as app code sees them: read from inside each callback, the
/// moment its record is produced.
private final class FlagProbe {
  struct Reading {
    let receiver: String
    let call: String
    let time: SimTime
    let isTracking: Bool
    let isDragging: Bool
    let isDecelerating: Bool
  }

  private(set) var readings: [Reading] = []

  init(_ builder: TreeBuilder, _ scroll: ScrollView) {
    builder.window.recorder.sink = { [unowned self, unowned scroll] record in
      self.readings.append(
        Reading(
          receiver: record.receiver, call: record.call.name, time: record.time, isTracking: scroll.isTracking,
          isDragging: scroll.isDragging, isDecelerating: scroll.isDecelerating))
    }
  }

  func first(_ call: String, to receiver: String = "S") -> Reading? {
    readings.first { $0.call == call && $0.receiver == receiver }
  }

  func all(_ call: String, to receiver: String = "S") -> [Reading] {
    readings.filter { $0.call == call && $0.receiver == receiver }
  }
}

/// Runs strokes and timed property changes (`object.property = value` at a time).
private func run(_ builder: TreeBuilder, _ strokes: [Stroke], actions: [(Double, String, String, Bool)] = []) {
  let simulation = Simulation(window: builder.window)
  for stroke in strokes { simulation.add(stroke) }
  for (time, object, property, value) in actions {
    simulation.schedule(at: .milliseconds(time)) { window in
      switch (window.view(named: object), property) {
      case (let scroll as ScrollView, "isScrollEnabled"):
        window.set(\.isScrollEnabled, of: scroll, to: value, named: property)
      case (let control as Control, "isEnabled"): window.set(\.isEnabled, of: control, to: value, named: property)
      default: Issue.record("no setter for \(object).\(property) in this test")
      }
    }
  }
  _ = simulation.run()
}

/// A drag up from the lower half of `S` (its background, so no content delays it): slow
/// (no fling) or a flick (it decelerates after the lift).
private func dragUp(flick: Bool) -> Stroke {
  flick
    ? stroke([(0, 195, 600), (16.667, 195, 570), (33.333, 195, 540), (50, 195, 510)])
    : stroke([(0, 195, 600), (300, 195, 570), (600, 195, 540), (700, 195, 540)])
}

@Suite struct ScrollViewDraggingFlagTests {
  /// S4: `isDragging` is already false when `scrollViewDidEndDragging` runs; S3: `isTracking`
  /// is still true there, and false after it. Only code inside the callback sees the order.
  @Test(arguments: [false, true])
  func isDraggingIsAlreadyFalseInsideDidEndDraggingWhileTrackingIsStillTrue(flick: Bool) {
    let (builder, scroll) = scrollTree()
    let probe = FlagProbe(builder, scroll)
    run(builder, [dragUp(flick: flick)])
    let didEnd = probe.first("scrollViewDidEndDragging")
    #expect(didEnd != nil)
    #expect(didEnd?.isDragging == false)
    #expect(didEnd?.isTracking == true)
    #expect(!scroll.isTracking && !scroll.isDragging)
  }

  /// S4: while the drag moves the content, `isDragging` is true in every `scrollViewDidScroll`
  /// up to the lift, and in `scrollViewWillEndDragging` (DL1: before didEndDragging).
  @Test func isDraggingIsTrueFromTheFirstScrollOfTheDragUntilWillEndDragging() {
    let (builder, scroll) = scrollTree()
    let probe = FlagProbe(builder, scroll)
    run(builder, [dragUp(flick: false)])
    let began = probe.first("scrollViewWillBeginDragging")
    let willEnd = probe.first("scrollViewWillEndDragging")
    let scrolls = probe.all("scrollViewDidScroll")
    #expect(began?.isDragging == true)
    #expect(willEnd?.isDragging == true)
    #expect(!scrolls.isEmpty)
    #expect(scrolls.allSatisfy { $0.isDragging && $0.isTracking })
  }

  /// S4, S5: after a flick the deceleration ticks report `isDragging` false and
  /// `isDecelerating` true.
  @Test func decelerationAfterAFlickIsNotDragging() {
    let (builder, scroll) = scrollTree()
    let probe = FlagProbe(builder, scroll)
    run(builder, [dragUp(flick: true)])
    let lift = probe.first("scrollViewWillBeginDecelerating")
    #expect(lift != nil)
    let ticks = probe.all("scrollViewDidScroll").filter { $0.time > lift!.time }
    #expect(!ticks.isEmpty)
    #expect(ticks.allSatisfy { !$0.isDragging && !$0.isTracking && $0.isDecelerating })
  }
}

@Suite struct ScrollEnabledTests {
  /// S7: with scrolling disabled, a 100 pt drag on content never tracks, never drags and
  /// never asks `touchesShouldBegin`; V gets every touch call at once (no 150 ms delay).
  @Test func disabledScrollingNeverTracksOrDragsHoweverFarTheFingerMoves() {
    let (builder, scroll) = scrollTree { $0.isScrollEnabled = false }
    let probe = FlagProbe(builder, scroll)
    run(builder, [stroke([(0, 195, 140), (20, 195, 120), (40, 195, 80), (60, 195, 40), (160, 195, 40)])])
    #expect(probe.readings.allSatisfy { !$0.isTracking && !$0.isDragging })
    #expect(probe.first("touchesShouldBegin") == nil)
    #expect(probe.first("scrollViewWillBeginDragging") == nil)
    #expect(probe.first("touchesBegan", to: "V")?.time == .zero)
    #expect(probe.all("touchesMoved", to: "V").map(\.time) == [20, 40, 60].map { SimTime.milliseconds($0) })
    #expect(probe.first("touchesEnded", to: "V")?.time == .milliseconds(160))
    #expect(scroll.contentOffset == .zero)
  }

  /// S7: both recognizers are disabled, not only the pan: the delay recognizer gets no
  /// touches either, so a touch-down on content is not withheld.
  @Test func disablingScrollingDisablesTheDelayRecognizerToo() {
    let (_, scroll) = scrollTree { $0.isScrollEnabled = false }
    #expect(!scroll.panGestureRecognizer.isEnabled)
    #expect(!scroll.delayRecognizer.isEnabled)
    scroll.isScrollEnabled = true
    #expect(scroll.panGestureRecognizer.isEnabled && scroll.delayRecognizer.isEnabled)
  }

  /// S7, G11: turning scrolling off in the middle of a drag cancels the pan (it was
  /// recognizing) and ends the drag: willEndDragging, didEndDragging, not tracking.
  @Test func disablingScrollingMidDragCancelsThePanAndEndsTheDrag() {
    let (builder, scroll) = scrollTree()
    let probe = FlagProbe(builder, scroll)
    run(
      builder, [stroke([(0, 195, 600), (300, 195, 570), (600, 195, 540), (900, 195, 510), (1000, 195, 510)])],
      actions: [(700, "S", "isScrollEnabled", false)])
    let panStates = builder.window.recorder.records.compactMap { record -> GestureState? in
      guard record.receiver == "S.pan", case .gestureState(_, let to) = record.call else { return nil }
      return to
    }
    #expect(panStates == [.began, .changed, .cancelled])
    #expect(probe.first("scrollViewDidEndDragging")?.time == .milliseconds(700))
    #expect(probe.all("scrollViewDidScroll").allSatisfy { $0.time <= .milliseconds(600) })
    #expect(!scroll.isTracking && !scroll.isDragging)
  }

  /// S7, G11, T13a: turning scrolling off while the finger rests (both recognizers still
  /// possible) fails them and ends tracking at that instant; the withheld content touch is
  /// delivered then, without `touchesShouldBegin` (the delay recognizer failed by being
  /// disabled, it did not release).
  @Test func disablingScrollingWhileTheFingerRestsEndsTrackingAtOnce() {
    let (builder, scroll) = scrollTree()
    let probe = FlagProbe(builder, scroll)
    run(builder, [tap(at: Point(x: 195, y: 140), duration: 120)], actions: [(60, "S", "isScrollEnabled", false)])
    let began = probe.first("touchesBegan", to: "V")
    #expect(began?.time == .milliseconds(60))
    #expect(began?.isTracking == false)
    #expect(probe.first("touchesShouldBegin") == nil)
    #expect(probe.first("touchesEnded", to: "V")?.time == .milliseconds(120))
    #expect(!scroll.isTracking)
  }
}

@Suite struct ContentDelayRestartTests {
  /// D3, MD17: a second finger restarts the 150 ms delay for every withheld touch, also when
  /// it lands at the very instant the first timer is due (touch events come before timers);
  /// a finger after the release does not bring the delay back.
  @Test(arguments: [(100.0, 250.0), (149.0, 299.0), (150.0, 300.0), (151.0, 150.0)])
  func aSecondFingerRestartsTheDelayUntilItHasFired(second: Double, released: Double) {
    let (builder, _) = scrollTree()
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 400),
      tap(2, at: Point(x: 195, y: 330), from: second, duration: 400 - second),
    ])
    let began = builder.window.recorder.records.first { $0.receiver == "V" && $0.call.name == "touchesBegan" }
    #expect(began?.time == .milliseconds(released))
  }

  /// D3, K2, M6: the restarted timer releases every withheld touch together, asking
  /// `touchesShouldBegin` once per touch, in touch order.
  @Test func theRestartedTimerReleasesEveryWithheldTouchTogether() {
    let (builder, _) = scrollTree()
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 400),
      tap(2, at: Point(x: 195, y: 330), from: 100, duration: 300),
    ])
    let asked = builder.window.recorder.records.compactMap { record -> (SimTime, String)? in
      guard case .touchesShouldBegin(_, let view, _) = record.call else { return nil }
      return (record.time, view)
    }
    #expect(asked.map(\.1) == ["V", "B"])
    #expect(asked.allSatisfy { $0.0 == .milliseconds(250) })
    #expect(builder.calls.contains("B touchesBegan"))
  }

  /// D3: a third finger restarts it again; the delay counts from the last touch-down.
  @Test func everyNewFingerRestartsTheDelay() {
    let (builder, _) = scrollTree()
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 600),
      tap(2, at: Point(x: 195, y: 330), from: 100, duration: 500),
      tap(3, at: Point(x: 50, y: 500), from: 200, duration: 400),
    ])
    let first = builder.window.recorder.records.first { $0.call.name == "touchesShouldBegin" }
    #expect(first?.time == .milliseconds(350))
  }
}

/// A horizontal scroll view (content 2000 pt wide, as tall as the window) with the plain
/// view `V` (y 100-180) across its content.
private func horizontalTree() -> (TreeBuilder, ScrollView) {
  let builder = TreeBuilder()
  let scroll = ScrollView(name: "S", frame: builder.window.bounds)
  scroll.contentSize = Size(width: 2000, height: 844)
  builder.root.addSubview(scroll)
  let plain = View(name: "V", frame: Rect(x: 0, y: 100, width: 2000, height: 80))
  plain.touchHandling = .handle
  scroll.addSubview(plain)
  builder.window.register(builder.root)
  return (builder, scroll)
}

@Suite struct CrossAxisReleaseTests {
  /// D4(c) on the other axis: in a horizontal scroll view, vertical motion of more than
  /// 10 pt (strictly) releases the withheld touch at once; exactly 10 pt does not.
  @Test(arguments: [(10.0, false), (10.01, true)])
  func verticalMotionBeyondTenPointsReleasesAHorizontalScrollViewsDelay(dy: Double, released: Bool) {
    let (builder, scroll) = horizontalTree()
    #expect(scroll.canScrollHorizontally && !scroll.canScrollVertically)
    _ = builder.run([stroke([(0, 195, 140), (40, 195, 140 - dy), (200, 195, 140 - dy)])])
    let began = builder.window.recorder.records.first { $0.receiver == "V" && $0.call.name == "touchesBegan" }
    #expect(began?.time == .milliseconds(released ? 40 : 150))
  }

  /// D4(c) applies only to an axis the scroll view cannot scroll: a quick drag along the
  /// scrollable axis begins the pan instead, which drops the withheld touch (D5, X2): the
  /// content gets nothing and `touchesShouldBegin` is never asked.
  @Test func aQuickDragAlongTheScrollableAxisDropsTheTouchWithoutAskingTouchesShouldBegin() {
    let (builder, _) = horizontalTree()
    _ = builder.run([stroke([(0, 300, 140), (20, 285, 140), (40, 270, 140), (60, 255, 140)])])
    #expect(!builder.calls.contains("S touchesShouldBegin"))
    #expect(!builder.calls.contains { $0.hasPrefix("V ") })
    #expect(builder.calls.contains("S scrollViewWillBeginDragging"))
  }
}

@Suite struct ScrollableAxisTests {
  /// S6: an axis scrolls only when the content (with insets) is larger than the bounds;
  /// content exactly the bounds' size does not scroll.
  @Test(arguments: [(844.0, false), (844.01, true)])
  func contentScrollsOnlyWhenLargerThanTheBounds(height: Double, scrolls: Bool) {
    let (_, scroll) = scrollTree { $0.contentSize = Size(width: 390, height: height) }
    #expect(scroll.canScrollVertically == scrolls)
    #expect(!scroll.canScrollHorizontally)
  }

  /// S6, B1: `alwaysBounceVertical` makes a fitting axis scrollable only together with
  /// `bounces`.
  @Test(arguments: [(true, true), (false, false)])
  func alwaysBounceNeedsBounces(bounces: Bool, scrolls: Bool) {
    let (_, scroll) = scrollTree {
      $0.contentSize = Size(width: 390, height: 400)
      $0.alwaysBounceVertical = true
      $0.alwaysBounceHorizontal = true
      $0.bounces = bounces
    }
    #expect(scroll.canScrollVertically == scrolls)
    #expect(scroll.canScrollHorizontally == scrolls)
  }
}

@Suite struct NoBounceDecelerationTests {
  /// DC3: without `bounces`, a fling towards the top edge stops at the edge (offset 0,
  /// never past it) and ends the deceleration there.
  @Test func aFlingStopsAtTheEdgeWithoutBounces() {
    let (builder, scroll) = scrollTree {
      $0.bounces = false
      $0.boundsOrigin = Point(x: 0, y: 60)
    }
    let probe = FlagProbe(builder, scroll)
    run(builder, [stroke([(0, 195, 500), (16.667, 195, 530), (33.333, 195, 560), (50, 195, 560)])])
    let offsets = builder.window.recorder.records.compactMap { record -> Double? in
      guard case .scrollDelegate(let call, let offset, _, _, _) = record.call, call == .scrollViewDidScroll else {
        return nil
      }
      return offset.y
    }
    #expect(probe.first("scrollViewWillBeginDecelerating") != nil)
    #expect(offsets.allSatisfy { $0 >= 0 })
    #expect(offsets.last == 0)
    #expect(probe.first("scrollViewDidEndDecelerating")?.isDecelerating == false)
    #expect(scroll.contentOffset == .zero)
  }
}

@Suite struct ScrollViewPanDeliveryTests {
  /// S1: the scroll view's pan has `delaysTouchesEnded` false, so while it is still possible
  /// (a second finger rests) a content touch that lifts gets `touchesEnded` at once.
  @Test func aLiftIsNotWithheldWhileThePanIsStillPossible() {
    let (builder, scroll) = scrollTree()
    #expect(!scroll.panGestureRecognizer.delaysTouchesEnded)
    _ = builder.run([
      tap(1, at: Point(x: 195, y: 140), duration: 300),
      tap(2, at: Point(x: 195, y: 330), duration: 600),
    ])
    let ended = builder.window.recorder.records.first { $0.receiver == "V" && $0.call.name == "touchesEnded" }
    #expect(ended?.time == .milliseconds(300))
  }
}

@Suite struct ControlCancellationTests {
  /// K4, MD3: the default `touchesShouldCancel(in:)` refuses only for an *enabled* control:
  /// a button disabled while it tracks (after its late `touchesBegan`) can be cancelled by
  /// the drag, so the scroll view scrolls.
  @Test(arguments: [(false, true), (true, false)])
  func onlyAnEnabledControlRefusesCancellation(disable: Bool, refuses: Bool) {
    let (builder, scroll) = scrollTree()
    var path: [(Double, Double, Double)] = [(0, 195, 330), (300, 195, 330)]
    for step in 1...10 {
      let k = Double(step)
      path.append((300 + 16.667 * k, 195, 330 - 4 * k))
    }
    path.append((600, 195, 290))
    run(builder, [stroke(path)], actions: disable ? [(200, "B", "isEnabled", false)] : [])
    let answer = builder.window.recorder.records.compactMap { record -> Bool? in
      guard case .touchesShouldCancel(let view, let result) = record.call, view == "B" else { return nil }
      return result
    }
    #expect(answer == [!refuses])
    #expect(builder.calls.contains("S scrollViewWillBeginDragging") == !refuses)
    #expect((scroll.contentOffset.y > 0) == !refuses)
  }
}

@Suite struct CaughtFlingTests {
  /// DC6: while the scroll view moves, its pan reports `delaysTouchesBegan` true for the
  /// touch that catches it (content gets nothing even if the pan had to wait); on a still
  /// scroll view it is false (S1).
  @Test(arguments: [(true, true), (false, false)])
  func thePanWithholdsContentTouchesOnlyWhenItCatchesAMovingScrollView(flingFirst: Bool, withholds: Bool) {
    let (builder, scroll) = scrollTree()
    // The flag as the window sees it when it next delivers: the first record after finger
    // 2's hit test (the pan has received the touch by then, G7).
    final class Seen {
      var afterHitTest = false
      var delays: Bool?
    }
    let seen = Seen()
    builder.window.recorder.sink = { [unowned scroll] record in
      if seen.afterHitTest && seen.delays == nil { seen.delays = scroll.panGestureRecognizer.delaysTouchesBegan }
      if case .hitTest(let touches, _, _) = record.call, touches == [2] { seen.afterHitTest = true }
    }
    var strokes = [tap(2, at: Point(x: 195, y: 700), from: 300, duration: 80)]
    if flingFirst {
      strokes.insert(stroke([(0, 195, 600), (16.667, 195, 570), (33.333, 195, 540), (50, 195, 510)]), at: 0)
    }
    run(builder, strokes)
    #expect(seen.delays == withholds)
    #expect(builder.calls.contains("S scrollViewWillBeginDragging") == flingFirst)
  }

  /// DC5, DC7: the catch ends with the drag it began: after finger 2 stops a fling and lifts
  /// without moving, finger 3 on the resting scroll view is an ordinary touch (no drag at its
  /// touch-down; the touched view gets its touchesBegan at the lift, D4b).
  @Test func aCatchEndsWithItsDrag() {  // DC5, DC7
    let (builder, _) = scrollTree()
    let spot = Point(x: 195, y: 140)
    run(
      builder,
      [
        stroke([(0, 195, 600), (16.667, 195, 570), (33.333, 195, 540), (50, 195, 510)]), tap(2, at: spot, from: 300),
        tap(3, at: spot, from: 2000),
      ])
    let records = builder.window.recorder.records
    func times(_ receiver: String, _ call: String) -> [Int64] {
      records.filter { $0.receiver == receiver && $0.call.name == call }.map { $0.time.microseconds / 1000 }
    }
    #expect(times("S", "scrollViewWillBeginDragging").last == 300)
    #expect(records.contains { $0.call.name == "touchesBegan" && $0.time == .milliseconds(2080) })
  }

  /// DC5: catching a moving scroll view holds for the touch that caught it. Finger 1 pulls S
  /// 100 pt past its top and lifts: S springs back (B4). Finger 2 lands on V during the bounce:
  /// the bounce stops (DC8) and the pan would begin at once, but its delegate refuses it (only
  /// from 450 to 600 ms), so it fails and V gets the touch (D4d). Finger 3, long after, is an
  /// ordinary touch again: the pan does not begin at its touch-down, and V gets its
  /// touchesBegan at the lift (D4b).
  @Test func aCatchWhosePanFailsDoesNotCarryOverToTheNextTouch() {  // DC5, DC8, D4
    let (builder, scroll) = scrollTree()
    final class Veto { var on = false }
    let veto = Veto()
    let answers = GestureRecognizerAnswers()
    answers.shouldBegin = { _ in AppAnswer(!veto.on) }
    scroll.panGestureRecognizer.delegate = answers
    let simulation = Simulation(window: builder.window)
    let spot = Point(x: 195, y: 140)
    for stroke in [
      stroke([(0, 195, 140), (300, 195, 240), (400, 195, 240)]), tap(2, at: spot, from: 500),
      tap(3, at: spot, from: 3000),
    ] {
      simulation.add(stroke)
    }
    simulation.schedule(at: .milliseconds(450)) { _ in veto.on = true }
    simulation.schedule(at: .milliseconds(600)) { _ in veto.on = false }
    _ = simulation.run()
    let records = builder.window.recorder.records
    func times(_ receiver: String, _ call: String) -> [Int64] {
      records.filter { $0.receiver == receiver && $0.call.name == call }.map { $0.time.microseconds / 1000 }
    }
    #expect(times("S.pan", "gestureShouldBegin") == [300, 500])
    #expect(times("S", "scrollViewWillBeginDragging") == [300])
    #expect(times("V", "touchesBegan") == [150, 500, 3080])
  }
}
