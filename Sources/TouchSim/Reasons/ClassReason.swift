/// A model class's own explanations, declared in the class's own files rather than as cases of
/// the shared reason enums of this folder (`ControlReason`, `GestureReason`, ...): a class
/// added to the model brings its reasons and the rule IDs they cite beside its model file
/// (`RefreshControl+Reason.swift`), and no central list is edited by hand.
///
/// Like the shared reasons, a class's reason is a typed value whose English is rendered at the
/// edge (`text`), and it always says which rules it cites (`ruleIDs`, no default): a test
/// checks them against the rules its text names. Unlike `AppExplanation`, it is the model's
/// own: `Reason.model` holds it, `Reason.app` is left to app code.
///
/// ```swift
/// extension RuleID { static let rf4: RuleID = "RF4" }
/// enum RefreshControlReason: ClassExplanation {
///   case triggered
///   var text: String { "RF4: the pull reached the snapping height" }
///   var ruleIDs: [RuleID] { [.rf4] }
/// }
/// send(.valueChanged, because: .model(RefreshControlReason.triggered))
/// ```
public protocol ClassExplanation: Sendable, Equatable {
  /// The explanation as the logs print it: one clause.
  var text: String { get }
  /// The rules the explanation cites, in the order its text names them.
  var ruleIDs: [RuleID] { get }
}

/// A model class's typed explanation, as a reason holds it (`Reason.model`).
public struct ClassReason: Sendable, Equatable {
  private let value: any ClassExplanation

  /// Wraps a class's explanation.
  public init(_ value: some ClassExplanation) { self.value = value }

  /// The explanation's text.
  public var text: String { value.text }

  /// The rules the explanation cites.
  public var ruleIDs: [RuleID] { value.ruleIDs }

  /// The wrapped value, to read it back as its own type.
  public var explanation: any ClassExplanation { value }

  public static func == (lhs: ClassReason, rhs: ClassReason) -> Bool { lhs.value.isEqual(to: rhs.value) }
}

extension ClassExplanation {
  fileprivate func isEqual(to other: any ClassExplanation) -> Bool { (other as? Self) == self }
}

extension Reason {
  /// A reason that a model class declares in its own files (`ClassExplanation`).
  public static func model(_ explanation: some ClassExplanation) -> Reason { .model(ClassReason(explanation)) }
}
