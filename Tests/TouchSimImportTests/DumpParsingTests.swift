import Testing
import TouchSim

@testable import TouchSimImport
@testable import TouchSimScenario

/// The pieces of the dump reader (issue 19): lines, entries, depth, fields, geometry, text.
@Suite struct DumpParsingTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func fields(_ line: String) -> DumpFields? {
    let bytes = Self.bytes(line)
    return DumpEntryScanner.entries(in: bytes).first.map { DumpFields(bytes, $0) }
  }

  @Test func windowsAndOldMacLineEndingsSplitLinesAndAByteOrderMarkIsDropped() {
    let lines = DumpLines.split([0xEF, 0xBB, 0xBF] + Self.bytes("a\r\nb\rc\nd"))
    #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == ["a", "b", "c", "d"])
    #expect(lines.map(\.number) == [1, 2, 3, 4])
  }

  @Test func aWrappedEntryIsJoinedWithItsContinuationButNotWithTheNextView() {
    let text =
      "<UIView: 0x1; frame = (0 0; 10 10); lay\ner = <CALayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 1 1\n   | <UIView: 0x4; frame = (0 0; 1 1)>"
    let lines = DumpLines.read(Self.bytes(text))
    #expect(lines.count == 3)
    #expect(String(decoding: lines[0].bytes, as: UTF8.self).hasSuffix("layer = <CALayer: 0x2>>"))
    #expect(lines.map(\.number) == [1, 3, 4])
  }

  @Test func anEntryEndsAtItsBalancingBracketAndQuotedTextHidesBrackets() {
    let line = "<UILabel: 0x1; frame = (0 0; 1 1); text = 'a > b; it's <c>'; layer = <CALayer: 0x2>> - (null)"
    let entries = DumpEntryScanner.entries(in: Self.bytes(line))
    #expect(entries.count == 1)
    #expect(entries[0].isClosed)
    #expect(String(decoding: Self.bytes(line)[entries[0].trailer], as: UTF8.self) == " - (null)")
    let fields = Self.fields(line)
    #expect(fields?["text"] == "'a > b; it's <c>'")
    #expect(fields?["layer"] == "<CALayer: 0x2>")
  }

  @Test func severalEntriesOnOneLineEachGetTheirPrefix() {
    let line = "(gdb) po x <UIView: 0x1; frame = (0 0; 1 1); > | <UIView: 0x2; frame = (0 0; 1 1); > | | <B: 0x3>"
    let bytes = Self.bytes(line)
    let entries = DumpEntryScanner.entries(in: bytes)
    #expect(entries.map { DumpIndentation.pipes(in: bytes[$0.prefix]) } == [0, 1, 2])
  }

  @Test func theDoubleBracketFormTakesTheInnerClassAndFields() {
    let fields = Self.fields(
      "<<_UITextContainerView: 0x1; frame = (0 0; 5 6); layer = <CALayer: 0x2>> minSize = {0, 5}>")
    #expect(fields?.className == "_UITextContainerView")
    #expect(fields?["frame"] == "(0 0; 5 6)")
    #expect(fields?["minSize"] == nil)
  }

  @Test func fieldsSplitOnlyOnTopLevelSemicolonsAndAcceptColons() {
    let fields = Self.fields(
      "<UIScrollView: 0x1; frame = (0 0; 320 460); animations = { position=<A: 0x2>; bounds=<B: 0x3>; }; backgroundColor = <C: 0x4; provider = <D: 0x5>>; contentOffset: {0, -64}; contentSize: {320, 867.5}; value: 0.000000; alpha = 0; alpha = 1>"
    )
    #expect(
      fields?.fields.map(\.key) == [
        "frame", "animations", "backgroundColor", "contentOffset", "contentSize", "value", "alpha",
      ])
    #expect(fields?["alpha"] == "0")
    #expect(fields?["contentOffset"] == "{0, -64}")
  }

  @Test func anEntryWithoutAnAddressOrWithALooseSemicolonStillHasItsFields() {
    #expect(Self.fields("<UIPeripheralHostView: frame = (0 568; 320 252);>")?["frame"] == "(0 568; 320 252)")
    #expect(Self.fields("<UIImageView: 0x4b12030; frame = (0 0; 54 54) >")?["frame"] == "(0 0; 54 54)")
    #expect(Self.fields("<SwiftUI.CGDrawingView: 0x1; frame = (1 2; 3 4)>")?.className == "SwiftUI.CGDrawingView")
    #expect(
      Self.fields("<_TtC7SwiftUIP10$1d976f51025X: 0x1; frame = (1 2; 3 4)>")?.className
        == "_TtC7SwiftUIP10$1d976f51025X")
  }

  @Test func depthCountsPipesWhateverSurroundsThem() {
    for (prefix, depth) in [
      ("   |    | ", 2), ("|    | ", 2), ("|| ", 2), ("\t   |    |    | ", 3), ("        //   |    | ", 2),
      ("\u{00A0}\u{00A0}|\u{00A0}\u{00A0}|\u{00A0}", 2), ("$3 = 0x08c5d730 'Root:0x1' ", 0), ("    | _myButton ", 1),
    ] {
      let bytes = Self.bytes(prefix + "<UIView: 0x1; frame = (0 0; 1 1)>")
      let entry = DumpEntryScanner.entries(in: bytes)[0]
      #expect(DumpIndentation.pipes(in: bytes[entry.prefix]) == depth, "\(prefix)")
    }
  }

  @Test func withoutPipesIndentStepsGiveTheDepth() throws {
    let text =
      "<UIView: 0x1; frame = (0 0; 100 100)>\n    <UIView: 0x2; frame = (0 0; 50 50)>\n        <UIButton: 0x3; frame = (0 0; 5 5)>\n    <UILabel: 0x4; frame = (0 60; 5 5)>"
    let tree = try DumpTree.build(DumpLines.read(Self.bytes(text)))
    #expect(tree.entries.map(\.depth) == [0, 1, 2, 1])
    #expect(tree.nodes[0].children == [1, 3])
  }

  @Test func elisionLinesAreDotsWithSpacesPipesOrSlashes() {
    #expect(DumpIndentation.isElision(Self.bytes("  ......")))
    #expect(DumpIndentation.isElision(Self.bytes("   |    | ...")))
    #expect(!DumpIndentation.isElision(Self.bytes("..")))
    #expect(!DumpIndentation.isElision(Self.bytes("... more")))
  }

  @Test func framesParseNegativeFractionalAndExponentValuesOnly() {
    #expect(DumpGeometry.frame("(-14.5 14.5; 30 1)") == Rect(x: -14.5, y: 14.5, width: 30, height: 1))
    #expect(DumpGeometry.frame("(0 0.0001; 414 70.000100000000003)")?.size.height == 70.000100000000003)
    #expect(DumpGeometry.frame("(1e-05 0; 1, 2)") == Rect(x: 0.00001, y: 0, width: 1, height: 2))
    // An exponent that overflows to infinity is refused too: the numbers are finite decimals only.
    for bad in [
      "(0 0 320 460)", "(nan 0; 1 1)", "(0x10 0; 1 1)", "(0 0; 1)", "0 0; 1 1", "(inf 0; 1 1)", "()", "(1e999 0; 1 1)",
      "(0 0; 1 -1e400)",
    ] {
      #expect(DumpGeometry.frame(bad) == nil, "\(bad)")
    }
    #expect(DumpGeometry.point("{0, -64}") == Point(x: 0, y: -64))
    #expect(DumpGeometry.size("{414, 70.5}") == Size(width: 414, height: 70.5))
    #expect(DumpGeometry.insets("{88, 0, 83, 0}") == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
  }

  @Test func textDecodesEscapesSurrogatePairsAndKeepsRawUTF8() {
    #expect(DumpText.decode("'A-\\u8303\\u513f\\ud83d\\udc8b'") == "A-范儿💋")
    #expect(DumpText.decode("'Apple\\xa0ID'") == "Apple\u{00A0}ID")
    #expect(DumpText.decode("'Texas Hold'em Poker'") == "Texas Hold'em Poker")
    #expect(DumpText.decode("'搜索'") == "搜索")
    #expect(DumpText.decode("'a\\'b\\\\c\\q\\ud83d'") == "a'b\\c\\q\\ud83d")
  }

  @Test func idsAreReadableUniqueAndNeverAddresses() {
    #expect(DumpIdentifiers.base(dumpClass: "UIButton", text: "'Buy'") == "buyButton")
    #expect(DumpIdentifiers.base(dumpClass: "UIScrollView", text: nil) == "scrollView")
    #expect(DumpIdentifiers.base(dumpClass: "CTDashLineView", text: nil) == "ctDashLineView")
    #expect(DumpIdentifiers.base(dumpClass: "Blinc_NotesView", text: nil) == "blincNotesView")
    #expect(DumpIdentifiers.base(dumpClass: "SwiftUI._UIGraphicsView", text: nil) == "graphicsView")
    #expect(DumpIdentifiers.base(dumpClass: "_TtGC7SwiftUI14_UIHostingViewGVS_6VStack", text: nil) == "hostingView")
    #expect(
      DumpIdentifiers.base(dumpClass: "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView", text: nil)
        == "cgDrawingView")
    #expect(DumpIdentifiers.base(dumpClass: "UILabel", text: "Texas Hold'em Poker") == "texasHoldEmLabel")
    #expect(DumpIdentifiers.base(dumpClass: "UILabel", text: "搜索") == "label")
    #expect(
      DumpIdentifiers.unique(["scrollView", "buyButton", "scrollView", "window"]) == [
        "scrollView1", "buyButton", "scrollView2", "window1",
      ])
  }
}
