/// The table's rules of editing mode (`Docs/Rulebook.md`, TV5-TV11) that its reasons cite.
extension RuleID {
  /// TV5: setEditing shows each row's reorder control as the cell and data source allow.
  public static let tv5: RuleID = "TV5"
  /// TV7: the reorder control tracks the drag itself; a cancel drops the row where it is.
  public static let tv7: RuleID = "TV7"
  /// TV8: moveRowAt at the release, from the row's slot to the slot it was dropped in.
  public static let tv8: RuleID = "TV8"
  /// TV9: who keeps a reorder drag: the table's pan fails (K4), interactive-dismiss recognizers
  /// are cancelled at the reorder's begin, other recognizers may still cancel it.
  public static let tv9: RuleID = "TV9"
  /// TV11: the swipe pan does not begin while the table is editing.
  public static let tv11: RuleID = "TV11"
}

/// The sizes of a table's editing controls (TV5; model decision).
public enum TableEditingConstants {
  /// The reorder control's width at the trailing edge of a row (full row height).
  public static let reorderControlWidth = 44.0
}

/// A recognizer that drives a sheet's interactive dismissal
/// (`_UISheetInteractionGestureIsForInteractiveDismiss`, TV9): when a reorder drag begins on a
/// touch, the table cancels every such recognizer of that touch, so the sheet does not take the
/// drag. Other recognizers (an app's pan) are left alone and may still cancel the reorder.
public protocol InteractiveDismissGesture: GestureRecognizer {}

/// A reorder drag in progress (TV7): the cell, its row when the drag began, the slot the
/// row would drop into now, and every row's frame when the drag began.
struct TableReordering {
  unowned let cell: TableViewCell
  let from: Int
  var proposed: Int
  let homes: [Rect]
}

/// Why a table's editing record happened (`--explain`, TV5-TV11).
public enum TableEditingReason: ClassExplanation {
  /// TV7: the reorder control's beginTracking asked the table to reorder `row`: it begins.
  case beginsReordering(row: Int)
  /// TV7: another row (`row`) is being reordered: the table refuses, the control does not track.
  case alreadyReordering(row: Int)
  /// TV5: the control's table is not editing or the control is no longer shown.
  case notInEditingTable
  /// TV9: the reorder began on the touch: the table cancels its interactive-dismiss recognizer.
  case dismissCancelledByReorder(row: Int)
  /// TV7: the row follows the finger by `yDelta` (the finger's offset from the down point in
  /// the control, rounded).
  case rowFollowsFinger(yDelta: Double)
  /// TV7, TV8: the lift released the row: the data source moves it from `from` to `to`.
  case released(from: Int, to: Int)
  /// TV7, TV8: the control's touch was cancelled: the row drops where it is, and the data
  /// source still moves it from `from` to `to`.
  case droppedByCancel(from: Int, to: Int)
  /// TV11: the table is editing: the swipe pan does not begin.
  case noSwipeWhileEditing

  public var text: String {
    switch self {
    case .beginsReordering(let row):
      return "TV7: the reorder control began tracking and asked the table to reorder row \(row); it begins"
    case .alreadyReordering(let row):
      return "TV7: row \(row) is being reordered; the table refuses a second reorder and the control does not track"
    case .dismissCancelledByReorder(let row):
      return "TV9: the table began reordering row \(row) on this touch and cancels the touch's interactive-dismiss "
        + "recognizers"
    case .notInEditingTable:
      return "TV5: the reorder control's table is not editing; it does not track"
    case .rowFollowsFinger(let yDelta):
      return "TV7: the row follows the finger by \(WhyText.pt(yDelta)) (its offset from the down point in the control)"
    case .released(let from, let to):
      return "TV7: the lift released the row; TV8: the data source moves row \(from) to \(to)"
    case .droppedByCancel(let from, let to):
      return "TV7: the control's touch was cancelled, handled as a release, so the row drops where it is; "
        + "TV8: the data source still moves row \(from) to \(to)"
    case .noSwipeWhileEditing:
      return "TV11: the table is editing; the swipe pan does not begin"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .beginsReordering, .alreadyReordering, .rowFollowsFinger: return [.tv7]
    case .notInEditingTable: return [.tv5]
    case .released, .droppedByCancel: return [.tv7, .tv8]
    case .noSwipeWhileEditing: return [.tv11]
    case .dismissCancelledByReorder: return [.tv9]
    }
  }
}

extension TableView {
  /// `setEditing(_:animated:)` without animation (TV5): the same as setting `isEditing`.
  public func setEditing(_ editing: Bool) { isEditing = editing }

