import Testing
import TouchSimTestSupport

@testable import TouchSim

/// Sheets (SH1-SH12): the sheet's views and recognizers, the background pan, a scroll view
/// driving the sheet, prefersScrollingExpandsWhenScrolledToEdge, the release, dismissal and
/// the dimming tap.
@Suite struct SheetPresentationControllerTests {
  /// A window with a button `B` behind a sheet `S` (medium 450, large 57) selected at
  /// `selected`; `content` builds the presented view's subviews.
  private func sheetTree(
    detents: [SheetDetent] = [.medium, .large], selected: SheetDetent = .large,
    configure: (SheetPresentationController) -> Void = { _ in }, content: (View) -> Void
  ) -> (TreeBuilder, SheetContainerView) {
    let builder = TreeBuilder()
    builder.add(Button(name: "B"), frame: Rect(x: 20, y: 100, width: 120, height: 44))
    let sheet = SheetContainerView(name: "S")
    sheet.sheet.detents = detents
    sheet.sheet.selectedDetentIdentifier = selected
    configure(sheet.sheet)
    builder.add(sheet, frame: builder.window.bounds)
    content(sheet.presentedView)
    builder.window.register(builder.root)
    return (builder, sheet)
  }

  /// A table `T` filling the presented view, 40 rows of 44 pt, at `offset`.
  private func table(_ offset: Double = 0) -> (View) -> Void {
    { presented in
      let table = TableView(name: "T", frame: presented.bounds)
      table.setRows(40, rowHeight: 44)
      table.boundsOrigin = Point(x: 0, y: offset)
      presented.addSubview(table)
    }
  }

  /// A vertical drag at x 200 from `y` by `dy` over `duration` ms at 62.5 Hz, held 16 ms.
  private func drag(from y: Double, by dy: Double, over duration: Double = 240, x: Double = 200) -> Stroke {
    stroke([(0, x, y), (duration, x, y + dy), (duration + 16, x, y + dy)], hz: 62.5)
  }

  private func notes(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap {
      guard $0.receiver == "S", case .note(let text) = $0.call else { return nil }
      return text
    }
  }

  private func offsets(_ builder: TreeBuilder, of name: String = "T") -> [Double] {
    builder.window.recorder.records.compactMap {
      guard $0.receiver == name, case .scrollDelegate(.scrollViewDidScroll, let offset, _, _, _) = $0.call else {
        return nil
      }
      return offset.y
    }
  }

  @Test func theSheetIsADimmingViewAndACardInAContainerThatIgnoresTouches() {  // SH1, SH2
    let (builder, sheet) = sheetTree(selected: .medium) { _ in }
    #expect(sheet.className == "UITransitionView")
    #expect(sheet.subviews.map(\.className) == ["UIDimmingView", "UIDropShadowView"])
    #expect(sheet.dropShadowView.subviews.first === sheet.presentedView)
    #expect(sheet.dropShadowView.gestureRecognizers.map(\.name) == ["S.backgroundPan"])
    #expect(sheet.dimmingView.gestureRecognizers.map(\.name) == ["S.dimmingTap"])
    #expect(sheet.dimmingView.frame == builder.window.bounds)
    #expect(sheet.dropShadowView.frame == Rect(x: 0, y: 450, width: 390, height: 844 - 57))
    #expect(sheet.presentedView.frame.size == sheet.dropShadowView.frame.size)
    // Above the card the dimming view is hit; without it the container lets the touch through.
    #expect(builder.root.hitTest(Point(x: 50, y: 120)) === sheet.dimmingView)
    sheet.dimmingView.isHidden = true
    #expect(builder.root.hitTest(Point(x: 50, y: 120))?.name == "B")
    #expect(builder.root.hitTest(Point(x: 50, y: 500)) === sheet.presentedView)
  }

