/// One finger's stroke from touch-down to lift-off (Docs/ScenarioFormat.md `touches`).
public struct Stroke: Sendable, Equatable {
  /// One point of the path.
  public struct Sample: Sendable, Equatable {
    /// When the finger is there.
    public var time: SimTime
    /// Where, in window coordinates.
    public var location: Point

    /// Creates a sample.
    public init(time: SimTime, location: Point) {
      self.time = time
      self.location = location
    }
  }

  /// The finger number naming the touch in the log.
  public var finger: Int
  /// The path: touch-down, moves, lift-off; times strictly increasing.
  public var path: [Sample]
  /// Move samples added at this rate on straight segments (MD14), if given.
  public var hz: Double?
  /// Whether the stroke ends with a lift (`ended`) or a system cancel (`cancelled`).
  public var end: TouchPhase
  /// Whether a path point at the same place as the one before is a move (`touchesMoved`)
  /// rather than stationary: devices report moves for a resting finger whose force or
  /// radius changed (M3; JDK-8242577). Default `false`: an unchanged point is stationary.
  public var movesInPlace: Bool

  /// Creates a stroke.
  public init(finger: Int, path: [Sample], hz: Double? = nil, end: TouchPhase = .ended, movesInPlace: Bool = false) {
    self.finger = finger
    self.path = path
    self.hz = hz
    self.end = end
    self.movesInPlace = movesInPlace
  }

  /// The touch samples the hardware reports, in time order.
  ///
  /// The first point is `began`, the last `ended` (or `cancelled`) at its own position
  /// (MD19); points in between are `moved`, except one at the same place as the one before
  /// (stationary: nothing is delivered), unless `movesInPlace` makes it a move in place. With `hz`, moves are added at
  /// `t0 + k·1000/hz` ms, rounded to the microsecond, strictly before each segment's end
  /// point, for segments whose positions differ (MD14).
  public func samples() -> [(time: SimTime, change: TouchChange)] {
    guard let first = path.first else { return [] }
    var result: [(time: SimTime, change: TouchChange)] = [
      (first.time, TouchChange(finger: finger, phase: .began, location: first.location))
    ]
    for index in path.indices.dropFirst() {
      let start = path[index - 1]
      let point = path[index]
      if let hz, hz > 0, start.location != point.location {
        let span = Double(point.time.microseconds - start.time.microseconds)
        var k = 1.0
        while true {
          let offset = (k * 1_000_000 / hz).rounded(.toNearestOrAwayFromZero)
          guard offset < span else { break }
          let fraction = offset / span
          let location = Point(
            x: start.location.x + (point.location.x - start.location.x) * fraction,
            y: start.location.y + (point.location.y - start.location.y) * fraction)
          let time = SimTime(microseconds: start.time.microseconds + Int64(offset))
          result.append((time, TouchChange(finger: finger, phase: .moved, location: location)))
          k += 1
        }
      }
      if index == path.count - 1 {
        result.append((point.time, TouchChange(finger: finger, phase: end, location: point.location)))
      } else if point.location != start.location || movesInPlace {
        result.append((point.time, TouchChange(finger: finger, phase: .moved, location: point.location)))
      }
    }
    return result
  }
}
