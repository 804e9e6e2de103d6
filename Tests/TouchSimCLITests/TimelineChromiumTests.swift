import Foundation
import Testing
import TouchSimTestSupport

/// Headless Chromium draws the T4 timeline (SVG file and HTML page) into a PNG that is not
/// blank: decoded with `PNGImage`, it has enough non-white pixels, spread across the width,
/// in enough colours, including the marks' family colours.
///
/// Without Chromium the check is skipped with a note, except when `CI` is set: there a
/// missing Chromium fails the test (`.ci/run` installs it).
@Suite(.serialized) struct TimelineChromiumTests {
  /// The browser, found on `PATH`.
  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Whether `CI` is set (to anything but empty, `0` or `false`), as the corpus tests read it.
  static let isCI: Bool = {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value != "false"
  }()

  static let windowSize = (width: 1400, height: 900)

  @Test(
    .enabled(
      if: chromium != nil || isCI,
      "chromium is not installed, so the picture check is skipped (apt-get install chromium; with CI set it fails)"),
    arguments: ["svg", "html"])
  func t4TimelineRendersAsAVisiblePicture(format: String) throws {
    guard let chromium = Self.chromium else {
      Issue.record("CI is set but chromium is not on PATH: install it (apt-get install -y chromium; .ci/run does)")
      return
    }
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let picture = directory.appendingPathComponent("t4.\(format)")
    let made = try CLI.run(["timeline", TimelineCommandTests.t4, "-o", picture.path])
    try #require(made.status == 0, "\(made.stderr)")

    let png = directory.appendingPathComponent("t4-\(format).png")
    try Self.screenshot(chromium, picture, to: png, profile: directory.appendingPathComponent("profile"))
    let image = try PNGImage([UInt8](Data(contentsOf: png)))
    #expect(image.width == Self.windowSize.width && image.height == Self.windowSize.height)
    let ink = Ink(image)
    #expect(ink.fraction > 0.01, "only \(ink.drawn) non-white pixels")
    #expect(ink.colours >= 5, "only \(ink.colours) colours")
    #expect(ink.width > image.width / 2, "the picture is only \(ink.width) px wide")
    #expect(ink.height > 200, "the picture is only \(ink.height) px high")
    // Dots of these families are in T4: touch methods, scroll hooks, control, recognizer state.
    for (name, colour) in [("touch", 0x1f6fb4), ("hook", 0xd62728), ("control", 0x2a9d2a), ("state", 0x8e44ad)] {
      #expect(Self.contains(image, colour), "no \(name) mark colour #\(String(colour, radix: 16)) in the picture")
    }
  }

