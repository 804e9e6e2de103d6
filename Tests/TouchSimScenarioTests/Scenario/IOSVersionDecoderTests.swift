import Testing
import TouchSim
import TouchSimScenario

/// The scenario-level `ios` version (NV20) and the navigation controller's app actions (NV24).
@Suite struct IOSVersionDecoderTests {
  private static let root =
    #"{"id": "r", "subviews": [{"id": "nav", "class": "UINavigationController", "frame": [0, 0, 390, 844], "viewControllers": [{"id": "listView", "controller": "List"}, {"id": "detailView", "controller": "Detail"}]}]}"#

  private static func text(ios: String?, gestures: String = "[]") -> String {
    let version = ios.map { #""ios": \#($0), "# } ?? ""
    return
      #"{"format": 1, "scenario": "x", \#(version)"root": \#(root), "gestures": \#(gestures), "touches": [{"finger": 1, "path": [[0, 10, 10], [80, 10, 10]]}]}"#
  }

  private static func error(_ text: String) -> String? { ScenarioDecoderMessageTests.error(text)?.message }

  @Test func everyModelledVersionIsReadAndWrittenBack() throws {
    for version in IOSVersion.modelled {
      let scenario = try Scenario.read(Array(Self.text(ios: String(version)).utf8))
      #expect(scenario.ios == version && scenario.iosVersion == IOSVersion(stated: version))
      #expect(try Scenario.read(scenario.bytes()) == scenario)
      #expect(scenario.text.contains(#""ios": \#(version)"#))
    }
    let none = try Scenario.read(Array(Self.text(ios: nil).utf8))
    #expect(none.ios == nil && none.iosVersion == IOSVersion() && !none.text.contains("\"ios\""))
  }

  @Test func anotherVersionIsAnErrorNamingTheClosest() {
    #expect(Self.error(Self.text(ios: "25")) == "'ios' 25 is not a modelled version (17, 18, 26); did you mean 26?")
    #expect(Self.error(Self.text(ios: "19")) == "'ios' 19 is not a modelled version (17, 18, 26); did you mean 18?")
    #expect(Self.error(Self.text(ios: "16")) == "'ios' must be a whole number from 17 to 26")
    #expect(Self.error(Self.text(ios: "26.1")) == "'ios' must be a whole number from 17 to 26")
    #expect(Self.error(Self.text(ios: #""26""#)) != nil)
  }

  @Test func theContentSwipeIsGeneratedOnlyOnIOS26() throws {
    let disable = #"[{"id": "nav.interactiveContentPopGestureRecognizer", "isEnabled": false}]"#
    let loaded = try LoadedScenario.load(Array(Self.text(ios: "26", gestures: disable).utf8), registry: .standard)
    let window = loaded.simulation.window
    #expect(window.ios == IOSVersion(stated: 26))
    let swipe = try #require(window.gestureRecognizer(named: "nav.interactiveContentPopGestureRecognizer"))
    #expect(!swipe.isEnabled)
    for version in ["18", "17", nil] as [String?] {
      let message = Self.error(Self.text(ios: version, gestures: disable))
      #expect(
        message
          == "'nav.interactiveContentPopGestureRecognizer' exists only for an app built with the iOS 26 SDK on iOS 26: add \"ios\": 26 (NV20)"
      )
      let plain = try LoadedScenario.load(Array(Self.text(ios: version).utf8), registry: .standard)
      #expect(plain.simulation.window.gestureRecognizer(named: "nav.interactiveContentPopGestureRecognizer") == nil)
    }
  }

  @Test func popActionsNameANavigationController() throws {
    let gestures =
      #"[{"id": "p", "class": "UIPanGestureRecognizer", "view": "detailView", "on": {"gestureAction": [{"popToRootViewController": "nav"}, {"popViewController": "nav"}]}}]"#
    let scenario = try Scenario.read(Array(Self.text(ios: nil, gestures: gestures).utf8))
    #expect(try Scenario.read(scenario.bytes()) == scenario)
    let wrong =
      #"[{"id": "p", "class": "UIPanGestureRecognizer", "view": "detailView", "on": {"gestureAction": [{"popViewController": "detailView"}]}}]"#
    #expect(
      Self.error(Self.text(ios: nil, gestures: wrong))
        == "'detailView' is a UIView: 'popViewController' is a method of UINavigationController")
  }
}