  @Test func theSelectedDetentDefaultsToTheSmallest() {  // SH12
    let sheet = SheetContainerView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(sheet.sheet.selectedDetent == .large)
    sheet.detentNames = "medium,large"
    #expect(sheet.sheet.selectedDetent == .medium)
    sheet.selectedDetentName = "large"
    #expect(sheet.sheet.selectedDetent == .large)
    sheet.detentNames = "medium"
    #expect(sheet.sheet.selectedDetent == .medium)  // a selection not among the detents is ignored
    sheet.detentNames = "nonsense"
    #expect(sheet.sheet.detents == [.large])
  }

  @Test func theBackgroundPanBeginsOnlyOnVerticalMovement() {  // SH3
    let (builder, sheet) = sheetTree { presented in
      presented.addSubview(View(name: "H", frame: Rect(x: 0, y: 0, width: 390, height: 60)))
    }
    _ = builder.run([
      stroke([(0, 100, 80), (240, 250, 80), (256, 250, 80)], hz: 62.5),
      stroke([(1000, 100, 80), (1009, 100, 89.9), (1016, 100, 90), (1100, 100, 90)], finger: 2),
    ])
    let states = builder.window.recorder.records.compactMap { record -> String? in
      guard record.receiver == "S.backgroundPan", case .gestureState(_, let to) = record.call else { return nil }
      return "\(to)"
    }
    // Horizontal: stays possible and fails at the lift; vertical: begins at 10 pt, not 9.9.
    #expect(states == ["failed", "began", "ended"])
    #expect(notes(builder).first == "sheet drag began (source S.backgroundPan)")
    #expect(sheet.sheet.cardTop == 57)  // a 0 pt translation after the hysteresis settles back
  }

  @Test func aDownwardDragOnATableAtItsTopMovesTheSheetNotTheContent() {  // SH5, SH6
    let (builder, sheet) = sheetTree(content: table())
    _ = builder.run([drag(from: 300, by: 150)])
    #expect(offsets(builder).isEmpty)
    #expect(notes(builder) == ["sheet drag began (source T)", "sheet drag ended at 197.0 -> large"])
    #expect(sheet.sheet.cardTop == 57)
  }

  @Test func theSheetFollowsTheOverscrollWhileDragging() {  // SH5
    let (builder, sheet) = sheetTree(content: table())
    let simulation = Simulation(window: builder.window)
    simulation.add(drag(from: 300, by: 150))
    var seen: [Double] = []
    for time in [40.0, 104, 248] {
      simulation.schedule(at: .milliseconds(time)) { _ in seen.append(sheet.sheet.cardTop) }
    }
    _ = simulation.run()
    // The pan began at 16 ms (10 pt, hysteresis removed); at 32 ms 10 pt, at 96 ms 50, at 240 ms 140.
    #expect(seen == [67, 107, 197])
  }

  @Test func scrolledDownTheDragScrollsAndTheSheetStays() {  // SH5
    let (builder, sheet) = sheetTree(content: table(300))
    _ = builder.run([drag(from: 300, by: 150)])
    #expect(offsets(builder).prefix(2) == [290, 280])
    #expect(notes(builder).isEmpty)
    #expect(sheet.sheet.cardTop == 57)
  }

  @Test func aDragThatStartedBelowTheTopBouncesInsteadOfMovingTheSheet() {  // SH5
    let (builder, sheet) = sheetTree(content: table(100))
    _ = builder.run([drag(from: 300, by: 150)])
    #expect(offsets(builder).contains { $0 < 0 })
    #expect(notes(builder).isEmpty)
    #expect(sheet.sheet.cardTop == 57)
  }

  @Test func contentThatFitsLeavesTheDragToTheBackgroundPan() {  // SH5, SH6, P1
    let (builder, _) = sheetTree { presented in
      let table = TableView(name: "T", frame: presented.bounds)
      table.setRows(3, rowHeight: 44)
      presented.addSubview(table)
    }
    _ = builder.run([drag(from: 100, by: 150)])
    #expect(notes(builder).first == "sheet drag began (source S.backgroundPan)")
  }

