import Testing

@testable import TouchSimScenario
@testable import TouchSimTools

@Suite struct RuleCitationsTests {
  @Test func findsFamilyIDsWithTheirSubCases() {
    #expect(
      RuleCitations.ids(in: "K1, K2: S.delay releases (D4(b): lifted); T6-B and T11a, MD17.") == [
        "K1", "K2", "D4", "T6", "T11", "MD17",
      ])
  }

  @Test func findsSeedsAndProcessingModelIDs() {
    #expect(
      RuleCitations.ids(in: "seed 003; Seed 001 (0.1, RC2) and T13(a), S7, 0.1: x (0.4)") == [
        "seed 003", "seed 001", "0.1", "RC2", "T13", "S7", "0.1", "0.4",
      ])
  }

  @Test func ignoresNumbersNamesAndWordsThatLookLikeIDs() {
    #expect(RuleCitations.ids(in: "translation (0.0, -2.0), (12.0, 0.3), 0.5 s, alpha 0.1 rounds, offset -0.3") == [])
    #expect(RuleCitations.ids(in: "UTF8 iPhone16 S.pan row3 ABC1 H1x2 C0ntrol") == [])
  }
}
