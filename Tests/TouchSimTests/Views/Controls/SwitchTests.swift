import Testing
import TouchSim
import TouchSimTestSupport

/// UISwitch (SW1-SW7): its own press and knob pan, the toggle at the lift, and how it wins
/// against ancestors but not against a scroll view.
@Suite struct SwitchTests {
  /// A switch `W` at (170, 400), 51×31, under `root`.
  private func switchTree(isOn: Bool = false) -> (TreeBuilder, Switch) {
    let builder = TreeBuilder()
    let toggle = builder.add(Switch(name: "W"), frame: Rect(x: 170, y: 400, width: 51, height: 31))
    toggle.isOn = isOn
    return (builder, toggle)
  }

  /// The control events sent, with their values.
  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .controlEvent(let event, let value) = $0.call else { return nil }
      return event.rawValue + (value.map { " \($0)" } ?? "")
    }
  }

  private func state(_ builder: TreeBuilder, _ receiver: String, _ new: GestureState) -> Bool {
    builder.window.recorder.records.contains {
      guard $0.receiver == receiver, case .gestureState(_, let state) = $0.call else { return false }
      return state == new
    }
  }

  /// A horizontal drag from x 180 by `dx`, 5 pt every 10 ms after a 20 ms rest, lifting 20 ms later.
  private func drag(by dx: [Double]) -> Stroke {
    var points: [(Double, Double, Double)] = [(0, 180, 415)]
    for (index, x) in dx.enumerated() { points.append((20 + Double(index) * 10, 180 + x, 415)) }
    points.append((points.last!.0 + 20, points.last!.1, 415))
    return stroke(points)
  }

  @Test func aSwitchIsOffWithItsPressAndPanNamedAfterIt() {  // SW1, SW2
    let toggle = Switch(name: "W")
    #expect(!toggle.isOn)
    #expect(toggle.className == "UISwitch")
    #expect(toggle.gestureRecognizers.map(\.name) == ["W.tap", "W.pan"])
    #expect(toggle.tapGestureRecognizer.minimumPressDuration == .milliseconds(10))
    #expect(toggle.gestureRecognizers.allSatisfy { !$0.logsActions })
  }

  @Test func aTapTogglesAtTheLiftWithValueChangedCarryingTheNewValueThenTouchUpInside() {  // SW3
    let (builder, toggle) = switchTree()
    var seen: [Bool] = []
    toggle.addTarget(for: .valueChanged) { seen.append(($0 as! Switch).isOn) }
    _ = builder.run([tap(at: Point(x: 195, y: 415)), tap(at: Point(x: 195, y: 415), from: 500)])
    #expect(events(builder) == ["valueChanged true", "touchUpInside", "valueChanged false", "touchUpInside"])
    #expect(seen == [true, false])
    #expect(!toggle.isOn)
    #expect(!builder.calls.contains("W beginTracking"))
  }

  @Test func aFingerLiftedBeforeTheTenMillisecondPressDoesNotToggle() {  // SW3 (model decision)
    let (builder, toggle) = switchTree()
    _ = builder.run([tap(at: Point(x: 195, y: 415), duration: 9)])
    #expect(events(builder).isEmpty)
    #expect(!toggle.isOn)
    #expect(state(builder, "W.tap", .failed))
  }

  @Test func aFingerThatMovesElevenPointsDownBeforeTenMillisecondsFailsThePressAndThePan() {  // SW3, SW4
    let (builder, toggle) = switchTree()
    _ = builder.run([stroke([(0, 195, 405), (5, 195, 416), (80, 195, 416)])])
    #expect(events(builder).isEmpty)
    #expect(!toggle.isOn)
    #expect(state(builder, "W.tap", .failed) && state(builder, "W.pan", .failed))
  }

  @Test func aDragOfExactly25PointsDoesNotFlipTheKnobSoTheLiftTogglesLikeATap() {  // SW3, SW4
    let (builder, toggle) = switchTree()
    _ = builder.run([drag(by: [5, 15, 25])])
    #expect(events(builder) == ["valueChanged true", "touchUpInside"])
    #expect(toggle.isOn)
  }

  @Test func aDragPast25PointsTowardsOnFlipsTheKnobAndTheLiftSendsOnlyValueChanged() {  // SW4
    let (builder, toggle) = switchTree()
    _ = builder.run([drag(by: [5, 15, 25.5])])
    #expect(events(builder) == ["valueChanged true"])
    #expect(toggle.isOn)
  }

  @Test func theKnobFlipsDuringTheDragAndTheValueOnlyAtTheLift() {  // SW4
    let (builder, toggle) = switchTree()
    var displayedDuringDrag: [Bool] = []
    toggle.panGestureRecognizer.addTarget { _ in displayedDuringDrag.append(toggle.displayedOn) }
    _ = builder.run([drag(by: [10, 30, 40])])
    #expect(displayedDuringDrag.first == false)
    #expect(displayedDuringDrag.dropFirst().first == true)
    #expect(events(builder) == ["valueChanged true"])
  }

  @Test func aDragThereAndBackFlipsTheKnobTwiceAndSendsNothing() {  // SW4
    let (builder, toggle) = switchTree()
    _ = builder.run([drag(by: [15, 30, 15, 0, -5])])
    #expect(events(builder).isEmpty)
    #expect(!toggle.isOn)
  }

  @Test func anOnSwitchDraggedLeftTurnsOff() {  // SW4
    let (builder, toggle) = switchTree(isOn: true)
    _ = builder.run([stroke([(0, 210, 415), (20, 200, 415), (30, 190, 415), (40, 180, 415), (60, 180, 415)])])
    #expect(events(builder) == ["valueChanged false"])
    #expect(!toggle.isOn)
  }

  @Test func anOnSwitchDraggedFurtherRightNeverFlipsSoTheLiftTogglesItLikeATap() {  // SW3, SW4
    let (builder, toggle) = switchTree(isOn: true)
    _ = builder.run([drag(by: [10, 20, 30, 40])])
    #expect(events(builder) == ["valueChanged false", "touchUpInside"])
    #expect(!toggle.isOn)
  }

  /// SW4: each drag measures its travel from its own touch-down, not from where the previous
  /// drag last flipped the knob: a first drag flips at +30 (its origin then 30), the second,
  /// on the now-on switch, goes 20 left and 30 right of its own start, never 25 towards off, so
  /// its knob never flips and its lift toggles like a tap.
  @Test func aSecondDragMeasuresItsTravelFromItsOwnTouchDown() {  // SW3, SW4
    let (builder, toggle) = switchTree()
    let first = stroke([(0, 180, 415), (20, 195, 415), (40, 210, 415), (60, 210, 415)])
    let second = stroke(
      [(500, 200, 415), (520, 190, 415), (540, 180, 415), (560, 200, 415), (580, 230, 415), (600, 230, 415)],
      finger: 2)
    _ = builder.run([first, second])
    #expect(events(builder) == ["valueChanged true", "valueChanged false", "touchUpInside"])
    #expect(!toggle.isOn)
  }

  /// SW4: a second drag of 26 pt towards off does flip the knob (its travel since its own
  /// touch-down passes 25 pt), so the lift sends only valueChanged.
  @Test func aSecondDragPast25PointsFlipsFromItsOwnStart() {  // SW4
    let (builder, toggle) = switchTree()
    let first = stroke([(0, 180, 415), (20, 195, 415), (40, 210, 415), (60, 210, 415)])
    let second = stroke([(500, 210, 415), (520, 197, 415), (540, 184, 415), (560, 184, 415)], finger: 2)
    _ = builder.run([first, second])
    #expect(events(builder) == ["valueChanged true", "valueChanged false"])
    #expect(!toggle.isOn)
  }

  @Test func aPanThatBeginsBeforeThePressDoesNotFailIt() {  // SW2
    let (builder, toggle) = switchTree()
    _ = builder.run([stroke([(0, 180, 415), (2, 183, 415), (20, 190, 415), (60, 190, 415)])])
    #expect(state(builder, "W.pan", .began))
    #expect(!state(builder, "W.tap", .failed))
    #expect(events(builder) == ["valueChanged true", "touchUpInside"])
    #expect(toggle.isOn)
  }

  @Test func aVerticalDragOnTheSwitchFailsItsPanAtTenPoints() {  // SW4
    let (builder, _) = switchTree()
    _ = builder.run([stroke([(0, 195, 405), (20, 196, 410), (30, 196, 415), (60, 196, 415)])])
    #expect(state(builder, "W.pan", .failed))
    #expect(!state(builder, "W.pan", .began))
  }

  /// SW4: the knob pan fails only once the finger has moved 10 pt more vertically than
  /// horizontally: 9 pt down keeps it possible, and a horizontal move then begins it.
  @Test func nineVerticalPointsKeepTheKnobPanPossible() {  // SW4
    let (builder, _) = switchTree()
    _ = builder.run([stroke([(0, 195, 405), (20, 195, 414), (30, 215, 414), (60, 215, 414)])])
    #expect(state(builder, "W.pan", .began))
    #expect(!state(builder, "W.pan", .failed))
  }

  @Test func aLiftFarOutsideCommitsTheTapWithoutTouchUpInside() {  // SW3 (decompiled, needs a device check)
    let (builder, toggle) = switchTree()
    _ = builder.run([stroke([(0, 195, 415), (20, 195, 420), (40, 195, 520), (60, 195, 520)])])
    #expect(events(builder) == ["valueChanged true"])
    #expect(toggle.isOn)
  }

  @Test(arguments: [true, false])
  func theSwitchWinsATapOverAnAncestorsTapWhateverItsCancelsTouchesInView(cancels: Bool) {  // SW5
    let (builder, toggle) = switchTree()
    let dismiss = TapGestureRecognizer(name: "dismiss")
    dismiss.cancelsTouchesInView = cancels
    var dismissed = 0
    dismiss.addTarget { _ in dismissed += 1 }
    builder.root.addGestureRecognizer(dismiss)
    _ = builder.run([tap(at: Point(x: 195, y: 415))])
    #expect(dismissed == 0)
    #expect(toggle.isOn)
    #expect(!builder.calls.contains("W gestureShouldBegin") && !builder.calls.contains("dismiss gestureShouldBegin"))
  }

  @Test func aTapLiftedWithinTenMillisecondsGoesToTheAncestorsTap() {  // SW5
    let (builder, toggle) = switchTree()
    let dismiss = TapGestureRecognizer(name: "dismiss")
    var dismissed = 0
    dismiss.addTarget { _ in dismissed += 1 }
    builder.root.addGestureRecognizer(dismiss)
    _ = builder.run([tap(at: Point(x: 195, y: 415), duration: 5)])
    #expect(dismissed == 1)
    #expect(!toggle.isOn)
  }

  @Test func theSwitchNeverVetoesARecognizer() {  // SW5
    let toggle = Switch(name: "W")
    let tap = TapGestureRecognizer(name: "t")
    View(name: "v").addGestureRecognizer(tap)
    #expect(toggle.gestureRecognizerShouldBeginAnswer(tap) == nil)
    #expect(Button(name: "b").gestureRecognizerShouldBeginAnswer(tap) == false)
  }

  @Test func aSwitchPanBeatsAnAncestorsFullScreenPan() {  // SW5
    let (builder, toggle) = switchTree()
    let back = PanGestureRecognizer(name: "back")
    builder.root.addGestureRecognizer(back)
    _ = builder.run([drag(by: [8, 16, 24, 32])])
    #expect(state(builder, "back", .failed) && !state(builder, "back", .began))
    #expect(toggle.isOn)
  }

  /// A switch `W` at (300, 400) in the vertical scroll view `S` of `scrollTree`.
  private func switchInScrollView(_ configure: (ScrollView) -> Void = { _ in }) -> (TreeBuilder, ScrollView, Switch) {
    let (builder, scroll) = scrollTree(configure)
    let toggle = Switch(name: "W", frame: Rect(x: 300, y: 400, width: 51, height: 31))
    scroll.addSubview(toggle)
    builder.window.register(builder.root)
    return (builder, scroll, toggle)
  }

  @Test func aVerticalSwipeFromASwitchScrollsAndCancelsThePressWithoutACommit() {  // SW6
    let (builder, scroll, toggle) = switchInScrollView()
    _ = builder.run([
      stroke([(0, 325, 415), (8, 325, 410), (16, 325, 405), (24, 325, 400), (32, 325, 395), (48, 325, 390)])
    ])
    #expect(state(builder, "S.pan", .began))
    #expect(state(builder, "W.tap", .cancelled))
    #expect(scroll.contentOffset.y > 0)
    #expect(events(builder).isEmpty)
    #expect(!toggle.isOn)
  }

  @Test func theSwitchsRecognizersNeverFailAScrollViewsRecognizers() {  // SW6
    let (_, scroll, toggle) = switchInScrollView()
    for recognizer in toggle.gestureRecognizers {
      #expect(!recognizer.canPrevent(scroll.panGestureRecognizer))
      #expect(!recognizer.canPrevent(scroll.delayRecognizer))
      #expect(recognizer.canPrevent(TapGestureRecognizer(name: "t")))
    }
    #expect(!toggle.tapGestureRecognizer.canPrevent(toggle.panGestureRecognizer))
    #expect(!toggle.panGestureRecognizer.canPrevent(toggle.tapGestureRecognizer))
  }

  @Test func aHorizontalDragOnASwitchInAVerticalScrollViewTogglesIt() {  // SW4, SW6
    let (builder, scroll, toggle) = switchInScrollView()
    _ = builder.run([stroke([(0, 310, 415), (8, 320, 415), (16, 330, 415), (24, 340, 415), (40, 340, 415)])])
    #expect(toggle.isOn)
    #expect(!scroll.isDragging && scroll.contentOffset == .zero)
  }

  @Test func aScrollViewsDefaultTouchesShouldCancelIsTrueForASwitchAndFalseForAButton() {  // SW7, K4
    let (_, scroll, toggle) = switchInScrollView()
    #expect(scroll.touchesShouldCancel(in: toggle))
    #expect(!scroll.touchesShouldCancel(in: Button(name: "b")))
  }

  @Test func withoutTheContentDelayAFastFlickAsksTouchesShouldCancelOfTheSwitchAndScrolls() {  // SW7, K5
    let (builder, scroll, toggle) = switchInScrollView { $0.delaysContentTouches = false }
    _ = builder.run([stroke([(0, 325, 415), (5, 325, 404), (20, 325, 390), (40, 325, 380)])])
    let asked = builder.window.recorder.records.contains {
      $0.call == .touchesShouldCancel(view: "W", result: true)
    }
    #expect(asked)
    #expect(builder.calls.contains("W touchesCancelled"))
    #expect(scroll.contentOffset.y > 0)
    #expect(!toggle.isOn)
  }
}
