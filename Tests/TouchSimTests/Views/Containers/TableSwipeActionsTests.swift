import Testing
import TouchSim
import TouchSimTestSupport

/// A table delegate that answers the trailing swipe question (SA3).
private final class SwipeDelegate: TableViewDelegate {
  var asked: [Int] = []
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath)
    -> SwipeActionsConfiguration?
  {
    asked.append(indexPath.row)
    return SwipeActionsConfiguration(actions: [ContextualAction(title: "Flag")])
  }
}

/// Swipe actions on table rows (SA1-SA7): the swipe pan, the reveal, the lift and dismissal.
@Suite struct TableSwipeActionsTests {
  private static let delete = SwipeActionsConfiguration(actions: [
    ContextualAction(style: .destructive, title: "Delete")
  ])

  /// A 390 pt wide table of `rows` rows of 44 pt filling the window.
  private func table(rows: Int = 20, trailing: SwipeActionsConfiguration? = delete) -> (TreeBuilder, TableView) {
    let builder = TreeBuilder()
    let table = TableView(name: "T", frame: builder.window.bounds)
    table.setRows(rows, rowHeight: 44)
    builder.root.addSubview(table)
    builder.window.register(builder.root)
    if let trailing { table.trailingSwipeActionsConfiguration = { _, _ in AppAnswer(trailing) } }
    return (builder, table)
  }

  /// A horizontal drag on row 2 (y 110) from `x` by `dx`, in 5 pt steps every 16.667 ms, lifting
  /// one step later at the last point.
  private func swipe(from x: Double = 300, by dx: Double, y: Double = 110, finger: Int = 1, start: Double = 0) -> Stroke
  {
    let steps = Int((dx.magnitude / 5).rounded(.up))
    var points: [(Double, Double, Double)] = []
    for step in 0...steps {
      points.append((start + Double(step) * 50 / 3, x + dx * Double(step) / Double(steps), y))
    }
    points.append((start + Double(steps + 1) * 50 / 3, x + dx, y))
    return stroke(points, finger: finger)
  }

  /// Every record as "receiver call arguments", without the time.
  private func lines(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.map { record in
      TextRenderer.line(for: record).split(separator: " ").dropFirst().joined(separator: " ")
    }
  }

