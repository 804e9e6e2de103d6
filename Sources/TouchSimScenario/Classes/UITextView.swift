import TouchSim

extension ClassDescriptor {
  /// `UITextView`: a scroll view with its editing properties (TXV1-TXV4), its delegate's
  /// editing questions and notifications (TF9).
  static let uiTextView = ClassDescriptor(
    "UITextView", base: "UIScrollView", model: TextView.self, make: { TextView(name: $0) },
    properties: PropertyCatalogue.textViews,
    keys: [propertiesMarker] + LogicQuestion.written(in: .textView).map(\.rawValue),
    callbacks: LogicCallback.textView,
    readableMembers: [.of(TextView.self, "isEditing", .bool) { .bool($0.isEditing) }])
}
