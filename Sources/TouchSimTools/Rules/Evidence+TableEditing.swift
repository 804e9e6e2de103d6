/// The sources of the table editing rules (TV5-TV11), issue 29 item 6.
extension Evidence {
  static let aSetEditing = Evidence(
    "Apple: UITableView.setEditing(_:animated:) (\"the table view goes into editing mode by calling "
      + "setEditing(_:animated:) on each visible UITableViewCell object\")",
    appleDoc + "uitableview/setediting(_:animated:)")
  static let aShowsReorderControl = Evidence(
    "Apple: UITableViewCell.showsReorderControl (\"For the reordering control to appear, you must not only set this "
      + "property but implement the UITableViewDataSource method tableView(_:moveRowAt:to:) ... if the data source "
      + "implements tableView(_:canMoveRowAt:) to return false, the reordering control does not appear\")",
    appleDoc + "uitableviewcell/showsreordercontrol")
  static let dReorderControl = decompiled(
    "UITableViewCellReorderControl.mm: -initWithTableViewCell: \"[(UIControl *)&v28 initWithFrame:...]; ... "
      + "[(UIView *)v13 setExclusiveTouch:1]\"; -shouldTrack (not tracking and cell _isReorderControlActive); "
      + "-beginTrackingWithTouch:withEvent: (setTracking:1, _downPoint = [touch locationInView:self], "
      + "return [cell _grabberBeganReorder:self touch:touch]); -continueTrackingWithTouch:withEvent: "
      + "(round(y - _downPoint.y), [cell _grabberDragged:yDelta:touch:], return 1); -endTrackingWithTouch:withEvent: "
      + "([cell _grabberReleased:self]); -cancelTrackingWithEvent: (\"if ([self isTracking]) { [self "
      + "endTrackingWithTouch:0 withEvent:eventCopy]; }\")")
  static let aMoveRowAt = Evidence(
    "Apple: tableView(_:moveRowAt:to:) (\"The UITableView object sends this message to the data source when the "
      + "user presses the reorder control in the row at sourceIndexPath\")",
    appleDoc + "uitableviewdatasource/tableview(_:moverowat:to:)")
  static let aReorderGuide = Evidence(
    "Apple: Table View Programming Guide, Managing the Reordering of Rows (\"When a table view enters editing mode "
      + "and when users drag a reordering control, the table view sends a series of messages to its data source and "
      + "delegate\")",
    "https://developer.apple.com/library/ios/documentation/userexperience/conceptual/TableView_iPhone/"
      + "ManageReorderRow/ManageReorderRow.html")
  static let oViewDeck139 = Evidence(
    "ViewDeck/ViewDeck #139: a container's pan drops a reorder drag (\"Once it is about to reach the next row, the "
      + "drag is forced to be dropped. So I always get the same fromIndex and toIndex in "
      + "-tableView:moveRowAtIndexPath:toIndexPath:\")",
    "https://github.com/ViewDeck/ViewDeck/issues/139")
  static let oAppPanStealsReorder = Evidence(
    "aryaxt/iOS-Slide-Menu #259 (fix: \"panRecognizer.cancelsTouchesInView = NO\"), erichoracek/"
      + "MSDynamicsDrawerViewController #13 (\"the pan gesture on MSDraggableView prevents the "
      + "UITableViewCellReorderControl from working\"), a drawer whose shouldReceive refuses touches on "
      + "UITableViewCellReorderControl",
    "https://github.com/aryaxt/iOS-Slide-Menu/issues/259")
  static let dTableCellBeginReorder = decompiled(
    "UICollectionViewTableCell.mm, -_beginReorderingForCell:touch:: after beginInteractiveMovementForItemAtIndexPath: "
      + "it enumerates [touch gestureRecognizers] and, for each with _UISheetInteractionGestureIsForInteractiveDismiss, "
      + "calls [UIApp _cancelGestureRecognizers:@[gr]]")
  static let aAllowsSelectionDuringEditing = Evidence(
    "Apple: UITableView.allowsSelectionDuringEditing (\"If the value of this property is true, users can select rows "
      + "during editing. The default value is false.\"); allowsSelection (\"Setting this property affects cell "
      + "selection only when the table view isn't in editing mode\")",
    appleDoc + "uitableview/allowsselectionduringediting")
  static let aWillBeginEditingRowAt = Evidence(
    "Apple: tableView(_:willBeginEditingRowAt:) (\"This method is called when the user swipes horizontally across a "
      + "row; as a consequence, the table view sets its isEditing property to true ... In this \\\"swipe to delete\\\" "
      + "mode the table view does not display any insertion, deletion, and reordering controls\"); "
      + "tableView(_:didEndEditingRowAt:)",
    appleDoc + "uitableviewdelegate/tableview(_:willbegineditingrowat:)")
  static let oSwipeCellKitEditing = Evidence(
    "SwipeCellKit commit 95889a1: \"UITableView uses private flags to differentiate the difference between "
      + "\\\"editingForSwipe\\\" and regular \\\"editing\\\"\"",
    "https://github.com/SwipeCellKit/SwipeCellKit/commit/95889a18ae87c23ee9c71cee775e8a3ce32687ad")
}
