import Testing
import TouchSimTestSupport

@testable import TouchSim

/// The facts a scroll view reports for pictures of the run (`ArbitrationFact`): its
/// delayed-touches windows (D1-D6) and its pan leaving `possible` (G14, P1, K5).
@Suite struct ArbitrationFactTests {
  static func facts(
    _ strokes: [Stroke], explains: Bool = true, configure: (ScrollView) -> Void = { _ in }
  ) -> [ArbitrationFact] {
    let (builder, _) = scrollTree(configure)
    builder.window.recorder.explains = explains
    _ = builder.run(strokes)
    return builder.window.recorder.facts
  }

  @Test func aHeldPressIsOneWindowFromTouchDownToTheTimer() {  // D1, D2
    #expect(
      Self.facts([tap(at: Point(x: 195, y: 140), from: 10, duration: 400)]) == [
        .delayWindow(scrollView: "S", start: .milliseconds(10), end: .milliseconds(160), outcome: .failed)
      ])
  }

  @Test func aSecondFingerKeepsTheWindowOpenFromTheFirstTouchDown() {  // D3
    let facts = Self.facts([
      tap(1, at: Point(x: 195, y: 140), duration: 400),
      tap(2, at: Point(x: 100, y: 150), from: 100, duration: 300),
    ])
    #expect(
      facts == [.delayWindow(scrollView: "S", start: .zero, end: .milliseconds(250), outcome: .failed)])
  }

  @Test func aQuickDragDropsTheWithheldTouchesWhenThePanBegins() {  // D5, P1
    let facts = Self.facts([stroke([(0, 195, 140), (30, 195, 125), (60, 195, 100)])])
    #expect(
      facts == [
        .panLeftPossible(recognizer: "S.pan", time: .milliseconds(30), state: .began, pastHysteresis: true),
        .delayWindow(scrollView: "S", start: .zero, end: .milliseconds(30), outcome: nil),
      ])
  }

  @Test func withoutDelayNothingIsWithheldSoThereIsNoWindow() {  // D6
    #expect(Self.facts([tap(at: Point(x: 195, y: 140))]) { $0.delaysContentTouches = false }.isEmpty)
  }

  @Test func aPanThatFailsAtTheLiftLeavesNoFact() {  // a tap is no drag refused
    let facts = Self.facts([tap(at: Point(x: 195, y: 140), duration: 80)])
    #expect(facts == [.delayWindow(scrollView: "S", start: .zero, end: .milliseconds(80), outcome: .failed)])
  }

  @Test func aDragTheButtonRefusesIsAFailedCrossingMidStroke() {  // K4, K5: T4
    let facts = Self.facts([stroke([(0, 195, 330), (200, 195, 330), (230, 195, 310), (260, 195, 290)])])
    #expect(
      facts.contains(
        .panLeftPossible(recognizer: "S.pan", time: .milliseconds(230), state: .failed, pastHysteresis: true)))
  }

  @Test func withoutExplanationsNoFactIsKept() {
    #expect(Self.facts([tap(at: Point(x: 195, y: 140), duration: 400)], explains: false).isEmpty)
  }
}
