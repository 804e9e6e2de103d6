import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimImport
@testable import TouchSimScenario

/// Import, round two (issue 31): the screen a dump shows, with what it cannot show said out
/// loud. Each test reads a dump that shows one rule: the fixtures `i31-*.txt` in
/// `Tests/Fixtures/ViewHierarchyDumps` (written for this issue) or inline dumps.
@Suite struct DumpImportRoundTwoTests {
  static func fixture(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Repository.url("Tests/Fixtures/ViewHierarchyDumps/" + file)))
  }

  static func result(_ bytes: [UInt8], strokes: [Scenario.Stroke] = []) throws -> ViewHierarchyImport.Result {
    try ViewHierarchyImport.scenario(from: bytes, name: "dump.txt", strokes: strokes)
  }

  static func result(_ text: String, strokes: [Scenario.Stroke] = []) throws -> ViewHierarchyImport.Result {
    try result(Array(text.utf8), strokes: strokes)
  }

  static func tap(_ x: Double, _ y: Double, finger: Int = 1, at t: Double = 0) -> Scenario.Stroke {
    Scenario.Stroke(finger: finger, path: [.init(t: t, x: x, y: y), .init(t: t + 80, x: x, y: y)])
  }

  /// Imports, writes, reads back (the same text) and replays.
  static func run(_ result: ViewHierarchyImport.Result) throws -> String {
    let text = result.scenario.text
    #expect(try Scenario.read(Array(text.utf8)).text == text)
    let run = try ScenarioRun.run(bytes: Array(text.utf8), path: "dump.json").get()
    #expect(run.internalError == nil)
    return run.text
  }

  static func views(_ view: Scenario.View) -> [Scenario.View] {
    [view] + (view.cellSubviews + view.subviews).flatMap(views)
  }

  static func find(_ id: String, in scenario: Scenario) -> Scenario.View? {
    views(scenario.root).first { $0.id == id }
  }

  // MARK: 1. Stacking order is the dump's

  static let chatList = "i31-ios13-chat-list-background-behind-rows.txt"

  @Test func aTapOnARowOfAChatListWhoseBackgroundIsBehindTheRowsSelectsTheRow() throws {
    // The table is at window y 0 with content offset -88: the first listed cell (y 72) is at
    // window y 160...232. Its background view, listed first, covers the whole table.
    let result = try Self.result(Self.fixture(Self.chatList), strokes: [Self.tap(300, 200)])
    let table = try #require(Self.find("mmMainTableView", in: result.scenario))
    #expect(table.scroll.subviewOrder == .asListed)
    #expect(table.subviews.map(\.id).first == "mmChatListBackgroundView")
    let log = try Self.run(result)
    #expect(log.contains("didSelectRow row 0"))
    #expect(result.summary.contains { $0.hasPrefix("rows: mmMainTableView: 2 cells as rows in dump order") })
  }

  @Test func aCollectionViewKeepsItsBackgroundBehindItsCells() throws {
    let result = try Self.result(Self.fixture("i31-ios9-collection-view-flow-layout.txt"), strokes: [Self.tap(60, 120)])
    let collection = result.scenario.root.subviews[0]
    #expect(collection.subviews.map(\.className) == ["UIImageView", "UIView", "UIView", "UIImageView"])
    // The cell's view is in front of the background: the touch reaches it.
    #expect(try Self.run(result).contains("hitTest (60.0, 120.0) -> view2"))
  }

  // MARK: 2. Recognizers are never dropped in silence

  @Test func everyViewThatPrintsGestureRecognizersIsNamedAndKnownOnesAreImported() throws {
    let bytes = try Self.fixture(Self.chatList)
    let result = try Self.result(bytes)
    let printing = String(decoding: bytes, as: UTF8.self).split(separator: "\n").count {
      $0.contains("gestureRecognizers = <NSArray")
    }
    let lines = result.summary.filter { $0.hasPrefix("recognizers: ") }
    #expect(lines.count == printing)
    for id in ["window1", "layoutContainerView", "mmMainTableView", "chatSessionCell1", "mmAvatarImageView1"] {
      #expect(lines.contains { $0.hasPrefix("recognizers: \(id) (") }, "\(id)")
    }
    // The navigation controller's back swipe: a left-edge pan on its layout container.
    let swipe = try #require(result.scenario.gestures.first)
    #expect(swipe.className == "UIScreenEdgePanGestureRecognizer" && swipe.view == "layoutContainerView")
    #expect(swipe.properties.first?.value == .string("left"))
    #expect(lines.contains { $0.contains("built in as mmMainTableView.pan and mmMainTableView.delay") })
    let notes = try #require(result.scenario.notes)
    #expect(notes.contains("mmAvatarImageView1: ") && notes.contains("the log may differ"))
    #expect(notes.contains("UITableViewCellContentView (line 14), flattened into chatSessionCell1"))
  }

  @Test func aDimmingViewsTapIsImported() throws {
    let result = try Self.result(
      """
      <UITransitionView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
         | <UIDimmingView: 0x3; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
         | <UIDropShadowView: 0x6; frame = (0 40; 375 627); gestureRecognizers = <NSArray: 0x7>; layer = <CALayer: 0x8>>
      """, strokes: [Self.tap(100, 20)])
    #expect(result.scenario.gestures.map(\.className) == ["UITapGestureRecognizer"])
    #expect(
      result.summary.contains { $0.hasPrefix("recognizers: dropShadowView (UIDropShadowView, line 3): a sheet's") })
    #expect(try Self.run(result).contains("dimmingViewTap"))
  }

  // MARK: 3. Pre-iOS 11 collection views

  @Test func aCollectionViewLineWithItsLayoutIsOneView() throws {
    let result = try Self.result(Self.fixture("i31-ios9-collection-view-flow-layout.txt"))
    #expect(result.viewCount == 9)
    #expect(result.summary[0] == "imported 9 views from 9 entries")
    let tree = try DumpTree.build(DumpLines.read(Self.fixture("i31-ios9-collection-view-flow-layout.txt")))
    #expect(tree.nodes[1].collectionViewLayout == "UICollectionViewFlowLayout")
  }

  // MARK: 4. Transforms

  static let rotated = "i31-ios17-rotated-badge-vertical-slider.txt"

  @Test func aRotatedViewImportsWithItsTransformAndATapJustOutsideItMisses() throws {
    // The badge is 100 × 100 about (200, 200) turned by 45°: (135, 135) is inside its printed
    // frame (the bounding box) but outside the turned square; (200, 135) is inside it.
    let result = try Self.result(
      Self.fixture(Self.rotated), strokes: [Self.tap(135, 135), Self.tap(200, 135, finger: 2, at: 500)])
    let badge = try #require(Self.find("badgeView", in: result.scenario))
    #expect(badge.frame == Rect(x: 150, y: 150, width: 100, height: 100))
    #expect(badge.transform?.b == 0.70710678118654746)
    let log = try Self.run(result)
    #expect(log.contains("touchesBegan #1 (135.0, 135.0) via view"))
    #expect(log.contains("touchesBegan #2 (200.0, 135.0) via badgeView"))
  }

  @Test func aVerticalSliderTracksInItsOwnTurnedCoordinates() throws {
    // A UISlider turned by −90°: 200 × 40 about (196.5, 580), value 0.25 read from the dump, its
    // thumb at window (196.5, 623). Dragging it up raises the value.
    let drag = Scenario.Stroke(
      finger: 1,
      path: [.init(t: 0, x: 196.5, y: 623), .init(t: 100, x: 196.5, y: 560), .init(t: 150, x: 196.5, y: 560)])
    let result = try Self.result(Self.fixture(Self.rotated), strokes: [drag])
    let slider = try #require(Self.find("slider", in: result.scenario))
    #expect(slider.frame == Rect(x: 96.5, y: 560, width: 200, height: 40))
    #expect(slider[property: "value"] == .number(0.25))
    let log = try Self.run(result)
    #expect(log.contains("valueChanged"))
    #expect(!log.contains("valueChanged 0.25\n"))
  }

  // MARK: 5. Flags UIKit omits mean their default

  @Test func labelAndImageViewSubclassesWithoutNoAreInteractiveAndSaySo() throws {
    let result = try Self.result(
      """
      <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
         | <MMLinkLabel: 0x3; frame = (10 10; 100 20); text = 'More'; layer = <_UILabelLayer: 0x4>>
         | <UIImageView: 0x5; frame = (10 40; 40 40); gestureRecognizers = <NSArray: 0x6>; layer = <CALayer: 0x7>>
         | <UILabel: 0x8; frame = (10 90; 100 20); text = 'Plain'; layer = <_UILabelLayer: 0x9>>
         | <UILabel: 0xa; frame = (10 120; 100 20); text = 'Off'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xb>>
      """, strokes: [Self.tap(20, 15)])
    let views = result.scenario.root.subviews
    #expect(views.map(\.className) == ["UILabel", "UIImageView", "UILabel", "UILabel"])
    #expect(views.map { $0[property: "isUserInteractionEnabled"] } == [.bool(true), .bool(true), nil, .bool(false)])
    let assumed = result.summary.filter { $0.hasPrefix("  ") }
    #expect(assumed.contains { $0.contains("moreMMLinkLabel: isUserInteractionEnabled true assumed") })
    #expect(assumed.contains { $0.contains("UILabel ×1 without 'userInteractionEnabled = NO'") })
    #expect(try Self.run(result).contains("touchesBegan #1 (20.0, 15.0) via moreMMLinkLabel"))
  }

  // MARK: 6. Insets from old dumps

  @Test func aNegativeOffsetWithoutAnAdjustedInsetImpliesAnInsetADragSpringsBackTo() throws {
    let drag = Scenario.Stroke(
      finger: 1, path: [.init(t: 0, x: 100, y: 300), .init(t: 200, x: 100, y: 400), .init(t: 220, x: 100, y: 400)])
    let result = try Self.result(
      """
      <UIView: 0x1; frame = (0 0; 320 568); layer = <CALayer: 0x2>>
         | <UITableView: 0x3; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, -64}; contentSize: {320, 2000}>
      """, strokes: [drag])
    let table = result.scenario.root.subviews[0]
    #expect(table.scroll.contentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(
      result.summary.contains {
        $0.contains("tableView: contentInset [64, 0, 0, 0] inferred from contentOffset {0, -64}")
      })
    let log = try Self.run(result)
    let last = try #require(log.split(separator: "\n").last { $0.contains("scrollViewDidScroll offset") })
    #expect(last.contains("(0.0, -64.0)"))
  }

  // MARK: 7. Elisions

  @Test func aLineAfterAnElisionWhoseSuperviewIsUnknowableIsANoteNotAChild() throws {
    // The depth-2 button after `...` could belong to a depth-1 view left out: a note. The
    // depth-1 view after it belongs to the root, at its own depth.
    let result = try Self.result(
      """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 0; 320 100)>
         |    | <UIView: 0x3; frame = (0 0; 10 10)>
      ...
         |    | <UIButton: 0x4; frame = (0 50; 80 40)>
         |    |    | <UIButtonLabel: 0x5; frame = (0 0; 80 40); text = 'Lost'>
         | <UIView: 0x6; frame = (0 200; 320 100)>
         |    | <UIButton: 0x7; frame = (0 0; 80 40)>
      """)
    let root = result.scenario.root
    #expect(root.subviews.map(\.subviews.count) == [1, 1])
    #expect(root.subviews[1].subviews[0].className == "UIButton")
    let notes = try #require(result.scenario.notes)
    #expect(
      notes.contains(
        "line 5: UIButton frame = (0 50; 80 40) left out: its superview is unknowable (lines are left out at line 4), with 1 subview"
      ))
    #expect(!Self.views(root).contains { $0.id.hasPrefix("lost") })
  }

  @Test func anElisionWithPipesKeepsTheLevelsAboveItKnown() throws {
    let tree = try DumpTree.build(
      DumpLines.read(
        Array(
          """
          <UIView: 0x1; frame = (0 0; 320 480)>
             | <UITableView: 0x2; frame = (0 0; 320 480)>
             |    | <UITableViewCell: 0x3; frame = (0 0; 320 44)>
             |    | ...
             |    | <UITableViewCell: 0x4; frame = (0 440; 320 44)>
          """.utf8)))
    #expect(tree.nodes[1].children == [2, 3])
    #expect(tree.drops.isEmpty)
  }

  // MARK: 8. Every assumed default is listed

  @Test func theAssumedDefaultsAreListedUnderOneHeading() throws {
    let result = try Self.result(
      """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UITextView: 0x2; frame = (0 0; 320 100); contentOffset: {0, 0}; contentSize: {320, 100}>
         | <UIScrollView: 0x3; frame = (0 100; 320 100)>
         | <UISlider: 0x4; frame = (10 220; 200 30); value: 40.000000>
         | <UISearchBar: 0x5; frame = (0 300; 250 44)>
         |    | <UINavigationButton: 0x6; frame = (260 7; 60 30)>
         | <UIScroller: 0x7; frame = (0 350; 320 100)>
      """)
    let heading = try #require(result.summary.firstIndex { $0.hasPrefix("assumed: ") })
    let listed = result.summary[(heading + 1)...]
    #expect(listed.count == 5)
    #expect(listed.contains { $0.contains("textView: UITextView imported as editable") })
    #expect(listed.contains { $0.contains("scrollView: UIScrollView without a printed contentSize") })
    #expect(listed.contains { $0.contains("slider: UISlider value 40 read from the dump; its range 0...40 assumed") })
    #expect(listed.contains { $0.contains("navigationButton lies wholly outside searchBar's bounds") })
    #expect(listed.contains { $0.contains("scroller: UIScrollView without a printed contentSize") })
    #expect(Self.find("slider", in: result.scenario)?[property: "value"] == .number(40))
  }

  // MARK: 9. A cleaner summary

  @Test func theSummaryGroupsIndicatorsNamesTheClassTableAndCountsTwoDumps() throws {
    let chat = try Self.result(Self.fixture(Self.chatList))
    let indicators = chat.summary.filter { $0.contains("_UIScrollViewScrollIndicator") }
    #expect(
      indicators == [
        "dropped: lines 24-27: a scroll view's pair of indicators (_UIScrollViewScrollIndicator with 2 subviews): not modelled"
      ])
    #expect(chat.summary.contains { $0.hasPrefix("mapped: UITransitionView → UIView (class table) ×1") })
    let two = try Self.result(
      """
      (lldb) po [self.view recursiveDescription]
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIButton: 0x2; frame = (0 0; 80 40)>
      (lldb) po [self.view recursiveDescription]
      <UIView: 0x3; frame = (0 0; 320 480)>
      """)
    #expect(two.summary[1].hasPrefix("2 dumps in one file (top-level views at lines 2, 5)"))
  }

  @Test func swiftWrapperTypesAndConsoleLinesAreNotDroppedViews() throws {
    let result = try Self.result(
      """
      (Optional<String>) $R0 = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
         | <UIButton: 0x3; frame = (0 0; 80 40)>"
      2023-01-01 10:00:00.000 App[1:2] "<NSLayoutConstraint:0x600 UIButton:0x3.width == 80   (active)>"
      """)
    #expect(result.viewCount == 2)
    #expect(!result.summary.contains { $0.hasPrefix("dropped:") })
    #expect(result.summary[0] == "imported 2 views from 2 entries (skipped 1 console entry (not views))")
  }

  @Test func aCellsBackgroundAndSeparatorStayOnTheCell() throws {
    let result = try Self.result(Self.fixture(Self.chatList))
    let cell = try #require(Self.find("chatSessionCell1", in: result.scenario))
    #expect(cell.cellSubviews.map(\.id) == ["systemBackgroundView1", "tableViewCellSeparatorView1"])
    #expect(cell.subviews.map(\.className) == ["UIImageView", "UILabel"])
  }
}

