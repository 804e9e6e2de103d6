import Testing
import TouchSim
import TouchSimTestSupport

/// UISegmentedControl (SC1-SC7). The control is at window x 15-375, y 200-232, with four
/// segments 90 pt wide: window x 15-105, 105-195, 195-285, 285-375.
@Suite struct SegmentedControlTests {
  private static let frame = Rect(x: 15, y: 200, width: 360, height: 32)

  private func control(selected: Int = 0, momentary: Bool = false) -> SegmentedControl {
    let control = SegmentedControl(name: "seg")
    control.numberOfSegments = 4
    control.selectedSegmentIndex = selected
    control.isMomentary = momentary
    return control
  }

  /// The `valueChanged` records' values, in order, with the time of each.
  private func valueChanges(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      guard case .controlEvent(let event, let value) = record.call else { return nil }
      return "\(event.rawValue) \(value.map { "\($0)" } ?? "-") @\(record.time.milliseconds)"
    }
  }

  /// Runs strokes over a root holding `seg`.
  private func run(_ seg: SegmentedControl, _ strokes: [Stroke]) -> TreeBuilder {
    let builder = TreeBuilder()
    builder.add(seg, frame: Self.frame)
    _ = builder.run(strokes)
    return builder
  }

  // MARK: - SC1: segments

  @Test func theTouchedSegmentIsTheOneContainingThePointElseTheNearest() {  // SC1
    let seg = control()
    seg.frame = Self.frame
    #expect(seg.closestSegment(to: Point(x: 0, y: 16)) == 0)
    #expect(seg.closestSegment(to: Point(x: 89.9, y: 16)) == 0)
    #expect(seg.closestSegment(to: Point(x: 90, y: 16)) == 1)  // minX is inside, maxX is not (MD16)
    #expect(seg.closestSegment(to: Point(x: 359.9, y: 16)) == 3)
    #expect(seg.closestSegment(to: Point(x: 500, y: 16)) == 3)
    #expect(seg.closestSegment(to: Point(x: -40, y: 16)) == 0)
    #expect(seg.closestSegment(to: Point(x: 200, y: -300)) == 2)
    #expect(seg.closestSegment(to: Point(x: 90, y: 100)) == 0)  // equally near 0 and 1: the first
    #expect(SegmentedControl(name: "empty").closestSegment(to: .zero) == SegmentedControl.noSegment)
  }

  @Test func theDefaultsAreNoSegmentSelectedAndNotMomentary() {  // SC1
    let seg = SegmentedControl(name: "seg")
    #expect(seg.selectedSegmentIndex == -1)
    #expect(seg.numberOfSegments == 0)
    #expect(!seg.isMomentary)
    #expect(seg.className == "UISegmentedControl")
  }

  @Test func anIndexOutsideTheSegmentsIsIgnoredAndRemovingTheSelectedSegmentDeselects() {  // SC1
    let seg = control(selected: 3)
    seg.selectedSegmentIndex = 4
    #expect(seg.selectedSegmentIndex == 3)
    seg.selectedSegmentIndex = -2
    #expect(seg.selectedSegmentIndex == 3)
    seg.numberOfSegments = 3
    #expect(seg.selectedSegmentIndex == -1)
    seg.selectedSegmentIndex = 2
    #expect(seg.selectedSegmentIndex == 2)
  }

  // MARK: - SC2, SC4: a tap

  @Test func aTapOnAnotherSegmentSelectsItAtTheLiftWithItsIndexAndNoTrackingEvents() {  // SC2, SC4
    let seg = control()
    let builder = run(seg, [tap(at: Point(x: 240, y: 216))])
    #expect(
      builder.calls == ["window hitTest", "seg touchesBegan", "seg touchesEnded", "seg controlEvent"])
    #expect(valueChanges(builder) == ["valueChanged 2 @80.0"])
    #expect(seg.selectedSegmentIndex == 2)
    #expect(seg.highlightedSegmentIndex == -1)
    #expect(!seg.isTrackingTouch)
  }

  @Test func aTapOnTheSelectedSegmentSendsNothing() {  // SC4
    let seg = control(selected: 2)
    let builder = run(seg, [tap(at: Point(x: 240, y: 216))])
    #expect(valueChanges(builder).isEmpty)
    #expect(seg.selectedSegmentIndex == 2)
  }

  @Test func theActionsReadTheNewIndex() {  // SC4, C7
    let seg = control()
    var read: [Int] = []
    seg.addTarget(for: .valueChanged) { read.append(($0 as? SegmentedControl)?.selectedSegmentIndex ?? -9) }
    _ = run(seg, [tap(at: Point(x: 150, y: 216)), tap(at: Point(x: 330, y: 216), from: 500)])
    #expect(read == [1, 3])
  }

  @Test func noTouchIsPassedUpTheResponderChain() {  // SC2
    let seg = control()
    let builder = run(seg, [stroke([(0, 60, 216), (40, 150, 216), (80, 150, 216)])])
    #expect(!builder.calls.contains { $0.hasPrefix("root ") || $0.hasPrefix("VC ") })
  }

  @Test func aSystemCancelClearsTheHighlightAndSendsNothing() {  // SC4
    let seg = control()
    var cancelled = tap(at: Point(x: 240, y: 216))
    cancelled.end = .cancelled
    let builder = run(seg, [cancelled])
    #expect(valueChanges(builder).isEmpty)
    #expect(seg.selectedSegmentIndex == 0)
    #expect(seg.highlightedSegmentIndex == -1)
    #expect(!seg.isTrackingTouch)
  }

  @Test func aDisabledControlIsNotHit() {  // H6
    let seg = control()
    seg.isEnabled = false
    let builder = run(seg, [tap(at: Point(x: 240, y: 216))])
    #expect(!builder.calls.contains("seg touchesBegan"))
    #expect(seg.selectedSegmentIndex == 0)
  }

  // MARK: - SC3: drags

  @Test func aDragFromTheSelectedSegmentSelectsWhereverItLifts() {  // SC3, SC4
    let seg = control()
    let builder = run(seg, [stroke([(0, 60, 216), (100, 330, 216), (200, 330, 600), (220, 330, 600)], hz: 60)])
    #expect(valueChanges(builder) == ["valueChanged 3 @220.0"])
  }

  @Test func aDragFromAnotherSegmentSelectsOnlyWhenItLiftsWithinSeventyPoints() {  // SC3, SC4, MD1
    // The bounds end at local y 32; mostly inside ends (exclusive) at 102, window y 302.
    let inside = run(control(), [stroke([(0, 150, 216), (100, 330, 216), (200, 330, 301.9), (220, 330, 301.9)])])
    #expect(valueChanges(inside) == ["valueChanged 3 @220.0"])
    let outside = run(control(), [stroke([(0, 150, 216), (100, 330, 216), (200, 330, 302), (220, 330, 302)])])
    #expect(valueChanges(outside).isEmpty)
  }

  @Test func outsideTheMarginTheHighlightStopsFollowingTheFinger() {  // SC3, SC4
    // From segment 1 to segment 2, then far below and over to segment 3's x, then a lift
    // back inside above segment 3: no move reached segment 3 inside, so segment 2, the one
    // highlighted last, is selected.
    let seg = control()
    let builder = run(
      seg, [stroke([(0, 150, 216), (50, 240, 216), (100, 240, 400), (150, 330, 400), (200, 330, 250)])])
    #expect(valueChanges(builder) == ["valueChanged 2 @200.0"])
  }

  @Test func aMomentaryControlNeverDragsTheSelection() {  // SC3, SC5
    let seg = control(selected: 1, momentary: true)
    let builder = run(seg, [stroke([(0, 150, 216), (100, 330, 216), (200, 330, 600), (220, 330, 600)])])
    #expect(valueChanges(builder).isEmpty)
  }

  // MARK: - SC5: momentary

  @Test func aMomentaryControlSendsValueChangedAtEveryLiftAndKeepsNoSelection() {  // SC5
    let seg = control(selected: -1, momentary: true)
    var read: [Int] = []
    seg.addTarget(for: .valueChanged) { read.append(($0 as? SegmentedControl)?.selectedSegmentIndex ?? -9) }
    let builder = run(seg, [tap(at: Point(x: 150, y: 216)), tap(at: Point(x: 150, y: 216), from: 500)])
    #expect(valueChanges(builder) == ["valueChanged 1 @80.0", "valueChanged 1 @580.0"])
    #expect(read == [1, 1])
    #expect(seg.selectedSegmentIndex == -1)
  }

  // MARK: - SC6: vetoes

  @Test func itRefusesAnotherViewsSingleTapButNotItsOwnOrADoubleTap() {  // SC6 (a)
    let seg = control()
    let parent = View(name: "parent")
    parent.addSubview(seg)
    let single = TapGestureRecognizer(name: "single")
    parent.addGestureRecognizer(single)
    #expect(seg.gestureRecognizerShouldBeginAnswer(single) == false)
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    parent.addGestureRecognizer(double)
    #expect(seg.gestureRecognizerShouldBeginAnswer(double) == nil)
    let own = TapGestureRecognizer(name: "own")
    seg.addGestureRecognizer(own)
    #expect(seg.gestureRecognizerShouldBeginAnswer(own) == nil)
    let long = LongPressGestureRecognizer(name: "long")
    parent.addGestureRecognizer(long)
    #expect(seg.gestureRecognizerShouldBeginAnswer(long) == nil)
  }

  @Test func whileATouchIsOnItItRefusesEverySingleFingerPan() {  // SC6 (b)
    let seg = control()
    seg.frame = Self.frame
    let pan = PanGestureRecognizer(name: "pan")
    let twoFingers = PanGestureRecognizer(name: "two")
    twoFingers.minimumNumberOfTouches = 2
    #expect(seg.gestureRecognizerShouldBeginAnswer(pan) == nil)  // no touch, no travel
    _ = seg.builtInTouches(.touchesBegan, [], at: Point(x: 60, y: 216))
    #expect(seg.isTrackingTouch)
    #expect(seg.gestureRecognizerShouldBeginAnswer(pan) == false)
    #expect(seg.gestureRecognizerShouldBeginAnswer(twoFingers) == nil)
    _ = seg.builtInTouches(.touchesCancelled, [], at: Point(x: 60, y: 216))
    #expect(seg.gestureRecognizerShouldBeginAnswer(pan) == nil)
  }

  @Test func anAppAnswerOverridesTheVeto() {  // G8
    let seg = control()
    let parent = View(name: "parent")
    parent.addSubview(seg)
    let single = TapGestureRecognizer(name: "single")
    parent.addGestureRecognizer(single)
    seg.gestureRecognizerShouldBeginAnswers = ["single": true]
    #expect(seg.gestureRecognizerShouldBeginAnswer(single) == true)
  }

  /// A root pan that withholds touchesBegan (so the control has no touch yet) over the
  /// control; returns the pan's state changes.
  private func panOverControl(_ path: [(Double, Double, Double)]) -> [String] {
    let builder = TreeBuilder()
    builder.add(control(), frame: Self.frame)
    let pan = PanGestureRecognizer(name: "pan")
    pan.delaysTouchesBegan = true
    builder.root.addGestureRecognizer(pan)
    builder.window.register(pan)
    _ = builder.run([stroke(path)])
    return builder.window.recorder.records.compactMap {
      if case .gestureState(let from, let to) = $0.call { return "\($0.receiver) \(from.rawValue) -> \(to.rawValue)" }
      return nil
    }
  }

  @Test func beforeItHasATouchItRefusesAHorizontalPanInsideIt() {  // SC6 (c)
    #expect(panOverControl([(0, 150, 216), (20, 165, 220), (40, 165, 220)]) == ["pan possible -> failed"])
  }

  @Test func beforeItHasATouchAVerticalPanBegins() {  // SC6 (c)
    #expect(panOverControl([(0, 150, 216), (20, 154, 231), (40, 154, 231)]).first == "pan possible -> began")
  }

  @Test func beforeItHasATouchADiagonalPanBegins() {  // SC6 (c): only |x| > |y| is refused
    #expect(panOverControl([(0, 150, 216), (20, 162, 228), (40, 162, 228)]).first == "pan possible -> began")
  }

  @Test func beforeItHasATouchAHorizontalPanOutsideItBegins() {  // SC6 (c)
    // From local x 355 to 370: 15 pt along x, but the pan's location is past the right edge.
    #expect(panOverControl([(0, 370, 216), (20, 385, 216), (40, 385, 216)]).first == "pan possible -> began")
  }

  // MARK: - SC7: in a scroll view

  /// A paging, horizontally scrolling scroll view with the control in its first page.
  private func pagingTree() -> (TreeBuilder, SegmentedControl) {
    let builder = TreeBuilder()
    let scroll = ScrollView(name: "S", frame: builder.window.bounds)
    scroll.contentSize = Size(width: 1170, height: 844)
    scroll.isPagingEnabled = true
    builder.root.addSubview(scroll)
    let seg = control(selected: 3)
    seg.frame = Self.frame
    scroll.addSubview(seg)
    builder.window.register(builder.root)
    return (builder, seg)
  }

  @Test func aQuickHorizontalSwipeOnItDoesNotPageAndSelectsInstead() {  // SC6 (c), SC7
    let (builder, seg) = pagingTree()
    _ = builder.run([stroke([(0, 240, 216), (100, 90, 216), (150, 90, 216)], hz: 60)])
    #expect(!builder.calls.contains("S scrollViewWillBeginDragging"))
    #expect(builder.calls.contains("S.pan gestureShouldBegin"))
    #expect(seg.selectedSegmentIndex == 0)
    #expect(valueChanges(builder) == ["valueChanged 0 @150.0"])
  }

  @Test func aQuickVerticalSwipeOnItScrollsAndTheControlSeesNothing() {  // SC6 (c), SC7
    let (builder, scroll) = scrollTree()
    let seg = control()
    seg.frame = Self.frame
    scroll.addSubview(seg)
    builder.window.register(builder.root)
    _ = builder.run([stroke([(0, 150, 216), (100, 150, 116)], hz: 60)])
    #expect(builder.calls.contains("S scrollViewWillBeginDragging"))
    #expect(!builder.calls.contains("seg touchesBegan"))
    #expect(valueChanges(builder).isEmpty)
  }
}
