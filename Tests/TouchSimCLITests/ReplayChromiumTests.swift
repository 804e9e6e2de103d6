import Foundation
import Testing
import TouchSim
import TouchSimTestSupport
import TouchSimTools

/// Headless Chromium opens `touchsim replay`'s page of T3 at two times (`#t=...`) and the
/// screenshot is checked pixel by pixel: the view the touch is bound to (the hit-test result)
/// is highlighted where the rules put it, and the finger is where the stroke is.
///
/// T3 (Rulebook, worked timelines): the finger rests on V (y 100..180 in S) at (195, 140),
/// then drags up 40 pt from 316.667 to 466.667 ms. At 100 ms nothing has moved: V is at its
/// frame. At 500 ms S has scrolled 30 pt (the drag less the 10 pt hysteresis, P1, P3), so V
/// is drawn 30 pt higher (y 70..150), and the finger is at (195, 100).
///
/// Skipped without Chromium unless `CI` is set, as the timeline's picture check.
@Suite(.serialized) struct ReplayChromiumTests {
  static let t3 = "Scenarios/scroll-view/t03-press-then-drag-plain-view.json"

  /// Where a window point (pt) is drawn on the page (px).
  static func pixel(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
    let scale = ReplayPage.scale(for: Size(width: 390, height: 844))
    return (
      Int((ReplayPage.screenOrigin.x + x * scale).rounded()), Int((ReplayPage.screenOrigin.y + y * scale).rounded())
    )
  }

  static func colour(_ image: PNGImage, at point: (x: Int, y: Int)) -> Int {
    Int(image.pixels[point.y * image.width + point.x] >> 8)
  }

  static func near(_ a: Int, _ b: Int) -> Bool {
    let channels = [16, 8, 0].map { ((a >> $0) & 0xFF, (b >> $0) & 0xFF) }
    return channels.allSatisfy { abs($0.0 - $0.1) <= 3 }
  }

  @Test(
    .enabled(
      if: TimelineChromiumTests.chromium != nil || TimelineChromiumTests.isCI,
      "chromium is not installed, so the replay page check is skipped (apt-get install chromium; with CI set it fails)"
    ),
    arguments: [
      (time: 100.0, finger: (195.0, 140.0), lit: (300.0, 170.0), unlit: (300.0, 85.0)),
      (time: 500.0, finger: (195.0, 100.0), lit: (300.0, 80.0), unlit: (300.0, 170.0)),
    ])
  func t3PageShowsTheHitViewAndTheFingerAtTheCursor(
    expected: (time: Double, finger: (Double, Double), lit: (Double, Double), unlit: (Double, Double))
  ) throws {
    guard let chromium = TimelineChromiumTests.chromium else {
      Issue.record("CI is set but chromium is not on PATH: install it (apt-get install -y chromium; .ci/run does)")
      return
    }
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("t3.html")
    let made = try CLI.run(["replay", Self.t3, "-o", page.path])
    try #require(made.status == 0, "\(made.stderr)")
    let time = NumberFormat.fixed(expected.time, decimals: 3, trimmed: true)
    let address = try #require(URL(string: page.absoluteString + "#t=" + time))
    let png = directory.appendingPathComponent("t3-\(time).png")
    try TimelineChromiumTests.screenshot(
      chromium, address, to: png, profile: directory.appendingPathComponent("profile"))
    let image = try PNGImage([UInt8](Data(contentsOf: png)))

    let finger = Self.pixel(expected.finger.0, expected.finger.1)
    let fingerColour = Self.colour(image, at: finger)
    #expect(
      Self.near(fingerColour, ReplayPage.fingerColour),
      "at \(time) ms: #\(String(fingerColour, radix: 16)) at the finger")
    let lit = Self.colour(image, at: Self.pixel(expected.lit.0, expected.lit.1))
    #expect(Self.near(lit, ReplayPage.highlightColour), "at \(time) ms: V is not highlighted where T3 puts it")
    let unlit = Self.colour(image, at: Self.pixel(expected.unlit.0, expected.unlit.1))
    #expect(!Self.near(unlit, ReplayPage.highlightColour), "at \(time) ms: a highlight where V is not")
    // The finger is drawn nowhere else: no finger colour 40 px away on either side.
    for dx in [-40, 40] {
      #expect(!Self.near(Self.colour(image, at: (finger.x + dx, finger.y)), ReplayPage.fingerColour))
    }
  }
}
