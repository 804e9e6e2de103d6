import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Typed reasons (issue 14): the model keeps the rule and the deciding values; `Reason.text`
/// renders the English; a reason cited inside another is cited by structure, not by parsing.
@Suite struct ReasonTests {
  @Test func aReasonCitedByItsFirstClauseKeepsOnlyThatClause() {  // DL1, S4 citing P1 and K5
    let began = Reason.clauses([
      .gesture(.panHysteresis(rule: .p1, x: nil, y: 12)),
      .gesture(.contentCancellation(views: ["B"], refused: [])),
    ])
    #expect(began.clauses.count == 2)
    #expect(
      Reason.scrollView(.dragBegan(pan: "S.pan", cause: began)).text
        == "DL1, S4: S.pan began (P1: the fingers moved 12.0 pt along y, at least the 10.0 pt hysteresis (removed "
        + "from the translation, P3)); dragging starts")
  }

  @Test func aReasonCitedWholeKeepsItsClausesInsideTheParentheses() {  // G4
    let cause = Reason.clauses([.app(AppText("a")), .app(AppText("b"))])
    let reason = Reason.window(.cancelled(recognizer: "g", state: .recognized, isScrollViewPan: false, cause: cause))
    #expect(reason.text == "G4: g recognized with cancelsTouchesInView (a; b)")
    #expect(reason.clauses == ["G4: g recognized with cancelsTouchesInView (a", "b)"])
  }

  @Test func aMissingCauseFallsBackToTheState() {  // G4, K7, X1
    let reason = Reason.window(.cancelled(recognizer: "S.pan", state: .began, isScrollViewPan: true, cause: nil))
    #expect(reason.text == "K7, X1: S.pan began with cancelsTouchesInView (began)")
  }

  @Test func anUnexplainedRecordRendersAsEmptyText() {
    #expect(Reason.unexplained.text == "")
    #expect(Reason.clauses([.unexplained, .app(AppText("x"))]).text == "x")
  }

  @Test func numbersAreWrittenAsTheLogWritesThem() {  // MD2, D2
    #expect(
      Reason.gesture(.tapMovedTooFar(distance: 45.01, limit: 45)).text
        == "MD2: a finger moved 45.01 pt from touch-down, more than 45.0 pt")
    #expect(
      Reason.gesture(.delayPassed(restarted: true, scrollView: "S")).text
        == "D2, D4(a): 150 ms passed since the last finger touched down (D3) and S.pan has not begun")
  }

  @Test func reasonsAreNotBuiltWhenTheRunDoesNotExplain() {
    let tap = TapGestureRecognizer(name: "tap")
    let builder = recognizerTree([tap])
    _ = builder.run([TouchSimTestSupport.tap(at: Point(x: 50, y: 50))])
    #expect(!builder.window.recorder.records.isEmpty)
    #expect(builder.window.recorder.records.allSatisfy { $0.why == nil })
    #expect(tap.lastReason == nil)
  }

  @Test func reasonsAreBuiltWhenTheRunExplains() {  // G16, MD2
    let tap = TapGestureRecognizer(name: "tap")
    let builder = recognizerTree([tap])
    builder.window.recorder.explains = true
    _ = builder.run([TouchSimTestSupport.tap(at: Point(x: 50, y: 50))])
    #expect(builder.window.recorder.records.allSatisfy { $0.why != nil })
    #expect(tap.lastReason == .gesture(.tapped(tap: 1, of: 1)))
  }
}
