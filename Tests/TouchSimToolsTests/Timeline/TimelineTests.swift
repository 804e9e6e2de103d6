import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

@testable import TouchSimTools

/// `touchsim timeline`'s renderer: valid, deterministic, escaped SVG and HTML with one lane
/// per receiver and one hoverable mark per record.
@Suite struct TimelineTests {
  static let t4Path = Repository.root.appendingPathComponent("Scenarios/scroll-view/t04-press-then-drag-button.json")
    .path

  static func t4Run() throws -> ScenarioRun {
    switch ScenarioRun.run(path: t4Path, explain: true) {
    case .success(let run): return run
    case .failure(let failure): throw failure
    }
  }

  /// Receivers in order of first appearance.
  static func receivers(_ records: [Record]) -> [String] {
    var seen: Set<String> = []
    return records.map(\.receiver).filter { seen.insert($0).inserted }
  }

  static func record(_ ms: Double, _ receiver: String, _ call: Call, why: Reason? = nil) -> Record {
    Record(time: .milliseconds(ms), receiver: receiver, call: call, why: why)
  }

  @Test func t4SVGIsAStandaloneSVGDocument() throws {
    let svg = Timeline(run: try Self.t4Run()).svg()
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let root = try XMLNode.parse(svg)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    let width = try #require(root.attributes["width"].flatMap(Double.init))
    let height = try #require(root.attributes["height"].flatMap(Double.init))
    #expect(root.attributes["viewBox"] == "0 0 \(Int(width)) \(Int(height))")
    #expect(width >= 640 && width <= 1400, "T4 fits a 1400 px window: \(width)")
    #expect(height > 200 && height < 900)
  }

  @Test func t4HasOneLanePerReceiverInOrderOfFirstAppearance() throws {
    let run = try Self.t4Run()
    let root = try XMLNode.parse(Timeline(run: run).svg())
    let lanes = root.elements(class: "lane").compactMap { $0.attributes["data-receiver"] }
    #expect(lanes == Self.receivers(run.records))
    #expect(lanes == ["window", "S", "S.delay", "B", "S.pan"])
  }

  @Test func everyRecordIsAMarkInItsLaneWithItsLogLineAsHoverText() throws {
    let run = try Self.t4Run()
    let root = try XMLNode.parse(Timeline(run: run).svg())
    var seen: [Int] = []
    for lane in root.elements(class: "lane") {
      for mark in lane.elements(class: "mark") {
        let index = try #require(mark.attributes["data-r"].flatMap(Int.init))
        seen.append(index)
        let record = run.records[index]
        #expect(record.receiver == lane.attributes["data-receiver"])
        let title = try #require(mark.children(named: "title").first).text
        var plain = record
        plain.why = nil
        let line = TextRenderer.line(for: plain).trimmingCharacters(in: .whitespaces)
        #expect(title.hasPrefix(line), "\(title)")
        if let why = record.why { #expect(title.contains("why: " + why.text)) }
        #expect(mark.children(named: "circle").count == 1)
      }
    }
    #expect(seen.sorted() == Array(run.records.indices))
  }

  @Test func marksAtOneTimeInALaneAreStackedNotOverprinted() throws {
    let run = try Self.t4Run()
    let root = try XMLNode.parse(Timeline(run: run).svg())
    let lane = try #require(root.elements(class: "lane").first { $0.attributes["data-receiver"] == "B" })
    var positions: Set<String> = []
    for mark in lane.elements(class: "mark") {
      let circle = try #require(mark.children(named: "circle").first)
      let position = "\(circle.attributes["cx"] ?? "?"),\(circle.attributes["cy"] ?? "?")"
      #expect(positions.insert(position).inserted, "two marks at \(position)")
    }
    #expect(positions.count == run.records.filter { $0.receiver == "B" }.count)
  }

  @Test func t4ShadesTheDelayWindowAndMarksThePanCrossing() throws {
    let root = try XMLNode.parse(Timeline(run: try Self.t4Run()).svg())
    let windows = root.elements(class: "window")
    #expect(windows.count == 1)
    let window = try #require(windows.first)
    #expect(window.children(named: "title").first?.text.contains("from the touch-down at 0.000 ms") == true)
    #expect(window.children(named: "title").first?.text.contains("until 150.000 ms") == true)
    #expect(window.children(named: "text").first?.text == "S: touchesBegan withheld 150 ms (D1–D4)")
    let rect = try #require(window.children(named: "rect").first)
    #expect(Double(rect.attributes["width"] ?? "") == 300)  // 150 ms at 2 px/ms
    let crossings = root.elements(class: "crossing")
    #expect(crossings.count == 1)
    #expect(crossings.first?.children(named: "text").first?.text == "S.pan possible→failed at 10 pt")
    let stroke = try #require(root.elements(class: "stroke").first)
    #expect(stroke.all.contains { $0.name == "title" && $0.text.hasPrefix("finger 1 down at 0.000 ms") })
    #expect(stroke.all.contains { $0.name == "title" && $0.text.hasPrefix("finger 1 up at 566.667 ms") })
    #expect(stroke.all.filter { $0.name == "title" && $0.text.contains(" moved at ") }.count == 10)
  }

  @Test(arguments: Repository.scenarioFiles)
  func everyCorpusScenarioGivesAValidPictureOfItsRun(_ relativePath: String) throws {
    let path = Repository.root.appendingPathComponent(relativePath).path
    guard case .success(let run) = ScenarioRun.run(path: path, explain: true) else {
      Issue.record("\(relativePath) does not run")
      return
    }
    let root = try XMLNode.parse(Timeline(run: run).svg())
    #expect(root.elements(class: "lane").compactMap { $0.attributes["data-receiver"] } == Self.receivers(run.records))
    #expect(root.elements(class: "mark").count == run.records.count)
    #expect(root.elements(class: "stroke").count == run.strokes.count)
    // No label overprints another in its row (repeats are grouped, crowded marks unlabelled).
    let layout = TimelineLayout(
      title: run.title, records: run.records, strokes: run.strokes, facts: run.facts, limits: .standard)
    var rows: [Double: [(start: Double, end: Double)]] = [:]
    for mark in layout.marks {
      guard let label = mark.label else { continue }
      let extent = (start: mark.labelX, end: mark.labelX + TimelineLayout.textWidth(label))
      #expect(
        !(rows[mark.y] ?? []).contains { $0.start < extent.end && extent.start < $0.end },
        "\(relativePath): '\(label)' overprints another label")
      rows[mark.y, default: []].append(extent)
    }
  }

