import Testing
import TouchSimScenario

/// `touchsim check --filter` and `--shard K/N`.
@Suite struct ScenarioSelectionTests {
  static let files = (1...11).map { "Scenarios/topic\($0 % 3)/case\($0).json" }

  @Test(arguments: 1...5)
  func shardsPartitionTheFiles(_ count: Int) {
    var seen: [String] = []
    for index in 1...count {
      var selection = ScenarioSelection()
      selection.shard = (index, count)
      seen += selection.apply(to: Self.files)
    }
    #expect(seen.sorted() == Self.files.sorted())
  }

  @Test func filterKeepsPathsContainingAnyText() {
    var selection = ScenarioSelection()
    selection.filters = ["topic1/", "case3."]
    #expect(
      selection.apply(to: Self.files) == [
        "Scenarios/topic1/case1.json", "Scenarios/topic0/case3.json", "Scenarios/topic1/case4.json",
        "Scenarios/topic1/case7.json", "Scenarios/topic1/case10.json",
      ])
  }

  @Test func shardAppliesAfterTheFilter() {
    var selection = ScenarioSelection()
    selection.filters = ["topic1/"]
    selection.shard = (2, 2)
    #expect(selection.apply(to: Self.files) == ["Scenarios/topic1/case4.json", "Scenarios/topic1/case10.json"])
  }

  @Test(arguments: ["1/2", "2/2", "1/1", "7/10"])
  func validShards(_ text: String) { #expect(ScenarioSelection.parseShard(text) != nil) }

  @Test(arguments: ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "", "/2", "-1/2"])
  func invalidShards(_ text: String) { #expect(ScenarioSelection.parseShard(text) == nil) }
}
