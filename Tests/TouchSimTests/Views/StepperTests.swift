import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct StepperTests {
  /// The stepper's control events with their values ("valueChanged 1"), each with its time.
  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .controlEvent(let event, let value) = $0.call else { return nil }
      let time = Int($0.time.microseconds / 1000)
      if case .number(let number) = value { return "\(time) \(event.rawValue) \(number)" }
      return "\(time) \(event.rawValue)"
    }
  }

  /// A stepper at (148, 400) 94 × 32: minus left of x 195, plus right of it.
  private func stepper(_ builder: TreeBuilder, _ configure: (Stepper) -> Void = { _ in }) -> Stepper {
    let stepper = Stepper(name: "S")
    configure(stepper)
    return builder.add(stepper, frame: Rect(x: 148, y: 400, width: 94, height: 32))
  }

  private let plus = Point(x: 220, y: 416)
  private let minus = Point(x: 160, y: 416)

  @Test func defaultsAreUIKits() {  // SP1
    let stepper = Stepper(name: "S")
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    #expect(stepper.className == "UIStepper")
  }

  @Test func valueIsPinnedToTheBoundsAndBoundsPushEachOther() {  // SP1
    let stepper = Stepper(name: "S")
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.maximumValue = 10
    #expect(stepper.value == 10)
    stepper.minimumValue = 20
    #expect(stepper.maximumValue == 20 && stepper.value == 20)
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
  }

  @Test func aTapOnPlusStepsAtTheLiftBeforeTouchUpInside() {  // SP2, SP3
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    _ = builder.run([tap(at: plus)])
    #expect(events(builder) == ["0 touchDown", "80 valueChanged 1.0", "80 touchUpInside"])
    #expect(stepper.value == 1)
  }

  @Test func aTapOnMinusStepsDown() {  // SP2, SP3
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.value = 5 }
    _ = builder.run([tap(at: minus)])
    #expect(stepper.value == 4)
  }

  @Test func theMiddleBelongsToPlus() {  // SP2: x >= midX
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.value = 5 }
    _ = builder.run([tap(at: Point(x: 195, y: 416))])
    #expect(stepper.value == 6)
  }

  @Test func minusAtTheMinimumWithoutWrapsStepsNothing() {  // SP2, SP3
    let builder = TreeBuilder()
    _ = stepper(builder)
    _ = builder.run([tap(at: minus)])
    #expect(events(builder) == ["0 touchDown", "80 touchUpInside"])
  }

  @Test func plusAtTheMaximumWithoutWrapsStepsNothing() {  // SP2, SP3
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.value = 100 }
    _ = builder.run([tap(at: plus)])
    #expect(events(builder) == ["0 touchDown", "80 touchUpInside"])
    #expect(stepper.value == 100 && !stepper.isHalfEnabled(.plus) && stepper.isHalfEnabled(.minus))
  }

  @Test func wrapsGoesFromMinimumToMaximumAndBack() {  // SP3
    let builder = TreeBuilder()
    let stepper = stepper(builder) {
      $0.maximumValue = 3
      $0.wraps = true
    }
    _ = builder.run([tap(at: minus), tap(2, at: plus, from: 500)])
    #expect(events(builder).filter { $0.contains("valueChanged") } == ["80 valueChanged 3.0", "580 valueChanged 0.0"])
    #expect(stepper.value == 0)
  }

  /// SP3: a wrapping stepper wraps only past a bound: one step below the maximum reaches the
  /// maximum, the next step wraps to the minimum; one step above the minimum reaches the
  /// minimum, the next wraps to the maximum.
  @Test func aWrappingStepperReachesEachBoundBeforeItWraps() {  // SP3
    let builder = TreeBuilder()
    _ = stepper(builder) {
      $0.maximumValue = 3
      $0.value = 2
      $0.wraps = true
    }
    _ = builder.run([
      tap(1, at: plus), tap(2, at: plus, from: 500), tap(3, at: minus, from: 1000), tap(4, at: minus, from: 1500),
      tap(5, at: minus, from: 2000), tap(6, at: minus, from: 2500), tap(7, at: minus, from: 3000),
    ])
    #expect(
      events(builder).filter { $0.contains("valueChanged") } == [
        "80 valueChanged 3.0", "580 valueChanged 0.0", "1080 valueChanged 3.0", "1580 valueChanged 2.0",
        "2080 valueChanged 1.0", "2580 valueChanged 0.0", "3080 valueChanged 3.0",
      ])
  }

  /// SP3: with a step that does not divide the range, a wrapping stepper steps past the
  /// maximum straight to the minimum (not pinned to the maximum first).
  @Test func aWrappingStepPastTheMaximumGoesToTheMinimum() {  // SP3
    let builder = TreeBuilder()
    let stepper = stepper(builder) {
      $0.maximumValue = 10
      $0.stepValue = 4
      $0.value = 8
      $0.wraps = true
    }
    _ = builder.run([tap(1, at: plus), tap(2, at: minus, from: 500)])
    #expect(events(builder).filter { $0.contains("valueChanged") } == ["80 valueChanged 0.0", "580 valueChanged 10.0"])
    #expect(stepper.value == 10)
  }

  @Test func aHoldStepsEveryHalfSecondThenFaster() {  // SP4
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    _ = builder.run([tap(at: plus, duration: 2750)])
    // Steps at 0.5 ... 2.5 s, then every 0.1 s: 2.6 and 2.7; none at the lift.
    #expect(
      events(builder).filter { $0.contains("valueChanged") } == [
        "500 valueChanged 1.0", "1000 valueChanged 2.0", "1500 valueChanged 3.0", "2000 valueChanged 4.0",
        "2500 valueChanged 5.0", "2600 valueChanged 6.0", "2700 valueChanged 7.0",
      ])
    #expect(stepper.value == 7)
  }

  @Test func afterTwentyRepeatsTheIntervalIsFiftyMilliseconds() {  // SP4
    #expect(StepperConstants.repeatDelay(afterRepeat: 3) == .milliseconds(500))
    #expect(StepperConstants.repeatDelay(afterRepeat: 4) == .milliseconds(100))
    #expect(StepperConstants.repeatDelay(afterRepeat: 18) == .milliseconds(100))
    #expect(StepperConstants.repeatDelay(afterRepeat: 19) == .milliseconds(50))
  }

  @Test func noTimerFiresAfterTheLift() {  // SP4
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    let simulation = Simulation(window: builder.window)
    simulation.add(tap(at: plus, duration: 700))
    _ = simulation.run()
    #expect(!stepper.hasPendingRepeat)
    #expect(builder.window.scheduler.now == .milliseconds(700))
    #expect(events(builder) == ["0 touchDown", "500 valueChanged 1.0", "700 touchUpInside"])
  }

  @Test func noTimerFiresAfterACancel() {  // SP3, SP4
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    var held = tap(at: plus, duration: 300)
    held.end = .cancelled
    let simulation = Simulation(window: builder.window)
    simulation.add(held)
    _ = simulation.run()
    #expect(!stepper.hasPendingRepeat)
    #expect(builder.window.scheduler.now == .milliseconds(300))
    #expect(events(builder) == ["0 touchDown", "300 touchCancel"])
  }

  @Test func whenTheAppStopsTrackingTheTimerStopsToo() {  // SP4 (model decision), C10
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.continueTrackingAnswer = { _, _ in AppAnswer(false) } }
    let simulation = Simulation(window: builder.window)
    simulation.add(stroke([(0, 220, 416), (100, 221, 416), (1200, 221, 416)]))
    _ = simulation.run()
    #expect(stepper.value == 0)
    #expect(!stepper.hasPendingRepeat)
    #expect(events(builder) == ["0 touchDown"])
  }

  @Test func aLiftAfterTheAppStoppedTrackingStopsTheTimerAtOnce() {  // SP4 (model decision), C10
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.continueTrackingAnswer = { _, _ in AppAnswer(false) } }
    let simulation = Simulation(window: builder.window)
    simulation.add(stroke([(0, 220, 416), (100, 221, 416), (300, 221, 416)]))
    _ = simulation.run()
    #expect(!stepper.hasPendingRepeat)
    #expect(builder.window.scheduler.now == .milliseconds(300))
  }

  @Test func withoutAutorepeatAHoldStepsOnceAtTheLift() {  // SP3, SP4
    let builder = TreeBuilder()
    _ = stepper(builder) { $0.autorepeat = false }
    _ = builder.run([tap(at: plus, duration: 1200)])
    #expect(events(builder) == ["0 touchDown", "1200 valueChanged 1.0", "1200 touchUpInside"])
  }

  @Test func aStepperThatIsNotContinuousSendsOneValueChangedAtTheLift() {  // SP4
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.isContinuous = false }
    _ = builder.run([tap(at: plus, duration: 1200)])
    #expect(events(builder) == ["0 touchDown", "1200 valueChanged 2.0", "1200 touchUpInside"])
    #expect(stepper.value == 2)
  }

  @Test func slidingAcrossTheMiddleSwitchesHalves() {  // SP2
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.value = 5 }
    _ = builder.run([stroke([(0, 220, 416), (100, 160, 416), (700, 160, 416)])])
    #expect(stepper.value == 4)
  }

  @Test func aFireOutsideTheEnlargedBoundsStepsNothingAndTheLiftThereNeither() {  // SP2, SP4, MD1
    let builder = TreeBuilder()
    let stepper = stepper(builder) { $0.value = 5 }
    _ = builder.run([stroke([(0, 220, 416), (100, 220, 600), (900, 220, 600)])])
    #expect(stepper.value == 5)
    #expect(!events(builder).contains { $0.contains("valueChanged") })
  }

  /// SP4: a fire with the finger off the stepper steps nothing and drops the count back, so
  /// the slow interval starts again: five steps (0.5 ... 2.5 s, the next due after 0.1 s), a
  /// fire at 2.6 s with the finger away, then the steps resume at 3.1 s and 3.6 s, 0.5 s apart.
  @Test func aFireOffTheStepperRestartsTheSlowInterval() {  // SP4, MD1
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    _ = builder.run([
      stroke([(0, 220, 416), (2550, 220, 416), (2560, 220, 600), (2900, 220, 600), (2910, 220, 416), (3700, 220, 416)])
    ])
    #expect(
      events(builder).filter { $0.contains("valueChanged") } == [
        "500 valueChanged 1.0", "1000 valueChanged 2.0", "1500 valueChanged 3.0", "2000 valueChanged 4.0",
        "2500 valueChanged 5.0", "3100 valueChanged 6.0", "3600 valueChanged 7.0",
      ])
    #expect(stepper.value == 7)
  }

  private func tapOverStepper(cancelsTouchesInView: Bool) -> (states: [String], stepper: Stepper) {
    let builder = TreeBuilder()
    let stepper = stepper(builder)
    let tap = TapGestureRecognizer(name: "rootTap")
    tap.cancelsTouchesInView = cancelsTouchesInView
    builder.root.addGestureRecognizer(tap)
    builder.window.register(tap)
    _ = builder.run([TouchSimTestSupport.tap(at: plus)])
    return (builder.stateChanges, stepper)
  }

  @Test func aStepperVetoesAnAncestorsSingleTapThatCancelsTouches() {  // SP5, MD13
    let result = tapOverStepper(cancelsTouchesInView: true)
    #expect(result.states == ["rootTap possible -> failed"])
    #expect(result.stepper.value == 1)
  }

  @Test func anAncestorsTapThatKeepsTouchesRecognizesAndTheStepperStepsToo() {  // SP5, MD13, G4
    let result = tapOverStepper(cancelsTouchesInView: false)
    #expect(result.states == ["rootTap possible -> ended"])
    #expect(result.stepper.value == 1)
  }

  @Test func theStepperDoesNotVetoItsOwnTap() {  // SP5
    let stepper = Stepper(name: "S")
    let own = TapGestureRecognizer(name: "own")
    stepper.addGestureRecognizer(own)
    let other = TapGestureRecognizer(name: "other")
    View(name: "root").addGestureRecognizer(other)
    #expect(stepper.gestureRecognizerShouldBeginAnswer(own) == nil)
    #expect(stepper.gestureRecognizerShouldBeginAnswer(other) == false)
  }
}
