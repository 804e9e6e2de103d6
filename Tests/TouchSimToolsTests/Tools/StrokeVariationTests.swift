import Testing

@testable import TouchSimScenario
@testable import TouchSimTools

/// The stroke reshaping behind `touchsim sweep`.
@Suite struct StrokeVariationTests {
  typealias Point = Scenario.PathPoint

  func stroke(_ points: [(Double, Double, Double)], hz: Double? = nil) -> Scenario.Stroke {
    Scenario.Stroke(finger: 1, path: points.map { Point(t: $0.0, x: $0.1, y: $0.2) }, hz: hz)
  }

  @Test func holdOfATapMovesTheLift() throws {
    var tap = stroke([(0, 10, 10), (80, 10, 10)])
    try StrokeVariable.hold.apply(150, to: &tap)
    #expect(tap.path == [Point(t: 0, x: 10, y: 10), Point(t: 150, x: 10, y: 10)])
  }

  @Test func holdShiftsTheFirstMoveAndEverythingAfter() throws {
    var drag = stroke([(0, 0, 100), (300, 0, 100), (316, 0, 96), (332, 0, 92), (400, 0, 92)])
    try StrokeVariable.hold.apply(100, to: &drag)
    // The anchor is the first move (316): it moves to 100; the stationary 300 point is
    // inside the new hold's end and is dropped.
    #expect(drag.path.map(\.t) == [0, 100, 116, 184])
  }

  @Test func holdWithHzAnchorsAtTheStartOfTheMovingSegment() throws {
    var drag = stroke([(0, 0, 100), (300, 0, 100), (600, 0, 300)], hz: 60)
    try StrokeVariable.hold.apply(120, to: &drag)
    #expect(drag.path.map(\.t) == [0, 120, 420])
  }

  @Test func holdOnAStrokeThatMovesAtOnceInsertsARest() throws {
    var flick = stroke([(0, 0, 100), (16, 0, 90), (32, 0, 80)], hz: 60)
    try StrokeVariable.hold.apply(50, to: &flick)
    #expect(
      flick.path == [
        Point(t: 0, x: 0, y: 100), Point(t: 50, x: 0, y: 100), Point(t: 66, x: 0, y: 90), Point(t: 82, x: 0, y: 80),
      ])
  }

  @Test func holdMustBePositive() {
    var tap = stroke([(0, 10, 10), (80, 10, 10)])
    #expect(throws: ScenarioToolError.self) { try StrokeVariable.hold.apply(0, to: &tap) }
    #expect(throws: ScenarioToolError.self) { try StrokeVariable.hold.apply(.nan, to: &tap) }
  }

  @Test func travelScalesAMovingStrokeKeepingItsDirection() throws {
    var drag = stroke([(0, 0, 100), (16, 0, 96), (32, 0, 60)])
    try StrokeVariable.dy.apply(20, to: &drag)
    #expect(drag.path.map(\.y) == [100, 98, 80])
    try StrokeVariable.dy.apply(0, to: &drag)
    #expect(drag.path.map(\.y) == [100, 100, 100])
  }

  @Test func travelIsAddedLinearlyAfterTheHoldWhenTheAxisDoesNotMove() throws {
    var drag = stroke([(0, 50, 100), (100, 50, 100), (200, 50, 100)], hz: 60)
    try StrokeVariable.dx.apply(30, to: &drag)
    // No motion at all: the anchor is the lift, so the lift carries the whole travel.
    #expect(drag.path.map(\.x) == [50, 50, 80])
    var vertical = stroke([(0, 50, 100), (100, 50, 100), (200, 50, 60)], hz: 60)
    try StrokeVariable.dx.apply(10, to: &vertical)
    // It moves on y from 100 ms: x is added from there, half by the last point's half-way.
    #expect(vertical.path.map(\.x) == [50, 50, 60])
  }
}
