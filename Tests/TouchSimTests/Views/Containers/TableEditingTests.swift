import Testing
import TouchSim
import TouchSimTestSupport

/// A pan that stands for a sheet's interactive-dismiss recognizer (TV9).
private final class DismissPan: PanGestureRecognizer, InteractiveDismissGesture {}

/// Table editing (TV5-TV11): the reorder control, its drag and `moveRowAt`, selection while
/// editing, swipe actions and editing.
@Suite struct TableEditingTests {
  /// A 390 x 844 table of `count` cells of 44 pt that show reorder controls, in `parent`.
  private func table(_ builder: TreeBuilder, count: Int = 20, in parent: View? = nil, editing: Bool = true)
    -> TableView
  {
    let table = TableView(name: "T")
    let cells = (0..<count).map { row -> TableViewCell in
      let cell = TableViewCell(name: "c\(row)")
      cell.showsReorderControl = true
      return cell
    }
    builder.add(table, to: parent, frame: builder.window.bounds)
    table.setCells(cells)
    table.isEditing = editing
    builder.window.register(builder.root)
    return table
  }

  /// A press on row 1's reorder control (368, 66), held 200 ms, then down by `dy` in 11 pt
  /// steps (the last one shorter), lifting 33 ms after the last move; `end` cancelled makes the
  /// system cancel the touch instead.
  private func reorderDrag(by dy: Double, end: TouchPhase = .ended) -> Stroke {
    var points: [(Double, Double, Double)] = [(0, 368, 66), (200, 368, 66)]
    let steps = Int((dy.magnitude / 11).rounded(.up))
    for step in 1...Swift.max(steps, 1) {
      points.append((200 + Double(step) * 50 / 3, 368, 66 + dy * Double(step) / Double(Swift.max(steps, 1))))
    }
    points.append((points.last!.0 + 33, 368, 66 + dy))
    var made = stroke(points)
    made.end = end
    return made
  }

