/// The sources of the slider's rules (SL).
extension Evidence {
  static let dSlider = decompiled("UISlider.mm, encodeWithCoder: and initWithCoder: (defaults)")
  static let dSliderElement = decompiled("_UISlideriOSVisualElement.mm")
  static let aSlider = Evidence("Apple: UISlider", appleDoc + "uislider")
  static let aSliderValue = Evidence("Apple: UISlider.value", appleDoc + "uislider/value")
  static let aSliderIsContinuous = Evidence("Apple: UISlider.isContinuous", appleDoc + "uislider/iscontinuous")
  static let aControlsGRMirror = Evidence(
    "Apple: Attaching gesture recognizers to UIKit controls (\"a single finger swipe occurs on the knob of a "
      + "UISlider object, in a direction parallel to the slider\")",
    "https://apple-docs.everest.mt/docs/uikit/attaching-gesture-recognizers-to-uikit-controls/")
  static let oTappableSlider = Evidence(
    "TappableSlider and similar public subclasses override beginTracking(_:with:) to return true, so that a tap on "
      + "the track moves the thumb: the stock slider ignores it")
  static let oSliderInScrollView = Evidence(
    "alibabacloud, \"Be careful about UIScrollView\": dragging a UISlider in a scroll view at once scrolls; pressing "
      + "it for more than 150 ms first, then dragging, moves the slider",
    "https://topic.alibabacloud.com/a/be-careful-about-scrollerview_1_19_32536144.html")
  static let oSliderBackSwipe = Evidence(
    "cnblogs demodashi (2018): a slider under a full-screen back-swipe pan; a quick drag on it triggers the pan",
    "https://cnblogs.com/demodashi/p/9582512.html")
}
