import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

/// Replays with a plain `GestureRecognizerRegistry`, as before `TouchSimRegistry`: its
/// recognizer classes, UIKit's view classes.
@Suite struct GestureRecognizerRegistryScenarioTests {
  private let pan = Array(
    """
    {"format": 1, "scenario": "pan", "root": {"id": "R", "subviews": [{"id": "card", "frame": [0, 100, 390, 200]}]},
     "gestures": [{"id": "hpan", "class": "HorizontalPanGestureRecognizer", "view": "card"}],
     "touches": [{"finger": 1, "path": [[0, 100, 200], [40, 140, 202], [80, 180, 204]]}]}
    """.utf8)

  @Test func aPlainRecognizerRegistryStillReadsItsClassesEverywhere() throws {
    var registry = GestureRecognizerRegistry.standard
    registry.register("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
    let run = try ScenarioRun.run(bytes: pan, path: "pan", registry: registry).get()
    #expect(run.text.contains("hpan                    gestureState possible -> began"))
    let scenario = try Scenario.read(pan, registry: registry)
    #expect(try ScenarioRun.run(scenario: scenario, path: "pan", registry: registry).get().text == run.text)
    #expect(try LoadedScenario.load(pan, registry: registry).window.gestureRecognizer(named: "hpan") != nil)
    #expect(ScenarioBuilder.build(scenario, registry: registry).window.gestureRecognizer(named: "hpan") != nil)
    #expect(throws: ScenarioError.self) { try Scenario.read(pan, registry: GestureRecognizerRegistry.standard) }
  }
}