  private func moves(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      guard case .moveRowAt(let row, let to) = record.call else { return nil }
      return "\(record.receiver) \(row) -> \(to)"
    }
  }

  @Test func editingShowsReorderControlsWhereTheCellAndDataSourceAllow() {  // TV5
    let builder = TreeBuilder()
    let table = table(builder, count: 3, editing: false)
    table.cells[2].showsReorderControl = false
    #expect(table.cells.allSatisfy { $0.reorderControl == nil })
    #expect(table.cells[0].contentView.frame == Rect(x: 0, y: 0, width: 390, height: 44))
    table.canMoveRow = { _, row in row != 1 }
    table.isEditing = true
    #expect(table.cells.map { $0.reorderControl != nil } == [true, false, false])
    let control = table.cells[0].reorderControl
    #expect(control?.frame == Rect(x: 346, y: 0, width: 44, height: 44))
    #expect(control?.isExclusiveTouch == true)
    #expect(control?.name == "c0.reorder")
    #expect(table.cells[0].subviews.last === control)  // in front of the content view
    #expect(table.cells[0].contentView.frame == Rect(x: 0, y: 0, width: 346, height: 44))
    #expect(table.cells[1].contentView.frame.size.width == 390)
    table.cells[2].showsReorderControl = true
    #expect(table.cells[2].reorderControl != nil)
    table.setEditing(false)
    #expect(table.cells.allSatisfy { $0.reorderControl == nil })
    #expect(table.cells[0].contentView.frame.size.width == 390)
  }

  @Test(arguments: [
    (44.0, 1), (45, 2), (88, 2), (99, 3), (110, 3), (-22, 1), (-45, 0), (-80, 0), (2000, 19),
  ])
  func theRowDropsInTheSlotItsCentreReached(dy: Double, slot: Int) {  // TV7, TV8
    let builder = TreeBuilder()
    let table = table(builder)
    let moved = table.cells[1]
    _ = builder.run([reorderDrag(by: dy)])
    #expect(moves(builder) == ["T 1 -> \(slot)"])
    #expect(table.cells[slot] === moved)
    #expect(moved.frame.minY == Double(slot) * 44)
    #expect(table.cells.enumerated().allSatisfy { $0.element.frame.minY == Double($0.offset) * 44 })
    #expect(!table.isReordering)
    #expect(!builder.calls.contains("T didSelectRow"))
  }

  @Test func theRowFollowsTheFingerAndTheOthersMakeRoom() {  // TV7, TV8
    let builder = TreeBuilder()
    let table = table(builder)
    let (dragged, below, third) = (table.cells[1], table.cells[2], table.cells[3])
    var during: [Double] = []
    var reordering = false
    let simulation = Simulation(window: builder.window)
    simulation.add(reorderDrag(by: 60))
    simulation.schedule(at: .milliseconds(300)) { _ in
      during = [dragged.frame.minY, below.frame.minY, third.frame.minY]
      reordering = table.isReordering
    }
    _ = simulation.run()
    #expect(during == [44 + 60, 44, 132])  // row 2 moved up into the dragged row's slot
    #expect(reordering)
  }

  @Test func aSystemCancelDropsTheRowWhereItIs() {  // TV7: cancelTracking is handled as the release
    let builder = TreeBuilder()
    let table = table(builder)
    let moved = table.cells[1]
    _ = builder.run([reorderDrag(by: 110, end: .cancelled)])
    #expect(builder.calls.contains("c1.reorder cancelTracking"))
    #expect(moves(builder) == ["T 1 -> 3"])
    #expect(table.cells[3] === moved)
  }

  @Test(arguments: [false, true])
  func anAncestorsPanCancelsTheReorderUnlessItIsADismissPan(isDismiss: Bool) {  // TV9
    let builder = TreeBuilder()
    let panel = builder.add(View(name: "P"), frame: builder.window.bounds)
    let pan = isDismiss ? DismissPan(name: "P.pan") : PanGestureRecognizer(name: "P.pan")
    panel.addGestureRecognizer(pan)
    _ = table(builder, in: panel)
    _ = builder.run([reorderDrag(by: 110)])
    #expect(moves(builder) == [isDismiss ? "T 1 -> 3" : "T 1 -> 1"])
    #expect(builder.calls.contains("c1.reorder cancelTracking") == !isDismiss)
    let states = builder.window.recorder.records.compactMap { record -> GestureState? in
      guard record.receiver == "P.pan", case .gestureState(_, let to) = record.call else { return nil }
      return to
    }
    #expect(states.first == (isDismiss ? .failed : .began))
  }

  @Test func theTablesOwnPanFailsOnTheControl() {  // TV9, K4
    let builder = TreeBuilder()
    _ = table(builder)
    _ = builder.run([reorderDrag(by: 110)])
    #expect(builder.calls.contains("T touchesShouldCancel"))
    #expect(!builder.calls.contains("T scrollViewDidScroll"))
  }

  @Test(arguments: [(false, false, true), (true, false, false), (true, true, true)])
  func selectionWhileEditing(editing: Bool, allowed: Bool, selects: Bool) {  // TV10
    let builder = TreeBuilder()
    let table = table(builder, editing: editing)
    table.allowsSelectionDuringEditing = allowed
    _ = builder.run([tap(at: Point(x: 100, y: 110))])
    #expect(builder.calls.contains("T didSelectRow") == selects)
    #expect(builder.calls.contains("c2 setHighlighted") == selects)
  }

  @Test(arguments: [false, true])
  func theSwipePanDoesNotBeginWhileEditing(editing: Bool) {  // TV11
    let builder = TreeBuilder()
    let table = TableView(name: "T")
    builder.add(table, frame: builder.window.bounds)
    table.setRows(20, rowHeight: 44)
    table.trailingSwipeActionsConfiguration = { _, _ in
      AppAnswer(SwipeActionsConfiguration(actions: [ContextualAction(title: "Delete")]))
    }
    table.isEditing = editing
    var revealed: [Int] = []
    var hidden: [Int] = []
    table.onSwipeActionsRevealed { _, row in revealed.append(row) }
    table.onSwipeActionsHidden { _, row in hidden.append(row) }
    var points: [(Double, Double, Double)] = []
    for step in 0...10 {
      let index = Double(step)
      points.append((index * 50 / 3, 300 - index * 10, 110))
    }
    let swipe = stroke(points)
    _ = builder.run([swipe, tap(2, at: Point(x: 100, y: 400), from: 1000)])
    #expect(revealed == (editing ? [] : [2]))
    #expect(hidden == (editing ? [] : [2]))
  }

  @Test func moveRowReactionsRunAfterTheRecordInOrder() {  // TV8
    let builder = TreeBuilder()
    let table = table(builder)
    var order: [String] = []
    table.onMoveRow { _, from, to in order.append("a \(from) \(to)") }
    table.onMoveRow { _, from, to in order.append("b \(from) \(to)") }
    _ = builder.run([reorderDrag(by: 50)])
    #expect(order == ["a 1 2", "b 1 2"])
  }
}
