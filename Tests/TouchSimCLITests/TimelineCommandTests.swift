import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim timeline FILE -o PATH`.
@Suite(.serialized) struct TimelineCommandTests {
  static let t4 = "Scenarios/scroll-view/t04-press-then-drag-button.json"

  @Test func t4GivesAnSVGAndAnHTMLPageWithTheSameBytesEveryTime() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    var contents: [String: String] = [:]
    for name in ["t4.svg", "t4.html", "again.svg", "again.html"] {
      let output = directory.appendingPathComponent(name).path
      let result = try CLI.run(["timeline", Self.t4, "-o", output])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
      contents[name] = try String(contentsOfFile: output, encoding: .utf8)
    }
    let svg = try #require(contents["t4.svg"])
    let html = try #require(contents["t4.html"])
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("data-receiver=\"S.delay\"") && svg.contains("data-receiver=\"S.pan\""))
    #expect(svg.contains("S: touchesBegan withheld 150 ms (D1–D4)"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(html.contains("<span id=\"r0\">   0.000  window                  hitTest (195.0, 330.0) -&gt; B"))
    #expect(contents["again.svg"] == svg)
    #expect(contents["again.html"] == html)
    let longForm = directory.appendingPathComponent("long.svg").path
    #expect(try CLI.run(["timeline", "--output", longForm, Self.t4]).status == 0)
    #expect(try String(contentsOfFile: longForm, encoding: .utf8) == svg)
  }

  @Test func outputMustBeGivenAndEndInSVGOrHTML() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try CLI.run(["timeline", Self.t4])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("touchsim timeline: error: missing -o <path.svg|path.html>"))
    for name in ["t4.png", "t4", "t4.svg.txt"] {
      let output = directory.appendingPathComponent(name).path
      let result = try CLI.run(["timeline", Self.t4, "-o", output])
      #expect(result.status == 64, "\(name)")
      #expect(result.stderr.contains("-o needs a path ending in .svg or .html"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    let output = directory.appendingPathComponent("x.svg").path
    #expect(try CLI.run(["timeline", "-o", output]).status == 64)
    #expect(try CLI.run(["timeline", Self.t4, Self.t4, "-o", output]).status == 64)
    #expect(try CLI.run(["timeline", Self.t4, "-o", output, "--output", output + ".svg"]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func invalidScenariosAreReportedAsByRun() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = tapScenario.replacingOccurrences(of: "\"frame\": [20", with: "\"frme\": [20")
    try bad.write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    let timeline = try CLI.run(["timeline", "bad.json", "-o", "bad.svg"], in: directory)
    let run = try CLI.run(["run", "bad.json"], in: directory)
    #expect(timeline.status == 65)
    #expect(timeline.stderr == run.stderr)
    #expect(timeline.stderr.contains("bad.json:6:41: error: unknown key 'frme' in a view; did you mean 'frame'?"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.svg").path))
    let missing = try CLI.run(["timeline", "nothere.json", "-o", "x.html"], in: directory)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("nothere.json: error: no such file"))
  }

  @Test func anUnwritableOutputExitsSeventyThree() throws {
    let result = try CLI.run(["timeline", Self.t4, "-o", "/nonexistent-directory/t4.svg"])
    #expect(result.status == 73)
    #expect(result.stderr.contains("touchsim timeline: error: cannot write '/nonexistent-directory/t4.svg'"))
  }

  @Test func helpDescribesTheVerb() throws {
    let help = try CLI.run(["timeline", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: touchsim timeline <file> -o <path.svg|path.html>"))
    #expect(help.stdout.contains("OPTIONS:") && help.stdout.contains("-o, --output <path>"))
    #expect(help.stdout.contains("EXAMPLES:"))
    let overview = try CLI.run(["--help"])
    #expect(overview.stdout.contains("  timeline    Draw a run"))
    #expect(overview.stdout.contains("73 an output file cannot be written"))
  }
}