  /// The page's script runs in the browser: it moves every hover text of the picture from its
  /// `<title>` to the `data-tip` the tooltip shows (so the browser's own tooltip does not
  /// double it), leaving only the page's title.
  @Test(.enabled(if: chromium != nil || isCI, "chromium is not installed, so the tooltip check is skipped"))
  func htmlTooltipScriptTakesOverEveryHoverText() throws {
    guard let chromium = Self.chromium else {
      Issue.record("CI is set but chromium is not on PATH: install it (apt-get install -y chromium; .ci/run does)")
      return
    }
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("t4.html")
    let made = try CLI.run(["timeline", TimelineCommandTests.t4, "-o", page.path])
    try #require(made.status == 0, "\(made.stderr)")
    let titles = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "<title>").count - 1
    let dom = directory.appendingPathComponent("dom.html")
    try Self.runChromium(
      chromium, ["--dump-dom", page.absoluteString], output: dom, profile: directory.appendingPathComponent("profile"))
    let after = try String(contentsOf: dom, encoding: .utf8)
    #expect(after.components(separatedBy: "<title>").count - 1 == 1, "hover titles left in the page")
    #expect(after.components(separatedBy: " data-tip=\"").count - 1 == titles - 1)
    #expect(after.contains("touchesShouldCancel in B -&gt; false"))
  }

  /// The control: the same screenshot of an empty page is blank by the same measure.
  @Test(.enabled(if: chromium != nil, "chromium is not installed"))
  func aBlankPageMeasuresAsBlank() throws {
    let chromium = try #require(Self.chromium)
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("blank.html")
    try "<!DOCTYPE html><html><body style=\"background:#fff\"></body></html>".write(
      to: page, atomically: true, encoding: .utf8)
    let png = directory.appendingPathComponent("blank.png")
    try Self.screenshot(chromium, page, to: png, profile: directory.appendingPathComponent("profile"))
    let ink = Ink(try PNGImage([UInt8](Data(contentsOf: png))))
    #expect(ink.drawn == 0 && ink.colours == 1, "\(ink.drawn) non-white pixels, \(ink.colours) colours")
  }

  /// What a screenshot shows: its non-white pixels, their bounding box and the colours used.
  struct Ink {
    var drawn = 0
    var fraction = 0.0
    var colours = 0
    var width = 0
    var height = 0

    init(_ image: PNGImage) {
      var colours: Set<UInt32> = []
      var (left, right, top, bottom) = (image.width, -1, image.height, -1)
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image.pixels[y * image.width + x]
          if colours.count < 100_000 { colours.insert(pixel) }
          guard pixel != 0xFFFF_FFFF else { continue }
          drawn += 1
          (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
        }
      }
      fraction = Double(drawn) / Double(max(image.width * image.height, 1))
      self.colours = colours.count
      width = max(right - left + 1, 0)
      height = max(bottom - top + 1, 0)
    }
  }

  /// Whether some pixel is `rgb` within 3 per channel.
  static func contains(_ image: PNGImage, _ rgb: Int) -> Bool {
    let (r, g, b) = ((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF)
    return image.pixels.contains { pixel in
      let (pr, pg, pb) = (Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF))
      return abs(pr - r) <= 3 && abs(pg - g) <= 3 && abs(pb - b) <= 3
    }
  }

  /// `chromium --headless --no-sandbox --disable-gpu --screenshot=PNG --window-size=1400,900 file://...`,
  /// with a fresh profile.
  static func screenshot(_ chromium: String, _ page: URL, to png: URL, profile: URL) throws {
    let log = png.deletingPathExtension().appendingPathExtension("log")
    let size = "--window-size=\(windowSize.width),\(windowSize.height)"
    try runChromium(
      chromium, ["--hide-scrollbars", "--screenshot=\(png.path)", size, page.absoluteString], output: log,
      profile: profile)
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try #require(
      FileManager.default.fileExists(atPath: png.path), "chromium made no screenshot:\n\(output.suffix(2000))")
  }

  /// Runs headless Chromium with a fresh profile, stdout and stderr to `output`. A hang guard,
  /// not a time budget: Chromium (an outside program) is killed only if it is still running
  /// after 6,000 polls 0.1 s apart (10 minutes); nothing of TouchSim's is timed here.
  static func runChromium(_ chromium: String, _ arguments: [String], output: URL, profile: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + arguments
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = arguments.contains("--dump-dom") ? FileHandle.nullDevice : handle
    try process.run()
    var polls = 0
    while process.isRunning && polls < 6_000 {
      Thread.sleep(forTimeInterval: 0.1)
      polls += 1
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      Issue.record("chromium hung (still running after 6,000 polls)")
    }
  }
}

/// The PNG reader the Chromium check relies on, on files made by Python's zlib.
@Suite struct PNGImageTests {
  /// 3×2 RGB: red, green, blue / white, black, (10, 20, 30).
  static let expected: [UInt32] = [0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF, 0xFFFF_FFFF, 0x0000_00FF, 0x0A14_1EFF]

  @Test func readsAStoredBlock() throws {
    let image = try PNGImage(Self.decode(Self.stored))
    #expect(image.width == 3 && image.height == 2)
    #expect(image.pixels == Self.expected)
  }

  @Test func readsAFixedHuffmanBlock() throws {
    let image = try PNGImage(Self.decode(Self.fixed))
    #expect(image.pixels == Self.expected)
  }

