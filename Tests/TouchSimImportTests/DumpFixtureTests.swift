import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimImport
@testable import TouchSimScenario

/// The 26 real dumps of `Tests/Fixtures/ViewHierarchyDumps` (issue 19): each reads with the
/// entry count, depths, classes and flags `expected.json` gives, imports into a scenario that
/// validates, writes back the same, and replays with a tap.
@Suite struct DumpFixtureTests {
  static let folder = "Tests/Fixtures/ViewHierarchyDumps/"

  nonisolated(unsafe) static let expected: [String: [String: Any]] = {
    let data = (try? Data(contentsOf: Repository.url(folder + "expected.json"))) ?? Data()
    return ((try? JSONSerialization.jsonObject(with: data)) as? [String: [String: Any]]) ?? [:]
  }()

  static let files = expected.keys.sorted()

  static func tree(_ file: String) throws -> DumpTree {
    let bytes = Array(try Data(contentsOf: Repository.url(folder + file)))
    return try DumpTree.build(DumpLines.read(bytes))
  }

  @Test func thereAreAtLeastFifteenFixturesWithExpectations() {
    #expect(Self.files.count >= 15)
  }

  @Test(arguments: files)
  func everyFixtureReadsWithTheExpectedEntriesDepthsAndClasses(_ file: String) throws {
    let facts = try #require(Self.expected[file])
    let tree = try Self.tree(file)
    #expect(tree.entries.count == facts["viewCount"] as? Int)
    #expect(tree.entries.map(\.depth) == facts["depths"] as? [Int])
    #expect(tree.entries.map(\.depth).max() == facts["maxDepth"] as? Int)
    #expect(tree.entries.first?.fields.className == facts["rootClass"] as? String)
    #expect(Set(tree.entries.map(\.fields.className)) == Set(facts["classes"] as? [String] ?? []))
    #expect(tree.layerLines == facts["layerLines"] as? Int)
    #expect(tree.elisionLines == facts["elisionLines"] as? Int)
    #expect(tree.entries.filter { !$0.isClosed }.count == facts["truncatedEntries"] as? Int)
    let opaque = (facts["opaqueLines"] as? [Any])?.count ?? 0
    #expect(tree.drops.filter { $0.className == "?" }.count == opaque)
  }

  @Test(arguments: files)
  func everyFixtureHasTheExpectedFlags(_ file: String) throws {
    let flags = try #require(Self.expected[file]?["flags"] as? [String: Any])
    let entries = try Self.tree(file).entries
    func count(_ key: String, _ value: String? = nil) -> Int {
      entries.filter { entry in entry.fields[key].map { value == nil || $0 == value } ?? false }.count
    }
    #expect(count("hidden", "YES") == flags["hidden"] as? Int)
    #expect(count("userInteractionEnabled", "NO") == flags["userInteractionEnabledNO"] as? Int)
    #expect(count("clipsToBounds", "YES") == flags["clipsToBounds"] as? Int)
    #expect(count("transform") == flags["transform"] as? Int)
    #expect(count("tag") == flags["tag"] as? Int)
    #expect(count("text") == flags["text"] as? Int)
    var alphas: [String: Int] = [:]
    for entry in entries { if let alpha = entry.fields["alpha"] { alphas[alpha, default: 0] += 1 } }
    #expect(alphas == flags["alpha"] as? [String: Int])
    let offsets = (flags["contentOffset"] as? [[String: Any]] ?? []).map { "\($0["class"]!) \($0["value"]!)" }
    #expect(entries.compactMap { e in e.fields["contentOffset"].map { "\(e.fields.className) \($0)" } } == offsets)
  }

