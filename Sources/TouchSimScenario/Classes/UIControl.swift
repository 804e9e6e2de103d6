import TouchSim

extension ClassDescriptor {
  /// `UIControl`: its properties, its tracking overrides (C3-C6) and its control events.
  static let uiControl = ClassDescriptor(
    "UIControl", base: "UIView", model: Control.self, make: { Control(name: $0) },
    properties: PropertyCatalogue.controls,
    keys: [propertiesMarker] + LogicQuestion.written(in: .control).map(\.rawValue),
    callbacks: ControlEvent.allCases.map(\.rawValue),
    readableMembers: [
      .of(Control.self, "isTracking", .bool) { .bool($0.isTracking) },
      .of(Control.self, "isTouchInside", .bool) { .bool($0.isTouchInside) },
      .of(Control.self, "isHighlighted", .bool) { .bool($0.isHighlighted) },
    ])
}