  /// A flick's scrolls are one series labelled once, as the folded log groups them.
  @Test func aFlicksScrollsAreOneLabelledSeries() throws {
    let path = Repository.path("Scenarios/scroll-view/t08-quick-flick.json")
    guard case .success(let run) = ScenarioRun.run(path: path, explain: true) else {
      Issue.record("T8 does not run")
      return
    }
    let layout = TimelineLayout(
      title: run.title, records: run.records, strokes: run.strokes, facts: run.facts, limits: .standard)
    let labels = layout.marks.compactMap(\.label).filter { $0.hasPrefix("didScroll") }
    #expect(labels == ["didScroll ×198"])
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let first = Timeline(run: try Self.t4Run())
    let second = Timeline(run: try Self.t4Run())
    #expect(first.svg() == second.svg())
    #expect(first.html() == second.html())
  }

  @Test func hostileIdsAndTextsAreEscaped() throws {
    let hostile = "a<b&c\"d'e>]]></svg><!--"
    let control = "x\u{1}y\u{7F}z"
    let records = [
      Self.record(0, "window", .hitTest(touches: [1], at: Point(x: 1, y: 2), result: hostile)),
      Self.record(
        0, hostile, .touches(.touchesBegan, touches: [1], at: .zero, via: nil),
        why: .app(AppText("R & D <because> \"x\""))),
      Self.record(5, hostile, .note(text: "</title><script>alert(1)</script>")),
      Self.record(6, control, .touches(.touchesEnded, touches: [1], at: .zero, via: hostile)),
    ]
    let timeline = Timeline(title: "<title> & \"quotes\"", records: records)
    let svg = timeline.svg()
    #expect(!svg.contains("<script>"))
    #expect(!svg.contains("\u{1}"))
    let root = try XMLNode.parse(svg)
    let lanes = root.elements(class: "lane").compactMap { $0.attributes["data-receiver"] }
    #expect(lanes == ["window", hostile, "x\u{FFFD}y\u{FFFD}z"])
    let titles = root.all.filter { $0.name == "title" }.map(\.text)
    #expect(titles.contains { $0.contains("why: R & D <because> \"x\"") })
    #expect(titles.contains { $0.contains("</title><script>alert(1)</script>") })
    let html = timeline.html()
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
  }

