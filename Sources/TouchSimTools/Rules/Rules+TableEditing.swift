/// Table editing (TV5-TV11), issue 29 item 6: listed in the table views family (TV, Rules+MultiTouch.swift).
extension Rulebook {
  static let tableEditing: [Rule] = [
    Rule(
      "TV5", "setEditing: each row shows its reorder control",
      "Setting the table's isEditing (setEditing(_:animated:) without animation; a scenario's `isEditing` key or a `set` reaction) puts every row into editing mode: a cell with showsReorderControl true shows a reorder control (`<cell>.reorder`, a UITableViewCellReorderControl) at its trailing edge, unless the data source's tableView(_:canMoveRowAt:) answers false for its row. The control is 44 pt wide and the row's height, in front of the content view, which shrinks by its width (so content under it is no longer hit). Leaving editing mode removes the controls (a row being dragged keeps its control until the drag ends). The data source of a scenario's table implements tableView(_:moveRowAt:to:).",
      .apple, [.aSetEditing, .aShowsReorderControl],
      note:
        "The controls' frames (44 pt, full height) are a model decision; the leading edit control (delete/insert) is not modelled."
    ),
    Rule(
      "TV7", "The reorder control tracks the drag itself",
      "The reorder control is a UIControl with isExclusiveTouch, not a recognizer: a touch on it is a control's touch (C3-C6), delayed like any content touch (D2). beginTracking stores the touch-down point in the control's coordinates and asks the table to begin reordering the row (refused while another row is being reordered: the control does not track). Each move gives the row the finger's vertical offset from that point, round(y - downY); the row moves by it, so it follows the finger and the control with it. The lift (endTracking) releases the row in the slot it is over; a cancel (cancelTracking, e.g. a recognizer that begins with cancelsTouchesInView, G4) is handled as the same release, so the row drops where it is. The control has no targets: its touchDown, drag and touch-up events reach no app code.",
      .decompiled, [.dReorderControl]),
    Rule(
      "TV8", "moveRowAt at the release",
      "At the release (lift or cancel, TV7) the data source gets tableView(_:moveRowAt:to:) (`moveRowAt row F -> T`), also when the row ends in its own slot (F = T). The slot: the number of other rows whose centre, as the rows lay when the drag began, is above the dragged row's centre; when it changes the other rows make room. The table then lays its rows out in the new order.",
      .apple, [.aMoveRowAt, .aReorderGuide, .oViewDeck139],
      note:
        "The call after a cancelled drag with equal rows is observed (ViewDeck #139); the slot by centres is a model decision; targetIndexPathForMoveFromRowAt is not asked."
    ),
    Rule(
      "TV9", "Who keeps a reorder drag",
      "Once the reorder control tracks, the table's own pan fails at its threshold because touchesShouldCancel(in:) is false for an enabled control (K4, C8), and the control keeps the drag. When the reorder begins the table cancels the touch's sheet interactive-dismiss recognizers (a possible one fails), so a sheet does not move. Every other recognizer is left alone: an ancestor's pan with cancelsTouchesInView (an app's panel or drawer) begins at its threshold and cancels the control, and the row drops back (TV7, TV8: moveRowAt with equal rows). The app's fixes: its delegate refuses touches on the control (gestureRecognizer(_:shouldReceive:), G7), or cancelsTouchesInView false.",
      .model, [.dTableCellBeginReorder, .dReorderControl, .oViewDeck139, .oAppPanStealsReorder],
      note:
        "The cancellation of the sheet's recognizers is read in UICollectionViewTableCell; that UITableView does the same is inferred. No exception to the content-touch delay for a touch on the control was found, so the reorder begins at 150 ms (D2); a quick drag before then scrolls the table. What stops the table's pan is K4 (decompiled), not a veto read in UIKit."
    ),
    Rule(
      "TV10", "Selection while editing",
      "While the table is editing, a tap on a row highlights and selects it only when allowsSelectionDuringEditing is true (default false); otherwise the table neither highlights nor selects (no setHighlighted, no didSelectRow). allowsSelection has no effect while editing. Touches on the reorder control never select (TC4).",
      .apple, [.aAllowsSelectionDuringEditing],
      note:
        "No highlight when selection is off follows the collection view's decompiled gate (CV2); a model decision for the table."
    ),
    Rule(
      "TV11", "Swipe actions and editing",
      "A row's swipe actions showing (`swipeActionsRevealed`) is the time of UIKit's tableView(_:willBeginEditingRowAt:), their closing (`swipeActionsHidden`) of tableView(_:didEndEditingRowAt:): scenario reactions to these two (and library closures) are where an app notes that a row's actions are open, e.g. so that a panel's pan refuses to begin. That swipe-to-delete editing is not isEditing: the table shows no reorder controls. While the table is in regular editing (isEditing true) the swipe pan does not begin.",
      .apple, [.aWillBeginEditingRowAt, .oSwipeCellKitEditing],
      note:
        "The calls are documented; that the swipe pan does not begin in regular editing is a model decision (the body of swipeActionController:mayBeginSwipeForItemAtIndexPath: was not read). isEditing does not read true during swipe editing in TouchSim."
    ),
  ]
}
