import TouchSim

/// Where a scroll view's arbitration shows in a run, derived from the records and strokes:
/// its delayed-touches windows (D1–D5) and its pan's hysteresis crossings (G14, P1, K5).
///
/// A scroll view `S` logs its recognizers as `S.delay` and `S.pan` (Docs/LogFormat.md).
/// - A delay window closes when `S.delay` leaves `possible` (the withheld `touchesBegan` is
///   released or refused, D4, K2), or when `S.pan` begins while no `S.delay` record has
///   closed the window (D5: the withheld touches are dropped). It opens at the earliest
///   touch-down of the fingers `S` asks `touchesShouldBegin` about at that instant, else of
///   the fingers down then; only touch-downs after the scroll view's previous window count.
///   Without strokes, the first `hitTest` after the previous window opens it. Empty windows
///   (`delaysContentTouches = false`) are not drawn.
/// - A crossing is `S.pan` leaving `possible` for `began`, or for `failed` while a finger is
///   down and not lifting at that instant (the drag was refused: K5, P2). Without strokes,
///   a failure counts only beside a `touchesShouldCancel` record at the same instant.
struct ArbitrationSpans {
  /// A delayed-touches window of one scroll view.
  struct DelayWindow: Equatable {
    /// The scroll view's id.
    var scrollView: String
    /// The touch-down that opened the window.
    var start: SimTime
    /// When the delay recognizer left `possible`, or the pan began (D5).
    var end: SimTime
    /// The delay recognizer's new state, or nil when the pan's start dropped the touches (D5).
    var outcome: GestureState?
  }

  /// A pan leaving `possible` mid-stroke.
  struct Crossing: Equatable {
    /// The pan's log name (`S.pan`).
    var recognizer: String
    /// When.
    var time: SimTime
    /// `began`, or `failed` (drag refused).
    var state: GestureState
    /// Whether a finger down then had moved at least 10 pt from its touch-down along an axis.
    var pastTenPoints: Bool
  }

  private(set) var windows: [DelayWindow] = []
  private(set) var crossings: [Crossing] = []

  init(records: [Record], tracks: [StrokeTrack]) {
    var previousEnd: [String: SimTime] = [:]
    var active = ActiveStrokes(tracks)
    var hitTests: [SimTime] = []
    if tracks.isEmpty {
      for record in records { if case .hitTest = record.call { hitTests.append(record.time) } }
    }
    for (index, record) in records.enumerated() {
      guard case .gestureState(let from, let to) = record.call, from == .possible else { continue }
      let time = record.time
      if let scroll = Self.owner(of: record.receiver, suffix: ".delay") {
        let fingers = Self.askedFingers(records, around: index, scrollView: scroll)
        let down = active.at(time)
        let start = Self.windowStart(at: time, fingers: fingers, after: previousEnd[scroll], hitTests, down)
        if let start, start < time {
          windows.append(DelayWindow(scrollView: scroll, start: start, end: time, outcome: to))
        }
        previousEnd[scroll] = time
      } else if let scroll = Self.owner(of: record.receiver, suffix: ".pan") {
        let down = active.at(time)
        if to == .began {
          let start = Self.windowStart(at: time, fingers: [], after: previousEnd[scroll], hitTests, down)
          if let start, start < time {
            windows.append(DelayWindow(scrollView: scroll, start: start, end: time, outcome: nil))
            previousEnd[scroll] = time
          }
        }
        guard to == .began || to == .failed else { continue }
        let past = down.contains { $0.tenPointTime.map { $0 <= time } ?? false }
        let midStroke: Bool
        if active.isEmpty {
          midStroke = to == .began || Self.hasShouldCancel(records, around: index, scrollView: scroll)
        } else {
          midStroke = to == .began || (down.contains { $0.end > time } && !down.contains { $0.end == time })
        }
        if midStroke {
          crossings.append(Crossing(recognizer: record.receiver, time: time, state: to, pastTenPoints: past))
        }
      }
    }
  }

  /// `S` for a receiver `S.delay` (or `S.pan`).
  static func owner(of receiver: String, suffix: String) -> String? {
    guard receiver.hasSuffix(suffix), receiver.count > suffix.count else { return nil }
    return String(receiver.dropLast(suffix.count))
  }

  /// The records at the same instant as `records[index]`.
  private static func sameInstant(_ records: [Record], around index: Int) -> ArraySlice<Record> {
    let time = records[index].time
    var low = index
    var high = index
    while low > 0 && records[low - 1].time == time { low -= 1 }
    while high + 1 < records.count && records[high + 1].time == time { high += 1 }
    return records[low...high]
  }

  /// The fingers the scroll view is asked `touchesShouldBegin` about at that instant.
  private static func askedFingers(_ records: [Record], around index: Int, scrollView: String) -> [Int] {
    var fingers: [Int] = []
    for record in sameInstant(records, around: index) where record.receiver == scrollView {
      if case .touchesShouldBegin(let touches, _, _) = record.call { fingers += touches }
    }
    return fingers
  }

  private static func hasShouldCancel(_ records: [Record], around index: Int, scrollView: String) -> Bool {
    sameInstant(records, around: index).contains { record in
      guard record.receiver == scrollView, case .touchesShouldCancel = record.call else { return false }
      return true
    }
  }

  /// The touch-down that opened a window ending at `time` (see the type's documentation);
  /// `strokes` are the strokes down at `time`, empty when the run has none.
  private static func windowStart(
    at time: SimTime, fingers: [Int], after previous: SimTime?, _ hitTests: [SimTime], _ strokes: [StrokeTrack]
  ) -> SimTime? {
    func fresh(_ down: SimTime) -> Bool { previous.map { down > $0 } ?? true }
    if !strokes.isEmpty {
      let down = strokes.filter { fresh($0.down) }
      let asked = down.filter { fingers.contains($0.finger) }
      return (asked.isEmpty ? down : asked).map(\.down).min()
    }
    var low = 0
    var high = hitTests.count
    while low < high {  // the first hit test after the previous window
      let middle = (low + high) / 2
      if fresh(hitTests[middle]) { high = middle } else { low = middle + 1 }
    }
    return low < hitTests.count && hitTests[low] <= time ? hitTests[low] : nil
  }
}
