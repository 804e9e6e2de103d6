import Testing
import TouchSim

@testable import TouchSimImport
@testable import TouchSimScenario

/// A dump's `UIRefreshControl` (RF1): among a scroll view's subviews it becomes that scroll
/// view's `refreshControl`, so its printed frame is not imported; anywhere else it is a plain
/// view. Either way the imported scenario validates (a real table dump with pull to refresh
/// used to be refused).
@Suite struct DumpRefreshControlTests {
  static func dump(host: String) -> String {
    """
    <UIWindow: 0x7f9; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
       | <\(host): 0x7fa; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x601>; contentOffset: {0, 0}; contentSize: {390, 2000}; adjustedContentInset: {0, 0, 0, 0}>
       |    | <UIRefreshControl: 0x7fb; frame = (0 -60; 390 60); hidden = YES; autoresize = W; layer = <CALayer: 0x602>>
    """
  }

  static func control(_ host: String) throws -> (Scenario, Scenario.View) {
    let scenario = try ViewHierarchyImport.scenario(from: Array(dump(host: host).utf8), name: "dump.txt").scenario
    try scenario.validate()
    return (scenario, scenario.root.subviews[0].subviews[0])
  }

  @Test(arguments: ["UIScrollView", "UITableView", "UICollectionView"])
  func inAScrollViewItIsTheRefreshControlWithoutAFrame(_ host: String) throws {
    let (scenario, control) = try Self.control(host)
    #expect(control.className == "UIRefreshControl")
    #expect(control.frame == nil)
    #expect(scenario.notes?.contains("refreshControl: frame (0 -60; 390 60) not imported") == true)
  }

  @Test func outsideAScrollViewItIsAPlainViewWithItsFrame() throws {
    let (scenario, control) = try Self.control("UIView")
    #expect(control.className == "UIView")
    #expect(control.frame == Rect(x: 0, y: -60, width: 390, height: 60))
    #expect(scenario.notes?.contains("refreshControl: UIRefreshControl outside a scroll view (as UIView") == true)
    let summary = try ViewHierarchyImport.scenario(from: Array(Self.dump(host: "UIView").utf8), name: "d").summary
    #expect(summary.contains("mapped: UIRefreshControl → UIView (outside a scroll view) ×1"))
    #expect(!summary.contains { $0.hasPrefix("as themselves") && $0.contains("UIRefreshControl") })
  }
}
