/// The sources of the page control's rules (PC).
extension Evidence {
  static let aPageControl = Evidence(
    "Apple: UIPageControl (\"The page control advances only one page in either direction\")",
    appleDoc + "uipagecontrol")
  static let aPageControlHeader = Evidence(
    "Apple: the comments of the SDK header UIPageControl.h, as quoted by uikit_bindings",
    "https://pub.dev/documentation/uikit_bindings/0.0.4/uikit_bindings.g/UIPageControl$Methods.html")
  static let dPageControl = decompiled("UIPageControl.mm")
  static let dInteractivePageControl = decompiled("_UIInteractivePageControlVisualProvider.mm")
  static let oNoppePageControl = Evidence(
    "zenn.dev, noppe: \"UIPageControl Is Not an Indicator\" (scrub to move quickly; tap the margins to step)")
}
