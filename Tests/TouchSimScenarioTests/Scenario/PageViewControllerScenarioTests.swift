import Testing
import TouchSim

@testable import TouchSimScenario

/// A `UIPageViewController` in a scenario (Docs/ScenarioFormat.md): `pages` without frames,
/// `currentPage`, `navigationOrientation`, and the generated names of its paging scroll view.
@Suite struct PageViewControllerScenarioTests {
  static func scenario(_ pager: String, expect: String = "") -> [UInt8] {
    let text = """
      {"format": 1, "scenario": "pager",
       "root": {"id": "root", "subviews": [\(pager)]},
       "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}]\(expect)}
      """
    return Array(text.utf8)
  }

  static func error(_ bytes: [UInt8]) -> ScenarioError? {
    do {
      _ = try Scenario.readAndBuild(bytes, classes: TouchSimRegistry().classes)
      return nil
    } catch { return error }
  }

  @Test func pagesCurrentPageAndOrientationBuildThePagerAndItsScrollView() throws {  // PV1, PV8
    let bytes = Self.scenario(
      #"{"id": "P", "class": "UIPageViewController", "frame": [0, 100, 300, 400], "navigationOrientation": "vertical", "currentPage": 1, "pages": [{"id": "A"}, {"id": "B", "subviews": [{"id": "b", "class": "UIButton", "frame": [10, 10, 50, 50]}]}]}"#
    )
    let (scenario, loaded) = try Scenario.readAndBuild(bytes, classes: TouchSimRegistry().classes)
    let pager = try #require(loaded.window.view(named: "P") as? PageViewController)
    #expect(pager.navigationOrientation == .vertical && pager.currentPage == 1)
    #expect(
      pager.pages.map(\.name) == ["A", "B"] && pager.pages[1].frame == Rect(x: 0, y: 400, width: 300, height: 400))
    #expect(pager.scrollView.contentOffset == Point(x: 0, y: 400) && pager.scrollView.alwaysBounceVertical)
    #expect(loaded.window.view(named: "b") != nil && loaded.window.view(named: "P.scrollView") === pager.scrollView)
    #expect(loaded.window.gestureRecognizer(named: "P.scrollView.pan") != nil)
    // Written and read again, the scenario is the same (`pages` after the view's other keys).
    #expect(try Scenario.read(scenario.bytes()) == scenario)
    #expect(scenario.text.contains(#""pages": ["#))
  }

  @Test func aPageWithAFrameIsRefusedAtTheKey() throws {  // PV8
    let error = try #require(
      Self.error(
        Self.scenario(
          #"{"id": "P", "class": "UIPageViewController", "frame": [0, 0, 300, 400], "pages": [{"id": "A", "frame": [0, 0, 1, 1]}]}"#
        )
      ))
    #expect(error.message == "a page has no 'frame': its page view controller lays it out at its own size (PV8)")
    #expect(error.location?.line == 2)
  }

  @Test func anIdThatIsThePagingScrollViewsNameSaysTheNameIsGenerated() throws {  // PV1
    let error = try #require(
      Self.error(
        Self.scenario(
          #"{"id": "P", "class": "UIPageViewController", "frame": [0, 0, 300, 400], "pages": [{"id": "P.scrollView"}]}"#
        )))
    #expect(
      error.message
        == "duplicate id 'P.scrollView': 'P.scrollView' is the generated name of the paging scroll view of page view controller 'P'"
    )
  }

  @Test func pagesAndTheOrientationAreKeysOfThePagerOnly() throws {
    let error = try #require(Self.error(Self.scenario(#"{"id": "v", "frame": [0, 0, 1, 1], "pages": []}"#)))
    #expect(error.message == "key 'pages' is not valid for class 'UIView'")
    let orientation = try #require(
      Self.error(
        Self.scenario(
          #"{"id": "P", "class": "UIPageViewController", "frame": [0, 0, 1, 1], "navigationOrientation": "sideways"}"#)
      ))
    #expect(orientation.message == "'navigationOrientation' must be one of \"horizontal\", \"vertical\"")
  }

  @Test func expectationsNameThePagerAsTheReceiverOfItsCalls() throws {  // PV9, PV10
    let pager = #"{"id": "P", "class": "UIPageViewController", "frame": [0, 0, 300, 400], "pages": [{"id": "A"}]}"#
    #expect(
      Self.error(
        Self.scenario(pager, expect: #", "expect": {"never": [{"to": "P", "call": "willTransitionTo", "page": 1}]}"#))
        == nil)
    let wrong = try #require(
      Self.error(Self.scenario(pager, expect: #", "expect": {"never": [{"to": "A", "call": "didFinishAnimating"}]}"#)))
    #expect(wrong.message.hasPrefix("'A' never receives 'didFinishAnimating'"))
  }
}
