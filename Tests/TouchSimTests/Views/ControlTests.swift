import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct ControlTests {
  private func controlEvents(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      if case .controlEvent(let event, _) = $0.call { return event.rawValue }
      return nil
    }
  }

  @Test func tapSendsTouchDownThenTouchUpInsideAndDoesNotForward() {  // C3, C5, RC5
    let builder = TreeBuilder()
    builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    _ = builder.run([tap(at: Point(x: 150, y: 120))])
    #expect(
      builder.calls == [
        "window hitTest", "buy touchesBegan", "buy beginTracking", "buy controlEvent",
        "buy touchesEnded", "buy endTracking", "buy controlEvent",
      ])
    #expect(controlEvents(builder) == ["touchDown", "touchUpInside"])
  }

  @Test func dragExitsAtSeventyPointsOutsideTheBounds() {  // C4, MD1, MD16
    let builder = TreeBuilder()
    builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 200, width: 100, height: 50))
    // Bottom edge is y = 250; the enlarged rect ends (exclusive) at 320.
    _ = builder.run([stroke([(0, 150, 220), (20, 150, 319.9), (40, 150, 320), (60, 150, 300), (80, 150, 330)])])
    #expect(
      controlEvents(builder) == [
        "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
        "touchDragExit", "touchUpOutside",
      ])
  }

  @Test func systemCancelCancelsTracking() {  // C6
    let builder = TreeBuilder()
    builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    var cancelled = tap(at: Point(x: 150, y: 120))
    cancelled.end = .cancelled
    _ = builder.run([cancelled])
    #expect(controlEvents(builder) == ["touchDown", "touchCancel"])
    #expect(builder.calls.contains("buy cancelTracking"))
  }

  @Test func secondQuickTapSendsTouchDownRepeat() {  // C3, M3
    let builder = TreeBuilder()
    builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    _ = builder.run([tap(at: Point(x: 150, y: 120)), tap(at: Point(x: 152, y: 121), from: 200)])
    #expect(controlEvents(builder) == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
  }

  @Test func tapAfterTheMultiTapWindowIsASingleTapAgain() {  // M3, MD2
    let builder = TreeBuilder()
    builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    _ = builder.run([tap(at: Point(x: 150, y: 120)), tap(at: Point(x: 150, y: 120), from: 80 + 351)])
    #expect(controlEvents(builder) == ["touchDown", "touchUpInside", "touchDown", "touchUpInside"])
  }

  /// A root tap recognizer over a control child, tapped once; returns the tap's state
  /// changes and the control's events.
  private func tapOverControl(_ control: Control, cancelsTouchesInView: Bool) -> (states: [String], events: [String]) {
    let builder = TreeBuilder()
    builder.add(control, frame: Rect(x: 100, y: 100, width: 100, height: 50))
    let tap = TapGestureRecognizer(name: "rootTap")
    tap.cancelsTouchesInView = cancelsTouchesInView
    builder.root.addGestureRecognizer(tap)
    builder.window.register(tap)
    _ = builder.run([TouchSimTestSupport.tap(at: Point(x: 150, y: 120))])
    return (builder.stateChanges, controlEvents(builder))
  }

  @Test func aButtonVetoesAnAncestorsSingleTapThatCancelsTouches() {  // MD13, G18
    let result = tapOverControl(Button(name: "buy"), cancelsTouchesInView: true)
    #expect(result.states == ["rootTap possible -> failed"])
    #expect(result.events == ["touchDown", "touchUpInside"])
  }

  @Test func aPlainControlLosesTheTapAndIsCancelled() {  // MD13 (SO 77329118)
    let result = tapOverControl(Control(name: "custom"), cancelsTouchesInView: true)
    #expect(result.states == ["rootTap possible -> ended"])
    #expect(result.events == ["touchDown", "touchCancel"])
  }

  // MD13: _shouldBegin asks views only with cancelsTouchesInView.
  @Test func noControlVetoesATapThatDoesNotCancelTouches() {
    for control in [Button(name: "buy"), Control(name: "custom")] {
      let result = tapOverControl(control, cancelsTouchesInView: false)
      #expect(result.states == ["rootTap possible -> ended"])
      #expect(result.events == ["touchDown", "touchUpInside"])
    }
  }

  @Test func aButtonDoesNotVetoItsOwnTap() {  // MD13: view == self
    let builder = TreeBuilder()
    let button = builder.add(Button(name: "buy"), frame: Rect(x: 100, y: 100, width: 100, height: 50))
    let tap = TapGestureRecognizer(name: "ownTap")
    button.addGestureRecognizer(tap)
    builder.window.register(tap)
    _ = builder.run([TouchSimTestSupport.tap(at: Point(x: 150, y: 120))])
    #expect(builder.stateChanges == ["ownTap possible -> ended"])
  }
}
