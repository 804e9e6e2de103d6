import TouchSim

/// Maps run time (ms) to x in the picture and chooses the axis ticks.
///
/// The axis starts at 0 (the start of every run) and ends at the last record or lift; it is
/// at least 2 px per ms, at least 800 px and at most `TimelineLimits.maxPlotWidth` wide.
struct TimeScale: Equatable {
  /// x of time 0.
  let left: Double
  /// The axis length in ms.
  let duration: Double
  /// Pixels per ms.
  let pixelsPerMillisecond: Double

  /// A scale for times `0...end` starting at `left`.
  init(left: Double, end: SimTime, maxWidth: Double) {
    self.left = left
    duration = max(end.milliseconds, 1)
    let width = min(max(duration * 2, 800), max(maxWidth, 100))
    pixelsPerMillisecond = width / duration
  }

  /// The axis width in pixels.
  var width: Double { duration * pixelsPerMillisecond }

  /// x of a time.
  func x(_ time: SimTime) -> Double { left + time.milliseconds * pixelsPerMillisecond }

  /// x of a time in ms.
  func x(milliseconds: Double) -> Double { left + milliseconds * pixelsPerMillisecond }

  /// The tick step in ms: 1, 2 or 5 times a power of ten, with ticks at least 70 px apart.
  var tickStep: Double {
    var base = 0.01
    while base < 1e9 {
      for multiple in [1.0, 2.0, 5.0] where base * multiple * pixelsPerMillisecond >= 70 {
        return base * multiple
      }
      base *= 10
    }
    return base
  }

  /// The tick times from 0 up to the end of the axis.
  var ticks: [Double] {
    let step = tickStep
    var result: [Double] = []
    var index = 0.0
    while index * step <= duration + 1e-9 && result.count < 1000 {
      result.append(index * step)
      index += 1
    }
    return result
  }
}