  @Test func aRefreshControlOrAHorizontalScrollKeepsTheSheetOut() {  // SH5
    for variant in 0..<2 {
      let (builder, sheet) = sheetTree { presented in
        let table = TableView(name: "T", frame: presented.bounds)
        table.setRows(40, rowHeight: 44)
        if variant == 0 { table.refreshControl = RefreshControl(name: "R") }
        if variant == 1 { table.contentSize = Size(width: 800, height: 1760) }
        presented.addSubview(table)
      }
      _ = builder.run([drag(from: 300, by: 150)])
      #expect(notes(builder).isEmpty, "variant \(variant)")
      #expect(sheet.sheet.cardTop == 57)
      #expect(offsets(builder).contains { $0 < 0 }, "variant \(variant): the content bounces")
    }
  }

  @Test func onlyTheOuterOfNestedVerticalScrollViewsDrivesTheSheet() {  // SH5
    let (_, sheet) = sheetTree { presented in
      let outer = ScrollView(name: "O", frame: presented.bounds)
      outer.contentSize = Size(width: 390, height: 3000)
      let inner = ScrollView(name: "I", frame: Rect(x: 0, y: 0, width: 390, height: 300))
      inner.contentSize = Size(width: 390, height: 900)
      let pager = ScrollView(name: "P", frame: Rect(x: 0, y: 400, width: 390, height: 200))
      pager.contentSize = Size(width: 1200, height: 200)
      outer.addSubview(inner)
      outer.addSubview(pager)
      presented.addSubview(outer)
    }
    let outer = sheet.presentedView.subviews[0] as! ScrollView
    let inner = outer.subviews[0] as! ScrollView
    let pager = outer.subviews[1] as! ScrollView
    #expect(outer.scrollableAncestor() === sheet.sheet)
    #expect(inner.scrollableAncestor() == nil)
    #expect(pager.scrollableAncestor() === sheet.sheet)  // its parent scrolls vertically, it does not
  }

  @Test func pushingUpExpandsTheSheetThenScrollsTheRest() {  // SH5, SH7
    let (builder, sheet) = sheetTree(selected: .medium, content: table())
    // 450 pt up: the first 10 are the hysteresis, 393 move the sheet to large, 47 scroll.
    _ = builder.run([drag(from: 780, by: -450, over: 720)])
    #expect(offsets(builder).first == 7)
    #expect(offsets(builder).max() == 47)
    #expect(notes(builder).contains("sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)"))
    #expect(sheet.sheet.selectedDetent == .large && sheet.sheet.cardTop == 57)
  }

  @Test func withoutPrefersScrollingExpandsThePushScrolls() {  // SH7
    let (builder, sheet) = sheetTree(
      selected: .medium, configure: { $0.prefersScrollingExpandsWhenScrolledToEdge = false }, content: table())
    _ = builder.run([drag(from: 700, by: -300, over: 480)])
    #expect(offsets(builder).first == 10)
    #expect(notes(builder).isEmpty)
    #expect(sheet.sheet.cardTop == 450)
  }

  @Test func withoutPrefersScrollingExpandsPullingDownStillMovesTheSheet() {  // SH7, SH9
    let (builder, sheet) = sheetTree(
      selected: .medium, configure: { $0.prefersScrollingExpandsWhenScrolledToEdge = false }, content: table())
    _ = builder.run([drag(from: 500, by: 300, over: 240)])
    #expect(notes(builder).prefix(2) == ["sheet drag began (source T)", "presentationControllerWillDismiss"])
    #expect(notes(builder).last == "presentationControllerDidDismiss")
    #expect(sheet.superview == nil)
  }

  @Test func theReleaseProjectsWithTheVelocity() {  // SH8
    let sheet = SheetContainerView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    sheet.detentNames = "medium,large"
    sheet.selectedDetentName = "large"
    func release(at top: Double, velocity: Double) -> SheetDetent {
      sheet.sheet.selectedDetentIdentifier = .large
      sheet.sheet.layout()
      sheet.sheet.beginDrag(.backgroundPan, sourceName: "x")
      sheet.sheet.changeDrag(translation: top - 57)
      sheet.sheet.endDrag(velocity: velocity)
      return sheet.sheet.selectedDetent
    }
    #expect(release(at: 250, velocity: 0) == .large)  // 193 from large, 200 from medium
    #expect(release(at: 260, velocity: 0) == .medium)
    #expect(release(at: 240, velocity: 249) == .large)  // below 250 pt/s counts as 0
    #expect(release(at: 240, velocity: 300) == .medium)  // 240 + 29.7
    #expect(release(at: 100, velocity: 999) == .large)  // 100 + 98.9: still nearer large
    #expect(release(at: 100, velocity: 1000) == .medium)  // a flick goes one further
    #expect(release(at: 400, velocity: -1000) == .large)
  }

