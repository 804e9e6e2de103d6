/// A pending step of a requirement cascade (G10, MD18): what a nested call would still do
/// after the decision above it returns. `GestureEnvironment.runCascade` runs them innermost
/// (last) first, so the records come in the order of UIKit's nested retries.
enum CascadeStep {
  /// Retry the recognitions that may wait on `after`, which just left possible.
  case retry(after: GestureRecognizer)
  /// The rest of a retry of the trigger's dependents: `candidates[next...]`.
  case retrying([GestureRecognizer], next: Int)
  /// The rest of a retry of every waiting recognition: those activated after stamp `after`.
  case retryingDeferred(after: Int)
  /// MD18: fail the recognizers `by` prevents, once the retries its recognition released are done.
  case prevent(by: GestureRecognizer)
  /// The rest of a prevention: `others[next...]`, the recognizers sharing a touch with it.
  case preventing(GestureRecognizer, others: [GestureRecognizer], next: Int)
}
