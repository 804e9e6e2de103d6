/// A pending step of a requirement cascade (G10, MD18): what a nested call would still do
/// after the decision above it returns. `GestureEnvironment.runCascade` runs them innermost
/// (last) first, so the records come in the order of UIKit's nested retries.
enum CascadeStep {
  /// Retry the recognitions that may wait on `after`, which just left possible.
  case retry(after: GestureRecognizer)
  /// The rest of a retry: `candidates[next...]`; `listed` when they are the trigger's dependents.
  case retrying([GestureRecognizer], next: Int, listed: Bool)
  /// MD18: fail the recognizers `by` prevents, once the retries its recognition released are done.
  case prevent(by: GestureRecognizer)
  /// The rest of a prevention: `others[next...]`, the sharing recognizers' identities in `sharing`.
  case preventing(GestureRecognizer, sharing: Set<ObjectIdentifier>, others: [GestureRecognizer], next: Int)
}
