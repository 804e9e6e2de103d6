import Testing
import TouchSimTestSupport

@testable import TouchSim

@Suite struct NavigationControllerTests {
  /// A navigation controller filling the window with List (listView) and, when `pushed`,
  /// Detail (detailView) on top.
  private func navigation(pushed: Bool = true) -> (TreeBuilder, UINavigationController, View, View) {
    let builder = TreeBuilder()
    let list = View(name: "listView")
    list.setViewController(ViewController(name: "List"))
    let detail = View(name: "detailView")
    detail.setViewController(ViewController(name: "Detail"))
    let nav = UINavigationController(name: "nav", rootViewController: list.viewController!)
    if pushed { nav.pushViewController(detail.viewController!, animated: false) }
    builder.add(nav.view!, frame: builder.window.bounds)
    return (builder, nav, list, detail)
  }

  /// The popped controllers' names, from the log.
  private func pops(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .popViewController(let name) = $0.call else { return nil }
      return "\($0.receiver) \(name)"
    }
  }

  @Test func theTopViewFillsTheNavigationViewAndTheOneBelowIsHidden() {  // NV1
    let (builder, nav, list, detail) = navigation()
    #expect(nav.viewControllers.map(\.name) == ["List", "Detail"])
    #expect(detail.frame == builder.window.bounds && !detail.isHidden && list.isHidden)
    #expect(nav.interactivePopGestureRecognizer.name == "nav.interactivePopGestureRecognizer")
    #expect(nav.interactivePopGestureRecognizer.edges == .left)
    #expect(nav.view?.gestureRecognizers.contains { $0 === nav.interactivePopGestureRecognizer } == true)
    #expect(detail.next === detail.viewController && detail.viewController?.next === nav.view)
  }

  @Test func anEdgeDragPastHalfTheWidthPopsAndTheNextTapHitsTheScreenBelow() {  // NV4, NV10, NV1
    let (builder, nav, _, _) = navigation()
    _ = builder.run([
      stroke([(0, 5, 300), (300, 300, 300), (320, 300, 300)], hz: 60), tap(2, at: Point(x: 200, y: 300), from: 500),
    ])
    #expect(pops(builder) == ["nav Detail"])
    #expect(nav.viewControllers.map(\.name) == ["List"])
    #expect(builder.calls.contains("listView touchesBegan"))
    #expect(!builder.calls.contains("detailView touchesBegan"))
  }

  @Test func aShortSlowDragEndsWithoutAPop() {  // NV10
    let (builder, nav, _, _) = navigation()
    _ = builder.run([stroke([(0, 5, 300), (1000, 150, 300), (1300, 150, 300)], hz: 60)])
    #expect(pops(builder) == [])
    #expect(nav.viewControllers.count == 2)
  }

  @Test func aBackSwipeCancelledPastHalfTheWidthDoesNotPop() {  // NV10, M3
    let (builder, nav, _, _) = navigation()
    let path = [(0.0, 5.0), (300, 300), (320, 300)].map {
      Stroke.Sample(time: .milliseconds($0.0), location: Point(x: $0.1, y: 300))
    }
    _ = builder.run([Stroke(finger: 1, path: path, hz: 60, end: .cancelled)])
    let cancelled = builder.window.recorder.records.contains {
      if case .gestureState(_, .cancelled) = $0.call {
        $0.receiver == "nav.interactivePopGestureRecognizer"
      } else {
        false
      }
    }
    #expect(cancelled)
    #expect(pops(builder) == [] && nav.viewControllers.count == 2)
  }

  @Test func theProjectionMustPassMinOf187AndAHalfPointsAndHalfTheWidth() {  // NV10
    var wide = InteractivePopDecision()
    wide.began(width: 390, time: 0, translation: 0, velocity: 0)
    #expect(wide.threshold == 187.5 / 390)
    var narrow = InteractivePopDecision()
    narrow.began(width: 320, time: 0, translation: 0, velocity: 0)
    #expect(narrow.threshold == 0.5)
  }

  /// A decision fed at 60 Hz with a constant velocity, ended at `translation`.
  func decision(width: Double = 390, velocities: [Double], translation: Double) -> InteractivePopDecision {
    var decision = InteractivePopDecision()
    decision.began(width: width, time: 0, translation: 0, velocity: velocities.first ?? 0)
    for (index, velocity) in velocities.dropFirst().enumerated() {
      let final = index == velocities.count - 2
      decision.sample(time: Double(index + 1) / 60, translation: translation, velocity: velocity, final: final)
    }
    return decision
  }

  @Test func atRestThePopNeedsTheFractionAlone() {  // NV10: p alone against 187.5 / 390
    let atRest = decision(velocities: [0, 0, 0, 0], translation: 187.5)
    #expect(!atRest.shouldPop(translation: 187.5))  // exactly at the threshold: not more
    #expect(atRest.shouldPop(translation: 188))
    #expect(!atRest.shouldPop(translation: 180))
  }

  @Test func theProjectionAddsVelocityAndAccelerationOverTheTransition() {  // NV10
    // 180 pt of 390 (0.4615) needs 0.0192 more: 0.0192 / 0.35 s = 0.055 widths/s = 21.4 pt/s.
    #expect(decision(velocities: [30, 30, 30, 30], translation: 180).shouldPop(translation: 180))
    #expect(!decision(velocities: [10, 10, 10, 10], translation: 180).shouldPop(translation: 180))
    #expect(!decision(velocities: [-300, -300, -300, -300], translation: 200).shouldPop(translation: 200))
    // The average is over the last three samples: an early fast part no longer counts.
    #expect(!decision(velocities: [2000, 2000, 0, 0, 0, 0], translation: 100).shouldPop(translation: 100))
  }

  @Test func withoutAChangeOrThreeSamplesOnlyTheVelocitySignDecides() {  // NV10
    var onlyEnded = InteractivePopDecision()
    onlyEnded.began(width: 390, time: 0, translation: 0, velocity: 800)
    onlyEnded.sample(time: 0.05, translation: 300, velocity: 800, final: true)
    #expect(!onlyEnded.shouldPop(translation: 300))  // no change seen: interaction state 1
    var twoSamples = InteractivePopDecision()
    twoSamples.began(width: 390, time: 0, translation: 0, velocity: 100)
    twoSamples.sample(time: 0.001, translation: 1, velocity: 100, final: false)  // within 1 ms: not a sample
    twoSamples.sample(time: 0.05, translation: 5, velocity: 100, final: true)
    #expect(twoSamples.sampleCount == 2)
    #expect(twoSamples.shouldPop(translation: 5))  // the average velocity points away from the edge
  }

  @Test func aSampleNeedsTenMillisecondsOrAMovedDisplacement() {  // NV10
    var decision = InteractivePopDecision()
    decision.began(width: 390, time: 0, translation: 0, velocity: 0)
    decision.sample(time: 0.005, translation: 0, velocity: 50, final: false)  // 5 ms, same place
    #expect(decision.sampleCount == 1)
    decision.sample(time: 0.008, translation: 3, velocity: 50, final: false)  // 3 ms since the last call, moved
    #expect(decision.sampleCount == 2)
    decision.sample(time: 0.019, translation: 3, velocity: 50, final: false)  // 11 ms
    #expect(decision.sampleCount == 3)
  }

  @Test func theAccelerationMovesAtMostFiveWidthsPerSecondSquaredASample() {  // NV10
    var decision = InteractivePopDecision()
    decision.began(width: 100, time: 0, translation: 0, velocity: 0)
    decision.sample(time: 0.1, translation: 10, velocity: 1000, final: false)  // 10 widths/s in 0.1 s: 100
    #expect(decision.averageAcceleration == 2.5)  // (0 + 5) / 2: clamped to the previous 0 + 5
    var gentle = InteractivePopDecision()
    gentle.began(width: 100, time: 0, translation: 0, velocity: 0)
    gentle.sample(time: 0.1, translation: 10, velocity: 200, final: false)  // 2 widths/s in 0.1 s: 20, over 5
    #expect(gentle.averageAcceleration == 2.5)
    var within = InteractivePopDecision()
    within.began(width: 100, time: 0, translation: 0, velocity: 0)
    within.sample(time: 0.1, translation: 10, velocity: 40, final: false)  // 0.4 widths/s in 0.1 s: 4, kept
    #expect(within.averageAcceleration == 2)
  }

  @Test func aFastShortFlickPops() {  // NV10
    let (builder, _, _, _) = navigation()
    _ = builder.run([stroke([(0, 5, 300), (100, 125, 300)], hz: 60)])
    #expect(pops(builder) == ["nav Detail"])
  }

  /// NV10: the end is the final sample, which marks no change: a back-swipe that ends right
  /// after it began (one move of 245 pt, then the lift in place) has seen no change, so it does
  /// not pop however far and fast it went.
  @Test func aBackSwipeThatEndsRightAfterItBeganDoesNotPop() {  // NV10
    let (builder, nav, _, _) = navigation()
    _ = builder.run([stroke([(0, 5, 300), (100, 250, 300), (200, 250, 300)])])
    let states = builder.window.recorder.records.compactMap { record -> String? in
      guard case .gestureState(let from, let to) = record.call else { return nil }
      return "\(from.rawValue) -> \(to.rawValue)"
    }
    #expect(states == ["possible -> began", "began -> ended"])
    #expect(pops(builder) == [])
    #expect(nav.viewControllers.count == 2)
  }

  @Test func onTheRootControllerThePrivateDelegateRefuses() {  // NV4
    let (builder, nav, _, _) = navigation(pushed: false)
    _ = builder.run([stroke([(0, 5, 300), (300, 300, 300), (320, 300, 300)], hz: 60)])
    #expect(pops(builder) == [] && nav.viewControllers.count == 1)
    let asked = builder.window.recorder.records.first { $0.call.name == "gestureShouldBegin" }
    #expect(asked.map { if case .gestureShouldBegin(let result, _) = $0.call { result } else { true } } == false)
  }

  @Test func aReplacedDelegateBeginsOnTheRootButAStackOfOneNeverPops() {  // NV4, NV10
    let (builder, nav, _, _) = navigation(pushed: false)
    nav.interactivePopGestureRecognizer.delegate = GestureRecognizerAnswers(shouldBegin: true)
    _ = builder.run([stroke([(0, 5, 300), (300, 300, 300), (320, 300, 300)], hz: 60)])
    #expect(builder.calls.contains("nav.interactivePopGestureRecognizer gestureAction") == false)
    #expect(pops(builder) == [] && nav.viewControllers.count == 1)
    #expect(nav.interactivePopGestureRecognizer.state == .possible)
  }

  @Test func settingTheStackRemovesTheViewsOfTheControllersItDrops() {  // NV1
    let (builder, nav, list, detail) = navigation()
    let other = View(name: "otherView")
    other.setViewController(ViewController(name: "Other"))
    nav.setViewControllers([list.viewController!, other.viewController!], animated: false)
    #expect(nav.viewControllers.map(\.name) == ["List", "Other"])
    #expect(detail.superview == nil)
    #expect(nav.view?.subviews.map(\.name) == ["listView", "otherView"])
    #expect(list.isHidden && !other.isHidden)
    withExtendedLifetime(builder) {}  // the window's root holds the navigation view
  }

  @Test func popViewControllerByTheAppNeverPopsTheRoot() {  // NV1
    let (builder, nav, list, _) = navigation()
    #expect(nav.popViewController(animated: false)?.name == "Detail")
    #expect(nav.popViewController(animated: false) == nil)
    #expect(!list.isHidden && pops(builder) == ["nav Detail"])
  }

  @Test func theControllerHoldsItsViewUntilASuperviewDoes() {  // NV1
    let nav = NavigationController(name: "Nav", viewName: "nav")
    #expect(nav.name == "Nav" && nav.view?.name == "nav")
    do {
      let holder = View(name: "holder")
      holder.addSubview(nav.view!)
      #expect(nav.view?.superview === holder)
    }
    #expect(nav.viewIfLoaded == nil)  // the superview owned it, as for any controller's view (RC1)
  }
}

/// A navigation controller's view made for a scenario owns its controller without being held
/// back by it, so a view made and dropped (the class table makes one per scenario to test
/// kinds) frees both: fuzzing a million scenarios had grown to 500 MB before.
@Suite struct NavigationControllerLifetimeTests {
  @Test func aMadeViewThatIsDroppedFreesItsController() {
    weak var controller: NavigationController?
    weak var view: View?
    do {
      let made = NavigationController.makeView(named: "nav", controllerName: "nav.controller")
      view = made
      controller = made.viewController as? NavigationController
      #expect(controller != nil)
    }
    #expect(view == nil)
    #expect(controller == nil)
  }
}
