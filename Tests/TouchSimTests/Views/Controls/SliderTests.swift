import Testing
import TouchSim
import TouchSimTestSupport

/// A slider whose `beginTracking` answers true everywhere (the public "tappable slider").
private final class TappableSlider: Slider {
  override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool { true }
}

/// A slider subclass that overrides `beginTracking` and keeps UISlider's answer (`super`).
private final class CountingSlider: Slider {
  var asked = 0
  override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    asked += 1
    return super.beginTracking(touch, with: event)
  }
}

/// A slider that asks UISlider (`super`) and then tracks anyway, on the track too.
private final class AlwaysTrackingSlider: Slider {
  override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    _ = super.beginTracking(touch, with: event)
    return true
  }
}

@Suite struct SliderTests {
  /// A slider at [40, 400, 228, 40] with values 0...100 at 50: its 28 pt thumb spans
  /// x 100..128 (centre 114) in its coordinates, window x 140..168 (SL3).
  private func slider(_ make: (String) -> Slider = { Slider(name: $0) }, continuous: Bool = true) -> (
    TreeBuilder, Slider
  ) {
    let builder = TreeBuilder()
    let slider = builder.add(make("S"), frame: Rect(x: 40, y: 400, width: 228, height: 40))
    slider.maximumValue = 100
    slider.value = 50
    slider.isContinuous = continuous
    return (builder, slider)
  }

