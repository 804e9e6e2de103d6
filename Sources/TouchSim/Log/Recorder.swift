/// Collects the records of a run in order, or streams them to a sink.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
public final class Recorder {
  /// The records kept so far (empty when streaming without keeping).
  @exclusivity(unchecked) public private(set) var records: [Record] = []
  /// How many records were produced.
  @exclusivity(unchecked) public private(set) var count = 0
  /// Called with each record as it is produced.
  @exclusivity(unchecked) public var sink: ((Record) -> Void)?
  /// Whether to keep records in `records`.
  @exclusivity(unchecked) public var keepsRecords: Bool
  /// Decides which records are admitted: a record it refuses is not counted, streamed or
  /// kept, as if it had never been made. For tools that hide records, and for tests that
  /// plant a defect in what the invariant checker sees from outside the model's delivery
  /// code (issue 14: no test-only fault in the delivery path).
  @exclusivity(unchecked) public var admits: ((Record) -> Bool)?
  /// Whether records carry a `why` (`--explain`); facts are kept only then too.
  @exclusivity(unchecked) public var explains: Bool
  /// The arbitration facts of the run, in the order they happened (kept with `explains`
  /// and `keepsFacts`).
  @exclusivity(unchecked) public private(set) var facts: [ArbitrationFact] = []
  /// Whether `note` keeps facts when explanations are on (pictures of the run read them); a
  /// streamed run turns it off, so that nothing grows with the log's length.
  @exclusivity(unchecked) public var keepsFacts = true
  /// Set by a sink that can take no more records (the log's reader closed its pipe): the
  /// simulation stops before its next event (`Simulation.Outcome.interrupted`).
  @exclusivity(unchecked) public var stopRequested = false

  /// Creates a recorder.
  public init(keepsRecords: Bool = true, explains: Bool = false) {
    self.keepsRecords = keepsRecords
    self.explains = explains
  }

  /// Keeps a fact when explanations are on.
  public func note(_ fact: @autoclosure () -> ArbitrationFact) {
    if explains && keepsFacts { facts.append(fact()) }
  }

  /// Appends a record.
  public func append(_ record: consuming Record) {
    if let admits, !admits(record) { return }
    count += 1
    sink?(record)
    if keepsRecords { records.append(record) }
  }
}