extension DumpImportRoundTwoTests {
  /// The import fuzz target's property (`TOUCHSIM_FUZZ_TARGET=import`) on the new keys: every
  /// dump cut after any line, or with any one line left out, that imports gives a scenario
  /// that validates and writes back the same (transforms, `subviewOrder`, `cellSubviews`,
  /// imported recognizers, inferred insets included).
  @Test(arguments: [
    "i31-ios13-chat-list-background-behind-rows.txt", "i31-ios9-collection-view-flow-layout.txt",
    "i31-ios17-rotated-badge-vertical-slider.txt",
  ])
  func everyCutOfTheNewDumpsValidatesAndWritesBackTheSame(_ file: String) throws {
    let lines = String(decoding: try Self.fixture(file), as: UTF8.self).split(separator: "\n").map(String.init)
    var variants: [[String]] = []
    for index in lines.indices {
      variants.append(Array(lines[...index]))
      variants.append(Array(lines[..<index] + lines[(index + 1)...]))
    }
    for variant in variants {
      guard let result = try? Self.result(variant.joined(separator: "\n")) else { continue }
      let text = result.scenario.text
      let read = try Scenario.read(Array(text.utf8))
      #expect(read.text == text)
    }
  }
}

extension DumpImportRoundTwoTests {
  /// Indicators of two scroll views that nothing else separates in the drops list are two
  /// lines, not a pair: only indicators listed side by side are grouped.
  @Test func indicatorsOfDifferentScrollViewsAreNotOnePair() throws {
    let result = try Self.result(
      """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIScrollView: 0x2; frame = (0 0; 320 200); contentOffset: {0, 0}; contentSize: {320, 900}>
         |    | <_UIScrollViewScrollIndicator: 0x3; frame = (314 0; 3 200)>
         | <UIScrollView: 0x4; frame = (0 200; 320 200); contentOffset: {0, 0}; contentSize: {320, 900}>
         |    | <_UIScrollViewScrollIndicator: 0x5; frame = (314 0; 3 200)>
      """)
    #expect(
      result.summary.filter { $0.hasPrefix("dropped: ") } == [
        "dropped: line 3: a scroll indicator (_UIScrollViewScrollIndicator): not modelled",
        "dropped: line 5: a scroll indicator (_UIScrollViewScrollIndicator): not modelled",
      ])
  }
}
