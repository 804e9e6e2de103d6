import TouchSim

/// One finger stroke as the timeline draws it: touch-down, the samples the hardware reports
/// (moves, including `hz` samples), the lift or cancel, and when the finger first reached
/// 10 pt from its touch-down along x or y (the pan hysteresis, G14, P1).
struct StrokeTrack {
  /// The stroke.
  let stroke: Stroke
  /// The reported samples, in time order (`Stroke.samples()`).
  let samples: [(time: SimTime, change: TouchChange)]
  /// The first sample at least 10 pt from the touch-down along one axis, if any.
  let tenPointTime: SimTime?

  init(_ stroke: Stroke) {
    self.stroke = stroke
    samples = stroke.samples()
    var crossing: SimTime?
    if let down = samples.first?.change.location {
      for sample in samples {
        let location = sample.change.location
        if (location.x - down.x).magnitude >= 10 || (location.y - down.y).magnitude >= 10 {
          crossing = sample.time
          break
        }
      }
    }
    tenPointTime = crossing
  }

  /// The finger number.
  var finger: Int { stroke.finger }
  /// The touch-down time.
  var down: SimTime { samples.first?.time ?? .zero }
  /// The lift or cancel time.
  var end: SimTime { samples.last?.time ?? .zero }
  /// Whether the stroke ends in a system cancel.
  var isCancelled: Bool { stroke.end == .cancelled }
}

/// The strokes down at a time, found by sweeping forward (records come in time order), so
/// that a question costs in proportion to the fingers down, not to all strokes of the run.
struct ActiveStrokes {
  private let tracks: [StrokeTrack]
  private let byDown: [Int]
  private var next = 0
  private var active: [Int] = []
  private var last: SimTime?

  init(_ tracks: [StrokeTrack]) {
    self.tracks = tracks
    byDown = tracks.indices.sorted { (tracks[$0].down, $0) < (tracks[$1].down, $1) }
  }

  /// Whether there are no strokes at all.
  var isEmpty: Bool { tracks.isEmpty }

  /// The strokes down at `time` (touch-down ≤ time ≤ lift), in the order given.
  mutating func at(_ time: SimTime) -> [StrokeTrack] {
    if let last, time < last {  // time went back: sweep again from the start
      next = 0
      active = []
    }
    while next < byDown.count && tracks[byDown[next]].down <= time {
      active.append(byDown[next])
      next += 1
    }
    active.removeAll { tracks[$0].end < time }
    last = time
    return active.sorted().map { tracks[$0] }
  }
}
