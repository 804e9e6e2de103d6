/// The sources of the segmented control's rules (SC).
extension Evidence {
  static let dSegmentedControl = decompiled("UISegmentedControl.mm")
  static let dSegmentedStyle = decompiled("UISegmentedControlDefaultStyleProvider.mm, mostlyInsideMargin returns 70.0")
  static let aSelectedSegmentIndex = Evidence(
    "Apple: UISegmentedControl.selectedSegmentIndex", appleDoc + "uisegmentedcontrol/selectedsegmentindex")
  static let aIsMomentary = Evidence(
    "Apple: UISegmentedControl.isMomentary", appleDoc + "uisegmentedcontrol/ismomentary")
  static let aSegmentedControl = Evidence("Apple: UISegmentedControl", appleDoc + "uisegmentedcontrol")
  static let oSameValueSegmented = Evidence(
    "GGKSameValueSegmentedControl (2014): on iOS 7 and later the index changes in touchesEnded, and a touch on the "
      + "selected segment sends no valueChanged",
    "https://github.com/mingming1222/podsnatcher")
  static let oSegmentedBlocksScroll = Evidence(
    "react-native-segmented-control PR #919 (iOS 15.2, 18.5, 26.2): scroll gestures that start on the segmented "
      + "control do not scroll the ScrollView (React Native's scroll view does not delay content touches)",
    "https://github.com/react-native-segmented-control/segmented-control/pull/919")
  static let oSegmentedHorizontalScroll = Evidence(
    "Plugin.SegmentedControl #75 (iOS 13): a segmented control in a horizontal scroll view can no longer be swiped",
    "https://github.com/1iveowl/Plugin.SegmentedControl/issues/75")
}
