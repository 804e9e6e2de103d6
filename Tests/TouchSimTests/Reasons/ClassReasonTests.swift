import Testing
import TouchSim

/// A model class's own reasons (`ClassExplanation`, `Reason.model`), declared beside the class
/// with its own rule IDs (issue 28): rendered through their `text`, counted through their
/// `ruleIDs`, distinct from app code's reasons.
@Suite struct ClassReasonTests {
  @Test func theRefreshControlsReasonRendersItsTextAndCitesItsOwnRules() {
    let why = Reason.model(RefreshControlReason.triggered(pulled: 70, snappingHeight: 60))
    #expect(why.clauses.count == 1)
    #expect(why.text.hasPrefix("RF4: the content is pulled 70.0 pt past its top"))
    #expect(why.text.contains("at least the snapping height 60.0 pt (RF3)"))
    #expect(why.ruleIDs == [.rf4, .rf3])
    #expect(why.clauseRuleIDs == [[.rf4, .rf3]])
    #expect(RuleID.rf4 == RuleID("RF4") && RuleID.rf4.description == "RF4")
  }

  @Test func classReasonsAreEqualOnlyForTheSameTypeAndValue() {
    let triggered = Reason.model(RefreshControlReason.triggered(pulled: 70, snappingHeight: 60))
    #expect(triggered == .model(RefreshControlReason.triggered(pulled: 70, snappingHeight: 60)))
    #expect(triggered != .model(RefreshControlReason.triggered(pulled: 71, snappingHeight: 60)))
    #expect(triggered != .model(PageViewControllerReason.settled(page: 1, previousPage: 0)))
    // The model's own reason is not the app's, whatever its text.
    #expect(triggered != .app(AppText(triggered.text, citing: [.rf4, .rf3])))
  }

  @Test func thePageViewControllersReasonsAreTheClasssOwn() {
    let why = Reason.model(PageViewControllerReason.settled(page: 2, previousPage: 1))
    #expect(why.text == "PV10: the paging scroll comes to rest on page 2, leaving page 1 (completed true)")
    #expect(why.ruleIDs == [.pv10])
  }
}
