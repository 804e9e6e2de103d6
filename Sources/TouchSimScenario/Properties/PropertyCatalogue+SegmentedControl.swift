import TouchSim

extension PropertyCatalogue {
  /// `UISegmentedControl`'s properties (SC1, SC5). `numberOfSegments` comes first, so a
  /// scenario's `selectedSegmentIndex` is stored once the segments exist.
  static let segmentedControls: [PropertyDeclaration] = [
    .integer(
      "numberOfSegments", of: "UISegmentedControl", SegmentedControl.self, \.numberOfSegments, range: 0...100,
      default: 0, rules: ["SC1"]),
    .integer(
      "selectedSegmentIndex", of: "UISegmentedControl", SegmentedControl.self, \.selectedSegmentIndex,
      range: -1...99, default: SegmentedControl.noSegment, rules: ["SC1", "SC3", "SC4"]),
    .flag(
      "isMomentary", of: "UISegmentedControl", SegmentedControl.self, \.isMomentary, default: false, rules: ["SC5"]),
  ]
}
