/// iOS 26's content-wide back swipe (NV20-NV23) and pops from app code (NV24).
extension RuleID {
  /// NV20: iOS 26 installs a content-wide back swipe next to the edge pan.
  public static let nv20: RuleID = "NV20"
  /// NV21: where and when the content swipe begins.
  public static let nv21: RuleID = "NV21"
  /// NV22: the content swipe's relationships to other recognizers.
  public static let nv22: RuleID = "NV22"
  /// NV23: a content swipe pops like the edge pan.
  public static let nv23: RuleID = "NV23"
  /// NV24: pushing and popping from app code.
  public static let nv24: RuleID = "NV24"
}

/// The navigation controller's explanations for its content swipe and its pops from app code.
public enum NavigationPopReason: ClassExplanation {
  /// NV21: the content swipe's finger moved `distance` away from the leading edge.
  case contentSwipeMovedAway(distance: Double)
  /// NV21 (model decision): the finger moved `distance` but not away from the leading edge.
  case contentSwipeNotAway(distance: Double)
  /// NV23: the content swipe ended and NV10's projection pops.
  case contentSwipePops(BackSwipePop)
  /// NV24: the app called `call` (`popViewController(animated:)`).
  case appCalls(String)
  /// NV22: `scrollView`'s pan waits for the content swipe: it cannot scroll horizontally, or
  /// its `offset` is at its `minimum`.
  case scrollViewWaits(scrollView: String, canScrollHorizontally: Bool, offset: Double, minimum: Double)

  public var text: String {
    switch self {
    case .contentSwipeMovedAway(let distance):
      return "NV21: the finger moved " + WhyText.pt(distance)
        + " away from the leading edge, at least the content swipe's "
        + WhyText.pt(ScreenEdgePanGestureRecognizer.edgeHysteresis)
        + " hysteresis, anywhere in the content (no edge region; 15 pt for a finger is a model decision)"
    case .contentSwipeNotAway(let distance):
      return "NV21 (model decision): the finger moved " + WhyText.pt(distance)
        + " but not away from the leading edge, so the content swipe fails"
    case .contentSwipePops(let pop):
      return "NV23: the content swipe pops like the edge pan; "
        + NavigationReason.backSwipePops(pop).text
    case .appCalls(let call):
      return "NV24: the app calls " + call + "; the stack changes at once (the model has no transition)"
    case .scrollViewWaits(let scrollView, let canScrollHorizontally, let offset, let minimum):
      let why =
        canScrollHorizontally
        ? "its contentOffset.x " + WhyText.pt(offset) + " is at its leading edge (" + WhyText.pt(minimum) + ")"
        : "it cannot scroll horizontally"
      return "NV22: " + scrollView + "'s pan waits for the content swipe because " + why
        + ", and it is neither decelerating nor bouncing (_needsDynamicDependentRequirementForGestureRecognizer:;"
        + " asking it at every arbitration is a model decision)"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .contentSwipeMovedAway, .contentSwipeNotAway: return [.nv21]
    case .contentSwipePops: return [.nv23, .nv10]
    case .appCalls: return [.nv24]
    case .scrollViewWaits: return [.nv22]
    }
  }
}

/// `interactiveContentPopGestureRecognizer` (NV20-NV22): UIKit's second
/// `_UIParallaxTransitionPanGestureRecognizer`, `UINavigationController.contentSwipe`, made by
/// `-[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer]`: it
/// recognizes without an edge region (`_setRecognizesWithoutEdge:1`), does not delay
/// `touchesBegan`, has the edge pan's edges, delegate and action, and requires the edge pan to
/// fail (set by the navigation controller).
final class ContentPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
  override init(name: String) {
    super.init(name: name)
    recognizesWithoutEdge = true
    delaysTouchesBegan = false
    edges = .left
  }

  override var logsActions: Bool { false }
  override var hysteresisRule: RuleID { .nv21 }

  override func hysteresisReason(_ raw: Point, _ axes: (x: Bool, y: Bool)) -> Reason {
    .model(NavigationPopReason.contentSwipeMovedAway(distance: raw.x.magnitude))
  }

  override func notAwayFromEdgeReason(distance: Double) -> Reason {
    .model(NavigationPopReason.contentSwipeNotAway(distance: distance))
  }

  override func performAction(for state: GestureState) {
    (view?.viewController as? NavigationController)?.interactivePopAction(state, of: self)
  }

  /// NV22 (decompiled condition, model decision on when it is asked):
  /// `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`
  /// makes a scroll view's pan wait for the back swipe while the scroll view is neither
  /// decelerating nor out of its bounds (bouncing) and either cannot scroll horizontally or
  /// sits at its leading edge (`contentOffset.x <= minimum`).
  override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
    Self.scrollViewWaits(other) != nil
  }

  override func ownRequirementReason(for other: GestureRecognizer) -> Reason? {
    guard let scrollView = Self.scrollViewWaits(other) else { return nil }
    return .model(
      NavigationPopReason.scrollViewWaits(
        scrollView: scrollView.name, canScrollHorizontally: scrollView.canScrollHorizontally,
        offset: scrollView.contentOffset.x, minimum: scrollView.minimumOffset.x))
  }

  /// The scroll view whose pan `other` is, when NV22's condition makes it wait.
  static func scrollViewWaits(_ other: GestureRecognizer) -> ScrollView? {
    guard let scrollView = other.view as? ScrollView, scrollView.panGestureRecognizer === other,
      !scrollView.isDecelerating, !scrollView.isOutOfBounds
    else { return nil }
    let atLeadingEdge = scrollView.contentOffset.x <= scrollView.minimumOffset.x
    return !scrollView.canScrollHorizontally || atLeadingEdge ? scrollView : nil
  }
}
