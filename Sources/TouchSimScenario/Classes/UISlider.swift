import TouchSim

extension ClassDescriptor {
  /// `UISlider`: a control with its value properties.
  static let uiSlider = ClassDescriptor(
    "UISlider", base: "UIControl", model: Slider.self, make: { Slider(name: $0) },
    properties: PropertyCatalogue.sliders)
}