  @Test func aModalSheetRubberBandsAndReportsTheAttemptAfterTheEvent() {  // SH9
    let (builder, sheet) = sheetTree(
      detents: [.large], configure: { $0.isModalInPresentation = true }, content: table())
    let simulation = Simulation(window: builder.window)
    simulation.add(drag(from: 200, by: 300, over: 480))
    var shown: Double = 0
    simulation.schedule(at: .milliseconds(485)) { _ in shown = sheet.sheet.cardTop }
    _ = simulation.run()
    // 290 pt shown as 57 + 290·200·0.55 / (200 + 0.55·290).
    #expect(abs(shown - (57 + 290 * 200 * 0.55 / (200 + 0.55 * 290))) < 1e-9)
    #expect(
      notes(builder).suffix(2) == ["sheet drag ended at 145.7 -> large", "presentationControllerDidAttemptToDismiss"])
    #expect(!notes(builder).contains("presentationControllerWillDismiss"))
    #expect(sheet.superview != nil && sheet.sheet.cardTop == 57)
  }

  @Test func theAttemptNeedsMoreThanAQuarterOfTheBand() {  // SH9
    // 50 pt shown is exactly a quarter of 200: x·110 / (200 + 0.55x) = 50 at x = 121.2.
    for (pull, reported) in [(121.0, false), (122.0, true)] {
      let (builder, _) = sheetTree(detents: [.large], configure: { $0.isModalInPresentation = true }, content: table())
      _ = builder.run([drag(from: 200, by: pull + 10, over: 480)])
      #expect(notes(builder).contains("presentationControllerDidAttemptToDismiss") == reported, "\(pull)")
    }
  }

  @Test func movingBackAboveTheDetentClearsTheAttempt() {  // SH9
    let (builder, _) = sheetTree(detents: [.large], configure: { $0.isModalInPresentation = true }, content: table())
    _ = builder.run([
      stroke([(0, 200, 200), (240, 200, 500), (480, 200, 180), (496, 200, 180)], hz: 62.5)
    ])
    #expect(!notes(builder).contains("presentationControllerDidAttemptToDismiss"))
  }

  @Test func theDimmingTapDismissesOrDoesNothing() {  // SH10
    for (selected, modal, expected) in [
      (SheetDetent.medium, false, "presentationControllerDidDismiss"),
      (.medium, true, "dimming tap ignored: not dismissible"),
      (.large, false, "dimming tap ignored at large"),
    ] {
      let (builder, sheet) = sheetTree(
        selected: selected, configure: { $0.isModalInPresentation = modal }, content: { _ in })
      _ = builder.run([tap(at: Point(x: 80, y: 40))])
      #expect(notes(builder).last == expected, "\(selected) \(modal)")
      #expect((sheet.superview == nil) == (expected == "presentationControllerDidDismiss"))
    }
  }

  @Test func theDimmingTapRefusesTouchesOnOtherViews() {  // SH10
    let (builder, sheet) = sheetTree(selected: .medium) { _ in }
    let touch = Touch(finger: 1, ordinal: 1, location: Point(x: 80, y: 40), time: .zero, tapCount: 1)
    touch.view = sheet.presentedView
    #expect(sheet.dimmingTap.delegate?.gestureRecognizer(sheet.dimmingTap, shouldReceive: touch) == false)
    touch.view = sheet.dimmingView
    #expect(sheet.dimmingTap.delegate?.gestureRecognizer(sheet.dimmingTap, shouldReceive: touch) == true)
    _ = builder
  }
}
