/// The English of navigation reasons (`--explain`).
extension NavigationReason {
  /// The explanation.
  public var text: String {
    switch self {
    case .backSwipeAllowed(let count):
      return "NV4: UIKit's private delegate (_UINavigationInteractiveTransition) lets the back-swipe begin only "
        + "with more than one view controller on the stack (\(count))"
    case .notNearEdge(let location, let region, let edges):
      return "NV3: the touch-down at " + WhyText.point(location) + " is not within " + WhyText.pt(region) + " of the "
        + (edges.isEmpty ? "(no) edges" : WhyText.list(edges) + " edge") + " of the window"
    case .movedAwayFromEdge(let distance, let edges):
      return "NV3: the finger moved " + WhyText.pt(distance) + " away from the " + WhyText.list(edges)
        + " edge, at least the " + WhyText.pt(ScreenEdgePanGestureRecognizer.edgeHysteresis)
        + " hysteresis (removed from the translation)"
    case .notAwayFromEdge(let distance, let edges):
      return "NV3 (model decision): the finger moved " + WhyText.pt(distance) + " but not away from the "
        + WhyText.list(edges) + " edge"
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

  /// The rules the explanation cites, in order.
  var ruleIDs: [RuleID] {
    switch self {
    case .backSwipePops: return [.nv10]
    case .backSwipeAllowed: return [.nv4]
    case .notNearEdge, .movedAwayFromEdge, .notAwayFromEdge: return [.nv3]
    }
  }
}
