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
        let hysteresis = GestureConstants.panHysteresis  // the model's constant, G14
        if (location.x - down.x).magnitude >= hysteresis || (location.y - down.y).magnitude >= hysteresis {
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