  /// The slider's control events, `valueChanged` with its value.
  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .controlEvent(let event, let value) = $0.call else { return nil }
      if case .number(let number)? = value { return "\(event.rawValue) \(number)" }
      return event.rawValue
    }
  }

  /// The recognizers' state changes, "name from -> to".
  private func states(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .gestureState(let from, let to) = $0.call else { return nil }
      return "\($0.receiver) \(from.rawValue) -> \(to.rawValue)"
    }
  }

  @Test func aNewSliderHasUIKitsDefaults() {  // SL1
    let slider = Slider(name: "S")
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    #expect(slider.className == "UISlider")
  }

  @Test func theValueIsPinnedToItsEndsAndTheEndsPushEachOther() {  // SL1
    let slider = Slider(name: "S")
    slider.value = 3
    #expect(slider.value == 1)
    slider.value = -2
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 8
    slider.minimumValue = 12
    #expect(slider.minimumValue == 12 && slider.maximumValue == 12 && slider.value == 12)
    slider.maximumValue = 5
    #expect(slider.minimumValue == 5 && slider.value == 5)
  }

  @Test func theThumbTravelsBetweenTheEndsAndItsHitAreaIs48PointsSquare() {  // SL2, SL3
    let (_, slider) = slider()
    #expect(slider.thumbRect == Rect(x: 100, y: 6, width: 28, height: 28))
    #expect(slider.thumbHitRect == Rect(x: 90, y: -4, width: 48, height: 48))
    slider.value = 0
    #expect(slider.thumbRect.minX == 0)
    slider.value = 100
    #expect(slider.thumbRect.maxX == 228)
    slider.value = 100.0 / 3  // 200 x 1/3 = 66.7 pt of travel, rounded as UIKit does
    #expect(slider.thumbRect.minX == 67)
  }

  @Test func aTouchOnTheTrackAwayFromTheThumbNeitherTracksNorMovesTheValue() {  // SL2, C9
    let (builder, slider) = slider()
    _ = builder.run([stroke([(0, 60, 420), (100, 160, 420), (150, 160, 420)])])
    #expect(events(builder) == [])
    #expect(slider.value == 50)
    #expect(builder.calls.contains("S beginTracking"))
    #expect(!builder.calls.contains("root touchesBegan"))
    #expect(builder.calls.contains("root touchesMoved"))
  }

  @Test func theEdgeOfTheHitAreaIsTenPointsBesideTheThumb() {  // SL2, MD16
    let (inside, _) = slider()
    _ = inside.run([tap(at: Point(x: 130, y: 420))])  // slider x 90: the hit area's first column
    #expect(events(inside).first == "touchDown")
    let (outside, _) = slider()
    _ = outside.run([tap(at: Point(x: 178, y: 420))])  // slider x 138: just past its last column
    #expect(events(outside) == [])
  }

  @Test func draggingTheThumbKeepsTheGrabOffsetAndSendsTheValueAtEveryMoveAndTheLift() {  // SL4, SL5
    let (builder, slider) = slider()
    _ = builder.run([stroke([(0, 150, 420), (100, 200, 420), (200, 300, 420), (300, 300, 420)])])
    #expect(
      events(builder) == [
        "touchDown", "valueChanged 75.0", "touchDragInside", "valueChanged 100.0", "touchDragInside",
        "valueChanged 100.0", "touchUpInside",
      ])
    #expect(slider.value == 100)
  }

  @Test func aMoveThatDoesNotChangeTheValueStillSendsValueChanged() {  // SL5
    let (builder, _) = slider()
    _ = builder.run([stroke([(0, 154, 420), (50, 154, 430), (100, 154, 430)])])
    #expect(
      events(builder) == ["touchDown", "valueChanged 50.0", "touchDragInside", "valueChanged 50.0", "touchUpInside"])
  }

  @Test func aSliderThatIsNotContinuousSendsOneValueChangedAtTheLift() {  // SL5
    let (builder, slider) = slider(continuous: false)
    _ = builder.run([stroke([(0, 150, 420), (100, 200, 420), (200, 180, 420), (250, 180, 420)])])
    #expect(
      events(builder) == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged 65.0", "touchUpInside"])
    #expect(slider.value == 65)
  }

  @Test func aCancelledDragSendsTouchCancelAndNoValueChanged() {  // SL5, C6
    let (builder, slider) = slider()
    var cancelled = stroke([(0, 154, 420), (50, 174, 420), (100, 174, 420)])
    cancelled.end = .cancelled
    _ = builder.run([cancelled])
    #expect(events(builder) == ["touchDown", "valueChanged 60.0", "touchDragInside", "touchCancel"])
    #expect(slider.value == 60)
  }

  @Test func anAppOverrideOfBeginTrackingMakesTheTrackRespond() {  // SL2, C3
    let (builder, slider) = slider { TappableSlider(name: $0) }
    _ = builder.run([tap(at: Point(x: 60, y: 420))])
    // No grab offset without UISlider's beginTracking: the lift at slider x 20 sets
    // (20 - 14) / 200 of the range.
    #expect(events(builder) == ["touchDown", "valueChanged 3.0", "touchUpInside"])
    #expect(slider.value == 3)
  }

  @Test func aGrabOffsetDoesNotOutliveItsTouch() {  // SL4
    let (builder, slider) = slider { AlwaysTrackingSlider(name: $0) }
    // On the thumb 4 pt left of its centre: grabbed, the value stays 50. Then on the track,
    // where UISlider does not grab: the lift at slider x 20 sets 3, not 5.
    _ = builder.run([tap(at: Point(x: 150, y: 420)), tap(at: Point(x: 60, y: 420), from: 500)])
    #expect(
      events(builder) == [
        "touchDown", "valueChanged 50.0", "touchUpInside", "touchDown", "valueChanged 3.0", "touchUpInside",
      ])
    #expect(slider.value == 3)
  }

  @Test func anAppOverrideThatCallsSuperGetsTheThumbTest() {  // SL2
    let counting = CountingSlider(name: "S")
    let (builder, _) = slider { _ in counting }
    _ = builder.run([tap(at: Point(x: 60, y: 420)), tap(at: Point(x: 154, y: 420), from: 500)])
    #expect(counting.asked == 2)
    #expect(events(builder) == ["touchDown", "valueChanged 50.0", "touchUpInside"])
  }

  @Test func aGivenBeginTrackingAnswerReplacesTheThumbTest() {  // SL2, C9
    // The answer of a scenario's `"beginTracking": true` on the track.
    let (given, slider) = slider()
    slider.beginTrackingAnswer = { _, _ in AppAnswer(true) }
    _ = given.run([tap(at: Point(x: 60, y: 420))])
    #expect(events(given) == ["touchDown", "valueChanged 3.0", "touchUpInside"])
    // And `false` on the thumb.
    let (refused, other) = self.slider()
    other.beginTrackingAnswer = { _, _ in AppAnswer(false) }
    _ = refused.run([tap(at: Point(x: 154, y: 420))])
    #expect(events(refused) == [])
  }

  /// A root swipe over the slider's thumb, leftward from its centre at 60 Hz.
  private func swipeOverThumb(_ direction: SwipeGestureRecognizer.Direction, cancels: Bool = true, at y: Double = 420)
    -> (states: [String], events: [String], asked: Bool)
  {
    let (builder, _) = slider()
    let swipe = SwipeGestureRecognizer(name: "swipe")
    swipe.direction = direction
    swipe.cancelsTouchesInView = cancels
    builder.root.addGestureRecognizer(swipe)
    builder.window.register(swipe)
    let end: (Double, Double) = direction == .left ? (54, y) : (154, y - 100)
    _ = builder.run([stroke([(0, 154, y), (100, end.0, end.1)], hz: 60)])
    return (states(builder), events(builder), builder.calls.contains("swipe gestureShouldBegin"))
  }

  @Test func theSliderRefusesAParallelSwipeOnItsThumb() {  // SL6, MD13
    let result = swipeOverThumb(.left)
    #expect(result.states == ["swipe possible -> failed"])
    #expect(result.asked)
    #expect(result.events.last == "touchUpInside")
    #expect(!result.events.contains("touchCancel"))
  }

  @Test func aSwipeThatDoesNotCancelTouchesIsNotAskedAndRecognizes() {  // SL6, MD13, G4
    let result = swipeOverThumb(.left, cancels: false)
    #expect(result.states == ["swipe possible -> ended"])
    #expect(!result.asked)
    #expect(result.events.last == "touchUpInside")
  }

  @Test func aSwipeAcrossATrackingSliderIsRefusedToo() {  // SL6: nothing begins while it tracks
    let result = swipeOverThumb(.up)
    #expect(result.states == ["swipe possible -> failed"])
    #expect(result.asked)
    #expect(result.events.last == "touchUpOutside")
  }

  @Test func aSwipeAcrossTheSliderIsNotRefusedEvenOnTheThumb() {  // SL6
    // A 200 pt tall slider: the thumb's hit area is y 76..124. The finger lands at y 170, off
    // the thumb, and swipes up 80 pt in 50 ms; the swipe recognizes at 33 ms with the finger at
    // y 116.7, on the hit area, and is asked of the slider: not parallel, not refused.
    let builder = TreeBuilder()
    let slider = builder.add(Slider(name: "S"), frame: Rect(x: 40, y: 400, width: 228, height: 200))
    slider.maximumValue = 100
    slider.value = 50
    let swipe = SwipeGestureRecognizer(name: "swipe")
    swipe.direction = .up
    builder.root.addGestureRecognizer(swipe)
    builder.window.register(swipe)
    _ = builder.run([stroke([(0, 154, 570), (50, 154, 490)], hz: 60)])
    #expect(states(builder) == ["swipe possible -> ended"])
  }

  @Test func aParallelSwipeOffTheThumbIsNotRefused() {  // SL6, SL2
    // A touch on the track below the thumb's hit area (slider y 44) is not tracked; the swipe
    // is asked of the slider and its location is off the thumb.
    let (builder, _) = slider()
    let swipe = SwipeGestureRecognizer(name: "swipe")
    swipe.direction = .left
    builder.root.addGestureRecognizer(swipe)
    builder.window.register(swipe)
    _ = builder.run([stroke([(0, 230, 420), (100, 130, 420)], hz: 60)])
    #expect(states(builder) == ["swipe possible -> ended"])
  }

  /// Fingers that land on the track right of the thumb's hit area (not tracked, SL2), one at
  /// y 420 or two at y 410 and 430 (centroid y 420), moving left along `xs` (time, window x).
  private func fingersLeftOfThumb(_ count: Int, xs: [(Double, Double)]) -> [Stroke] {
    let ys: [Double] = count == 1 ? [420] : [410, 430]
    return ys.enumerated().map { index, y in stroke(xs.map { ($0.0, $0.1, y) }, finger: index + 1) }
  }

  /// SL6: only a single-finger swipe along the slider is refused on the thumb: with the same
  /// path (recognized at 40 ms with the location at slider x 130, in the hit area, while the
  /// slider does not track), a one-finger left swipe fails and a two-finger one recognizes.
  @Test(arguments: [(1, "swipe possible -> failed"), (2, "swipe possible -> ended")])
  func onlyAOneFingerParallelSwipeIsRefusedOnTheThumb(fingers: Int, outcome: String) {  // SL6
    let (builder, slider) = slider()
    let swipe = SwipeGestureRecognizer(name: "swipe")
    swipe.direction = .left
    swipe.numberOfTouchesRequired = fingers
    builder.root.addGestureRecognizer(swipe)
    builder.window.register(swipe)
    _ = builder.run(fingersLeftOfThumb(fingers, xs: [(0, 230), (20, 200), (40, 170), (100, 130)]))
    #expect(states(builder) == [outcome])
    #expect(builder.calls.contains("swipe gestureShouldBegin") == (fingers == 1))  // an answer of its own
    #expect(!slider.isTracking && events(builder).isEmpty)
  }

  /// SL6: only a pan that may begin with one finger is refused for a horizontal translation on
  /// the thumb: a pan that needs two fingers begins (at 30 ms, 12 pt left, with the location
  /// at slider x 133, in the hit area).
  @Test(arguments: [(1, "pan possible -> failed"), (2, "pan possible -> began")])
  func onlyAPanThatMayBeginWithOneFingerIsRefusedOnTheThumb(minimumTouches: Int, outcome: String) {  // SL6
    let (builder, _) = slider()
    let pan = PanGestureRecognizer(name: "pan")
    pan.minimumNumberOfTouches = minimumTouches
    builder.root.addGestureRecognizer(pan)
    builder.window.register(pan)
    _ = builder.run(fingersLeftOfThumb(2, xs: [(0, 185), (10, 181), (20, 177), (30, 173), (40, 169), (100, 169)]))
    #expect(states(builder).first == outcome)
    #expect(builder.calls.contains("pan gestureShouldBegin") == (minimumTouches == 1))
  }

  @Test func anotherViewsPanIsRefusedWhileTheSliderTracks() {  // SL6 (was: refuses no pan)
    let (builder, _) = slider()
    let pan = PanGestureRecognizer(name: "pan")
    builder.root.addGestureRecognizer(pan)
    builder.window.register(pan)
    _ = builder.run([stroke([(0, 154, 420), (100, 54, 420)], hz: 60)])
    #expect(states(builder).first == "pan possible -> failed")
    #expect(events(builder).last == "touchUpInside")
  }

  /// SL6: the slider answers for other views' recognizers only: its own pan, asked while the
  /// slider tracks (it is the touched view, G8), begins, and cancels the slider's touch (G4).
  @Test func theSliderDoesNotRefuseItsOwnRecognizers() {  // SL6, G8, G4
    let (builder, slider) = slider()
    let own = PanGestureRecognizer(name: "own")
    slider.addGestureRecognizer(own)
    builder.window.register(own)
    _ = builder.run([stroke([(0, 154, 420), (50, 174, 420), (100, 194, 420)])])
    #expect(states(builder).first == "own possible -> began")
    #expect(events(builder).suffix(1) == ["touchCancel"])
  }

  @Test func aPanThatDoesNotCancelTouchesIsNotAsked() {  // SL6, MD13
    let (builder, _) = slider()
    let pan = PanGestureRecognizer(name: "pan")
    pan.cancelsTouchesInView = false
    builder.root.addGestureRecognizer(pan)
    builder.window.register(pan)
    _ = builder.run([stroke([(0, 154, 420), (100, 54, 420)], hz: 60)])
    #expect(states(builder).first == "pan possible -> began")
    #expect(!builder.calls.contains("pan gestureShouldBegin"))
  }
}