  /// Runs `body` with the table, the source row and the destination row right after each
  /// `moveRowAt` record (the data source's `tableView(_:moveRowAt:to:)`, TV8), in the order
  /// added.
  public func onMoveRow(_ body: @escaping (TableView, Int, Int) -> Void) {
    moveRowReactions.append(body)
  }

  /// Runs `body` with the table and the row right after each `swipeActionsRevealed` record
  /// (UIKit's `tableView(_:willBeginEditingRowAt:)`, TV11, SA7), in the order added.
  public func onSwipeActionsRevealed(_ body: @escaping (TableView, Int) -> Void) {
    swipeRevealedReactions.append(body)
  }

  /// Runs `body` with the table and the row right after each `swipeActionsHidden` record
  /// (UIKit's `tableView(_:didEndEditingRowAt:)`, TV11, SA5, SA6), in the order added.
  public func onSwipeActionsHidden(_ body: @escaping (TableView, Int) -> Void) {
    swipeHiddenReactions.append(body)
  }

  /// Whether the row is being reordered (`_isReordering`, TV7).
  public var isReordering: Bool { reordering != nil }

  /// TV5: each row shows its reorder control while the table is editing, the cell
  /// `showsReorderControl` and the data source lets the row move (`canMoveRow`).
  func updateEditingControls() {
    for (row, cell) in cells.enumerated() {
      let shown = isEditing && cell.showsReorderControl && (canMoveRow?(self, row) ?? true)
      // A row being dragged keeps its control until the drag ends.
      if !shown, let reordering, reordering.cell === cell { continue }
      cell.setReorderControlShown(shown)
    }
  }

  /// TV7: `_beginReorderingForCell:touch:`: the cell's reorder control began tracking with
  /// `touch`; TV9: the touch's interactive-dismiss recognizers are cancelled.
  func beginReordering(_ cell: TableViewCell, touch: Touch) -> (Bool, TableEditingReason) {
    guard isEditing, cell.reorderControl != nil, cells.indices.contains(cell.row), cells[cell.row] === cell else {
      return (false, .notInEditingTable)
    }
    if let reordering { return (false, .alreadyReordering(row: reordering.from)) }
    reordering = TableReordering(cell: cell, from: cell.row, proposed: cell.row, homes: cells.map(\.frame))
    if let window = home {
      for recognizer in touch.gestureRecognizers where recognizer is any InteractiveDismissGesture {
        window.gestureEnvironment.cancelForReorder(
          recognizer,
          because: window.explains ? .model(TableEditingReason.dismissCancelledByReorder(row: cell.row)) : nil)
      }
    }
    return (true, .beginsReordering(row: cell.row))
  }

  /// TV7, TV8: `_grabberDragged:yDelta:touch:`: the row moves by `yDelta`; when its centre
  /// passes another row's centre (as the rows lay when the drag began), the slot it would
  /// drop into changes and the other rows make room (model decision).
  func dragReorderedRow(_ cell: TableViewCell, by yDelta: Double) {
    guard var current = reordering, current.cell === cell else { return }
    cell.frame.origin.y += yDelta
    let centre = cell.frame.minY + cell.frame.size.height / 2
    var proposed = 0
    for (row, home) in current.homes.enumerated() where row != current.from && home.minY + home.size.height / 2 < centre
    { proposed += 1 }
    guard proposed != current.proposed else { return }
    current.proposed = proposed
    reordering = current
    var others = cells.filter { $0 !== cell }
    var top = current.homes.first?.minY ?? 0
    others.insert(cell, at: proposed)
    for other in others {
      if other !== cell { other.layOut(at: Rect(origin: Point(x: other.frame.minX, y: top), size: other.frame.size)) }
      top += other.frame.size.height
    }
  }

  /// TV7, TV8: `_grabberReleased:`: the row drops into its current slot and the data source
  /// gets `moveRowAt` (also when the slot is its own, and after a cancel).
  func endReordering(_ cell: TableViewCell, cancelled: Bool) {
    guard let current = reordering, current.cell === cell else { return }
    reordering = nil
    let from = current.from
    guard cells.indices.contains(from), cells[from] === cell else { return }
    let to = Swift.min(current.proposed, cells.count - 1)
    moveCell(from: from, to: to)
    updateEditingControls()
    guard let window = home else { return }
    window.record(
      name, .moveRowAt(row: from, to: to),
      why: .model(cancelled ? TableEditingReason.droppedByCancel(from: from, to: to) : .released(from: from, to: to)))
    guard !moveRowReactions.isEmpty else { return }
    window.runReactions(of: name, to: "moveRowAt") {
      for reaction in moveRowReactions { reaction(self, from, to) }
    }
  }
}
