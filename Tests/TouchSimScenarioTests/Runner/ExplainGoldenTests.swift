import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// `--explain` output of scenarios chosen to cover most kinds of reasons (hit testing and its
/// skipped views, exclusion, withheld and released touches, drops, cancellations, the K hooks,
/// recognizers' state changes, delegate questions, drags, flings, bounces, ticks, controls,
/// tables, reactions, Q4's reversed order), checked against expectations in
/// Tests/Fixtures/Explain. Reasons are typed values rendered by `Reason.text`; this catches
/// any change to that rendering (issue 14: the explain output did not change when reasons
/// became typed). `TOUCHSIM_UPDATE=1 swift test --filter ExplainGoldenTests` rewrites the
/// expectations: read every changed `why` against the rules before committing them.
@Suite struct ExplainGoldenTests {
  static let cases: [(scenario: String, order: RecognizerOrder)] = [
    ("scroll-view/dc8-catch-bounce-no-jump", .insertion),
    ("hit-testing/hittest-transparent", .insertion),
    ("scroll-view/seed000-emoticon-no-content-delay", .insertion),
    ("gestures/md13-so77329118-parent-tap-cancels-touches", .insertion),
    ("table-view/tv1-drag-cancels-selection", .insertion),
    ("hit-testing/seed002-window-hittest-walkthrough", .insertion),
    ("gestures/seed002-pinch-rotate-pan-simultaneous", .insertion),
    ("scroll-view/t12c-nested-cross-direction-quick-vertical-flick", .insertion),
    ("hit-testing/seed001-viewa-prefers-buttona", .insertion),
    ("scroll-view/seed004-tap-recognizer-over-myscrollview-no-cancel", .insertion),
    ("gestures/seed003-delegate-shouldbegin-false", .insertion),
    ("gestures/g8-view-vetoes-recognizer", .insertion),
    ("responder-chain/rc1-child-controller-in-chain", .insertion),
    ("controls/t04b-button-drag-beyond-70pt-in-scroll-view", .insertion),
    ("responder-chain/rc4-scroll-view-swallows-forwarded-touches", .insertion),
    ("gestures/g12-tap-after-failed-sequence-ends", .insertion),
    ("responder-chain/system-cancelled-touch", .insertion),
    ("scroll-view/d4d-pan-vetoed-releases-at-once", .insertion),
    ("gestures/seed003-circle-recognized", .insertion),
    ("responder-chain/m2-exclusive-touch", .insertion),
    ("gestures/q4-two-taps-one-view-order-dependent", .reversed),
    ("scroll-view/t05-cannot-cancel-content-touches", .insertion),
    ("app-logic/al1-dismiss-tap-ignores-table-and-controls-fix", .insertion),
    ("app-logic/al3-card-pan-only-horizontal-fix", .insertion),
    ("app-logic/al4-back-pan-waits-at-first-page-fix", .insertion),
  ]

  static var updating: Bool { ProcessInfo.processInfo.environment["TOUCHSIM_UPDATE"] == "1" }

  static func expectation(_ scenario: String, _ order: RecognizerOrder, _ format: String) -> URL {
    let suffix = (order == .reversed ? ".reversed" : "") + ".explain." + format
    return Repository.root.appendingPathComponent("Tests/Fixtures/Explain/" + scenario + suffix)
  }

  static func check(_ actual: String, against url: URL) throws {
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if updating && actual != expected {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(actualLines.count, expectedLines.count)
    let line = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
    let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
    let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
    let hint = "run TOUCHSIM_UPDATE=1 swift test --filter ExplainGoldenTests, then read every changed why"
    Issue.record(
      "\(url.lastPathComponent) line \(line + 1) differs:\n  expected: \(wanted)\n  actual:   \(got)\n\(hint)")
  }

  @Test(arguments: cases.indices) func explainTextIsUnchanged(_ index: Int) throws {
    let (scenario, order) = Self.cases[index]
    let path = Repository.root.appendingPathComponent("Scenarios/" + scenario + ".json").path
    let run = try #require(try? ScenarioRun.run(path: path, explain: true, order: order).get())
    try Self.check(TextRenderer.render(run.records), against: Self.expectation(scenario, order, "txt"))
  }

  @Test func explainJSONLinesAreUnchanged() throws {
    let scenario = "scroll-view/dc8-catch-bounce-no-jump"
    let path = Repository.root.appendingPathComponent("Scenarios/" + scenario + ".json").path
    let run = try #require(try? ScenarioRun.run(path: path, explain: true).get())
    try Self.check(JSONLRenderer.render(run.records), against: Self.expectation(scenario, .insertion, "jsonl"))
  }
}
