import Foundation
import Testing
import TouchSimTestSupport

/// `touchsim replay FILE -o PATH.html`.
@Suite(.serialized) struct ReplayCommandTests {
  @Test func writesOnePageWithTheSameBytesEveryTime() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    var pages: [String] = []
    for name in ["a.html", "b.html"] {
      let output = directory.appendingPathComponent(name).path
      let result = try CLI.run(["replay", ReplayChromiumTests.t3, "-o", output])
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
      pages.append(try String(contentsOfFile: output, encoding: .utf8))
    }
    #expect(pages[0] == pages[1])
    #expect(pages[0].contains("<canvas id=\"screen\""))
  }

  @Test func outputMustBeAnHTMLPathAndOneScenarioIsReplayed() throws {
    let missing = try CLI.run(["replay", ReplayChromiumTests.t3])
    #expect(missing.status == 64 && missing.stderr.contains("missing -o <path.html>"))
    let svg = try CLI.run(["replay", ReplayChromiumTests.t3, "-o", "x.svg"])
    #expect(svg.status == 64 && svg.stderr.contains("-o needs a path ending in .html, not 'x.svg'"))
    let two = try CLI.run(["replay", ReplayChromiumTests.t3, ReplayChromiumTests.t3, "-o", "/tmp/x.html"])
    #expect(two.status == 64 && two.stderr.contains("one scenario file at a time"))
    let absent = try CLI.run(["replay", "no-such.json", "-o", "/tmp/x.html"])
    #expect(absent.status == 66)
    let help = try CLI.run(["replay", "--help"])
    #expect(help.status == 0 && help.stdout.contains("run.html#t=150"))
  }
}
