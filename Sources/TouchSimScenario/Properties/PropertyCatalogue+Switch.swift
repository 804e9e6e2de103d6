import TouchSim

extension PropertyCatalogue {
  /// `UISwitch`'s properties (SW1, SW3, SW4).
  static let switches: [PropertyDeclaration] = [
    .flag("isOn", of: "UISwitch", Switch.self, \.isOn, default: false, rules: ["SW1", "SW3", "SW4"])
  ]
}
