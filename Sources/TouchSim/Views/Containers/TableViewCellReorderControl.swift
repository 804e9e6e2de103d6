/// A row's reorder control (`UITableViewCellReorderControl`, TV5, TV7): the grabber at the
/// trailing edge of a cell while its table is editing and the cell `showsReorderControl`.
///
/// It is a `UIControl` with `isExclusiveTouch` (decompiled `-initWithTableViewCell:`), not a
/// recognizer: a reorder drag is its own touch tracking (C3-C6). `beginTracking` stores the
/// touch-down point in its own coordinates and asks the table to begin reordering the row
/// (`_grabberBeganReorder:touch:`); each move sends the cell the vertical offset of the
/// finger from that point, `round(y - downY)`, and the row follows the finger, so the control
/// moves with it (`_grabberDragged:yDelta:touch:`); the lift releases the row where it is
/// (`_grabberReleased:`), and a cancel does the same (`cancelTrackingWithEvent:` calls
/// `endTrackingWithTouch:nil`), so the data source gets `moveRowAt` either way (TV8).
public final class TableViewCellReorderControl: Control {
  /// The cell whose row the control moves.
  public unowned let cell: TableViewCell
  /// The touch-down point in the control's coordinates (`_downPoint`).
  private var downY = 0.0

  /// A reorder control for `cell`, named `<cell>.reorder`; the cell makes it when it shows
  /// (TV5).
  public init(cell: TableViewCell) {
    self.cell = cell
    super.init(name: cell.name + ".reorder")
    isExclusiveTouch = true
  }

  public override var className: String { "UITableViewCellReorderControl" }

  /// The model's own tracking methods are called (TV7).
  public override var tracksWithOwnMethods: Bool { true }

  /// `beginTrackingWithTouch:withEvent:` (TV7): stores the down point and asks the table to
  /// begin reordering the row; the answer is whether the control tracks.
  public override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    downY = touch.location(in: self).y
    let (begins, why) = cell.tableView?.beginReordering(cell, touch: touch) ?? (false, .notInEditingTable)
    gaveAnswer = true
    if home?.explains ?? false { givenAnswerReason = .model(why) }
    return begins
  }

  /// `continueTrackingWithTouch:withEvent:` (TV7): the row moves by the finger's offset from
  /// the down point, rounded; tracking always goes on.
  public override func continueTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
    let yDelta = (touch.location(in: self).y - downY).rounded()
    cell.tableView?.dragReorderedRow(cell, by: yDelta)
    gaveAnswer = true
    if home?.explains ?? false { givenAnswerReason = .model(TableEditingReason.rowFollowsFinger(yDelta: yDelta)) }
    return true
  }

  /// `endTrackingWithTouch:withEvent:` (TV7): the row is released where it is.
  public override func endTracking(_ touch: Touch?, with event: UIEvent?) {
    cell.tableView?.endReordering(cell, cancelled: false)
  }

  /// `cancelTrackingWithEvent:` (TV7): handled as the lift, so the row drops where it is.
  public override func cancelTracking(with event: UIEvent?) {
    cell.tableView?.endReordering(cell, cancelled: true)
  }
}
