/// Collects the records of a run in order, or streams them to a sink.
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
  /// Whether records carry a `why` (`--explain`).
  @exclusivity(unchecked) public var explains: Bool

  /// Creates a recorder.
  public init(keepsRecords: Bool = true, explains: Bool = false) {
    self.keepsRecords = keepsRecords
    self.explains = explains
  }

  /// Appends a record.
  public func append(_ record: Record) {
    if let admits, !admits(record) { return }
    count += 1
    sink?(record)
    if keepsRecords { records.append(record) }
  }
}