  @Test func htmlEmbedsThePictureTheTooltipAndTheTextLog() throws {
    let run = try Self.t4Run()
    let html = Timeline(run: run).html()
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(!html.contains("<?xml"))
    #expect(html.contains("<div id=\"tip\"></div>"))
    #expect(html.contains("data-tip"))
    for (index, record) in run.records.enumerated() {
      #expect(html.contains("<span id=\"r\(index)\">\(XMLEscaping.escape(TextRenderer.line(for: record)))</span>"))
    }
    // The SVG part of the page is the standalone picture without its XML declaration.
    let svg = Timeline(run: run).svg()
    #expect(html.contains(String(svg.dropFirst("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".count))))
  }

  @Test func whyIsInTheHoverTextWhenPresent() throws {
    let records = [
      Self.record(
        0, "window", .hitTest(touches: [1], at: .zero, result: "v"), why: .app(AppText("H1: the deepest view"))),
      Self.record(0, "v", .touches(.touchesBegan, touches: [1], at: .zero, via: nil)),
    ]
    let root = try XMLNode.parse(Timeline(title: "why", records: records).svg())
    let marks = root.elements(class: "mark")
    #expect(marks.count == 2)
    #expect(marks[0].children(named: "title").first?.text.hasSuffix("\nwhy: H1: the deepest view") == true)
    #expect(marks[1].children(named: "title").first?.text.contains("why:") == false)
  }

  @Test func aHugeRunIsCappedWithANoteInThePicture() throws {
    var records: [Record] = []
    for index in 0..<20_000 {
      records.append(
        Self.record(
          Double(index) * 0.5, "view\(index % 100)", .touches(.touchesMoved, touches: [1], at: .zero, via: nil)))
    }
    let strokes = (0..<100).map { finger in
      Stroke(
        finger: finger,
        path: [
          .init(time: .milliseconds(Double(finger) * 100), location: .zero),
          .init(time: .milliseconds(Double(finger) * 100 + 99), location: Point(x: 0, y: 300)),
        ], hz: 120)
    }
    let svg = Timeline(title: "huge", records: records, strokes: strokes).svg()
    let limits = TimelineLimits.standard
    #expect(svg.utf8.count < 3_000_000, "\(svg.utf8.count) bytes")
    let root = try XMLNode.parse(svg)
    #expect(root.elements(class: "lane").count == limits.maxLanes)
    #expect(root.elements(class: "mark").count == limits.maxMarks)
    #expect(root.elements(class: "stroke").count == limits.maxStrokes)
    let notes = root.elements(class: "notes").first?.children(named: "text").map(\.text) ?? []
    #expect(notes.contains { $0.hasPrefix("Cap: at most 4000 marks (up to ") && $0.hasSuffix(" are not drawn.") })
    #expect(notes.contains { $0.hasPrefix("Cap: the first 64 of 100 strokes are drawn") })
    #expect(notes.contains { $0.hasPrefix("Cap: ") && $0.hasSuffix("beyond the first 48 lanes are not drawn.") })
    #expect(Double(root.attributes["width"] ?? "") ?? .infinity <= limits.maxPlotWidth + 600)
    let html = Timeline(title: "huge", records: records, strokes: strokes).html()
    #expect(html.contains("Cap: the first 10000 of 20000 log lines are shown."))
    #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
  }

  @Test func manyTouchSequencesStayWithinTheCapsAndTheOutputSize() throws {
    var records: [Record] = []
    var strokes: [Stroke] = []
    var facts: [ArbitrationFact] = []
    for tap in 0..<20_000 {
      let down = Double(tap) * 100
      strokes.append(
        Stroke(
          finger: 1,
          path: [
            .init(time: .milliseconds(down), location: .zero),
            .init(time: .milliseconds(down + 80), location: .zero),
          ]))
      records.append(Self.record(down, "window", .hitTest(touches: [1], at: .zero, result: "v")))
      records.append(Self.record(down + 80, "S", .touchesShouldBegin(touches: [1], view: "v", result: true)))
      records.append(Self.record(down + 80, "S.delay", .gestureState(from: .possible, to: .failed)))
      records.append(Self.record(down + 80, "S.pan", .gestureState(from: .possible, to: .failed)))
      facts.append(
        .delayWindow(scrollView: "S", start: .milliseconds(down), end: .milliseconds(down + 80), outcome: .failed))
    }
    let svg = Timeline(title: "taps", records: records, strokes: strokes, facts: facts).svg()
    #expect(svg.utf8.count < 3_000_000)
    let root = try XMLNode.parse(svg)
    #expect(root.elements(class: "window").count == TimelineLimits.standard.maxSpans)
    let notes = root.elements(class: "notes").first?.children(named: "text").map(\.text) ?? []
    #expect(notes.contains("Cap: the first 200 of 20000 delayed-touches windows are shaded."))
    #expect(root.elements(class: "crossing").isEmpty, "no pan left possible mid-stroke")
  }

