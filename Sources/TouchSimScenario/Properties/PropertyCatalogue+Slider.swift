import TouchSim

extension PropertyCatalogue {
  /// `UISlider`'s properties (SL1, SL5). The ends come before `value`, so a scenario's value
  /// is pinned to the scenario's ends, not to the defaults.
  static let sliders: [PropertyDeclaration] = [
    .number(
      "minimumValue", of: "UISlider", Slider.self, \.minimumValue, range: sliderValues, default: 0, rules: ["SL1"]),
    .number(
      "maximumValue", of: "UISlider", Slider.self, \.maximumValue, range: sliderValues, default: 1, rules: ["SL1"]),
    .number("value", of: "UISlider", Slider.self, \.value, range: sliderValues, default: 0, rules: ["SL1", "SL4"]),
    .flag("isContinuous", of: "UISlider", Slider.self, \.isContinuous, default: true, rules: ["SL5"]),
  ]

  /// The values a scenario may give a slider (UIKit's are `Float`s; a million either way is
  /// plenty for a screen and keeps the log's numbers short).
  static let sliderValues: ClosedRange<Double> = -1_000_000...1_000_000
}
