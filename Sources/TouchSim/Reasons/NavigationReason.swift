/// Why a navigation controller popped (NV10).
public enum NavigationReason: Sendable, Equatable {
  /// NV10: the back-swipe ended and UIKit's projection pops.
  case backSwipePops(BackSwipePop)

  /// The explanation.
  public var text: String {
    switch self {
    case .backSwipePops(let pop):
      var text =
        "NV10: the back-swipe ended " + WhyText.pt(pop.translation) + " from the edge (the width is "
        + WhyText.pt(pop.width) + ") with "
        + String(pop.samples) + " velocity samples averaging " + WhyText.pt(pop.averageVelocity)
        + "/s away from the edge"
      if let projected = pop.projected {
        text +=
          "; projected over the " + NumberFormat.fixed(InteractivePopDecision.transitionDuration, decimals: 2)
          + " s transition to " + NumberFormat.fixed(projected, decimals: 3) + " of the width, more than "
          + NumberFormat.fixed(pop.threshold, decimals: 3) + " (min(187.5 pt / width, 0.5)), so it pops"
          + " (decompiled _UINavigationInteractiveTransitionBase; the duration is a model decision)"
      } else {
        text += "; too few samples for the projection, so the average velocity away from the edge pops it"
      }
      return text
    }
  }
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