  /// 32×16 RGB, rows filtered None, Sub, Up, Average, Paeth in turn, dynamic Huffman.
  @Test func readsADynamicHuffmanBlockAndEveryRowFilter() throws {
    let image = try PNGImage(Self.decode(Self.dynamic))
    #expect(image.width == 32 && image.height == 16)
    let sum = image.pixels.reduce(0) { $0 + Int($1 >> 24) + Int(($1 >> 16) & 0xFF) + Int(($1 >> 8) & 0xFF) }
    #expect(sum == 119_228)
    #expect(image.pixels[3 * 32 + 5] == 0x0000_FFFF)
    #expect(image.pixels[16 * 32 - 1] == 0x0700_07FF)
  }

  @Test func rejectsCorruption() throws {
    var bytes = Self.decode(Self.dynamic)
    bytes[60] ^= 0x01
    #expect(throws: (any Error).self) { try PNGImage(bytes) }
    #expect(throws: (any Error).self) { try PNGImage(Array(bytes.prefix(40))) }
    #expect(throws: (any Error).self) { try PNGImage(Array("GIF89a".utf8)) }
  }

  static func decode(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64) ?? Data()) }

  static let stored = """
    iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAH0lEQVR4AQEUAOv/AP8AAAD/AAAA/wD///8AAAAKFB5FMwY3M/rfsAAAAABJRU5E\
    rkJggg==
    """

  static let fixed = """
    iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAFUlEQVR4AWP4z8DAAMH//4NoLhE5AEUzBjdehCCfAAAAAElFTkSuQmCC
    """

  static let dynamic = """
    iVBORw0KGgoAAAANSUhEUgAAACAAAAAQCAIAAAD4YuoOAAADBElEQVR42j1U7YrjMAyUdgv2Y6X/9pUKDZHgIHmoO+ofB/tKMcToZuTukdRxbe\
    trRmMJMREJ/MQ4M/kZwuZ67hWLUiKnUfDwTGAVfwM7XM0dwyI2S5qZFVGadsw3N02/2IxT1CNMq9lDbBfpRptTcJ6WOBlbVIV1kbN3RRDVPuPj\
    p6E8I3vIh5yw3+qWWRdm1RnWrCoj71iH95mSZnWMYfAgD4Z8dEQReOeIMJhir8Jig0WVz/Cb2rp+WRsq4+XylEuLt/UmttpySbOXmF/HTdcrmn\
    sDKO6sZWnHMn676IiGPIbDl8ca2nxIDHe7ht2qnABbiRWSJ1YouItvHZRsyAcr+NbeY1cCjhVNLKSCP+Xc1Sw2IneyhJ86uVAT9CAC/NCwgLky\
    0YykK0kjkwlTIZ0lJl1Bk0iTNERE0ownD9CBZp6hW0bEvm4ubtkAzKnD6tyYpOymk41ylkdO4YgFqBu9BNKNzpLMYdzRNIj5gXSrZV2VJSmDMB\
    QOSKcPwIR2seQamUa3UzNRy2apdLgDIa3Sqyc46D2OZesdJLfxS8CMfa+kRgKkobZFffe4oU8OdIg1s6PJNfDFlj1D7noXOYqd65d/d3miO6I8\
    70ObLNmf631gAtpLQR8j/R5TR+QFRLJ8/yFrh0UHvZpCKDmSAAW0Ztm0eCrVZ3zfFAErYkABG2VgVKNMjco7GpVBmqfIS44TwzRN6Zqllik6vk\
    mvzcYR6sXm1QAvVCRnmTV1qSlZ4pl5P1KloLzqLJg1ReaM7PvMSm2mAunR5iP7DK1XOt0CFYoSL3oJ9IUVLBXl+WALbAqSeLcwOvlFinulqlkl\
    NQJUI73PJD8FumviY7C/fTRKyfxlL1/sMF1Xs9dfWUcw+AvqPFpdyxUDKRwufw55nUO1LXc2lrm20vwKOUxuR6zjFrtoFpsISTJpVK+xaYPF6w\
    Ndjg/+YK8bsnMiQ34Jl/d5LFLjKJcXAqwf2fIxL2kjfCDfyvtGJTp59WbHlxRtULLxvsffYn9fBWJT5tPyP+FS/gGHRvSxY3QJpAAAAABJRU5E\
    rkJggg==
    """
}