/// SL6: the classic slider's answers to a scroll view's pan that starts on its thumb before the
/// slider tracks (a quick drag inside the content delay).
@Suite struct SliderRecognizerAnswerTests {
  /// A horizontal paging scroll view over the window holding a slider whose thumb centre is at
  /// window (154, 420); returns the builder after a quick drag from the thumb centre by
  /// (`dx`, `dy`) in 6 samples over 60 ms.
  private func quickDrag(dx: Double, dy: Double, vertical: Bool = false) -> TreeBuilder {
    let builder = TreeBuilder()
    let scroll = ScrollView(name: "P", frame: builder.window.bounds)
    scroll.contentSize = vertical ? Size(width: 390, height: 3000) : Size(width: 1170, height: 844)
    builder.root.addSubview(scroll)
    let slider = Slider(name: "S", frame: Rect(x: 40, y: 400, width: 228, height: 40))
    slider.maximumValue = 100
    slider.value = 50
    scroll.addSubview(slider)
    builder.window.register(builder.root)
    var points: [(Double, Double, Double)] = [(0, 154, 420)]
    for step in 1...6 { points.append((10 * Double(step), 154 + dx * Double(step) / 6, 420 + dy * Double(step) / 6)) }
    _ = builder.run([stroke(points)])
    return builder
  }

