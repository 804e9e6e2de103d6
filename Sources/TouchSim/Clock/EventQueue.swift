/// A min-heap of pending events ordered by `(time, priority, sequence)`.
///
/// The sequence number is handed out at insertion, so events of one priority at the same
/// instant come out in the order they were scheduled; a lower priority value comes first
/// (MD17: touch events before timers). Popping takes one event at a time.
///
/// - Complexity: O(log n) for `insert` and `popFirst`.
public struct EventQueue<Payload> {
  /// One scheduled entry.
  public struct Entry {
    /// When it is due.
    public var time: SimTime
    /// The class of event at one instant: lower first (0 touch events, 1 everything else).
    public var priority: UInt8
    /// Insertion order, the tie-breaker for equal times and priorities.
    public var sequence: UInt64
    /// What to do.
    public var payload: Payload

    @inline(__always)
    func precedes(_ other: Entry) -> Bool {
      time < other.time
        || (time == other.time
          && (priority < other.priority || (priority == other.priority && sequence < other.sequence)))
    }
  }

  private var storage: [Entry] = []
  private var nextSequence: UInt64 = 0

  /// Creates an empty queue.
  public init() {}

  /// The number of pending entries.
  public var count: Int { storage.count }

  /// Whether no entries are pending.
  public var isEmpty: Bool { storage.isEmpty }

  /// The earliest entry without removing it.
  public var first: Entry? { storage.first }

  /// Adds an entry and returns its sequence number.
  @discardableResult
  public mutating func insert(_ payload: Payload, at time: SimTime, priority: UInt8 = 1) -> UInt64 {
    let sequence = nextSequence
    nextSequence += 1
    storage.append(Entry(time: time, priority: priority, sequence: sequence, payload: payload))
    siftUp(storage.count - 1)
    return sequence
  }

  /// Removes and returns the earliest entry.
  public mutating func popFirst() -> Entry? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let entry = storage.removeLast()
    if !storage.isEmpty { siftDown(0) }
    return entry
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child].precedes(storage[parent]) else { return }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var best = left
      let right = left + 1
      if right < count && storage[right].precedes(storage[left]) { best = right }
      guard storage[best].precedes(storage[parent]) else { return }
      storage.swapAt(parent, best)
      parent = best
    }
  }

  #if DEBUG
    /// Checks the heap property; used by tests and debug builds.
    public func _checkInvariants() -> Bool {
      for index in storage.indices.dropFirst() where storage[index].precedes(storage[(index - 1) / 2]) {
        return false
      }
      return true
    }
  #endif
}
