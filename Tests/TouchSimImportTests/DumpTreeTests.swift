import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimImport
@testable import TouchSimScenario

/// Placing entries into a tree (issue 19): errors with positions, elisions, drops,
/// flattened content views, limits.
@Suite struct DumpTreeTests {
  static func tree(_ text: String) throws(DumpImportError) -> DumpTree {
    try DumpTree.build(DumpLines.read(Array(text.utf8)))
  }

  static func error(_ text: String) -> DumpImportError? {
    do {
      _ = try tree(text)
      return nil
    } catch { return error }
  }

  @Test func aLineThatSkipsALevelIsAnErrorAtItsEntry() {
    let error = Self.error("<UIView: 0x1; frame = (0 0; 10 10)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>")
    #expect(error?.line == 2)
    #expect(error?.column == 11)
    #expect(error?.message.hasPrefix("the indentation skips a level: depth 2 after depth 0") == true)
  }

  @Test func aFrameThatDoesNotParseIsAnErrorAtItsValue() {
    let error = Self.error("<UIView: 0x1; frame = (0 0 10 10); layer = <CALayer: 0x2>>")
    #expect(error?.line == 1)
    #expect(error?.column == 23)
    #expect(error?.message.hasPrefix("the frame '(0 0 10 10)' does not parse") == true)
  }

  @Test func textThatIsNotADumpIsAnErrorAtItsStart() {
    for text in ["", "hello\nworld", "{\"format\": 1}", "(lldb) po view\n<0x1>"] {
      let error = Self.error(text)
      #expect(error?.line == 1)
      #expect(error?.message.hasPrefix("not a view-hierarchy dump") == true, "\(text)")
    }
  }

  @Test func aDedentToAnUnseenIndentationIsAnErrorWithoutPipes() {
    let error = Self.error(
      "  <UIView: 0x1; frame = (0 0; 1 1)>\n      <UIView: 0x2; frame = (0 0; 1 1)>\n    <UIView: 0x3; frame = (0 0; 1 1)>"
    )
    #expect(error?.line == 3)
    #expect(error?.message.hasPrefix("the indentation does not match") == true)
  }

  @Test func framesOutsideTheScenarioLimitsAreErrors() {
    let error = Self.error("<UIView: 0x1; frame = (0 0; 2000000 10)>")
    #expect(error?.message.hasPrefix("frame values must be within ±1000000") == true)
  }

  @Test func moreViewsThanAScenarioHoldsIsAnError() {
    let line = "| <UIView: 0x2; frame = (0 0; 1 1)>\n"
    let text = "<UIView: 0x1; frame = (0 0; 1 1)>\n" + String(repeating: line, count: ScenarioDecoder.maxViews)
    let error = Self.error(text)
    #expect(error?.line == ScenarioDecoder.maxViews + 1)
    #expect(error?.message.hasPrefix("the dump has more than 20000 views") == true)
  }

  /// `levels` nested views, one per line.
  static func nested(levels: Int) -> String {
    (0..<levels).map { String(repeating: "| ", count: $0) + "<UIView: 0x1; frame = (0 0; 1 1)>\n" }.joined()
  }

  /// Issue 27: Docs/Import.md's limit is the code's: 100 levels import (and validate as a
  /// scenario), 101 are refused at the 101st.
  @Test func aHundredLevelsImportAndAHundredAndOneAreAnError() throws {
    #expect(DumpTree.maxDepth == 100)
    let deepest = try ViewHierarchyImport.scenario(from: Array(Self.nested(levels: 100).utf8), name: "deep.txt")
    #expect(deepest.viewCount == 100)
    _ = try Scenario.read(Array(deepest.scenario.text.utf8))
    let error = Self.error(Self.nested(levels: 101))
    #expect(error?.message == "the dump is deeper than 100 levels (the limit of a scenario's view tree)")
    #expect(error?.line == 101)
    let doc = try String(contentsOf: Repository.root.appendingPathComponent("Docs/Import.md"), encoding: .utf8)
    #expect(doc.contains("| more than 100 levels | `the dump is deeper than 100 levels` |"))
    let words = doc.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(
      words.contains("100 levels (the first view's included: `DumpTree.maxDepth`; a dump of 100 nested views imports"))
  }

  @Test func afterAnElisionADeeperLineIsDroppedNotAttachedToTheWrongParent() throws {
    let tree = try Self.tree(
      "<UIView: 0x1; frame = (0 0; 9 9)>\n| <UIView: 0x2; frame = (0 0; 9 9)>\n...\n|    |    | <UIButton: 0x3; frame = (0 0; 1 1)>\n|    |    |    | <UILabel: 0x4; frame = (0 0; 1 1)>\n| <UIView: 0x5; frame = (0 0; 1 1)>"
    )
    #expect(tree.nodes.map(\.fields.className) == ["UIView", "UIView", "UIView"])
    #expect(tree.nodes[0].children == [1, 2])
    #expect(tree.drops.map(\.line) == [4, 5])
    #expect(tree.drops[0].reason.contains("left out at line 3"))
  }

