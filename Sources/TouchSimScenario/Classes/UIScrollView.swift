import TouchSim

extension ClassDescriptor {
  /// `UIScrollView`: content geometry, its properties, its touch-cancelling overrides and
  /// pan sharing (Docs/ScenarioFormat.md), its delegate's calls, and what app logic reads.
  static let uiScrollView = ClassDescriptor(
    "UIScrollView", base: "UIView", model: ScrollView.self, make: { ScrollView(name: $0) },
    properties: PropertyCatalogue.scrollViews,
    keys: [
      "contentSize", "contentOffset", "contentInset", propertiesMarker, "touchesShouldBegin", "touchesShouldCancel",
      "sharesPanWith",
    ],
    callbacks: ScrollDelegateCall.allCases.map(\.rawValue),
    readableMembers: [
      .of(ScrollView.self, "contentOffset", .vector) { .vector($0.contentOffset) },
      .of(ScrollView.self, "contentSize", .vector) {
        .vector(Point(x: $0.contentSize.width, y: $0.contentSize.height))
      },
      .of(ScrollView.self, "isDragging", .bool) { .bool($0.isDragging) },
      .of(ScrollView.self, "isDecelerating", .bool) { .bool($0.isDecelerating) },
      .of(ScrollView.self, "isTracking", .bool) { .bool($0.isTracking) },
    ])
}
