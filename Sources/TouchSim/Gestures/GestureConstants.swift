/// The numbers of the built-in recognizers, each with the rule it comes from. Values that
/// Docs/Rulebook.md does not give are model decisions, marked as such.
public enum GestureConstants {
  /// MD2, G16: a tap fails once a finger moves more than this (Euclidean, from touch-down).
  public static let tapAllowableMovement = 45.0
  /// MD2, G16: the longest wait between the taps of a multi-tap.
  public static let tapMaximumInterval = SimDuration.milliseconds(350)
  /// G16, MD2: a tap fails when its fingers stay down this long (UIKit's `maximumTapDuration`,
  /// `tooSlow:`). Model decision on the value: the default is a constant the decompilation does
  /// not print; 0.75 s is what UIKit's `UITextMultiTapRecognizer` sets beside the tap's known
  /// 45 pt and 0.35 s, and what `maximumSingleTapDuration` returns in an older decompilation.
  public static let tapMaximumDuration = SimDuration.milliseconds(750)
  /// G17: a long press begins after the fingers are held this long.
  public static let longPressMinimumDuration = SimDuration.milliseconds(500)
  /// G17: a long press fails once a finger moves more than this before it began.
  public static let longPressAllowableMovement = 10.0
  /// G14, MD8: a pan begins at this translation along x or along y (sloppiness factor 1).
  public static let panHysteresis = 10.0
  /// MD10: each velocity sample moves the pan's estimate by this weight (estimate =
  /// 0.2 · sample + 0.8 · estimate; the complement is exact in binary).
  public static let panVelocitySampleWeight = 0.2
  /// MD10: at the lift the estimate is mixed with the lift sample by this weight
  /// (0.75 · estimate + 0.25 · lift sample).
  public static let panLiftSampleWeight = 0.25
  /// Model decision (no value in Docs/Rulebook.md): a swipe needs this much travel along its
  /// direction.
  public static let swipeMinimumDistance = 50.0
  /// Model decision: ... within this time of touch-down, else it fails.
  public static let swipeMaximumDuration = SimDuration.milliseconds(500)
  /// Model decision: a swipe fails once the finger moves this far against its direction.
  public static let swipeMaximumReverse = 10.0
  /// Model decision: a pinch begins when the distance between its two touches has changed
  /// by this much (the pan's hysteresis).
  public static let pinchHysteresis = 10.0
  /// Model decision: a rotation begins when the line between its touches has turned this
  /// much (5°, in radians).
  public static let rotationHysteresis = 5.0 * Double.pi / 180
}
