import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// Issue 27, G20: what the runner's checker allows outside the window. Records are fed by
/// hand, so that each rule fires where it should (the model itself never breaks them).
@Suite struct RunCheckerTests {
  private func setUp() -> (TreeBuilder, View, GestureRecognizer, RunChecker) {
    let builder = TreeBuilder()
    let card = builder.add(View(name: "card"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let pan = PanGestureRecognizer(name: "pan")
    card.addGestureRecognizer(pan)
    builder.window.register(pan)
    return (builder, card, pan, RunChecker(window: builder.window))
  }

  private func touch(_ method: TouchMethod, _ view: String, finger: Int = 1) -> Record {
    Record(time: .zero, receiver: view, call: .touches(method, touches: [finger], at: .zero, via: nil))
  }

  private func hit(_ view: String, finger: Int = 1) -> Record {
    Record(time: .zero, receiver: "window", call: .hitTest(touches: [finger], at: .zero, result: view))
  }

  @Test func aTouchBoundBeforeTheViewLeftMayFinishOutsideTheWindow() {
    let (builder, card, _, checker) = setUp()
    builder.window.recorder.append(hit("card"))
    builder.window.recorder.append(touch(.touchesBegan, "card"))
    card.removeFromSuperview()
    builder.window.recorder.append(touch(.touchesMoved, "card"))
    builder.window.recorder.append(touch(.touchesEnded, "card"))
    #expect(checker.finish() == nil)
  }

  @Test func aTouchNotBoundThereMayNotReachAViewOutsideTheWindow() {
    let (builder, card, _, checker) = setUp()
    builder.window.recorder.append(hit("card"))
    builder.window.recorder.append(touch(.touchesBegan, "card"))
    card.removeFromSuperview()
    builder.window.recorder.append(touch(.touchesMoved, "card", finger: 2))
    let problem = checker.finish()
    #expect(problem?.contains("touchesMoved for #2 reached a view outside the window") == true)
  }

  @Test func aTouchThatEndedIsNoLongerBound() {
    let (builder, card, _, checker) = setUp()
    builder.window.recorder.append(hit("card"))
    builder.window.recorder.append(touch(.touchesBegan, "card"))
    builder.window.recorder.append(touch(.touchesEnded, "card"))
    card.removeFromSuperview()
    builder.window.recorder.append(touch(.touchesBegan, "card"))
    #expect(checker.finish()?.contains("touchesBegan for #1 reached a view outside the window") == true)
  }

  @Test func aRecognizerOutsideTheWindowMayOnlyEndItsSequence() {
    for (state, allowed) in [(GestureState.cancelled, true), (.failed, true), (.began, false), (.ended, false)] {
      let (builder, card, _, checker) = setUp()
      let from: GestureState = state == .cancelled ? .began : .possible
      if from == .began {
        builder.window.recorder.append(
          Record(time: .zero, receiver: "pan", call: .gestureState(from: .possible, to: .began)))
      }
      card.removeFromSuperview()
      builder.window.recorder.append(Record(time: .zero, receiver: "pan", call: .gestureState(from: from, to: state)))
      let problem = checker.finish()
      #expect((problem == nil) == allowed, "\(state)")
      if !allowed { #expect(problem?.contains("went to \(state.rawValue) (G20)") == true) }
    }
  }

  private final class AppPan: PanGestureRecognizer {}

  @Test func aModelRecognizerLeftBeganIsReportedAnAppSubclassIsNot() {
    for appClass in [false, true] {
      let builder = TreeBuilder()
      let card = builder.add(View(name: "card"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let pan = appClass ? AppPan(name: "pan") : PanGestureRecognizer(name: "pan")
      card.addGestureRecognizer(pan)
      builder.window.register(pan)
      let checker = RunChecker(window: builder.window)
      builder.window.recorder.append(
        Record(time: .zero, receiver: "pan", call: .gestureState(from: .possible, to: .began)))
      let problem = checker.finish()
      #expect((problem == nil) == appClass, "app class: \(appClass)")
    }
  }
}
