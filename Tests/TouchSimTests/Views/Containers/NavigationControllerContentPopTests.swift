import Testing
import TouchSimTestSupport

@testable import TouchSim

/// iOS 26's content-wide back swipe (NV20-NV23) and pops from app code (NV24).
@Suite struct NavigationControllerContentPopTests {
  /// A navigation controller filling the window with List and, when `pushed`, Detail (with
  /// `content` in it) on top, configured for `ios`.
  private func navigation(
    ios: IOSVersion = IOSVersion(stated: 26), pushed: Bool = true, content: [View] = []
  ) -> (TreeBuilder, NavigationController, View) {
    let builder = TreeBuilder()
    let list = View(name: "listView")
    list.setViewController(ViewController(name: "List"))
    let detail = View(name: "detailView")
    detail.setViewController(ViewController(name: "Detail"))
    for view in content { detail.addSubview(view) }
    let nav = NavigationController(name: "nav", rootViewController: list.viewController!)
    nav.configureNavigationGestures(for: ios)
    if pushed { nav.pushViewController(detail.viewController!, animated: false) }
    builder.add(nav.view!, frame: builder.window.bounds)
    return (builder, nav, detail)
  }

  private func pops(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .popViewController(let name) = $0.call else { return nil }
      return name
    }
  }

  private func states(_ builder: TreeBuilder, _ name: String) -> [GestureState] {
    builder.window.recorder.records.compactMap {
      guard $0.receiver == name, case .gestureState(_, let state) = $0.call else { return nil }
      return state
    }
  }

  private let content = "nav.interactiveContentPopGestureRecognizer"

  @Test func theContentSwipeNeedsTheIOS26SDKOnIOS26() {  // NV20
    #expect(!IOSVersion().hasContentBackSwipe)  // a scenario that states no version
    #expect(IOSVersion().system == IOSVersion.newest && IOSVersion().sdk == nil)
    #expect(!IOSVersion(system: 26, sdk: 18).hasContentBackSwipe)  // not rebuilt (Kodi)
    #expect(!IOSVersion(system: 18, sdk: 26).hasContentBackSwipe)  // an older system
    #expect(!IOSVersion(stated: 18).hasContentBackSwipe && !IOSVersion(stated: 17).hasContentBackSwipe)
    #expect(IOSVersion(stated: 26).hasContentBackSwipe)
    let (builder, old, _) = navigation(ios: IOSVersion())
    #expect(old.interactiveContentPopGestureRecognizer == nil && old.view?.gestureRecognizers.count == 1)
    withExtendedLifetime(builder) {}
  }

  @Test func theContentSwipeFollowsTheEdgePanAndRequiresItToFail() throws {  // NV20
    let (builder, nav, _) = navigation()
    defer { withExtendedLifetime(builder) {} }
    nav.configureNavigationGestures(for: IOSVersion(stated: 26))  // a second call adds nothing
    let swipe = try #require(nav.interactiveContentPopGestureRecognizer)
    #expect(swipe.name == content)
    #expect(nav.view?.gestureRecognizers.map(\.name) == ["nav.interactivePopGestureRecognizer", content])
    #expect(swipe.requiredToFail.count == 1 && swipe.requiredToFail[0] === nav.interactivePopGestureRecognizer)
    #expect(!swipe.delaysTouchesBegan && swipe.cancelsTouchesInView && swipe.maximumNumberOfTouches == 1)
    #expect(swipe.edges == .left && swipe.delegate === nav.interactivePopGestureRecognizer.delegate)
  }

  @Test func aSwipeFromMidScreenBeginsAt15PointsAndPops() {  // NV21, NV23
    let card = View(name: "card", frame: Rect(x: 0, y: 100, width: 390, height: 300))
    card.touchHandling = .handle
    let (builder, nav, _) = navigation(content: [card])
    _ = builder.run([stroke([(0, 200, 300), (300, 350, 300), (320, 350, 300)], hz: 60)])
    // 0.5 pt/ms: 8.3 pt at 16.667 ms, 16.7 pt at 33.333 ms.
    let began = builder.window.recorder.records.first {
      $0.receiver == content && $0.call == .gestureState(from: .possible, to: .began)
    }
    #expect(began?.time == SimTime(microseconds: 33_333))
    #expect(states(builder, content).last == .ended)
    #expect(pops(builder) == ["Detail"] && nav.viewControllers.count == 1)
    #expect(builder.calls.contains("card touchesBegan") && builder.calls.contains("card touchesCancelled"))
    #expect(!builder.calls.contains("card touchesEnded"))
  }

  @Test func theSameSwipeOnTheRootOrTowardTheEdgeOrDisabledDoesNotPop() {  // NV4, NV21, G11
    let (root, _, _) = navigation(pushed: false)
    _ = root.run([stroke([(0, 200, 300), (300, 350, 300), (320, 350, 300)], hz: 60)])
    #expect(states(root, content) == [.failed] && pops(root) == [])
    let (leftward, _, _) = navigation()
    _ = leftward.run([stroke([(0, 300, 300), (300, 100, 300), (320, 100, 300)], hz: 60)])
    #expect(states(leftward, content) == [.failed] && pops(leftward) == [])
    let (disabled, nav, _) = navigation()
    nav.interactiveContentPopGestureRecognizer?.isEnabled = false
    _ = disabled.run([stroke([(0, 200, 300), (300, 350, 300), (320, 350, 300)], hz: 60)])
    #expect(states(disabled, content) == [] && pops(disabled) == [])
  }

  @Test func aVerticalDragFailsTheContentSwipeAt15Points() {  // NV21
    let (builder, _, _) = navigation()
    _ = builder.run([stroke([(0, 200, 600), (300, 200, 300), (320, 200, 300)], hz: 60)])
    let failed = builder.window.recorder.records.first { $0.receiver == content }
    #expect(failed?.call == .gestureState(from: .possible, to: .failed))
    #expect(failed?.time == SimTime(microseconds: 16_667))
  }

  @Test func anEdgeDragBeginsTheEdgePanAndFailsTheContentSwipe() {  // NV20, NV10
    let (builder, nav, _) = navigation()
    _ = builder.run([stroke([(0, 5, 300), (300, 300, 300), (320, 300, 300)], hz: 60)])
    #expect(states(builder, "nav.interactivePopGestureRecognizer").first == .began)
    #expect(states(builder, content) == [.failed])
    #expect(pops(builder) == ["Detail"] && nav.viewControllers.count == 1)
  }

  @Test func aScrollViewsPanWaitsAtItsLeadingEdgeOrWhenItCannotScrollHorizontally() {  // NV22
    let carousel = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 200))
    carousel.contentSize = Size(width: 1170, height: 200)
    let (builder, nav, _) = navigation(content: [carousel])
    defer { withExtendedLifetime(builder) {} }
    let swipe = nav.interactiveContentPopGestureRecognizer!
    #expect(swipe.shouldBeRequiredToFail(by: carousel.panGestureRecognizer))
    let why = swipe.ownRequirementReason(for: carousel.panGestureRecognizer)?.text ?? ""
    #expect(
      why.hasPrefix(
        "NV22: S's pan waits for the content swipe because its contentOffset.x 0.0 pt is at its leading edge"))
    carousel.contentOffset = Point(x: 390, y: 0)
    #expect(!swipe.shouldBeRequiredToFail(by: carousel.panGestureRecognizer))
    #expect(swipe.ownRequirementReason(for: carousel.panGestureRecognizer) == nil)
    carousel.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    carousel.contentOffset = Point(x: -20, y: 0)  // its minimum: at the leading edge
    #expect(swipe.shouldBeRequiredToFail(by: carousel.panGestureRecognizer))
    carousel.contentOffset = Point(x: -30, y: 0)  // past it: bouncing
    #expect(!swipe.shouldBeRequiredToFail(by: carousel.panGestureRecognizer))
    carousel.contentOffset = Point(x: 0, y: 0)
    carousel.isDecelerating = true
    #expect(!swipe.shouldBeRequiredToFail(by: carousel.panGestureRecognizer))
    carousel.isDecelerating = false
    let list = ScrollView(name: "T", frame: Rect(x: 0, y: 0, width: 390, height: 200))
    list.contentSize = Size(width: 390, height: 2000)
    list.contentOffset = Point(x: 0, y: 500)
    #expect(swipe.shouldBeRequiredToFail(by: list.panGestureRecognizer))  // cannot scroll horizontally
    #expect(!swipe.shouldBeRequiredToFail(by: list.delayRecognizer))  // only the pan
    #expect(!swipe.shouldBeRequiredToFail(by: PanGestureRecognizer(name: "p")))
  }

  @Test func anAppPopCancelsTheRecognizersOfThePoppedScreen() throws {  // NV24, G20
    let (builder, nav, detail) = navigation()
    let pan = PanGestureRecognizer(name: "fullPop")
    detail.addGestureRecognizer(pan)
    pan.addTarget { recognizer in if recognizer.state == .began { nav.popViewController(animated: true) } }
    _ = builder.run([stroke([(0, 100, 300), (300, 300, 300), (320, 300, 300)], hz: 60)])
    #expect(pops(builder) == ["Detail"])
    #expect(states(builder, "fullPop") == [.began, .cancelled])
    #expect(detail.window == nil && nav.viewControllers.map(\.name) == ["List"])
  }

  @Test func popToRootPopsEachControllerTopFirstAndARootStackPopsNothing() {  // NV24
    let (builder, nav, _) = navigation()
    let third = View(name: "thirdView")
    third.setViewController(ViewController(name: "Third"))
    nav.pushViewController(third.viewController!, animated: false)
    let popped = nav.popToRootViewController(animated: true)
    #expect(popped.map(\.name) == ["Detail", "Third"])
    #expect(pops(builder) == ["Third", "Detail"])
    #expect(nav.popViewController(animated: true) == nil && nav.popToRootViewController(animated: true).isEmpty)
    #expect(pops(builder).count == 2 && nav.viewControllers.map(\.name) == ["List"])
  }
}
