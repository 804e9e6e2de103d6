/// The numbers of UIScrollView's touch handling, each with the rule it comes from.
public enum ScrollViewConstants {
  /// D2: the content-touch delay.
  public static let touchDelay = SimDuration.milliseconds(150)
  /// D4(c): motion beyond this (strictly) along an axis the scroll view cannot scroll
  /// releases the delayed touches at once.
  public static let crossAxisRelease = 10.0
  /// DL2: a lift velocity below this (pt/ms, per axis) counts as zero.
  public static let minimumFlingVelocity = 0.25
  /// DC2: deceleration stops below this speed (pt/ms).
  public static let stopVelocity = 0.01
  /// PG1: a lift faster than this (pt/ms) turns the page.
  public static let pagingFlickVelocity = 0.3
  /// B2: the rubber-band coefficient c.
  public static let rubberBandCoefficient = 0.55
  /// B4: per-ms damping of an overshoot springing back, e^(−0.01005·dt).
  public static let springDamping = 0.01005
  /// MD15: offsets round to device pixels of a 3x screen.
  public static let pixelsPerPoint = 3.0
  /// MD15: the display-link tick rate (a 120 Hz device).
  public static let ticksPerSecond = 120.0
  /// DC1: `decelerationRate.normal`, per-ms velocity retention.
  public static let normalDecelerationRate = 0.998
  /// DC1: `decelerationRate.fast`.
  public static let fastDecelerationRate = 0.99
  /// DC1: assigned rates below this snap to fast, others to normal.
  public static let decelerationRateSnap = 0.994
  /// P4: directional lock to horizontal below this angle from the x-axis (radians).
  public static let lockHorizontalAngle = 0.349
  /// P4: directional lock to vertical above this angle (radians).
  public static let lockVerticalAngle = 1.2217
  /// The natural logarithms of the two rates (DC2 needs ln f), precomputed.
  static let logNormalRate = -0.002_002_002_670_673_079_3
  static let logFastRate = -0.010_050_335_853_501_45
}
