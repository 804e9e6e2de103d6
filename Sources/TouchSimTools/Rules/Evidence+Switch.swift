/// The sources of the UISwitch rules (SW): the decompiled switch, its visual element and its
/// gesture tracking session (iOS 26.1), and the reports issue 17 cites.
extension Evidence {
  static let dSwitch = decompiled("UISwitch.mm")
  static let dSwitchElement = decompiled("UISwitchModernVisualElement.mm")
  static let dSwitchSession = decompiled("UISwitchMVEGestureTrackingSession.mm")
  static let rFullscreenPop115 = Evidence(
    "forkingdog/FDFullscreenPopGesture #115: a control under the full-screen pop pan",
    "https://github.com/forkingdog/FDFullscreenPopGesture/issues/115")
}
