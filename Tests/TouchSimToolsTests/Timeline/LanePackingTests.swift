import Testing

@testable import TouchSimScenario
@testable import TouchSimTools

/// Rows and labels within one lane: stacking at one time, series of repeats, the row cap.
@Suite struct LanePackingTests {
  @Test func marksAtOneTimeTakeDifferentRows() {
    let texts = ["began #1", "beginTracking → true", "touchDown"]
    let packing = LanePacking(xs: [100, 100, 100], texts: texts, maxRows: 8)
    #expect(packing.rows == [0, 1, 2])
    #expect(packing.labels == ["began #1", "beginTracking → true", "touchDown"])
    #expect(packing.rowCount == 3)
  }

  @Test func repeatsCloseTogetherAreOneSeriesLabelledOnceAfterItsLastDot() {
    let xs: [Double] = [100, 133, 166, 199]
    let packing = LanePacking(xs: xs, texts: Array(repeating: "moved #1", count: 4), maxRows: 8)
    #expect(packing.rows == [0, 0, 0, 0])
    #expect(packing.labels == [nil, nil, nil, "moved #1 ×4"])
    #expect(packing.labelXs[3] == 199 + TimelineLayout.markRadius + 3)
  }

  @Test func repeatsFarApartAreLabelledEach() {
    let packing = LanePacking(xs: [100, 400], texts: ["moved #1", "moved #1"], maxRows: 8)
    #expect(packing.labels == ["moved #1", "moved #1"])
    #expect(packing.rows == [0, 0])
  }

  @Test func beyondTheRowCapMarksGoUnlabelled() {
    let texts = (0..<5).map { "call \($0)" }
    let packing = LanePacking(xs: Array(repeating: 50, count: 5), texts: texts, maxRows: 3)
    #expect(packing.rows == [0, 1, 2, 3, 3], "the unlabelled ones share one extra row")
    #expect(packing.rowCount == 4)
    #expect(packing.unlabelled == 2)
    #expect(packing.labels == ["call 0", "call 1", "call 2", nil, nil])
  }
}
