import Testing
import TouchSim
import TouchSimScenario

/// Issue 12: a scenario whose finger number touches down again while its earlier touch is
/// still open is rejected (exit 65) at the second stroke's first point, with a note at the
/// earlier stroke; a finger number reused after its touch closed still runs.
@Suite struct FingerReuseErrorTests {
  /// seed003's photo with a single tap that requires a double tap to fail; two taps.
  static func scenario(secondFinger: Int, secondAt: Int) -> [UInt8] {
    Array(
      """
      {"format": 1, "scenario": "double tap with one finger",
       "root": {"id": "root", "subviews": [{"id": "photo", "frame": [45, 250, 300, 300], "touches": "handle"}]},
       "gestures": [
         {"id": "singleTap", "class": "UITapGestureRecognizer", "view": "photo", "requireToFail": ["doubleTap"]},
         {"id": "doubleTap", "class": "UITapGestureRecognizer", "view": "photo", "numberOfTapsRequired": 2}],
       "touches": [
         {"finger": 1, "path": [[0, 195, 400], [80, 195, 400]]},
         {"finger": \(secondFinger), "path": [[\(secondAt), 195, 400], [\(secondAt + 80), 195, 400]]}]}
      """.utf8)
  }

  @Test func aFingerReusedWhileItsTouchIsOpenIsRejectedAtTheSecondStroke() throws {
    guard
      case .failure(.invalid(let error)) = ScenarioRun.run(
        bytes: Self.scenario(secondFinger: 1, secondAt: 200), path: "d.json")
    else {
      Issue.record("the scenario ran")
      return
    }
    #expect(
      error.rendered(path: "d.json") == """
        d.json:8:27: error: finger 1 touches down again at 200 ms while its touch from 0 ms is still open \
        (photo has not received its touchesEnded or touchesCancelled: singleTap withholds it, G5, G6); \
        the log names touches by finger, so give this stroke a finger number of its own
        d.json:7:27: note: its earlier stroke is here
        """)
  }

  @Test func aSecondFingerNumberRunsWithTwoTouches() throws {
    let run = try ScenarioRun.run(bytes: Self.scenario(secondFinger: 2, secondAt: 200), path: "d.json").get()
    #expect(run.internalError == nil)
    // One touchesCancelled per original event (G6, MD21): #1, then #2.
    #expect(
      run.text.contains(
        """
        photo                   touchesCancelled #1 (150.0, 150.0)
        """))
    #expect(run.text.contains("photo                   touchesCancelled #2 (150.0, 150.0)"))
    #expect(!run.text.contains("touchesCancelled #1 #2"))
  }

  @Test func aFingerReusedAfterItsTouchClosedRuns() throws {
    // The double tap fails at 430 ms (350 ms after the lift) and releases the first touch.
    let run = try ScenarioRun.run(bytes: Self.scenario(secondFinger: 1, secondAt: 1000), path: "d.json").get()
    #expect(run.internalError == nil)
    #expect(run.text.components(separatedBy: "photo                   touchesBegan #1").count == 3)
  }
}