  @Test(arguments: files)
  func everyFixtureImportsIntoAScenarioThatValidatesAndReplays(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: Repository.url(Self.folder + file)))
    let tap = Scenario.Stroke(finger: 1, path: [.init(t: 0, x: 60, y: 40), .init(t: 80, x: 60, y: 40)])
    let result = try ViewHierarchyImport.scenario(from: bytes, name: file, strokes: [tap])
    let text = result.scenario.text
    let read = try Scenario.read(Array(text.utf8))
    #expect(read.text == text)
    let run = try ScenarioRun.run(bytes: Array(text.utf8), path: file).get()
    #expect(run.internalError == nil)
    #expect(!run.records.isEmpty)
    // Every entry is a view, a flattened content view or a listed drop.
    let tree = try Self.tree(file)
    #expect(
      tree.nodes.count + tree.flattened.count + tree.drops.filter { $0.className != "?" }.count == tree.entries.count)
    #expect(result.viewCount == tree.nodes.count)
    #expect(Self.viewCount(read.root) == tree.nodes.count + (tree.roots.count > 1 ? 1 : 0))
  }

  static func viewCount(_ view: Scenario.View) -> Int {
    1 + (view.subviews + view.cellSubviews).map(viewCount).reduce(0, +)
  }

  @Test func theDropsAreTheElidedTheCustomDescriptionAndTheScrollIndicators() throws {
    #expect(try Self.tree("19-ios13-chisel-pviews-elision.txt").drops.map(\.line) == [7, 8, 9])
    #expect(try Self.tree("25-ios17-custom-debugdescription.txt").drops.map(\.line) == [4])
    let modal = try Self.tree("15-ios15-cycript-modal-escapes.txt")
    // Six scroll indicators, each with one subview dropped with it.
    #expect(modal.drops.filter { $0.className == "_UIScrollViewScrollIndicator" }.count == 6)
    #expect(modal.drops.count == 12)
    for file in Self.files
    where ![
      "19-ios13-chisel-pviews-elision.txt", "25-ios17-custom-debugdescription.txt",
      "15-ios15-cycript-modal-escapes.txt",
    ].contains(file) {
      #expect(try Self.tree(file).drops.isEmpty, "\(file)")
    }
  }

  @Test func framesKeepNegativeFractionalAndRotatedValues() throws {
    let web = try Self.tree("01-ios3-gdb-uiwebview.txt")
    #expect(web.nodes[6].frame == Rect(x: -14.5, y: 14.5, width: 30, height: 1))
    let modal = try Self.tree("15-ios15-cycript-modal-escapes.txt")
    #expect(modal.nodes[1].fields.className == "UIDimmingView")
    #expect(modal.nodes[1].frame == Rect(x: -375, y: -667, width: 1125, height: 2001))
    let rotated = try Self.tree("26-ios17-transform-rotated.txt")
    #expect(rotated.nodes[2].frame == Rect(x: -15.3281, y: -15.3281, width: 130.656, height: 130.656))
    let settings = try Self.tree("14-ios13-window-dropshadow-elided.txt")
    let hairline = try #require(settings.nodes.first { $0.fields["frame"] == "(0 50; 414 0.333333)" })
    // The content view (0 0; 359 50) is flattened into the cell: its origin adds nothing here.
    #expect(hairline.frame == Rect(x: 0, y: 50, width: 414, height: 0.333333))
  }

  @Test func aWindowRootGivesTheScenarioItsWindowSize() throws {
    let bytes = Array(try Data(contentsOf: Repository.url(Self.folder + "14-ios13-window-dropshadow-elided.txt")))
    let scenario = try ViewHierarchyImport.scenario(from: bytes, name: "14").scenario
    #expect(scenario.windowSize == Size(width: 414, height: 896))
    #expect(scenario.root.frame == nil)
    #expect(scenario.root.id == "window1")
  }
}

extension DumpFixtureTests {
  static func views(_ view: Scenario.View) -> [Scenario.View] {
    [view] + (view.cellSubviews + view.subviews).flatMap(views)
  }

  @Test(arguments: files)
  func everyFixtureWithWindowsLineEndingsImportsTheSame(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: Repository.url(Self.folder + file)))
    var crlf: [UInt8] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") { crlf.append(UInt8(ascii: "\r")) }
      crlf.append(byte)
    }
    let lf = try ViewHierarchyImport.scenario(from: bytes, name: file).scenario.text
    #expect(try ViewHierarchyImport.scenario(from: crlf, name: file).scenario.text == lf)
  }

  @Test(arguments: files)
  func theImportedFlagsAreTheDumpsFlagsOfTheViewsKept(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: Repository.url(Self.folder + file)))
    let views = Self.views(try ViewHierarchyImport.scenario(from: bytes, name: file).scenario.root)
    let nodes = try Self.tree(file).nodes
    #expect(
      views.filter { $0[property: "isHidden"] == .bool(true) }.count
        == nodes.filter { $0.fields["hidden"] == "YES" }.count)
    let offsets = views.compactMap(\.scroll.contentOffset)
    #expect(
      offsets.count
        == nodes.filter { node in
          ViewClass.named(DumpScenarioEmitter.scenarioClass(node.resolution.mapping))?.isScrollView == true
            && node.fields["contentOffset"] != nil
        }.count)
    let tags = views.compactMap { $0[property: "tag"] }
    #expect(tags.count == nodes.filter { ($0.fields["tag"].flatMap { Int($0) } ?? 0) != 0 }.count)
  }

  @Test func theSearchDisplayDumpKeepsItsHiddenAndNonInteractiveViews() throws {
    let file = "08-ios8-searchdisplay-animations.txt"
    let bytes = Array(try Data(contentsOf: Repository.url(Self.folder + file)))
    let views = Self.views(try ViewHierarchyImport.scenario(from: bytes, name: file).scenario.root)
    #expect(views.filter { $0[property: "isHidden"] == .bool(true) }.map(\.className) == ["UIView", "UITableView"])
    // 12 in the dump print userInteractionEnabled = NO; the class map makes UIFieldEditor and
    // the cell's _UITableViewCellSeparatorView non-interactive too.
    #expect(views.filter { $0[property: "isUserInteractionEnabled"] == .bool(false) }.count == 14)
    #expect(views.filter { $0[property: "alpha"] == .number(0) }.count == 4)
    #expect(views.filter { $0[property: "alpha"] == .number(0.4) }.count == 1)
  }
}
