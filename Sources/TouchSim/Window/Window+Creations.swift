#if DEBUG
  extension Window {
    /// The windows made while it is bound (debug builds only, for tests).
    public final class CreationCount: @unchecked Sendable {
      /// How many windows were made.
      public private(set) var count = 0

      /// A count from zero.
      public init() {}

      func increment() { count += 1 }
    }

    /// Counts the windows made in this task while bound (`Window.$creations.withValue`): a
    /// task-local, so that tests running at the same time in other tasks do not touch it.
    /// Tests use it to show that `Scenario.validate` builds no window. Debug builds only:
    /// the release model has no global state.
    @TaskLocal public static var creations: CreationCount?
  }
#endif
