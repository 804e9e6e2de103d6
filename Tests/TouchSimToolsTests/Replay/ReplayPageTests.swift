import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

@testable import TouchSimTools

/// `touchsim replay`'s page: self-contained, deterministic, and drawn from the facts the
/// model recorded (records, scenes, samples, arbitration facts), embedded as JSON.
@Suite struct ReplayPageTests {
  static let t3 = Repository.path("Scenarios/scroll-view/t03-press-then-drag-plain-view.json")

  static func t3Page() throws -> String {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: t3)))
    switch ScenarioRun.runKeepingScenes(bytes: bytes, path: t3) {
    case .success(let run): return ReplayPage(run: run).html()
    case .failure(let failure): throw failure
    }
  }

  /// The JSON the page's script reads.
  static func data(of page: String) throws -> [String: Any] {
    let open = "<script id=\"run-data\" type=\"application/json\">"
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = Data(page[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test func thePageIsOfflineAndTheSameEveryTime() throws {
    let page = try Self.t3Page()
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
    #expect(try Self.t3Page() == page)
    let withoutSVGNamespace = page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    for outside in ["http://", "https://", "src=", "<link", "@import", "url(", "@font-face"] {
      #expect(!withoutSVGNamespace.contains(outside), "the page refers outside itself: \(outside)")
    }
    #expect(page.components(separatedBy: "<script").count - 1 == 2, "the data and the script, both inline")
  }

  @Test func theDataHoldsTheModelsScenesRecordsAndSamples() throws {
    let data = try Self.data(of: try Self.t3Page())
    let records = try #require(data["records"] as? [[String: Any]])
    #expect(records.count == 22)
    #expect(records[0]["line"] as? String == "   0.000  window                  hitTest (195.0, 140.0) -> V")
    #expect((records[0]["why"] as? String)?.isEmpty == false, "explain is on")
    let scenes = try #require(data["scenes"] as? [[String: Any]])
    #expect(scenes.count > 10)
    // The last scene: S scrolled 30 pt, V drawn 30 pt higher (P3).
    let last = try #require(scenes.last)
    let views = try #require(last["views"] as? [[String: Any]])
    let plain = try #require(views.first { $0["name"] as? String == "V" })
    #expect(plain["frame"] as? [Double] == [0, 70, 390, 80])
    let scroll = try #require((last["scrollViews"] as? [[String: Any]])?.first)
    #expect(scroll["offset"] as? [Double] == [0, 30])
    let strokes = try #require(data["strokes"] as? [[String: Any]])
    #expect((strokes.first?["samples"] as? [Any])?.count == 12)
    let windows = try #require(data["delayWindows"] as? [[String: Any]])
    #expect(windows.first?["start"] as? Double == 0 && windows.first?["end"] as? Double == 150)
    #expect(data["end"] as? Double == 566.667)
  }

  @Test func textFromTheScenarioCannotEndTheScriptOrMarkup() throws {
    let title = "</script><script>alert(1)</script> & \u{2028}"
    let page = ReplayPage(
      title: title, records: [Record(time: .zero, receiver: "</script>", call: .note(text: "<b>"))],
      scenes: [Window(size: Size(width: 100, height: 100)).scene(recordCount: 0)]
    ).html()
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!page.contains("<b>") && !page.contains("alert(1)</script>"))
    let data = try Self.data(of: page)
    #expect(data["title"] as? String == title)
    #expect((data["records"] as? [[String: Any]])?.first?["to"] as? String == "</script>")
  }

  @Test func scenesOverTheCapAreCountedForThePage() throws {
    let scene = Window(size: Size(width: 100, height: 100)).scene(recordCount: 0)
    let page = ReplayPage(title: "cap", records: [], scenes: [scene], droppedScenes: 5).html()
    #expect(try Self.data(of: page)["droppedScenes"] as? Int == 5)
    #expect(page.contains("later states of the window were not kept"))
  }

  @Test func theScreenScaleFitsTheBox() {
    #expect(ReplayPage.scale(for: Size(width: 390, height: 844)) == 560.0 / 844)
    #expect(ReplayPage.scale(for: Size(width: 200, height: 300)) == 1)
    #expect(ReplayPage.scale(for: Size(width: 1920, height: 100)) == 480.0 / 1920)
  }
}
