import Foundation
import Testing

/// Q4 from the command line: order-dependent warnings, `--order reversed`, and no warning once
/// `require(toFail:)` decides between the two taps (issue 13).
@Suite struct OrderCommandTests {
  static let twoTaps = "Scenarios/gestures/q4-two-taps-one-view-order-dependent.json"
  static let required = "Scenarios/gestures/q4-two-taps-require-to-fail.json"

  @Test func runWarnsAboutTwoTapsOnOneViewOnStderr() throws {
    let result = try CLI.run(["run", Self.twoTaps])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: order-dependent: appTap and libraryTap"))
    #expect(result.stderr.contains("--order reversed:appTap,libraryTap replays the other"))
    #expect(!result.stdout.contains("order-dependent"))
    #expect(result.stdout.contains("appTap                  gestureAction ended"))
  }

  @Test func checkAndExplainWarnToo() throws {
    let check = try CLI.run(["check", Self.twoTaps])
    #expect(check.status == 0)
    #expect(check.stderr.contains("order-dependent: appTap and libraryTap"))
    let explain = try CLI.run(["explain", Self.twoTaps])
    #expect(explain.stderr.contains("order-dependent"))
    #expect(explain.stderr.contains("require(toFail:"))
    #expect(explain.stderr.contains("shouldRecognizeSimultaneouslyWith"))
  }

  @Test func jsonlCarriesTheFactAsALineBeforeTheWinnersStateChange() throws {
    let result = try CLI.run(["run", Self.twoTaps, "--format", "jsonl"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.contains(#""call":"orderDependent""#) })
    #expect(
      lines[index]
        == #"{"t":80,"to":"window","call":"orderDependent","recognizers":["appTap","libraryTap"],"winner":"appTap"}"#
    )
    // The tap added first yields: its failure is the next record, then the winner's state change.
    #expect(lines[index + 1].contains(#""to":"libraryTap","call":"gestureState""#))
    #expect(lines[index + 2].contains(#""to":"appTap","call":"gestureState""#))
  }

  @Test(arguments: ["reversed", "reversed:appTap,libraryTap", "reversed:libraryTap,appTap"])
  func orderReversedFlipsTheWinner(order: String) throws {
    let result = try CLI.run(["run", Self.twoTaps, "--order", order])
    #expect(result.status == 0)
    #expect(result.stdout.contains("libraryTap              gestureAction ended"))
    #expect(!result.stdout.contains("appTap                  gestureAction"))
    #expect(result.stderr.contains("this run: libraryTap first; --order insertion replays UIKit's"))
  }

  @Test func reversingAnotherPairChangesNothingHere() throws {
    let result = try CLI.run(["run", Self.twoTaps, "--order", "reversed:appTap,someOtherTap"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("appTap                  gestureAction ended"))
    let bad = try CLI.run(["run", Self.twoTaps, "--order", "reversed:appTap"])
    #expect(bad.status == 64)
  }

  @Test func diffWithOrderReversedShowsBothOutcomes() throws {
    let result = try CLI.run(["diff", Self.twoTaps, "--order", "reversed"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("with --order reversed"))
    #expect(result.stdout.contains("-  80.000  appTap                  gestureAction ended"))
    #expect(result.stdout.contains("+  80.000  libraryTap              gestureAction ended"))
  }

  @Test func requireToFailRemovesTheWarningAndTheOrderNoLongerMatters() throws {
    let result = try CLI.run(["run", Self.required])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("order-dependent"))
    let diff = try CLI.run(["diff", Self.required, "--order", "reversed"])
    #expect(diff.status == 0)
    #expect(diff.stdout.contains("no record changes with --order reversed"))
  }

  @Test func anUnknownOrderIsAUsageError() throws {
    let result = try CLI.run(["run", Self.twoTaps, "--order", "sideways"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--order must be insertion, reversed or reversed:A,B"))
    #expect(result.stderr.contains("not 'sideways'"))
  }
}