  @Test func aContentViewIsFlattenedIntoItsCellWithItsOriginAdded() throws {
    let tree = try Self.tree(
      "<UITableView: 0x1; frame = (0 0; 320 400); contentOffset: {0, 0}>\n| <UITableViewWrapperView: 0x2; frame = (0 10; 320 400); contentOffset: {3, 5}>\n|    | <UITableViewCell: 0x3; frame = (0 44; 320 44)>\n|    |    | <UITableViewCellContentView: 0x4; frame = (15 0; 290 44)>\n|    |    |    | <UILabel: 0x5; frame = (16 2; 100 40)>"
    )
    #expect(tree.nodes.map(\.fields.className) == ["UITableView", "UITableViewCell", "UILabel"])
    #expect(tree.nodes[0].children == [1])
    #expect(tree.nodes[1].children == [2])
    #expect(tree.nodes[1].frame == Rect(x: -3, y: 49, width: 320, height: 44))
    #expect(tree.nodes[2].frame == Rect(x: 31, y: 2, width: 100, height: 40))
    #expect(tree.flattened == ["UITableViewWrapperView", "UITableViewCellContentView"])
  }

  @Test func aDroppedViewTakesItsSubviewsWithIt() throws {
    let tree = try Self.tree(
      "<UIScrollView: 0x1; frame = (0 0; 9 9)>\n| <_UIScrollViewScrollIndicator: 0x2; frame = (0 0; 3 9)>\n|    | <UIView: 0x3; frame = (0 0; 3 9)>\n| <UIView: 0x4; frame = (0 0; 1 1)>"
    )
    #expect(tree.nodes.count == 2)
    #expect(tree.drops.map(\.line) == [2, 3])
    #expect(tree.drops[1].reason == "its superview (line 2) is dropped")
  }

  @Test func aTruncatedEntryKeepsItsFrameOrIsDroppedWithoutOne() throws {
    let kept = try Self.tree("<UIView: 0x1; frame = (0 0; 9 9)>\n| <UIView: 0x2; frame = (1 2; 3 4); autoresi")
    #expect(kept.nodes.count == 2)
    #expect(kept.nodes[1].isTruncated)
    let cut = try Self.tree("<UIView: 0x1; frame = (0 0; 9 9)>\n| <UIView: 0x2; frame = (1 2; 3")
    #expect(cut.nodes.count == 1)
    #expect(cut.drops.first?.reason == "the dump ends inside the entry's frame")
  }

  @Test func aLayerLineIsNeitherAViewNorALevel() throws {
    let tree = try Self.tree(
      "<UILabel: 0x1; frame = (0 0; 9 9)>\n| <_UILabelContentLayer: 0x2> (layer)\n| <UIView: 0x3; frame = (0 0; 1 1)>")
    #expect(tree.nodes.count == 2)
    #expect(tree.layerLines == 1)
  }

  @Test func aDumpStartingBelowTheTopIsReadRelativeToItsFirstLine() throws {
    let tree = try Self.tree(
      "   |    | <UIView: 0x1; frame = (0 0; 9 9)>\n   |    |    | <UIView: 0x2; frame = (0 0; 1 1)>")
    #expect(tree.entries.map(\.depth) == [0, 1])
  }
}

extension DumpTreeTests {
  /// Found by the import fuzz target: a dump whose every entry is dropped has no root.
  @Test func aDumpWhoseEveryViewIsDroppedIsAnErrorAtTheFirstDrop() {
    let error = Self.error("(lldb) po v\n<UIView: 0x1; layer = <CALayer: 0x2>>\n| <UIView: 0x3; frame = (0 0; 1 1)>")
    #expect(error?.line == 2)
    #expect(
      error?.message == "no view of the dump can be imported: the first one is dropped because the entry has no frame")
  }
}

extension DumpTreeTests {
  @Test func severalTopLevelTreesLeaveRoomForTheRootThatHoldsThem() {
    let line = "<UIView: 0x2; frame = (0 0; 1 1)>\n"
    let text = String(repeating: line, count: ScenarioDecoder.maxViews)
    do {
      _ = try ViewHierarchyImport.scenario(from: Array(text.utf8), name: "many")
      Issue.record("expected an error")
    } catch {
      #expect(error.line == ScenarioDecoder.maxViews)
      #expect(error.message.hasPrefix("the dump has more than 19999 views in several top-level trees"))
    }
  }
}
