import Testing
import TouchSim
import TouchSimTestSupport

@Suite struct PageControlTests {
  private func events(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard case .controlEvent(let event, let value) = $0.call else { return nil }
      if case .number(let number) = value { return "\(event.rawValue) \(Int(number))" }
      return event.rawValue
    }
  }

  /// A page control at (95, 700) 200 × 26 (centre x 195, y 713).
  private func pageControl(_ builder: TreeBuilder, pages: Int, current: Int) -> PageControl {
    let control = PageControl(name: "P")
    control.numberOfPages = pages
    control.currentPage = current
    return builder.add(control, frame: Rect(x: 95, y: 700, width: 200, height: 26))
  }

  @Test func defaultsAreUIKitsAndTheCurrentPageIsPinned() {  // PC1
    let control = PageControl(name: "P")
    #expect(control.numberOfPages == 0 && control.currentPage == 0 && control.className == "UIPageControl")
    control.numberOfPages = 4
    control.currentPage = 9
    #expect(control.currentPage == 3)
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.currentPage = -1
    #expect(control.currentPage == 0)
  }

  @Test func aTapRightOfTheCurrentIndicatorStepsForwardBeforeTouchUpInside() {  // PC3
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([tap(at: Point(x: 255, y: 713))])
    #expect(events(builder) == ["touchDown", "valueChanged 3", "touchUpInside"])
    #expect(control.currentPage == 3)
  }

  @Test func aTapLeftOfTheCurrentIndicatorStepsBack() {  // PC3
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([tap(at: Point(x: 120, y: 713))])
    #expect(control.currentPage == 1)
  }

  @Test func aTapOnTheCurrentIndicatorChangesNothing() {  // PC3
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    // Page 2's indicator spans x 191.5..198.5 in the window.
    _ = builder.run([tap(at: Point(x: 192, y: 713)), tap(2, at: Point(x: 198, y: 713), from: 500)])
    #expect(control.currentPage == 2)
    #expect(!events(builder).contains { $0.hasPrefix("valueChanged") })
  }

  @Test func justRightOfTheIndicatorStepsForward() {  // PC3: x > centre outside the indicator
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([tap(at: Point(x: 198.5, y: 713))])
    #expect(control.currentPage == 3)
  }

  @Test func theLastPageStaysTheLast() {  // PC3
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 3, current: 2)
    _ = builder.run([tap(at: Point(x: 280, y: 713))])
    #expect(control.currentPage == 2)
    #expect(events(builder) == ["touchDown", "touchUpInside"])
  }

  @Test func withTwoPagesATapAnywhereTogglesThePage() {  // PC3
    let builder = TreeBuilder()
    _ = pageControl(builder, pages: 2, current: 1)
    _ = builder.run([tap(at: Point(x: 280, y: 713)), tap(2, at: Point(x: 280, y: 713), from: 500)])
    #expect(events(builder).filter { $0.hasPrefix("valueChanged") } == ["valueChanged 0", "valueChanged 1"])
  }

  @Test func aPressHeldPastTheScrubDelayStepsNothing() {  // PC4
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([
      tap(at: Point(x: 255, y: 713), duration: 150), tap(2, at: Point(x: 255, y: 713), from: 500, duration: 149),
    ])
    #expect(control.currentPage == 3)
    #expect(events(builder).filter { $0.hasPrefix("valueChanged") } == ["valueChanged 3"])
  }

  @Test func aTouchThatMovedMoreThanATapStepsNothing() {  // PC3, MD2
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([stroke([(0, 255, 713), (40, 255, 759), (60, 255, 713), (80, 255, 713)])])
    #expect(control.currentPage == 2)
  }

  @Test func aTouchThatMovedExactlyATapsDistanceStillSteps() {  // PC3, MD2: at most 45 pt
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([stroke([(0, 255, 713), (40, 255, 758), (60, 255, 713), (80, 255, 713)])])
    #expect(control.currentPage == 3)
  }

  @Test func eachTouchMeasuresItsOwnMovement() {  // PC3: a moved touch does not spoil the next tap
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    _ = builder.run([
      stroke([(0, 255, 713), (40, 255, 759), (60, 255, 713), (80, 255, 713)]),
      tap(2, at: Point(x: 255, y: 713), from: 500),
    ])
    #expect(control.currentPage == 3)
    #expect(events(builder).filter { $0.hasPrefix("valueChanged") } == ["valueChanged 3"])
  }

  @Test func thePageControlDoesNotVetoItsOwnTap() {  // PC5
    let control = PageControl(name: "P")
    let own = TapGestureRecognizer(name: "own")
    control.addGestureRecognizer(own)
    let other = TapGestureRecognizer(name: "other")
    View(name: "root").addGestureRecognizer(other)
    #expect(control.gestureRecognizerShouldBeginAnswer(own) == nil)
    #expect(control.gestureRecognizerShouldBeginAnswer(other) == false)
  }

  @Test func aPageControlVetoesAnAncestorsSingleTapThatCancelsTouches() {  // PC5, MD13
    let builder = TreeBuilder()
    let control = pageControl(builder, pages: 5, current: 2)
    let tap = TapGestureRecognizer(name: "rootTap")
    builder.root.addGestureRecognizer(tap)
    builder.window.register(tap)
    _ = builder.run([TouchSimTestSupport.tap(at: Point(x: 255, y: 713))])
    #expect(builder.stateChanges == ["rootTap possible -> failed"])
    #expect(control.currentPage == 3)
  }
}
