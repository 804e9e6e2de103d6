extension Scenario {
  /// One finger's stroke in `touches` (MD14: `hz` adds move samples on straight segments).
  public struct Stroke: Equatable, Sendable {
    /// How the stroke ends.
    public enum End: String, Equatable, Sendable {
      /// A lift (`touchesEnded`).
      case ended
      /// A system cancel (`touchesCancelled`).
      case cancelled
    }

    /// `finger`: the number naming the touch in the log.
    public var finger: Int
    /// `path`: `[t, x, y]` points, t in ms, in window coordinates.
    public var path: [PathPoint]
    /// `hz`: move samples per second on straight segments.
    public var hz: Double?
    /// `end` (a lift when absent).
    public var end: End?
    /// `movesInPlace` (M3).
    public var movesInPlace: Bool?
    /// Where the stroke is written.
    public var position: SourcePosition

    /// A stroke.
    public init(
      finger: Int, path: [PathPoint], hz: Double? = nil, end: End? = nil, movesInPlace: Bool? = nil,
      position: SourcePosition = SourcePosition()
    ) {
      self.finger = finger
      self.path = path
      self.hz = hz
      self.end = end
      self.movesInPlace = movesInPlace
      self.position = position
    }
  }

  /// One `[t, x, y]` point of a path.
  public struct PathPoint: Equatable, Sendable {
    /// ms.
    public var t: Double
    /// pt, window coordinates.
    public var x: Double
    /// pt, window coordinates.
    public var y: Double
    /// Where the point is written.
    public var position: SourcePosition

    /// A point at `t` ms, (`x`, `y`).
    public init(t: Double, x: Double, y: Double, position: SourcePosition = SourcePosition()) {
      self.t = t
      self.x = x
      self.y = y
      self.position = position
    }
  }
}
