import TouchSim

extension ClassDescriptor {
  /// `UITextField`: a control that becomes first responder (TF1-TF3).
  static let uiTextField = ClassDescriptor(
    "UITextField", base: "UIControl", model: TextField.self, make: { TextField(name: $0) },
    readableMembers: [.of(TextField.self, "isEditing", .bool) { .bool($0.isEditing) }])
}
