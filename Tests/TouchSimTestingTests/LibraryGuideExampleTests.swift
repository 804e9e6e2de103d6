import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport
import TouchSimTesting

/// Docs/Library.md prints the example above; the override logs as the scenario key does.
@Suite struct LibraryGuideExampleTests {
  @Test func theGuidePrintsTheExampleThatRuns() throws {
    let source = try String(
      contentsOfFile: Repository.path("Tests/TouchSimTestingTests/LibraryGuideExample.swift"), encoding: .utf8)
    let begin = try #require(source.range(of: "// library-example-begin\n")).upperBound
    let end = try #require(source.range(of: "// library-example-end")).lowerBound
    let guide = try String(contentsOfFile: Repository.path("Docs/Library.md"), encoding: .utf8)
    #expect(guide.contains("```swift\n" + source[begin..<end] + "```\n"))
  }

  /// The guide's screen as a scenario file: the same tree and stroke, with the override
  /// written as the `touchesShouldCancel` key (K3, K4).
  private static func scenario(touchesShouldCancel: String?) -> String {
    let key = touchesShouldCancel.map { #", "touchesShouldCancel": \#($0)"# } ?? ""
    return #"""
      {
        "format": 1,
        "scenario": "the guide's feed",
        "window": [390, 844],
        "root": {
          "id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]\#(key),
          "subviews": [{"id": "buy", "class": "UIButton", "frame": [100, 300, 190, 60]}]
        },
        "touches": [{"finger": 1, "hz": 60, "path": [[0, 195, 330], [200, 195, 330], [400, 195, 130]]}]
      }
      """#
  }

  private static func swiftRun(_ feed: UIScrollView) -> String {
    let window = UIWindow(size: Size(width: 390, height: 844))
    feed.frame = window.bounds
    feed.contentSize = Size(width: 390, height: 3000)
    window.setRootView(feed)
    feed.addSubview(UIButton(name: "buy", frame: Rect(x: 100, y: 300, width: 190, height: 60)))
    window.register(feed)
    let simulation = Simulation(window: window)
    let press = Point(x: 195, y: 330)
    simulation.add(
      Stroke(
        finger: 1,
        path: [
          .init(time: .zero, location: press), .init(time: .milliseconds(200), location: press),
          .init(time: .milliseconds(400), location: Point(x: 195, y: 130)),
        ], hz: 60))
    return Run(replaying: simulation).text
  }

  private static func scenarioRun(_ json: String) throws -> String {
    switch ScenarioRun.run(bytes: Array(json.utf8), path: "feed.json") {
    case .success(let run): return run.text
    case .failure(let error): throw error
    }
  }

  @Test func overridingTouchesShouldCancelLogsExactlyAsTheScenarioKey() throws {
    let keyed = try Self.scenarioRun(Self.scenario(touchesShouldCancel: #"{"buy": true}"#))
    let overridden = Self.swiftRun(FeedScrollView(name: "feed"))
    #expect(overridden == keyed)
    #expect(keyed.contains("touchesShouldCancel in buy -> true"))
    // And without either, UIKit's default keeps the button's touch: both differ the same way.
    let plainKeyed = try Self.scenarioRun(Self.scenario(touchesShouldCancel: nil))
    #expect(Self.swiftRun(UIScrollView(name: "feed")) == plainKeyed)
    #expect(plainKeyed != keyed)
  }
}
