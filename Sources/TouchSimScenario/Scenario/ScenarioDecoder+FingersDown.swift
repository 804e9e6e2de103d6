import TouchSim

extension ScenarioDecoder {
  /// The most fingers a scenario may hold down at once. A device tracks a handful (UIKit
  /// reports 5 on an iPhone and 11 on an iPad); recognizers look at every finger down on
  /// every event (a pan's centroid), so the work of an event grows with this number, and
  /// 1,000 keeps every accepted file within the 2 s replay promise (issue 12).
  static let maxFingersDown = 1_000

  /// Refuses touches that hold more than `maxFingersDown` fingers down at one instant,
  /// pointing at the stroke whose touch-down is one too many. A finger counts as down from
  /// its first sample to its last; one that lifts at the instant another lands is not
  /// counted with it.
  func checkFingersDownAtOnce(_ strokes: [Scenario.Stroke], at locations: [SourceLocation]) throws(ScenarioError) {
    guard strokes.count > Self.maxFingersDown else { return }
    // (time, +1 for a touch-down or -1 for a lift, stroke index); lifts first at one instant.
    var changes: [(time: Int64, delta: Int, stroke: Int)] = []
    changes.reserveCapacity(2 * strokes.count)
    for (index, stroke) in strokes.enumerated() {
      guard let first = stroke.path.first, let last = stroke.path.last else { continue }
      changes.append((SimTime.milliseconds(first.t).microseconds, 1, index))
      changes.append((SimTime.milliseconds(last.t).microseconds, -1, index))
    }
    changes.sort { ($0.time, $0.delta, $0.stroke) < ($1.time, $1.delta, $1.stroke) }
    var down = 0
    for change in changes {
      down += change.delta
      if down > Self.maxFingersDown {
        let time = SimTime(microseconds: change.time)
        throw ScenarioError(
          "more than \(Self.maxFingersDown) fingers are down at once at \(time) ms; TouchSim replays at most "
            + "\(Self.maxFingersDown) (a device tracks a handful)",
          at: locations[change.stroke])
      }
    }
  }
}
