/// An app's answer to one of UIKit's questions (a delegate method or an override the app
/// implements: `gestureRecognizer(_:shouldReceive:)`, `touchesShouldCancel(in:)`,
/// `point(inside:with:)`, `beginTracking(_:with:)`, `tableView(_:willSelectRowAt:)`, ...),
/// with what `--explain` says about it: which of the app's tests decided and the values it
/// read. The model logs the value as the call's `result` and adds the reason, when there is
/// one, to the call's `why`.
///
/// App code builds the reason only when its window explains (`Window.explains`), so an answer
/// costs nothing more than its value otherwise:
///
/// ```swift
/// recognizer.delegate.shouldReceive = { recognizer, touch in
///   let inTable = touch.view?.isDescendant(of: table) == true
///   return AppAnswer(!inTable, because: table.window?.explains == true ? .app(MyReason.insideTable) : nil)
/// }
/// ```
public struct AppAnswer<Value> {
  /// The answer.
  public var value: Value
  /// Why the app answered so, for `--explain`; `nil` when it gives no reason or the window
  /// does not explain.
  public var reason: Reason?

  /// An answer, with an optional reason.
  public init(_ value: Value, because reason: Reason? = nil) {
    self.value = value
    self.reason = reason
  }
}

extension AppAnswer {
  /// The same answer with an optional value, as override points that may leave the answer
  /// to `super` take it.
  public var optional: AppAnswer<Value?> { AppAnswer<Value?>(value, because: reason) }
}

extension AppAnswer: Equatable where Value: Equatable {}
extension AppAnswer: Sendable where Value: Sendable {}

extension Reason {
  /// The model's own reason for a call, followed by the app's reason for its answer when it
  /// gave one.
  public func adding(_ appReason: Reason?) -> Reason {
    guard let appReason else { return self }
    return .clauses([self, appReason])
  }
}
