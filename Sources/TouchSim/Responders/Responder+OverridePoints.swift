/// How the model asks an override point that answers a question (`touchesShouldCancel(in:)`,
/// `gestureRecognizerShouldBegin(_:)`, `beginTracking(_:with:)`, ...) and tells where the
/// answer came from: UIKit's default, an answer the object was given as code (a scenario's
/// conditions, `AppAnswer` closures), or an app class's own override.
///
/// Each such method's `super` answers through `given(_:default:)`, which marks a default
/// answer; `askOverridePoint` reads the marks after the call. The log shows a question only
/// where UIKit's default was not the answer, for an override exactly as for the scenario key.
struct OverrideAnswer<Value: Equatable> {
  /// The answer.
  let value: Value
  /// `super` answered with UIKit's default and the override kept it.
  let isDefault: Bool
  /// Why (`--explain`): the given answer's reason, or the app override's; `nil` otherwise.
  let reason: Reason?
}

extension Responder {
  /// Asks an override point (`call`), saying where the answer came from. `method` names it
  /// for `--explain`. Nested questions (app code asking inside an override) keep their marks.
  func askOverridePoint<Value: Equatable>(
    _ method: String, default defaultValue: Value, explains: Bool, _ call: () -> Value
  ) -> OverrideAnswer<Value> {
    let saved = (answeredByDefault, givenAnswerReason, gaveAnswer)
    answeredByDefault = false
    givenAnswerReason = nil
    gaveAnswer = false
    defer { (answeredByDefault, givenAnswerReason, gaveAnswer) = saved }
    let value = call()
    if answeredByDefault && !gaveAnswer && value == defaultValue {
      return OverrideAnswer(value: value, isDefault: true, reason: nil)
    }
    let reason = gaveAnswer ? givenAnswerReason : explains ? .app(HandlerReason.overridden(method)) : nil
    return OverrideAnswer(value: value, isDefault: false, reason: reason)
  }

  /// `super`'s answer: the answer the object was given as code, if it gave one, else UIKit's
  /// default (marked as such).
  func given<Value>(_ answer: AppAnswer<Value?>?, default defaultValue: Value) -> Value {
    if let answer, let value = answer.value {
      gaveAnswer = true
      givenAnswerReason = answer.reason
      return value
    }
    answeredByDefault = true
    return defaultValue
  }
}
