import Testing
import TouchSim

@testable import TouchSimImport
@testable import TouchSimScenario

/// From a dump to a scenario (issue 19): properties, scroll keys, notes, ids, window, and the
/// round trip import → write → read → run.
@Suite struct DumpScenarioEmitterTests {
  /// The issue's example.
  static let example = """
    <UIView: 0x7fd2; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000>>
       | <UIScrollView: 0x7fd3; frame = (0 100; 390 600); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6001>; layer = <CALayer: 0x6002>; contentOffset: {0, 120}; contentSize: {390, 2400}; adjustedContentInset: {0, 0, 0, 0}>
       |    | <UIButton: 0x7fd4; frame = (20 300; 120 44); opaque = NO; layer = <CALayer: 0x6003>>
       |    |    | <UIButtonLabel: 0x7fd5; frame = (30 12; 60 20); text = 'Buy'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6004>>
    """

  static func scenario(_ text: String, strokes: [Scenario.Stroke] = []) throws -> Scenario {
    try ViewHierarchyImport.scenario(from: Array(text.utf8), name: "dump.txt", strokes: strokes).scenario
  }

  @Test func theIssuesExampleImportsWithReadableIdsAndScrollKeys() throws {
    let scenario = try Self.scenario(Self.example)
    #expect(scenario.root.id == "view")
    let scroll = scenario.root.subviews[0]
    #expect(scroll.id == "scrollView")
    #expect(scroll.className == "UIScrollView")
    #expect(scroll.scroll.contentOffset == Point(x: 0, y: 120))
    #expect(scroll.scroll.contentSize == Size(width: 390, height: 2400))
    #expect(scroll.scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let button = scroll.subviews[0]
    #expect(button.id == "buyButton")
    #expect(button.subviews[0].id == "buyButtonLabel")
    #expect(button.subviews[0].className == "UILabel")
    #expect(button.subviews[0][property: "isUserInteractionEnabled"] == .bool(false))
    #expect(scenario.notes?.contains("scrollView: contentInset from adjustedContentInset; clipsToBounds") == true)
    #expect(scenario.notes?.contains("buyButtonLabel: UIButtonLabel (as UILabel, class table); text 'Buy'") == true)
    #expect(scenario.windowSize == nil)
  }

  @Test func aTapImportedWithTheDumpReachesTheButtonAfterTheRoundTrip() throws {
    // The button is at window y 100 + 300 - 120 = 280 (the scroll view's offset is 120).
    let tap = Scenario.Stroke(finger: 1, path: [.init(t: 0, x: 80, y: 300), .init(t: 80, x: 80, y: 300)])
    let text = try Self.scenario(Self.example, strokes: [tap]).text
    let read = try Scenario.read(Array(text.utf8))
    #expect(read.text == text)
    let run = try ScenarioRun.run(bytes: Array(text.utf8), path: "dump.json").get()
    #expect(run.internalError == nil)
    #expect(run.text.contains("buyButton"))
    #expect(run.text.contains("touchUpInside"))
  }

  @Test func flagsBecomePropertiesAndWhatIsNotModelledBecomesNotes() throws {
    let scenario = try Self.scenario(
      """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <UIView: 0x2; frame = (0 0; 10 10); hidden = YES; tag = 7>
         | <UIView: 0x3; frame = (0 0; 10 10); alpha = nan>
         | <UIView: 0x4; frame = (0 0; 10 10); alpha = 0.4; userInteractionEnabled = NO>
         | <UIView: 0x5; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92, 0.38, -0.38, 0.92, 0, 0]>
         | <UIView: 0x6; frame = (0 0; -10 5); tag = 99999999999>
         | <MyCardView: 0x7; frame = (0 0; 10 10); alpha = 1.5>
      """)
    let views = scenario.root.subviews
    #expect(views[0][property: "isHidden"] == .bool(true))
    #expect(views[0][property: "tag"] == .number(7))
    #expect(views[1].properties.isEmpty)
    #expect(views[2][property: "alpha"] == .number(0.4))
    #expect(views[2][property: "isUserInteractionEnabled"] == .bool(false))
    // The printed frame of a transformed view is its bounding box: the frame before the
    // transform is worked out from it (issue 31).
    #expect(views[3].transform == AffineTransform(a: 0.92, b: 0.38, c: -0.38, d: 0.92, tx: 0, ty: 0))
    #expect(views[3].frame.map { ($0.minX + $0.size.width / 2 - 50).magnitude < 0.001 } == true)
    #expect(views[4].frame == Rect(x: 0, y: 0, width: 0, height: 5))
    #expect(views[4][property: "tag"] == nil)
    #expect(views[5].id == "myCardView")
    #expect(views[5].properties.isEmpty)
    let notes = try #require(scenario.notes)
    #expect(notes.contains("\(views[1].id): alpha = nan (imported as 1)"))
    #expect(
      notes.contains("\(views[3].id): transform imported; the printed frame (-15.3281 -15.3281; 130.656 130.656)"))
    #expect(
      notes.contains("\(views[4].id): negative size -10 × 5 imported as 0; tag 99999999999 (out of range, left out)"))
    #expect(notes.contains("myCardView: MyCardView (as UIView, unknown); alpha 1.5 imported as 1"))
    _ = try Scenario.read(Array(scenario.text.utf8))
  }

  @Test func severalTopLevelViewsGetARootAndTheWindowGrowsToHoldThem() throws {
    let scenario = try Self.scenario(
      "<UIView: 0x1; frame = (0 0; 100 100)>\n<UIView: 0x2; frame = (0 900; 500 100)>")
    #expect(scenario.root.id == "root")
    #expect(scenario.root.subviews.map(\.id) == ["view1", "view2"])
    #expect(scenario.windowSize == Size(width: 500, height: 1000))
    _ = try Scenario.read(Array(scenario.text.utf8))
  }

  @Test func windowsAndCRLFDumpsImportTheSameAsLF() throws {
    let lf = try Self.scenario(Self.example).text
    let crlf = try Self.scenario(Self.example.replacingOccurrences(of: "\n", with: "\r\n")).text
    #expect(lf == crlf)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
