import Testing
import TouchSim
import TouchSimTestSupport

/// An app's reason for its tracking answers (`--explain`).
private enum ThumbReason: AppExplanation {
  case onThumb(Bool)
  var text: String { "the app: the touch is \(self == .onThumb(true) ? "on" : "off") the thumb" }
}

/// The app's tracking overrides and control actions (C3, C4, C7, C9, C10, RC5).
@Suite struct ControlAppLogicTests {
  private func builder(explains: Bool = false) -> (TreeBuilder, Control) {
    let builder = TreeBuilder()
    builder.window.recorder.explains = explains
    let control = builder.add(Control(name: "C"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    return (builder, control)
  }

  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      if case .controlEvent(let event, _) = $0.call { return event.rawValue }
      return nil
    }
  }

  private func record(_ builder: TreeBuilder, _ name: String) -> Record? {
    builder.window.recorder.records.first { $0.call.name == name }
  }

  @Test(arguments: [false, true])
  func beginTrackingTrueTracksAsUIKitsDefault(explains: Bool) {  // C3
    let (builder, control) = builder(explains: explains)
    control.beginTrackingAnswer = { _, _ in AppAnswer(true, because: .app(ThumbReason.onThumb(true))) }
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(events(builder) == ["touchDown", "touchUpInside"])
    #expect(
      record(builder, "beginTracking")?.call == .beginTracking(touches: [1], at: Point(x: 50, y: 20), result: true))
    let why = record(builder, "beginTracking")?.why?.text
    #expect(
      why
        == (explains
          ? "C3: touchesBegan on an enabled, user-interactive control (C2) begins tracking; the app: the touch is on the thumb"
          : nil))
  }

  @Test(arguments: [false, true])
  func beginTrackingFalseNeitherTracksNorPassesTheTouchDownOn(explains: Bool) {  // C3, C9, RC5
    let (builder, control) = builder(explains: explains)
    var asked: [Int] = []
    control.beginTrackingAnswer = { _, touch in
      asked.append(touch.finger)
      return AppAnswer(false, because: .app(ThumbReason.onThumb(false)))
    }
    _ = builder.run([stroke([(0, 150, 120), (20, 150, 130), (80, 150, 130)])])
    #expect(asked == [1])
    #expect(events(builder).isEmpty)
    #expect(!control.isTracking && !control.isHighlighted)
    #expect(
      builder.calls == [
        "window hitTest", "C touchesBegan", "C beginTracking", "C touchesMoved", "root touchesMoved",
        "VC touchesMoved", "window touchesMoved", "application touchesMoved", "C touchesEnded", "root touchesEnded",
        "VC touchesEnded", "window touchesEnded", "application touchesEnded",
      ])
    #expect(
      record(builder, "beginTracking")?.call == .beginTracking(touches: [1], at: Point(x: 50, y: 20), result: false))
    #expect(
      record(builder, "beginTracking")?.why?.text
        == (explains
          ? "C3, C9: beginTracking returned false: the control does not track, sends no touchDown, stays unhighlighted "
            + "and does not pass touchesBegan on; the app: the touch is off the thumb" : nil))
  }

  @Test func aControlThatDoesNotTrackDoesNotPassACancelOn() {  // C9, RC5
    let (builder, control) = builder()
    control.beginTrackingAnswer = { _, _ in AppAnswer(false) }
    var cancelled = tap(at: Point(x: 150, y: 120))
    cancelled.end = .cancelled
    _ = builder.run([cancelled])
    #expect(builder.calls == ["window hitTest", "C touchesBegan", "C beginTracking", "C touchesCancelled"])
  }

  @Test(arguments: [false, true])
  func continueTrackingTrueKeepsTracking(explains: Bool) {  // C4
    let (builder, control) = builder(explains: explains)
    control.continueTrackingAnswer = { _, _ in AppAnswer(true) }
    _ = builder.run([stroke([(0, 150, 120), (20, 150, 130), (80, 150, 130)])])
    #expect(events(builder) == ["touchDown", "touchDragInside", "touchUpInside"])
    #expect(record(builder, "continueTracking")?.why?.text == (explains ? "C4: touchesMoved while tracking" : nil))
  }

  @Test(arguments: [false, true])
  func continueTrackingFalseStopsTrackingWithoutEndTrackingOrTouchUp(explains: Bool) {  // C10, RC5
    let (builder, control) = builder(explains: explains)
    var moves = 0
    control.continueTrackingAnswer = { _, _ in
      moves += 1
      return AppAnswer(moves < 2, because: moves < 2 ? nil : .app(ThumbReason.onThumb(false)))
    }
    _ = builder.run([stroke([(0, 150, 120), (20, 150, 130), (40, 150, 140), (60, 150, 145), (80, 150, 145)])])
    #expect(moves == 2)
    #expect(events(builder) == ["touchDown", "touchDragInside"])
    #expect(!control.isTracking)
    #expect(control.isHighlighted)  // UIControl's touchesMoved does not unhighlight when it stops
    let calls = builder.calls.filter { $0.hasPrefix("C ") }
    #expect(
      calls == [
        "C touchesBegan", "C beginTracking", "C controlEvent", "C touchesMoved", "C continueTracking",
        "C controlEvent", "C touchesMoved", "C continueTracking", "C touchesMoved", "C touchesEnded",
      ])
    #expect(builder.calls.contains("root touchesMoved") && builder.calls.contains("root touchesEnded"))
    let refused = builder.window.recorder.records.last { $0.call.name == "continueTracking" }
    #expect(refused?.call == .continueTracking(touches: [1], at: Point(x: 50, y: 40), result: false))
    #expect(
      refused?.why?.text
        == (explains
          ? "C4, C10: continueTracking returned false: the control stops tracking, sends no event for this move and "
            + "keeps its highlight; the later moves and the lift pass up the chain, with no endTracking or touchUp; "
            + "the app: the touch is off the thumb" : nil))
  }

  @Test func actionsRunRightAfterTheirEventsRecordInTheOrderAdded() {  // C7
    let (builder, control) = builder()
    var ran: [String] = []
    for label in ["first", "second"] {
      control.addAction(for: .touchUpInside) { control, event in
        let last = control.window?.recorder.records.last
        #expect(last?.call == .controlEvent(.touchUpInside) && last?.receiver == "C")
        ran.append("\(label) \(event.rawValue)")
      }
    }
    control.addAction(for: .touchDown) { _, event in ran.append("down \(event.rawValue)") }
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(ran == ["down touchDown", "first touchUpInside", "second touchUpInside"])
  }

  @Test func anActionAddedByAnActionWaitsForTheNextEvent() {  // C7: UIKit sends over a copy
    let (builder, control) = builder()
    var ran = 0
    control.addAction(for: .touchDown) { control, _ in
      control.addAction(for: .touchDown) { _, _ in ran += 1 }
    }
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(ran == 0)
  }

  @Test(arguments: [false, true])
  func sendActionsLogsAControlEventAndRunsItsActions(explains: Bool) {  // C7, AL8's drag-exit margin
    let (builder, control) = builder(explains: explains)
    var exits = 0
    control.addAction(for: .touchDragExit) { _, _ in exits += 1 }
    control.continueTrackingAnswer = { control, touch in
      if touch.location(in: control).y > 50 + 25 { control.sendActions(for: .touchDragExit) }
      return AppAnswer(true)
    }
    _ = builder.run([stroke([(0, 150, 120), (20, 150, 160), (40, 150, 180), (60, 150, 180)])])
    #expect(exits == 1)
    #expect(events(builder) == ["touchDown", "touchDragInside", "touchDragExit", "touchDragInside", "touchUpInside"])
    let sent = builder.window.recorder.records.first { $0.call == .controlEvent(.touchDragExit) }
    #expect(sent?.why?.text == (explains ? "C7: the app calls sendActions(for: .touchDragExit)" : nil))
  }

  @Test func anActionThatSendsItsOwnEventStopsTheRunWithAnError() {  // C7
    let (builder, control) = builder()
    control.addAction(for: .touchDown) { control, event in control.sendActions(for: event) }
    let simulation = Simulation(window: builder.window)
    simulation.add(tap(at: Point(x: 150, y: 120)))
    let outcome = simulation.run()
    #expect(outcome == .stopped("reactions nested deeper than 64 at C (touchDown)"))
    #expect(events(builder).count == 1 + 64)
  }

  @Test func theReactionDepthLimitIsTheWindows() {
    let (builder, control) = builder()
    builder.window.limits.maxReactionDepth = 3
    var ran = 0
    control.addAction(for: .touchDown) { control, _ in
      ran += 1
      control.sendActions(for: .touchDown)
      control.sendActions(for: .touchDown)  // after the error, nothing nests: the loop unwinds
    }
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(ran == 3)
    #expect(builder.window.errors == ["reactions nested deeper than 3 at C (touchDown)"])
    #expect(events(builder).count <= 1 + 3 * 2)
  }

  @Test func sendActionsOutsideAWindowDoesNothing() {
    let control = Control(name: "lonely")
    var ran = false
    control.addAction(for: .valueChanged) { _, _ in ran = true }
    control.sendActions(for: .valueChanged)
    #expect(!ran)
  }

  @Test func removeAllActionsRemovesTheActions() {
    let (builder, control) = builder()
    var ran = false
    control.addAction(for: .touchDown) { _, _ in ran = true }
    control.removeAllActions()
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(!ran)
  }
}
