import Testing
import TouchSim
import TouchSimTestSupport

/// A delegate with UIKit's method names that implements some of them.
private final class SelectionDelegate: CollectionViewDelegate {
  var selected: [Int] = []
  var refuseSelection: Set<Int> = []
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: CollectionIndexPath) -> Bool {
    !refuseSelection.contains(indexPath.item)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {
    selected.append(indexPath.item)
  }
}

/// A delegate that implements only the deselection question, refusing it.
private final class KeepSelectionDelegate: CollectionViewDelegate {
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: CollectionIndexPath) -> Bool {
    false
  }
}

/// A button that passes each touch call on to its next responder before UIControl's own
/// handling (`next` first, then `super`): the cell, and so the collection view, hears of the
/// touch-down before the button tracks, and of the lift while it still tracks.
private final class PassingFirstButton: UIButton {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
    super.touchesEnded(touches, with: event)
  }
}

/// A delegate that implements none of the questions.
private final class SilentDelegate: CollectionViewDelegate {}

/// UICollectionView's highlight and selection from its own touch methods (CV1-CV5, CV7).
@Suite struct CollectionViewTests {
  /// A collection view filling the window: 100 × 100 items, inset 10, three per line (x 10,
  /// 145, 280; lines from y 10, 110 pt apart). Item 4 is x 145..245, y 120..220.
  private func grid(items: Int = 30) -> (TreeBuilder, CollectionView) {
    let builder = TreeBuilder()
    let collection = CollectionView(name: "C", frame: builder.window.bounds)
    collection.collectionViewLayout.itemSize = Size(width: 100, height: 100)
    collection.collectionViewLayout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    collection.addItems(items)
    builder.root.addSubview(collection)
    builder.window.register(builder.root)
    return (builder, collection)
  }

  private let item4 = Point(x: 195, y: 170)
  private let item5 = Point(x: 330, y: 170)

  /// The collection view's calls, as the text log writes them after the time.
  private func itemCalls(_ builder: TreeBuilder) -> [String] {
    builder.window.recorder.records.compactMap { record in
      guard case .collectionView = record.call else { return nil }
      return TextRenderer.line(for: record).split(separator: " ").dropFirst(2).joined(separator: " ")
    }
  }

  @Test func itemsArePlainCellsNamedAfterTheCollectionViewAndLaidOut() {  // CV10
    let (_, collection) = grid()
    #expect(collection.cells.count == 30)
    #expect(collection.cells[4].name == "C.item4")
    #expect(collection.cells[4].frame == Rect(x: 145, y: 120, width: 100, height: 100))
    #expect(collection.contentSize == Size(width: 390, height: 1110))
    #expect(collection.className == "UICollectionView" && collection.cells[0].className == "UICollectionViewCell")
  }

  @Test func aCellsContentViewIsMadeOnFirstUseSizedToTheCell() {  // CV2
    let (_, collection) = grid()
    let cell = collection.cells[4]
    #expect(cell.subviews.isEmpty)
    let content = cell.contentView
    #expect(content.name == "C.item4.contentView")
    #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(cell.contentView === content && cell.subviews.count == 1)
    collection.collectionViewLayout.itemSize = Size(width: 80, height: 60)
    collection.layoutItems()
    #expect(content.frame == Rect(x: 0, y: 0, width: 80, height: 60))
  }

