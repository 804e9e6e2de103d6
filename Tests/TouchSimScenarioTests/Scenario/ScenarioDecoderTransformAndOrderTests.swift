import Testing
import TouchSim

@testable import TouchSimScenario

/// The format's `transform` (every view, H1) and a table's `subviewOrder` (TC1): decoded,
/// written back the same, built into the model, refused when out of range.
@Suite struct ScenarioDecoderTransformAndOrderTests {
  static func run(_ text: String) throws -> ScenarioRun {
    try ScenarioRun.run(bytes: Array(text.utf8), path: "t.json").get()
  }

  static func error(_ text: String) -> String? {
    do {
      _ = try Scenario.read(Array(text.utf8))
      return nil
    } catch { return error.message }
  }

  /// A 100 × 100 view turned by 45° about (150, 150); taps at a corner of its bounding box and
  /// just above its untransformed frame.
  static let turned = """
    {"format": 1, "scenario": "turned", "root": {"id": "root", "subviews": [
      {"id": "card", "frame": [100, 100, 100, 100],
       "transform": [0.7071067811865476, 0.7071067811865476, -0.7071067811865476, 0.7071067811865476, 0, 0]}]},
     "touches": [
      {"finger": 1, "path": [[0, 105, 105], [80, 105, 105]]},
      {"finger": 2, "path": [[500, 150, 85], [580, 150, 85]]}]}
    """

  @Test func aTransformIsReadWrittenBackAndHonouredByHitTesting() throws {
    let scenario = try Scenario.read(Array(Self.turned.utf8))
    let card = scenario.root.subviews[0]
    #expect(card.transform?.a == 0.7071067811865476)
    #expect(try Scenario.read(Array(scenario.text.utf8)) == scenario)
    #expect(scenario.text.contains("\"transform\": [0.7071067811865476, 0.7071067811865476"))
    let log = try Self.run(Self.turned).text
    #expect(log.contains("touchesBegan #1 (105.0, 105.0) via root"))
    #expect(log.contains("touchesBegan #2 (150.0, 85.0) via card"))
  }

  @Test func aTransformOutOfRangeOrFlatIsAnError() {
    let flat = Self.turned.replacingFirst(
      "0.7071067811865476, 0.7071067811865476, -0.7071067811865476, 0.7071067811865476", with: "1, 0, 2, 0")
    #expect(Self.error(flat)?.hasPrefix("'transform' must be invertible") == true)
    let huge = Self.turned.replacingFirst("0.7071067811865476, 0.7071067811865476,", with: "5000, 0,")
    #expect(Self.error(huge)?.hasPrefix("'transform' values must be within ±1000") == true)
  }

  /// A table whose full-height background view is listed before its one cell.
  static func chat(order: String?) -> String {
    let key = order.map { "\"subviewOrder\": \"\($0)\", " } ?? ""
    return """
      {"format": 1, "scenario": "chat", "root": {"id": "root", "subviews": [
        {"id": "T", "class": "UITableView", "frame": [0, 0, 390, 844], \(key)"subviews": [
          {"id": "background", "frame": [0, 0, 390, 844]},
          {"id": "cell0", "class": "UITableViewCell", "frame": [0, 0, 390, 60]}]}]},
       "touches": [{"finger": 1, "path": [[0, 100, 30], [80, 100, 30]]}]}
      """
  }

  @Test func asListedStacksTheCellsInFrontOfAViewListedBeforeThem() throws {
    let listed = try Self.run(Self.chat(order: "asListed")).text
    #expect(listed.contains("didSelectRow row 0"))
    let behind = try Self.run(Self.chat(order: nil)).text
    #expect(!behind.contains("didSelectRow"))
    #expect(try Self.run(Self.chat(order: "cellsBehind")).text == behind)
    let scenario = try Scenario.read(Array(Self.chat(order: "asListed").utf8))
    #expect(scenario.root.subviews[0].scroll.subviewOrder == .asListed)
    #expect(scenario.text.contains("\"subviewOrder\": \"asListed\""))
    #expect(Self.error(Self.chat(order: "frontToBack"))?.hasPrefix("'subviewOrder' must be") == true)
  }

  @Test func subviewOrderIsATableKeyOnly() {
    let text = Self.chat(order: nil).replacingFirst(
      "{\"id\": \"background\", \"frame\": [0, 0, 390, 844]}",
      with: "{\"id\": \"background\", \"frame\": [0, 0, 390, 844], \"subviewOrder\": \"asListed\"}")
    #expect(Self.error(text)?.contains("'subviewOrder'") == true)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
