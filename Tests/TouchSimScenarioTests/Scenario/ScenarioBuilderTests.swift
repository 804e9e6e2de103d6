import Testing
import TouchSim

@testable import TouchSimScenario

/// Building the model from a `Scenario` is total, and the reader keeps every element's place.
@Suite struct ScenarioBuilderTests {
  @Test func aScenarioBuiltInCodeWithDanglingNamesBuildsWithoutThem() {
    var button = Scenario.View(id: "b", className: "UIButton", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    button.scroll.sharesPanWith = "nowhere"
    let scenario = Scenario(
      title: "dangling", root: Scenario.View(id: "root", subviews: [button]),
      gestures: [
        Scenario.Gesture(id: "tap", className: "UITapGestureRecognizer", view: "b", requireToFail: ["ghost"]),
        Scenario.Gesture(id: "lost", className: "UITapGestureRecognizer", view: "missing"),
        Scenario.Gesture(id: "odd", className: "NoSuchRecognizer", view: "b"),
      ],
      strokes: [
        Scenario.Stroke(
          finger: 1, path: [Scenario.PathPoint(t: 0, x: 10, y: 10), Scenario.PathPoint(t: 80, x: 10, y: 10)])
      ])
    let loaded = ScenarioBuilder.build(scenario)
    #expect(loaded.window.gestureRecognizer(named: "tap")?.requiredToFail.isEmpty == true)
    #expect(loaded.window.gestureRecognizer(named: "lost") == nil)
    #expect(loaded.window.gestureRecognizer(named: "odd") == nil)
    #expect(loaded.window.view(named: "root")?.frame == loaded.window.bounds)
    #expect(loaded.simulation.pendingStrokes.count == 1)
  }

  @Test func theReaderKeepsWhereEachElementIsWritten() throws {
    let text = """
      {"format": 1, "scenario": "places",
       "root": {"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 10, 10]}]},
       "touches": [{"finger": 1, "path": [[0, 1, 1], [80, 1, 1]]}]}
      """
    let scenario = try Scenario.read(Array(text.utf8))
    #expect(scenario.root.subviews[0].position.location == SourceLocation(line: 2, column: 38))
    #expect(scenario.strokes[0].position.location == SourceLocation(line: 3, column: 14))
    #expect(scenario.strokes[0].path[1].position.location == SourceLocation(line: 3, column: 48))
  }

  @Test func aTouchDownOutsideTheWindowIsAWarningAtItsPoint() throws {
    let text = """
      {"format": 1, "scenario": "outside", "root": {"id": "root"},
       "touches": [{"finger": 1, "path": [[0, -5, 1], [80, -5, 1]]}]}
      """
    let loaded = try LoadedScenario.load(Array(text.utf8))
    #expect(loaded.warnings.map(\.message) == ["touch-down of finger 1 is outside the window; it reaches no view"])
    #expect(loaded.warnings.first?.location == SourceLocation(line: 2, column: 37))
  }
}
