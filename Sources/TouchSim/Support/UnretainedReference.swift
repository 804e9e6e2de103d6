/// What a scheduled closure holds of the object that scheduled it: the object while it
/// exists, `nil` after (its `deinit` clears `object`).
///
/// A `weak` capture would give the object a side table, which sends its every retain and
/// release down the runtime's slow path (issue 15: half the app-logic benchmark); a strong
/// one would keep it alive through its own scheduler's queue. `Window` and `Simulation` hand
/// their timers and touch events one of these.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
final class UnretainedReference<Object: AnyObject> {
  /// The object; `nil` once it is gone.
  @exclusivity(unchecked) unowned(unsafe) var object: Object?

  /// A reference the object fills in once it is initialized.
  init() {}
}