  @Test func anEmptyRunIsStillAPicture() throws {
    let root = try XMLNode.parse(Timeline(title: "nothing", records: []).svg())
    #expect(root.elements(class: "lane").isEmpty)
    let notes = root.elements(class: "notes").first?.children(named: "text").map(\.text) ?? []
    #expect(notes.contains("The run logged no callbacks."))
  }

  @Test func formatComesFromTheExtension() {
    #expect(Timeline.Format(path: "t4.svg") == .svg)
    #expect(Timeline.Format(path: "out/T4.HTML") == .html)
    #expect(Timeline.Format(path: "t4.png") == nil)
    #expect(Timeline.Format(path: "t4") == nil)
    #expect(Timeline.Format(path: "dir.svg/t4") == nil)
    #expect(Timeline.Format(path: "t4.svg.txt") == nil)
  }

  @Test func escapingCoversMarkupQuotesAndForbiddenCharacters() {
    #expect(XMLEscaping.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
    #expect(XMLEscaping.escape("tab\tnew\nline") == "tab\tnew\nline")
    #expect(XMLEscaping.escape("\u{0}\u{8}\u{1B}\u{FFFE}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(XMLEscaping.escape("é→😀") == "é→😀")
  }

  @Test func labelsAreShortCalls() {
    #expect(MarkLabel.text(for: .touches(.touchesBegan, touches: [1], at: .zero, via: nil)) == "began #1")
    #expect(MarkLabel.text(for: .touchesShouldCancel(view: "B", result: false)) == "shouldCancel B → false")
    #expect(MarkLabel.text(for: .gestureState(from: .possible, to: .began)) == "possible→began")
    #expect(MarkLabel.text(for: .controlEvent(.touchDragInside)) == "touchDragInside")
    #expect(MarkLabel.text(for: .cancelTracking) == "cancelTracking")
    let long = String(repeating: "v", count: 40)
    #expect(
      MarkLabel.text(for: .touchesShouldBegin(touches: [1], view: long, result: true), nameLimit: 10)
        == "shouldBegin vvvvvvvvv… → true")
  }

  @Test func familiesFollowTheCallName() {
    #expect(CallFamily(callName: "touchesMoved") == .touches)
    #expect(CallFamily(callName: "gestureState") == .recognizerState)
    #expect(CallFamily(callName: "touchesShouldCancel") == .scrollHooks)
    #expect(CallFamily(callName: "controlEvent") == .control)
    #expect(CallFamily(callName: "scrollViewDidScroll") == .scrollDelegate)
    #expect(CallFamily(callName: "nothing") == .nonEvent)
    #expect(CallFamily(callName: "somethingNew") == .other)
  }
}

/// The XML checks above are only as good as the parser: it must reject malformed markup.
@Suite struct XMLTreeTests {
  @Test func malformedMarkupIsRejected() {
    #expect(throws: XMLNode.ParseError.self) { try XMLNode.parse("<svg><g></svg>") }
    #expect(throws: XMLNode.ParseError.self) { try XMLNode.parse("<svg a=\"<\"/>") }
    #expect(throws: XMLNode.ParseError.self) { try XMLNode.parse("<svg>a & b</svg>") }
    #expect(throws: XMLNode.ParseError.self) { try XMLNode.parse("<svg>&nbsp;</svg>") }
  }

  @Test func attributesAndTextAreDecoded() throws {
    let root = try XMLNode.parse("<svg><g class=\"a&amp;b\"><title>x &lt; y</title></g></svg>")
    #expect(root.elements(class: "a&b").first?.children(named: "title").first?.text == "x < y")
  }
}
