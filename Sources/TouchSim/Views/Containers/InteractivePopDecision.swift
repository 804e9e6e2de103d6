/// NV10: how UIKit decides, when the back-swipe ends, whether it pops
/// (iOS 26.1 `_UINavigationInteractiveTransitionBase`, the "augmented" procedure).
///
/// The transition samples the gesture at began, at each change and at the end
/// (`_updateStatistics:firstSample:finalSample:`): its velocity in widths per second, positive
/// away from the edge, averaged over the last three accepted samples, and the change of that
/// velocity (acceleration, widths/s², each sample at most 5 away from the previous one), averaged
/// the same way. A sample is accepted 10 ms or more after the previous call, or more than 1 ms after
/// it when the displacement changed. At the end
/// (`popGesture:withRemainingDuration:shouldPopWithVelocity:`): with at least three samples and a
/// change seen, it pops when the projected fraction `p + v̄·D + ½·ā·D²` is more than
/// `min(187.5 / width, 0.5)` (`p` the fraction of the width travelled, `D` the transition's
/// duration); otherwise it pops when the average velocity points away from the edge and a
/// change was seen. There is no fixed velocity threshold.
struct InteractivePopDecision {
  /// NV10 (model decision on the value): the pop transition's duration `D` in seconds; UIKit
  /// reads it from the animator (`transitionDuration:`), whose value the decompilation does not show.
  static let transitionDuration = 0.35
  /// NV10: the projected fraction must pass `min(projectedDistance / width, 0.5)`.
  static let projectedDistance = 187.5

  /// The width at began (`_totalDistance`).
  private(set) var width = 0.0
  /// 1 after began, 2 once a change was seen (`__interactionState`).
  private(set) var interactionState = 0
  private(set) var sampleCount = 0
  private(set) var averageVelocity = 0.0
  private(set) var averageAcceleration = 0.0
  private var velocities = [0.0, 0.0, 0.0]
  private var accelerations = [0.0, 0.0, 0.0]
  private var previousTime = 0.0
  private var skipTime = 0.0
  private var previousDisplacement = 0.0
  private var previousVelocity = 0.0
  private var previousAcceleration = 0.0

  /// The gesture began: the first sample, at `time` (seconds), translation and velocity in
  /// points and points per second along the swipe.
  mutating func began(width: Double, time: Double, translation: Double, velocity: Double) {
    self = InteractivePopDecision()
    self.width = width
    interactionState = 1
    let v = width > 0 ? velocity / width : 0
    previousTime = time
    skipTime = time
    previousDisplacement = width > 0 ? max(0, translation) / width : 0
    previousVelocity = v
    averageVelocity = v
    velocities[0] = v
    sampleCount = 1
  }

  /// A change (`final` false) or the end (`final` true): one more sample.
  mutating func sample(time: Double, translation: Double, velocity: Double, final: Bool) {
    guard width > 0 else { return }
    let displacement = max(0, translation) / width
    let v = velocity / width
    let sinceCall = time - skipTime
    skipTime = time
    if sinceCall >= 0.01 || (sinceCall > 0.001 && previousDisplacement != displacement) {
      let elapsed = time - previousTime
      let slot = sampleCount % 3
      if sampleCount > 2 {
        averageVelocity = (v + averageVelocity * 3 - velocities[slot]) / 3
      } else {
        averageVelocity = (v + averageVelocity * Double(sampleCount)) / Double(sampleCount + 1)
      }
      velocities[slot] = v
      var acceleration = elapsed > 0 ? (v - previousVelocity) / elapsed : 0
      if (acceleration - previousAcceleration).magnitude > 5 {
        acceleration = previousAcceleration + (acceleration > previousAcceleration ? 5 : -5)
      }
      if sampleCount > 2 {
        averageAcceleration = (acceleration + averageAcceleration * 3 - accelerations[slot]) / 3
      } else {
        averageAcceleration = (acceleration + averageAcceleration * Double(sampleCount)) / Double(sampleCount + 1)
      }
      accelerations[slot] = acceleration
      previousAcceleration = acceleration
      previousVelocity = v
      previousDisplacement = displacement
      previousTime = time
      sampleCount += 1
    }
    if !final { interactionState = 2 }
  }

  /// The fraction travelled (`percentComplete`, at most 0.999 as the non-fluid transition keeps it).
  func fraction(translation: Double) -> Double {
    guard width > 0 else { return 0 }
    return min(max(translation / width, 0), 0.999)
  }

  /// The threshold the projected fraction must pass.
  var threshold: Double { width > 0 ? min(Self.projectedDistance / width, 0.5) : 0.5 }

  /// The projected fraction at the end: `p + v̄·D + ½·ā·D²`.
  func projected(translation: Double) -> Double {
    let d = Self.transitionDuration
    return fraction(translation: translation) + averageVelocity * d + averageAcceleration * 0.5 * d * d
  }

  /// Whether the ended gesture pops.
  func shouldPop(translation: Double) -> Bool {
    if sampleCount >= 3 && interactionState == 2 { return projected(translation: translation) > threshold }
    return averageVelocity > 0 && interactionState != 1
  }
}