  @Test func aHorizontalPanThatBeginsInTheThumbsHitAreaIsRefused() {  // SL6
    // 14 pt right in 6 steps: the pan passes 10 pt at 2.33 pt a step, at x +11.7 (in the area).
    let builder = quickDrag(dx: 14, dy: 0)
    #expect(builder.calls.contains("P.pan gestureShouldBegin"))
    #expect(!builder.stateChanges.contains("P.pan possible -> began"))
  }

  @Test func aPanThatBeginsOutsideTheHitAreaIsNotAsked() {  // SL6: the location clause
    // 120 pt in 6 steps: the first sample is 20 pt right and past the hysteresis; by the time
    // the pan asks, the finger is at x +20, still inside 24 pt: refused. 300 pt: x +50, outside.
    let builder = quickDrag(dx: 300, dy: 0)
    #expect(!builder.calls.contains("P.pan gestureShouldBegin"))
    #expect(builder.stateChanges.contains("P.pan possible -> began"))
  }

  @Test func aMostlyVerticalPanOnTheThumbIsNotRefused() {  // SL6: |x| <= |y| is allowed
    let builder = quickDrag(dx: 12, dy: 12, vertical: true)
    #expect(builder.stateChanges.contains("P.pan possible -> began"))
    let steeper = quickDrag(dx: 12, dy: 13, vertical: true)
    #expect(steeper.stateChanges.contains("P.pan possible -> began"))
    let flatter = quickDrag(dx: 13, dy: 12, vertical: true)  // more horizontal: refused
    #expect(!flatter.stateChanges.contains("P.pan possible -> began"))
  }
}
