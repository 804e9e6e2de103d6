/// One finger's sample in a touch event, as the hardware reports it.
public struct TouchChange: Sendable, Equatable {
  /// The finger number.
  public var finger: Int
  /// `began`, `moved`, `ended` or `cancelled`.
  public var phase: TouchPhase
  /// The location in window coordinates.
  public var location: Point

  /// Creates a sample.
  public init(finger: Int, phase: TouchPhase, location: Point) {
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}

/// Constants of touch handling that the sources leave to the model (section 11).
public enum TouchConstants {
  /// M3: a touch-down within this time of the previous tap's lift continues its tap count
  /// (the tap recognizer's multi-tap window, MD2).
  public static let multiTapInterval = SimDuration.milliseconds(350)
  /// M3: ... and within this distance of it (the tap recognizer's allowable movement, MD2).
  public static let multiTapDistance = 45.0
}
