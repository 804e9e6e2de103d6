import TouchSim

extension ClassDescriptor {
  /// `UITextField`: a control that becomes first responder (TF1-TF3), its delegate's editing
  /// questions and its editing events and notifications (TF6-TF8).
  static let uiTextField = ClassDescriptor(
    "UITextField", base: "UIControl", model: TextField.self, make: { TextField(name: $0) },
    keys: LogicQuestion.written(in: .textField).map(\.rawValue),
    callbacks: LogicCallback.textField,
    readableMembers: [.of(TextField.self, "isEditing", .bool) { .bool($0.isEditing) }])
}
