import TouchSim

extension ClassDescriptor {
  /// `UIStepper`: a control with its value properties; its autorepeat runs on a timer the
  /// scenario bounds (issue 27).
  static let uiStepper = ClassDescriptor(
    "UIStepper", base: "UIControl", model: Stepper.self, make: { Stepper(name: $0) },
    properties: PropertyCatalogue.steppers, autorepeats: true)
}
