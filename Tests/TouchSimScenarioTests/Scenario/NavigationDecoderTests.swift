import Testing
import TouchSim
import TouchSimScenario

/// Reading `UINavigationController` views, screen-edge pans and the entries that configure a
/// generated recognizer (NV1, NV3, NV6, NV7).
@Suite struct NavigationDecoderTests {
  private static func error(root: String, gestures: String = "[]") -> String? {
    ScenarioDecoderMessageTests.error(ScenarioDecoderMessageTests.scenario(root: root, gestures: gestures))?.message
  }

  private static func nav(_ entries: String, extra: String = "") -> String {
    #"{"id": "r", "subviews": [{"id": "nav", "class": "UINavigationController", "frame": [0, 0, 390, 844]\#(extra), "viewControllers": \#(entries)}]}"#
  }

  private static let stack =
    #"[{"id": "listView", "controller": "List"}, {"id": "detailView", "controller": "Detail", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 100, 390, 200], "contentSize": [1170, 200]}]}]"#

  @Test func theStackIsBuiltRootFirstWithTheTopViewShown() throws {
    let text = ScenarioDecoderMessageTests.scenario(root: Self.nav(Self.stack))
    let loaded = try LoadedScenario.load(Array(text.utf8), registry: .standard)
    let window = loaded.simulation.window
    let nav = try #require(window.view(named: "nav")?.viewController as? NavigationController)
    #expect(nav.name == "nav.controller" && nav.viewControllers.map(\.name) == ["List", "Detail"])
    #expect(window.view(named: "listView")?.isHidden == true && window.view(named: "detailView")?.isHidden == false)
    #expect(window.view(named: "detailView")?.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.gestureRecognizer(named: "nav.interactivePopGestureRecognizer") != nil)
  }

  @Test func aStackEntryNeedsAControllerAndNoFrame() {
    #expect(
      Self.error(root: Self.nav(#"[{"id": "v"}]"#))
        == "a view controller's view in 'viewControllers' of 'nav' needs 'controller' (the controller's name)")
    #expect(
      Self.error(root: Self.nav(#"[{"id": "v", "controller": "V", "frame": [0, 0, 1, 1]}]"#))
        == "a view controller's view fills its navigation controller 'nav': leave 'frame' out")
    #expect(Self.error(root: Self.nav("[]")) == "'viewControllers' needs at least the root view controller")
  }

  @Test func aNavigationControllerTakesNoSubviewsNorController() {
    #expect(
      Self.error(root: Self.nav(Self.stack, extra: #", "subviews": []"#))
        == "key 'subviews' is not valid for class 'UINavigationController': its content is 'viewControllers'")
    #expect(
      Self.error(root: Self.nav(Self.stack, extra: #", "controller": "N""#))
        == "key 'controller' is not valid for class 'UINavigationController': its content is 'viewControllers'"
        + " (the navigation controller is named 'nav.controller')")
    #expect(
      Self.error(
        root: #"{"id": "r", "subviews": [{"id": "nav", "class": "UINavigationController", "frame": [0, 0, 1, 1]}]}"#)
        == "navigation controller 'nav' is missing the required key 'viewControllers'")
    #expect(
      Self.error(root: #"{"id": "r", "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "viewControllers": []}]}"#)
        == "key 'viewControllers' is not valid for class 'UIView'")
  }

  @Test func anEntryWithoutClassConfiguresAGeneratedRecognizerOnce() throws {
    let root = Self.nav(Self.stack)
    let fix = #"[{"id": "S.pan", "requireToFail": ["nav.interactivePopGestureRecognizer"]}]"#
    let text = ScenarioDecoderMessageTests.scenario(root: root, gestures: fix)
    let loaded = try LoadedScenario.load(Array(text.utf8), registry: .standard)
    let window = loaded.simulation.window
    let pan = try #require(window.gestureRecognizer(named: "S.pan"))
    #expect(pan.requiredToFail.map(\.name) == ["nav.interactivePopGestureRecognizer"])
    #expect(
      Self.error(root: root, gestures: #"[{"id": "S.pan", "isEnabled": false}, {"id": "S.pan", "isEnabled": true}]"#)
        == "'S.pan' is configured twice; give its keys in one entry")
    #expect(
      Self.error(root: root, gestures: #"[{"id": "S.pan", "view": "r"}]"#)?.hasPrefix(
        "key 'view' is not valid for 'S.pan', the pan recognizer of scroll view 'S': an entry without 'class' configures it"
      )
        == true)
    #expect(
      Self.error(root: root, gestures: #"[{"id": "nav.controller", "isEnabled": false}]"#)
        == "duplicate id 'nav.controller': 'nav.controller' is the generated name of the controller of navigation"
        + " controller 'nav'")
  }

  @Test func edgesTakesUIKitsNames() throws {
    let root = #"{"id": "r"}"#
    let gesture = #"[{"id": "e", "class": "UIScreenEdgePanGestureRecognizer", "view": "r", "edges": "middle"}]"#
    #expect(
      Self.error(root: root, gestures: gesture)
        == "'edges' must be \"none\", \"top\", \"left\", \"bottom\", \"right\" or \"all\"")
    let right = #"[{"id": "e", "class": "UIScreenEdgePanGestureRecognizer", "view": "r", "edges": "right"}]"#
    let loaded = try LoadedScenario.load(
      Array(ScenarioDecoderMessageTests.scenario(root: root, gestures: right).utf8), registry: .standard)
    let pan = try #require(loaded.simulation.window.gestureRecognizer(named: "e") as? ScreenEdgePanGestureRecognizer)
    #expect(pan.edges == .right && pan.maximumNumberOfTouches == 1 && pan.delaysTouchesBegan)
  }
}
