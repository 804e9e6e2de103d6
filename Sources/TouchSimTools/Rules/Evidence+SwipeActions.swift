/// The sources of the swipe-action rules (SA, issue 18): the decompiled swipe handler, its
/// pan and dismissal recognizers and controller (iOS 26.1), Apple's configuration pages and the
/// device reports Docs/Research/Containers.md cites.
extension Evidence {
  static let dSwipeHandler = decompiled("_UISwipeHandler.mm")
  static let dSwipePan = decompiled("_UISwipeActionPanGestureRecognizer.mm")
  static let dSwipeDismissal = decompiled("_UISwipeDismissalGestureRecognizer.mm")
  static let dSwipeController = decompiled("UISwipeActionController.mm")
  static let aSwipeConfiguration = Evidence(
    "Apple: UISwipeActionsConfiguration", appleDoc + "uiswipeactionsconfiguration")
  static let aFullSwipe = Evidence(
    "Apple: UISwipeActionsConfiguration.performsFirstActionWithFullSwipe (default true)",
    appleDoc + "uiswipeactionsconfiguration/performsfirstactionwithfullswipe")
  static let aTrailingSwipe = Evidence(
    "Apple: UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
    appleDoc + "uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)")
  static let rPanToPop6 = Evidence(
    "Enricoza/EZCustomNavigation #6: the pan-to-pop takes precedence over the table's _UISwipeActionPanGestureRecognizer",
    "https://github.com/Enricoza/EZCustomNavigation/issues/6")
  static let rPanToPop5 = Evidence(
    "Enricoza/EZCustomNavigation #5: with a pan of smaller threshold, swipe-to-delete needs a very fast finger",
    "https://github.com/Enricoza/EZCustomNavigation/issues/5")
}