  /// The records of the swipe-action calls, squeezed, without times.
  private func swipeCalls(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      switch record.call {
      case .swipeActionsConfiguration, .swipeActionsRevealed, .swipeActionsHidden, .swipeActionPerformed,
        .didSelectRow:
        return TextRenderer.line(for: Record(time: .zero, receiver: record.receiver, call: record.call))
          .split(separator: " ").dropFirst().joined(separator: " ")
      case .gestureState where record.receiver.hasPrefix("T.swipe"):
        return TextRenderer.line(for: Record(time: .zero, receiver: record.receiver, call: record.call))
          .split(separator: " ").dropFirst().joined(separator: " ")
      default:
        return nil
      }
    }
  }

  @Test func aTableWithoutSwipeActionsHasOnlyItsScrollRecognizers() {  // SA1
    let (_, plain) = table(trailing: nil)
    #expect(plain.gestureRecognizers.map(\.name) == ["T.delay", "T.pan"])
    #expect(plain.swipeActionPanGestureRecognizer == nil)
    let (_, swiped) = table()
    #expect(swiped.gestureRecognizers.map(\.name) == ["T.delay", "T.pan", "T.swipe", "T.swipeDismiss"])
    #expect(
      swiped.gestureRecognizers.map(\.className).suffix(2) == [
        "_UISwipeActionPanGestureRecognizer", "_UISwipeDismissalGestureRecognizer",
      ])
    #expect(swiped.gestureRecognizers.last?.isEnabled == false)
  }

  @Test func aHorizontalDragRevealsTheTrailingActionsOneTurnAfterTheSwipeBegan() {  // SA4, SA7
    let (builder, table) = table()
    _ = builder.run([swipe(by: -80)])
    let lines = lines(builder)
    let began = lines.firstIndex(of: "T.swipe gestureState possible -> began")
    let cancelled = lines.firstIndex(of: "T.row2 touchesCancelled #1 (275.0, 22.0)")
    let revealed = lines.firstIndex(of: "T swipeActionsRevealed row 2 trailing")
    #expect(began != nil && cancelled != nil && revealed != nil)
    #expect(began! < cancelled! && cancelled! < revealed!)
    #expect(lines.contains("T.pan gestureState possible -> failed"))
    let times = builder.window.recorder.records.filter {
      $0.call.name == "swipeActionsRevealed" || $0.call.name == "gestureState" && $0.receiver == "T.swipe"
    }.map(\.time)
    #expect(times.first == times.dropFirst().first)  // the same instant, a later turn
    #expect(table.revealedSwipeActions?.row == 2)
    #expect(table.revealedSwipeActions?.edge == .trailing)
  }

  @Test(arguments: [(-24.9, false), (-25.0, true)])
  func theSwipePanBeginsAt25Points(dx: Double, begins: Bool) {  // SA1
    let (builder, _) = table()
    _ = builder.run([stroke([(0, 300, 110), (16.667, 290, 110), (33.333, 300 + dx, 110), (200, 300 + dx, 110)])])
    #expect(swipeCalls(builder).contains("T.swipe gestureState possible -> began") == begins)
  }

  @Test func aSwipeToTheRightAsksForTheLeadingActions() {  // SA2, SA3
    let (builder, table) = table(trailing: nil)
    table.leadingSwipeActionsConfiguration = { _, row in
      AppAnswer(SwipeActionsConfiguration(actions: [ContextualAction(title: "Read \(row)")]))
    }
    _ = builder.run([swipe(from: 100, by: 80)])
    #expect(
      swipeCalls(builder) == [
        "T leadingSwipeActionsConfiguration row 2 -> 1", "T.swipe gestureState possible -> began",
        "T swipeActionsRevealed row 2 leading", "T.swipe gestureState began -> changed",
        "T.swipe gestureState changed -> ended",
      ])
  }

  @Test func aMotionMoreVerticalThanHorizontalFailsTheSwipe() {  // SA2
    let (builder, _) = table(rows: 5)  // 220 pt of content: the table cannot scroll
    _ = builder.run([stroke([(0, 300, 110), (16.667, 290, 100), (33.333, 274, 80), (100, 274, 80)])])
    #expect(
      swipeCalls(builder) == [
        "T trailingSwipeActionsConfiguration row 1 -> 1", "T.swipe gestureState possible -> failed",
        "T didSelectRow row 2",
      ])  // asked for the row under the finger at 25 pt (y 80); D4c highlighted row 2, selected at the lift
  }

  /// SA1, SA2: 25 pt of vertical travel is past the hysteresis too, so the swipe pan would
  /// begin there and fails on the direction at once (not at the lift). The table cannot scroll.
  @Test func aVerticalDragFailsTheSwipeAt25Points() {  // SA1, SA2
    let (builder, _) = table(rows: 5)
    _ = builder.run([stroke([(0, 300, 110), (16.667, 300, 120), (33.333, 300, 136), (100, 300, 136)])])
    let failed = builder.window.recorder.records.first {
      $0.receiver == "T.swipe" && $0.call == .gestureState(from: .possible, to: .failed)
    }
    #expect(failed?.time == SimTime(microseconds: 33_333))
  }

  @Test func aSecondFingerFailsThePossibleSwipePan() {  // SA2
    let (builder, _) = table()
    let second = tap(2, at: Point(x: 100, y: 300), from: 20, duration: 200)
    _ = builder.run([swipe(by: -80), second])
    #expect(!swipeCalls(builder).contains("T.swipe gestureState possible -> began"))
    #expect(swipeCalls(builder).first == "T.swipe gestureState possible -> failed")
  }

  @Test(arguments: [nil, SwipeActionsConfiguration(actions: [])])
  func aRowWithoutActionsFailsTheSwipeAndIsSelectedAtTheLift(configuration: SwipeActionsConfiguration?) {  // SA3
    let (builder, table) = table(trailing: nil)
    table.trailingSwipeActionsConfiguration = { _, _ in AppAnswer(configuration) }
    _ = builder.run([swipe(by: -40)])
    #expect(
      swipeCalls(builder) == [
        "T trailingSwipeActionsConfiguration row 2 -> 0", "T.swipe gestureState possible -> failed",
        "T didSelectRow row 2",
      ])
  }

  @Test(arguments: [(-60.0, false), (-80.0, true)])
  func aSlowLiftStaysOpenOnlyPastHalfTheOpenWidth(dx: Double, open: Bool) {  // SA5: 74 pt, half 37
    let (builder, table) = table()
    _ = builder.run([stroke([(0, 300, 110), (4000, 300 + dx, 110)], hz: 60)])
    #expect(swipeCalls(builder).contains("T swipeActionsHidden row 2 trailing") == !open)
    #expect((table.revealedSwipeActions != nil) == open)
  }

  /// A slow horizontal drag on row 2 (y 110) from `x` by `dx` over `duration` ms at 60 Hz:
  /// its lift is slower than 50 pt/s, so the position decides (SA5).
  private func slowSwipe(
    from x: Double = 300, by dx: Double, start: Double = 0, duration: Double = 4000, finger: Int = 1
  )
    -> Stroke
  {
    stroke([(start, x, 110), (start + duration, x + dx, 110)], finger: finger, hz: 60)
  }

  /// SA5: a second swipe on the row whose actions are open starts from the open position (the
  /// open width, 74 pt): slowly 30 or 60 pt back to the right (5 and 35 pt after the 25 pt
  /// hysteresis) leaves the row at -69 or -39, past half the open width, so the actions stay
  /// open; 70 pt leaves it at -29 and they close. Counted from 0, all three would close.
  @Test(arguments: [(30.0, true), (60.0, true), (70.0, false)])
  func aSecondSwipeOnTheOpenRowContinuesFromTheOpenWidth(dx: Double, open: Bool) {  // SA3, SA5
    let (builder, table) = table()
    _ = builder.run([slowSwipe(by: -80), slowSwipe(from: 200, by: dx, start: 5000, duration: 2000, finger: 2)])
    let calls = swipeCalls(builder)
    #expect(calls.filter { $0.hasPrefix("T trailingSwipeActionsConfiguration") }.count == 1)  // not asked again
    #expect(calls.filter { $0 == "T.swipe gestureState possible -> began" }.count == 2)
    #expect(calls.contains("T swipeActionsHidden row 2 trailing") == !open)
    #expect((table.revealedSwipeActions?.row == 2) == open)
  }

  /// SA5: a second swipe that continues the open row further left performs the first action
  /// once the row passes the full-swipe distance (234 pt), counted from the open width: 74 + 165
  /// - 25 = 214 pt is short of it, 74 + 190 - 25 = 239 pt is past it.
  @Test(arguments: [(-165.0, false), (-190.0, true)])
  func aSecondSwipeCountsTheOpenWidthTowardsAFullSwipe(dx: Double, performs: Bool) {  // SA5
    var configuration = SwipeActionsConfiguration(actions: [ContextualAction(title: "Archive")])
    configuration.openWidth = 74
    let (builder, _) = table(trailing: configuration)
    _ = builder.run([slowSwipe(by: -80), slowSwipe(from: 380, by: dx, start: 5000, duration: 3000, finger: 2)])
    #expect(swipeCalls(builder).contains("T swipeActionPerformed row 2 \"Archive\"") == performs)
  }

  @Test func aFastLiftAwayFromTheRevealCloses() {  // SA5
    let (builder, table) = table()
    _ = builder.run([
      stroke([
        (0, 300, 110), (16.667, 270, 110), (33.333, 200, 110), (50, 190, 110), (66.667, 230, 110), (70, 240, 110),
      ])
    ])
    #expect(swipeCalls(builder).suffix(1) == ["T swipeActionsHidden row 2 trailing"])
    #expect(table.revealedSwipeActions == nil)
  }

  @Test(arguments: [true, false])
  func aFullSwipePerformsTheFirstActionWhenTheConfigurationAllows(performs: Bool) {  // SA5
    var configuration = SwipeActionsConfiguration(actions: [
      ContextualAction(title: "Archive"), ContextualAction(title: "Flag"),
    ])
    configuration.performsFirstActionWithFullSwipe = performs
    let (builder, table) = table(trailing: configuration)
    var performed: [String] = []
    table.onSwipeActionPerformed { _, row, action in performed.append("\(row) \(action.title)") }
    _ = builder.run([swipe(from: 370, by: -300)])
    #expect(performed == (performs ? ["2 Archive"] : []))
    #expect(swipeCalls(builder).contains("T swipeActionPerformed row 2 \"Archive\"") == performs)
  }

  /// SA5: a cancelled swipe performs nothing, even past the full-swipe distance.
  @Test func aCancelledFullSwipePerformsNothing() {  // SA5
    let (builder, _) = table()
    var full = swipe(from: 370, by: -300)
    full.end = .cancelled
    _ = builder.run([full])
    #expect(!swipeCalls(builder).contains { $0.hasPrefix("T swipeActionPerformed") })
    #expect(swipeCalls(builder).contains("T.swipe gestureState changed -> cancelled"))
  }

  /// SA5: on a 390 pt table a destructive first action needs 0.66 of the full-swipe distance
  /// (198 of 300 pt) with the finger within 75 pt of the far edge: 185 pt is short, 205 pt is past.
  @Test(arguments: [(250.0, false), (270.0, true)])
  func aDestructiveFullSwipeNeedsTwoThirdsOfTheDistance(startX: Double, performs: Bool) {  // SA5
    var configuration = SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete")])
    configuration.fullSwipeWidth = 300
    let (builder, _) = table(trailing: configuration)
    _ = builder.run([stroke([(0, startX, 110), (2000, 40, 110), (2100, 40, 110)], hz: 60)])
    #expect(swipeCalls(builder).contains("T swipeActionPerformed row 2 \"Delete\"") == performs)
  }

  @Test(arguments: [
    (ContextualAction.Style.destructive, 60.0, true), (.destructive, 100.0, false), (.normal, 60.0, false),
  ])
  func aDestructiveFirstActionPerformsShortOfTheDistanceWithTheFingerNearTheFarEdge(
    style: ContextualAction.Style, endX: Double, performs: Bool
  ) {  // SA5: distance 300, of which 0.66 (198 pt) with the finger within 75 pt of the left edge
    var configuration = SwipeActionsConfiguration(actions: [ContextualAction(style: style, title: "Delete")])
    configuration.fullSwipeWidth = 300
    let (builder, _) = table(trailing: configuration)
    _ = builder.run([stroke([(0, 380, 110), (2000, endX, 110), (2100, endX, 110)], hz: 60)])
    #expect(swipeCalls(builder).contains("T swipeActionPerformed row 2 \"Delete\"") == performs)
  }

  @Test func aTapOnAnotherRowClosesTheActionsAndSelectsNothing() {  // SA6, G4, G5
    let (builder, table) = table()
    _ = builder.run([swipe(by: -80), tap(2, at: Point(x: 195, y: 242), from: 400, duration: 50)])
    let calls = swipeCalls(builder)
    let dismissed = calls.firstIndex(of: "T.swipeDismiss gestureState possible -> ended")
    #expect(dismissed.map { calls[$0 + 1] } == "T swipeActionsHidden row 2 trailing")
    #expect(!builder.calls.contains("T.row5 touchesBegan"))
    #expect(!builder.calls.contains("T didSelectRow"))
    #expect(table.revealedSwipeActions == nil)
  }

  @Test func aDragOnAnotherRowClosesTheActionsAndStillScrollsTheTable() {  // SA6: simultaneous with the table
    let (builder, _) = table()
    _ = builder.run([
      swipe(by: -80), stroke([(400, 195, 400), (416.667, 195, 390), (433.333, 195, 380), (500, 195, 380)], finger: 2),
    ])
    let lines = lines(builder)
    let hidden = lines.firstIndex(of: "T swipeActionsHidden row 2 trailing")
    let scrolled = lines.lastIndex(of: "T.pan gestureState possible -> began")
    #expect(hidden != nil && scrolled != nil && hidden! < scrolled!)
  }

  @Test func aTapOnTheOpenRowClosesAtTheLiftAndATapOnTheActionPerformsIt() {  // SA6
    let (builder, _) = table()
    _ = builder.run([
      swipe(by: -80), tap(2, at: Point(x: 100, y: 110), from: 400, duration: 50),
      swipe(by: -80, start: 600), tap(2, at: Point(x: 380, y: 110), from: 1000, duration: 50),
    ])
    let calls = swipeCalls(builder).filter { $0.hasPrefix("T swipeAction") }
    #expect(
      calls == [
        "T swipeActionsRevealed row 2 trailing", "T swipeActionsHidden row 2 trailing",
        "T swipeActionsRevealed row 2 trailing", "T swipeActionPerformed row 2 \"Delete\"",
        "T swipeActionsHidden row 2 trailing",
      ])
    #expect(!builder.calls.contains("T didSelectRow"))
  }

  /// Lifts on open actions: the edge, the lift's x and the action performed.
  private static let taps: [(SwipeActionEdge, Double, String?)] = [
    (.trailing, 380, "Archive"), (.trailing, 317, "Archive"), (.trailing, 316, "Flag"), (.trailing, 243, "Flag"),
    (.trailing, 242, nil), (.leading, 10, "Archive"), (.leading, 73, "Archive"), (.leading, 74, "Flag"),
    (.leading, 148, nil),
  ]

  /// SA6 (model decision): the open actions split the open width equally, the first nearest
  /// the edge. Two trailing actions open 148 pt wide (x 242..390): a lift 0..<74 pt from the
  /// right edge performs the first, 74..<148 pt the second, 148 pt or more none (the actions
  /// close); leading actions count from the left edge.
  @Test(arguments: taps)
  func aTapOnOpenActionsPerformsTheOneUnderIt(edge: SwipeActionEdge, x: Double, title: String?) {  // SA6
    let configuration = SwipeActionsConfiguration(actions: [
      ContextualAction(title: "Archive"), ContextualAction(title: "Flag"),
    ])
    let (builder, table) = table(trailing: nil)
    if edge == .trailing {
      table.trailingSwipeActionsConfiguration = { _, _ in AppAnswer(configuration) }
    } else {
      table.leadingSwipeActionsConfiguration = { _, _ in AppAnswer(configuration) }
    }
    let open = edge == .trailing ? slowSwipe(by: -160) : slowSwipe(from: 90, by: 160)
    _ = builder.run([open, tap(2, at: Point(x: x, y: 110), from: 5000, duration: 50)])
    let performed = swipeCalls(builder).filter { $0.hasPrefix("T swipeActionPerformed") }
    #expect(performed == (title.map { ["T swipeActionPerformed row 2 \"\($0)\""] } ?? []))
    #expect(swipeCalls(builder).last == "T swipeActionsHidden row 2 \(edge.rawValue)")
  }

  /// SA6: a touch-down outside the open row's vertical extent (y 88..<132) dismisses at once;
  /// inside it, only the lift does. The next row's top edge (y 132) is outside (MD16).
  @Test(arguments: [(132.0, true), (131.5, false), (88.0, false), (87.5, true)])
  func theOpenRowsExtentDecidesWhetherATouchDownDismisses(y: Double, atTouchDown: Bool) {  // SA6, MD16
    let (builder, table) = table()
    _ = builder.run([slowSwipe(by: -80), tap(2, at: Point(x: 100, y: y), from: 5000, duration: 50)])
    let ended = builder.window.recorder.records.first {
      $0.receiver == "T.swipeDismiss" && $0.call == .gestureState(from: .possible, to: .ended)
    }
    #expect(ended?.time == .milliseconds(atTouchDown ? 5000 : 5050))
    #expect(table.revealedSwipeActions == nil)
    #expect(!builder.calls.contains("T didSelectRow"))
  }

  @Test func aDragOfMoreThan10PointsFailsTheDismissal() {  // SA6
    let (builder, table) = table(rows: 5)  // the table cannot scroll, so only the dismissal sees the drag
    _ = builder.run([swipe(by: -80), stroke([(400, 100, 110), (420, 100, 121), (600, 100, 121)], finger: 2)])
    #expect(lines(builder).contains("T.swipeDismiss gestureState possible -> failed"))
    #expect(table.revealedSwipeActions?.row == 2)
  }

  @Test func aMoveOfExactly10PointsStillDismissesAtTheLift() {  // SA6: more than 10 pt fails it
    let (builder, table) = table(rows: 5)
    _ = builder.run([swipe(by: -80), stroke([(400, 100, 110), (420, 100, 120), (600, 100, 120)], finger: 2)])
    #expect(lines(builder).contains("T.swipeDismiss gestureState possible -> ended"))
    #expect(table.revealedSwipeActions == nil)
  }

  /// SA6: a scroll closes open actions only; a swipe still tracking when the app scrolls the
  /// table goes on, and its lift leaves the actions open.
  @Test func aScrollDuringTheSwipeDoesNotCloseItsActions() {  // SA5, SA6
    let (builder, table) = table()
    let simulation = Simulation(window: builder.window)
    simulation.add(swipe(by: -80))
    simulation.schedule(at: .milliseconds(200)) { _ in table.contentOffset = Point(x: 0, y: 30) }
    _ = simulation.run()
    #expect(table.contentOffset.y == 30)
    #expect(!swipeCalls(builder).contains("T swipeActionsHidden row 2 trailing"))
    #expect(table.revealedSwipeActions?.row == 2)
  }

  @Test func aScrollOfTheTableClosesOpenActions() {  // SA6
    let (builder, table) = table()
    let simulation = Simulation(window: builder.window)
    simulation.add(swipe(by: -80))
    simulation.schedule(at: .milliseconds(500)) { _ in table.contentOffset = Point(x: 0, y: 30) }
    _ = simulation.run()
    #expect(swipeCalls(builder).last == "T swipeActionsHidden row 2 trailing")
    #expect(table.revealedSwipeActions == nil)
  }

  @Test func aDelegateThatImplementsTheTrailingMethodIsAskedAndLogged() {  // SA3
    let (builder, table) = table(trailing: nil)
    let delegate = SwipeDelegate()
    table.delegate = delegate
    table.usesSwipeActions = true
    _ = builder.run([swipe(by: -80)])
    #expect(delegate.asked == [2])
    #expect(
      swipeCalls(builder).prefix(3) == [
        "T trailingSwipeActionsConfiguration row 2 -> 1", "T.swipe gestureState possible -> began",
        "T swipeActionsRevealed row 2 trailing",
      ])
  }
}
