import TouchSim

extension PropertyCatalogue {
  /// `UIStepper`'s properties (SP1-SP4).
  static let steppers: [PropertyDeclaration] = [
    .number(
      "minimumValue", of: "UIStepper", Stepper.self, \.minimumValue, range: -1_000_000_000...1_000_000_000, default: 0,
      rules: ["SP1"]),
    .number(
      "maximumValue", of: "UIStepper", Stepper.self, \.maximumValue, range: -1_000_000_000...1_000_000_000,
      default: 100, rules: ["SP1"]),
    .number(
      "value", of: "UIStepper", Stepper.self, \.value, range: -1_000_000_000...1_000_000_000, default: 0,
      rules: ["SP1", "SP3"]),
    .number(
      "stepValue", of: "UIStepper", Stepper.self, \.stepValue, range: 0.001...1_000_000_000, default: 1,
      rules: ["SP1", "SP3"]),
    .flag("autorepeat", of: "UIStepper", Stepper.self, \.autorepeat, default: true, rules: ["SP4"]),
    .flag("wraps", of: "UIStepper", Stepper.self, \.wraps, default: false, rules: ["SP2", "SP3"]),
    .flag("isContinuous", of: "UIStepper", Stepper.self, \.isContinuous, default: true, rules: ["SP4"]),
  ]
}
