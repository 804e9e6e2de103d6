import TouchSim

/// Which records of a run get a mark, and the lanes: receivers in order of first appearance,
/// within `TimelineLimits.maxMarks` and `maxLanes`. What the caps leave out is counted.
struct MarkSelection {
  /// The receivers with a lane, in order of first appearance.
  private(set) var receivers: [String] = []
  /// The drawn records: index in the log and lane.
  private(set) var drawn: [(record: Int, lane: Int)] = []
  /// Records not drawn because `maxMarks` marks were already drawn.
  private(set) var overMarks = 0
  /// Records not drawn because their receiver found no lane.
  private(set) var overLanes = 0
  /// How many receivers found no lane.
  private(set) var hiddenReceivers = 0

  init(_ records: [Record], limits: TimelineLimits) {
    var laneIndex: [String: Int] = [:]
    var hidden: Set<String> = []
    for (index, record) in records.enumerated() {
      guard drawn.count < limits.maxMarks else {
        overMarks += 1
        continue
      }
      if let lane = laneIndex[record.receiver] {
        drawn.append((index, lane))
      } else if receivers.count < limits.maxLanes {
        laneIndex[record.receiver] = receivers.count
        drawn.append((index, receivers.count))
        receivers.append(record.receiver)
      } else {
        overLanes += 1
        hidden.insert(record.receiver)
      }
    }
    hiddenReceivers = hidden.count
  }
}