  @Test func aQuickTapHighlightsUnhighlightsThenSelectsAtTheLift() {  // CV1, CV4
    let (builder, collection) = grid()
    _ = builder.run([tap(at: item4)])
    #expect(
      itemCalls(builder) == ["didHighlightItemAt item 4", "didUnhighlightItemAt item 4", "didSelectItemAt item 4"])
    #expect(
      builder.window.recorder.records.filter { $0.call.name.hasSuffix("ItemAt") }.allSatisfy {
        $0.time == .milliseconds(80)
      })
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 4)])
    #expect(collection.cells[4].isSelected && !collection.cells[4].isHighlighted)
  }

  @Test func aHoldHighlightsAt150msAndTheLiftSelects() {  // CV1, CV2, CV4
    let (builder, _) = grid()
    _ = builder.run([tap(at: item4, duration: 300)])
    let times = builder.window.recorder.records.filter { $0.call.name.hasSuffix("ItemAt") }.map(\.time)
    #expect(times == [.milliseconds(150), .milliseconds(300), .milliseconds(300)])
  }

  @Test func aDragAfterAHoldUnhighlightsAndSelectsNothing() {  // CV7
    let (builder, collection) = grid()
    _ = builder.run([stroke([(0, 195, 170), (200, 195, 170), (220, 195, 150), (240, 195, 120), (300, 195, 60)])])
    #expect(itemCalls(builder) == ["didHighlightItemAt item 4", "didUnhighlightItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  /// CV4: a lift while the collection view drags selects nothing. Its pan is told not to
  /// receive finger 1 (an app's shouldReceive), so the drag of finger 2 does not cancel finger
  /// 1, which the collection view tracks since the delay released it at 150 ms (item 4
  /// highlighted); finger 1 lifts inside item 4 while finger 2 still drags: the item only
  /// unhighlights.
  @Test func aLiftWhileTheCollectionViewDragsSelectsNothing() {  // CV4, G7
    let (builder, collection) = grid()
    let answers = GestureRecognizerAnswers()
    answers.shouldReceive = { _, touch in AppAnswer(touch.finger != 1) }
    collection.panGestureRecognizer.delegate = answers
    _ = builder.run([
      tap(1, at: item4, duration: 400),
      stroke([(200, 330, 600), (220, 330, 580), (240, 330, 560), (500, 330, 560)], finger: 2),
    ])
    #expect(collection.isDragging == false && builder.calls.contains("C scrollViewWillBeginDragging"))
    #expect(itemCalls(builder) == ["didHighlightItemAt item 4", "didUnhighlightItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  /// CV7, CV2: a touch cancelled by a drag (held, then dragged 40 pt up and rested) ends the
  /// tracking, so the next tap, once the scroll view rests, is tracked and selects.
  @Test func aCancelledTouchLeavesTheNextTapTracked() {  // CV7, CV2
    let (builder, collection) = grid()
    _ = builder.run([
      stroke([(0, 195, 170), (200, 195, 170), (220, 195, 150), (240, 195, 130), (500, 195, 130)]),
      tap(2, at: item5, from: 800),
    ])
    #expect(itemCalls(builder).contains("didUnhighlightItemAt item 4"))
    #expect(itemCalls(builder).last == "didSelectItemAt item 5")
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 5)])
  }

  @Test func aRefusedHighlightDropsThePendingItem() {  // CV2
    let (builder, collection) = grid()
    collection.shouldHighlightItem = { _, item in AppAnswer(item != 4) }
    _ = builder.run([tap(at: item4)])
    #expect(itemCalls(builder) == ["shouldHighlightItemAt item 4 -> false"])
  }

  @Test func aRefusedSelectionIsAskedAfterTheUnhighlight() {  // CV4
    let (builder, collection) = grid()
    collection.shouldSelectItem = { _, _ in AppAnswer(false) }
    _ = builder.run([tap(at: item4)])
    #expect(
      itemCalls(builder) == [
        "didHighlightItemAt item 4", "didUnhighlightItemAt item 4", "shouldSelectItemAt item 4 -> false",
      ])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  @Test func withoutAllowsSelectionNothingHighlightsOrIsSelected() {  // CV5
    let (builder, collection) = grid()
    collection.allowsSelection = false
    _ = builder.run([tap(at: item4, duration: 300)])
    #expect(itemCalls(builder).isEmpty)
  }

  @Test func singleSelectionDeselectsThePreviousItemJustBeforeSelecting() {  // CV4, CV5
    let (builder, collection) = grid()
    _ = builder.run([tap(1, at: item4), tap(2, at: item5, from: 400)])
    #expect(
      Array(itemCalls(builder).suffix(4)) == [
        "didHighlightItemAt item 5", "didUnhighlightItemAt item 5", "didDeselectItemAt item 4",
        "didSelectItemAt item 5",
      ])
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 5)])
  }

  @Test func singleSelectionSelectsTheSelectedItemAgain() {  // CV5
    let (builder, _) = grid()
    _ = builder.run([tap(1, at: item4), tap(2, at: item4, from: 400)])
    #expect(Array(itemCalls(builder).suffix(2)) == ["didUnhighlightItemAt item 4", "didSelectItemAt item 4"])
    #expect(!itemCalls(builder).contains { $0.hasPrefix("didDeselectItemAt") })
  }

  @Test func multipleSelectionAddsItemsAndATapOnASelectedItemRemovesIt() {  // CV5
    let (builder, collection) = grid()
    collection.allowsMultipleSelection = true
    _ = builder.run([tap(1, at: item4), tap(2, at: item5, from: 400), tap(3, at: item4, from: 800)])
    #expect(Array(itemCalls(builder).suffix(2)) == ["didUnhighlightItemAt item 4", "didDeselectItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 5)])
  }

  @Test func aRefusedDeselectionKeepsTheItemSelected() {  // CV5
    let (builder, collection) = grid()
    collection.allowsMultipleSelection = true
    collection.shouldDeselectItem = { _, _ in AppAnswer(false) }
    _ = builder.run([tap(1, at: item4), tap(2, at: item4, from: 400)])
    #expect(itemCalls(builder).last == "shouldDeselectItemAt item 4 -> false")
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 4)])
  }

  /// CV5: a delegate that does not implement the questions answers them as UIKit's defaults
  /// do, true (highlight, select and deselect), and the collection view neither asks nor logs
  /// them.
  @Test func theQuestionsADelegateDoesNotImplementAnswerTrue() {  // CV2, CV4, CV5
    let (builder, collection) = grid()
    let delegate = SilentDelegate()
    let path = CollectionIndexPath(item: 4)
    #expect(delegate.collectionView(collection, shouldHighlightItemAt: path))
    #expect(delegate.collectionView(collection, shouldSelectItemAt: path))
    #expect(delegate.collectionView(collection, shouldDeselectItemAt: path))
    collection.delegate = delegate
    collection.allowsMultipleSelection = true
    withExtendedLifetime(delegate) { _ = builder.run([tap(1, at: item4), tap(2, at: item4, from: 400)]) }
    #expect(!itemCalls(builder).contains { $0.hasPrefix("should") })
    #expect(itemCalls(builder).last == "didDeselectItemAt item 4")
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  /// CV5: a tap on a selected item in multiple selection asks only shouldDeselectItemAt: a
  /// refused shouldSelectItemAt does not keep it selected, a refused shouldDeselectItemAt
  /// (closure or delegate method) does.
  @Test func aDeselectionAsksTheDeselectionQuestionOnly() {  // CV4, CV5
    let (builder, collection) = grid()
    collection.allowsMultipleSelection = true
    var selected = false
    collection.onDelegateCall { _, call, _ in if call == .didSelectItemAt { selected = true } }
    collection.shouldSelectItem = { _, _ in AppAnswer(!selected) }
    _ = builder.run([tap(1, at: item4), tap(2, at: item4, from: 400)])
    #expect(itemCalls(builder).suffix(2) == ["didUnhighlightItemAt item 4", "didDeselectItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
    let (kept, keeping) = grid()
    keeping.allowsMultipleSelection = true
    let delegate = KeepSelectionDelegate()
    keeping.delegate = delegate
    withExtendedLifetime(delegate) { _ = kept.run([tap(1, at: item4), tap(2, at: item4, from: 400)]) }
    #expect(itemCalls(kept).last == "shouldDeselectItemAt item 4 -> false")
    #expect(keeping.indexPathsForSelectedItems == [CollectionIndexPath(item: 4)])
  }

  @Test func theHighlightFollowsTheFingerOutOfAndBackIntoTheCell() {  // CV3
    // Six items fit the window: the collection view cannot scroll, so the finger can leave.
    let (builder, collection) = grid(items: 6)
    _ = builder.run([stroke([(0, 195, 170), (200, 195, 170), (220, 262, 170), (240, 195, 170), (260, 195, 170)])])
    #expect(
      itemCalls(builder) == [
        "didHighlightItemAt item 4", "didUnhighlightItemAt item 4", "didHighlightItemAt item 4",
        "didUnhighlightItemAt item 4", "didSelectItemAt item 4",
      ])
    #expect(collection.indexPathsForSelectedItems == [CollectionIndexPath(item: 4)])
  }

  @Test func aLiftOutsideThePendingCellSelectsNothing() {  // CV4
    let (builder, collection) = grid(items: 6)
    _ = builder.run([stroke([(0, 195, 170), (200, 195, 170), (220, 262, 170), (240, 262, 170)])])
    #expect(itemCalls(builder) == ["didHighlightItemAt item 4", "didUnhighlightItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  @Test func aSecondFingerWhileOneIsTrackedGetsNothing() {  // CV2
    let (builder, _) = grid(items: 6)
    _ = builder.run([tap(1, at: item4, duration: 400), tap(2, at: item5, from: 200, duration: 100)])
    #expect(!itemCalls(builder).contains { $0.hasSuffix("item 5") })
    #expect(itemCalls(builder).last == "didSelectItemAt item 4")
  }

  @Test func aButtonInACellKeepsTheItemFromHighlighting() {  // CV2
    let (builder, collection) = grid()
    let button = Button(name: "B", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    collection.cells[4].contentView.addSubview(button)
    builder.window.register(builder.root)
    _ = builder.run([tap(at: Point(x: 175, y: 150))])
    #expect(builder.calls.contains("B controlEvent"))
    #expect(itemCalls(builder).isEmpty)
  }

  @Test func aTrackingControlThatPassesItsTouchesOnStillBlocksTheItem() {  // CV2
    let (builder, collection) = grid()
    let button = Button(name: "B", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    button.touchHandling = .handleAndForward
    collection.cells[4].contentView.addSubview(button)
    builder.window.register(builder.root)
    _ = builder.run([tap(at: Point(x: 175, y: 150))])
    #expect(builder.calls.contains("C touchesBegan"))
    #expect(itemCalls(builder).isEmpty)
  }

  /// CV4: the lift selects only while the hit view still maps to a selectable item. The
  /// button passes the touch-down on before it tracks, so item 4 is pending and highlights
  /// (CV2); it passes the lift on while it still tracks, so the walk up from it meets a
  /// tracking control: the item unhighlights and is not selected.
  @Test func aLiftThroughATrackingControlSelectsNothing() {  // CV4, CV2
    let (builder, collection) = grid()
    let button = PassingFirstButton(name: "B", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    collection.cells[4].contentView.addSubview(button)
    builder.window.register(builder.root)
    _ = builder.run([tap(at: Point(x: 175, y: 150))])
    #expect(builder.calls.contains("B controlEvent"))
    #expect(itemCalls(builder) == ["didHighlightItemAt item 4", "didUnhighlightItemAt item 4"])
    #expect(collection.indexPathsForSelectedItems.isEmpty)
  }

  @Test func aControlThatDoesNotTrackLetsTheItemBeSelected() {  // CV2
    let (builder, collection) = grid()
    let button = Button(name: "B", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    button.touchHandling = .handleAndForward
    button.beginTrackingAnswer = { _, _ in AppAnswer(false) }
    collection.cells[4].contentView.addSubview(button)
    builder.window.register(builder.root)
    _ = builder.run([tap(at: Point(x: 175, y: 150))])
    #expect(itemCalls(builder).last == "didSelectItemAt item 4")
  }

  @Test func aDelegateAnswersOnlyTheQuestionsItImplements() {  // CV4
    let (builder, collection) = grid()
    let delegate = SelectionDelegate()
    delegate.refuseSelection = [5]
    collection.delegate = delegate
    _ = builder.run([tap(1, at: item4), tap(2, at: item5, from: 400)])
    #expect(delegate.selected == [4])
    #expect(!itemCalls(builder).contains { $0.hasPrefix("shouldHighlightItemAt") })
    #expect(itemCalls(builder).contains("shouldSelectItemAt item 5 -> false"))
  }

  @Test func reactionsRunRightAfterEachNotification() {  // CV4
    let (builder, collection) = grid()
    var seen: [String] = []
    collection.onDelegateCall { _, call, item in seen.append("\(call.rawValue) \(item)") }
    _ = builder.run([tap(at: item4)])
    #expect(seen == ["didHighlightItemAt 4", "didUnhighlightItemAt 4", "didSelectItemAt 4"])
  }

  @Test func explainedRecordsCiteTheRules() {  // CV2, CV4
    let (builder, _) = grid()
    builder.window.recorder.explains = true
    _ = builder.run([tap(at: item4)])
    let whys = builder.window.recorder.records.filter { $0.call.name.hasSuffix("ItemAt") }.compactMap { $0.why?.text }
    #expect(whys.map { String($0.prefix(4)) } == ["CV2:", "CV4:", "CV4:"])
  }
}
