/// Why a navigation controller popped, and why its screen-edge back-swipe began or failed
/// (NV3, NV4, NV10).
public enum NavigationReason: Sendable, Equatable {
  /// NV10: the back-swipe ended and UIKit's projection pops.
  case backSwipePops(BackSwipePop)
  /// NV4: UIKit's private delegate lets the back-swipe begin only with more than one view
  /// controller on the stack (`count`).
  case backSwipeAllowed(count: Int)
  /// NV3: the touch-down at `location` is not within `region` of the recognizer's `edges`.
  case notNearEdge(location: Point, region: Double, edges: [String])
  /// NV3: the finger moved `distance` away from the `edges` it started near, at least the
  /// screen-edge hysteresis.
  case movedAwayFromEdge(distance: Double, edges: [String])
  /// NV3 (model decision): the finger moved `distance` but not away from its `edges`.
  case notAwayFromEdge(distance: Double, edges: [String])
}

/// NV10's numbers at the end of a back-swipe that pops.
public struct BackSwipePop: Sendable, Equatable {
  /// The translation away from the edge, in points.
  public let translation: Double
  /// The navigation controller's width at began.
  public let width: Double
  /// The accepted velocity samples.
  public let samples: Int
  /// The averaged velocity, in points per second.
  public let averageVelocity: Double
  /// The projected fraction of the width, when there were enough samples.
  public let projected: Double?
  /// The fraction the projection must pass.
  public let threshold: Double
}
