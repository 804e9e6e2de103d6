import Testing
import TouchSim
import TouchSimScenario

/// Scenarios the fuzzer found, shrunk, kept so the bugs stay fixed.
@Suite struct FuzzRegressionTests {
  /// Seed 519724 (1,000,000-seed run): a withheld `touchesEnded` of one finger and the late
  /// `touchesBegan` + `touchesEnded` of another were grouped by method, so the second
  /// finger's `touchesEnded` went out before its `touchesBegan` (MD4 step 4).
  static let seed519724 =
    #"{"format": 1, "scenario": "generated scenario, seed 519724", "root": {"id": "root"}, "gestures": [{"id": "g0", "class": "UIPanGestureRecognizer", "view": "root"}, {"id": "g1", "class": "UIPinchGestureRecognizer", "view": "root", "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delegate": {"shouldRecognizeSimultaneouslyWith": true}}], "touches": [{"finger": 1, "path": [[710, 76.1, 810.2], [777, 76.1, 810.2]]}, {"finger": 2, "path": [[223, 255.5, 537.5], [712.666, 247.2, 553.7]]}, {"finger": 3, "path": [[220.333, 375.6, 8.1], [436.999, 389, 0], [592.999, 389, 0]]}]}"#

  @Test func lateBeganOfOneTouchPrecedesItsEndedWhenAnotherTouchEndsInTheSameEvent() throws {
    guard case .success(let run) = ScenarioRun.run(bytes: Array(Self.seed519724.utf8), path: "seed519724") else {
      Issue.record("scenario did not load")
      return
    }
    #expect(run.internalError == nil, "\(run.internalError ?? "")")
    let calls = run.records.filter { $0.receiver == "root" && $0.time == .milliseconds(777) }.map(\.call.name)
    #expect(calls == ["touchesEnded", "touchesBegan", "touchesEnded"])
  }

  /// Seed 432715 (1,000,000-seed run with app logic, issue 15): a control event's reaction
  /// made the tap `g0` require the pinch `g1` to fail while both were tracking the touch
  /// (F9). `g0` waited for `g1` but was not among `g1`'s dependents, so `g1`'s failure never
  /// released it and the button's touch never ended (G10).
  static let seed432715 =
    #"{"format": 1, "scenario": "generated scenario, seed 432715", "root": {"id": "root", "subviews": [{"id": "v1", "class": "UIButton", "frame": [116.2, 533.1, 298, 140.9], "on": {"touchDragInside": [{"requireToFail": {"gesture": "g0", "toFail": "g1"}}]}}]}, "gestures": [{"id": "g0", "class": "UITapGestureRecognizer", "view": "v1"}, {"id": "g1", "class": "UIPinchGestureRecognizer", "view": "v1"}], "touches": [{"finger": 3, "path": [[536.333, 183.3, 580.4], [553, 190.1, 587.1], [585, 190.1, 587.1]]}]}"#

  @Test func aRequirementAddedWhileTrackingIsReleasedWhenTheRequiredRecognizerFails() throws {
    guard case .success(let run) = ScenarioRun.run(bytes: Array(Self.seed432715.utf8), path: "seed432715") else {
      Issue.record("scenario did not load")
      return
    }
    #expect(run.internalError == nil, "\(run.internalError ?? "")")
    let end = run.records.filter { $0.time == .milliseconds(585) }.map { "\($0.receiver) \($0.call.name)" }
    #expect(end.prefix(3) == ["g1 gestureState", "g0 gestureState", "v1 touchesCancelled"])
  }
}
