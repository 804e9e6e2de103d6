import TouchSim

extension ClassDescriptor {
  /// `UISwitch`: a control with `isOn` and its own press and pan recognizers (SW1-SW4).
  static let uiSwitch = ClassDescriptor(
    "UISwitch", base: "UIControl", model: Switch.self, make: { Switch(name: $0) },
    properties: PropertyCatalogue.switches,
    generatedRecognizers: [
      GeneratedRecognizer(suffix: ".tap", role: "the press recognizer of switch"),
      GeneratedRecognizer(suffix: ".pan", role: "the pan recognizer of switch"),
    ])
}
