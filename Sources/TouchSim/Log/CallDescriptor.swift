/// One call of the log described once: its name, the receivers it goes to, its family, and the
/// fields its records can carry. Derived from `Call.catalogue` and the call's own exhaustive
/// switches (`receiverRole`, `family`) and rendering (`Record.fields`), so a new call is
/// described by adding its case, its shapes to the catalogue and its fields; the expectations
/// checker (receiver roles), the timeline and log viewer (families) and the field tables
/// (`Record.fieldKinds(ofCall:)`) read it by name.
public struct CallDescriptor: Sendable {
  /// The call's log name (`"touchesBegan"`, `"scrollViewDidScroll"`).
  public let name: String
  /// The receivers it goes to (Docs/LogFormat.md "Calls", the receiver column).
  public let receiverRole: ReceiverRole
  /// Its family (the timeline's colour group).
  public let family: CallFamily
  /// The field names and value kinds its records can carry, in jsonl order (`t`, `to`,
  /// `call`, then the call's own fields, then `why`).
  public let fields: [(name: String, kinds: [LogValue.Kind])]
}

extension Call {
  /// Every call of the log described once, in catalogue order.
  public static let descriptors: [CallDescriptor] = {
    var order: [String] = []
    var byName: [String: CallDescriptor] = [:]
    for call in catalogue {
      var fields = byName[call.name]?.fields ?? []
      for field in Record(time: .zero, receiver: "", call: call, why: .unexplained).fields {
        if let index = fields.firstIndex(where: { $0.name == field.name }) {
          if !fields[index].kinds.contains(field.value.kind) { fields[index].kinds.append(field.value.kind) }
        } else {
          fields.append((field.name, [field.value.kind]))
        }
      }
      if byName[call.name] == nil { order.append(call.name) }
      byName[call.name] = CallDescriptor(
        name: call.name, receiverRole: call.receiverRole, family: call.family, fields: fields)
    }
    return order.compactMap { byName[$0] }
  }()

  /// The description of the call named `name`; nil for a name that is no call of the log.
  public static func descriptor(named name: String) -> CallDescriptor? { descriptorsByName[name] }

  private static let descriptorsByName: [String: CallDescriptor] = Dictionary(
    descriptors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
