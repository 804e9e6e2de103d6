/// `UINavigationController`: a stack of view controllers whose top controller's view fills
/// the navigation controller's view (NV1-NV8).
///
/// Its view holds the view of every controller on the stack, the
/// top one last; the views below the top are hidden (`isHidden`), so hit testing finds only the
/// top screen (H2; UIKit removes them from the hierarchy, which hit testing cannot tell from
/// hidden). Its `interactivePopGestureRecognizer`, a left-edge screen-edge pan on its view
/// (NV1-NV3), pops the top controller when UIKit's end-of-gesture projection says so (NV10:
/// the travelled fraction plus the averaged velocity and acceleration over the transition's
/// duration, past min(187.5 pt, half) of the width), logged as `popViewController` from the navigation
/// controller's view; its private delegate lets it begin only while the stack holds more than
/// one controller (NV4). Replace `interactivePopGestureRecognizer.delegate` to remove that
/// check, as apps do. Transitions are immediate: there is no animation.
///
/// ```swift
/// let nav = UINavigationController(name: "nav", rootViewController: list)
/// nav.pushViewController(detail, animated: false)
/// window.setRootView(nav.view!)
/// ```
open class NavigationController: ViewController {
  /// NV10: the samples of the running back-swipe (UIKit's `_UINavigationInteractiveTransitionBase`).
  var popDecision = InteractivePopDecision()

  /// `viewControllers`: the stack, root first, top last.
  public private(set) var viewControllers: [ViewController] = []
  /// `interactivePopGestureRecognizer`: the back-swipe, a left-edge screen-edge pan named
  /// `<name>.interactivePopGestureRecognizer` (NV1).
  public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer
  /// `interactiveContentPopGestureRecognizer` (NV20): the content-wide back swipe, named
  /// `<name>.interactiveContentPopGestureRecognizer`; `nil` unless the app is linked against
  /// the iOS 26 SDK and runs on iOS 26 (`configureNavigationGestures(for:)`).
  public private(set) var interactiveContentPopGestureRecognizer: ScreenEdgePanGestureRecognizer?
  /// The back swipes' private delegate (`_UINavigationInteractiveTransition`, NV4).
  private let transitionDelegate = GestureRecognizerAnswers()
  /// The view, held while no superview holds it (its view holds the controller, RC1), so that
  /// `NavigationController(name:)` can be built before it is placed.
  var retainedView: View?

  /// A navigation controller named `name` with an empty stack and its own view, named
  /// `viewName` (by default `name` too; a scenario's navigation controller `nav` is the view
  /// `nav` of the controller `nav.controller`). The back-swipe is named after the view.
  public init(name: String, viewName: String? = nil) {
    let viewName = viewName ?? name
    interactivePopGestureRecognizer = InteractivePopGestureRecognizer(
      name: viewName + ".interactivePopGestureRecognizer")
    super.init(name: name)
    let container = NavigationContainerView(name: viewName)
    container.setViewController(self)
    retainedView = container
    interactivePopGestureRecognizer.edges = .left
    let privateDelegate = transitionDelegate
    privateDelegate.shouldBegin = { [weak self] recognizer in
      let count = self?.viewControllers.count ?? 0
      return AppAnswer(
        count > 1,
        because: recognizer.explains ? .navigation(.backSwipeAllowed(count: count)) : nil)
    }
    interactivePopGestureRecognizer.delegate = privateDelegate
    container.addGestureRecognizer(interactivePopGestureRecognizer)
  }

  /// NV20: the back swipes for the app's iOS and SDK
  /// (`-[_UINavigationInteractiveTransition _configureNavigationGesture]`): with
  /// `ios.hasContentBackSwipe`, the content swipe joins the edge pan on the navigation
  /// controller's view, after it, with the same private delegate, and requires it to fail.
  /// Called once the view is made (`ScenarioBuilder` passes the scenario's `ios`); a second
  /// call adds nothing.
  public func configureNavigationGestures(for ios: IOSVersion) {
    guard ios.hasContentBackSwipe, interactiveContentPopGestureRecognizer == nil,
      let container = viewIfLoaded ?? retainedView
    else { return }
    let contentSwipe = ContentPopGestureRecognizer(name: container.name + ".interactiveContentPopGestureRecognizer")
    contentSwipe.delegate = transitionDelegate
    contentSwipe.require(toFail: interactivePopGestureRecognizer)
    interactiveContentPopGestureRecognizer = contentSwipe
    container.addGestureRecognizer(contentSwipe)
  }

  /// The view of a new navigation controller named `name`, which owns the controller (as a
  /// view owns its controller, RC1) without the controller holding it back: a view a scenario
  /// places at once. A view made and dropped is freed with its controller, where
  /// `NavigationController(name:).view` stays held by its controller until it joins a superview.
  public static func makeView(named viewName: String, controllerName: String, ios: IOSVersion = IOSVersion()) -> View {
    let controller = NavigationController(name: controllerName, viewName: viewName)
    controller.configureNavigationGestures(for: ios)
    let view = controller.retainedView ?? View(name: viewName)
    controller.retainedView = nil
    return view
  }

  /// `init(rootViewController:)`: a stack of one.
  public convenience init(name: String, rootViewController: ViewController) {
    self.init(name: name)
    pushViewController(rootViewController, animated: false)
  }

  /// The top controller, `topViewController`.
  public var topViewController: ViewController? { viewControllers.last }

  /// `setViewControllers(_:animated:)`: replaces the stack (no records).
  public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    viewControllers = []
    for controller in controllers { pushViewController(controller, animated: animated) }
  }

  /// `pushViewController(_:animated:)`: the controller's view fills the navigation controller's
  /// view on top of the stack (at once: `animated` is ignored); the one below is hidden.
  public func pushViewController(_ controller: ViewController, animated: Bool) {
    guard let container = viewIfLoaded, let pushed = controller.viewIfLoaded else { return }
    topViewController?.viewIfLoaded?.isHidden = true
    viewControllers.append(controller)
    pushed.frame = container.bounds
    pushed.isHidden = false
    container.addSubview(pushed)
  }

  /// `popViewController(animated:)`: removes the top controller (never the root) and shows the
  /// one below, logged as `popViewController`; returns the popped controller. The stack changes
  /// at once (NV24): the popped screen's view leaves the window, which cancels its recognizers
  /// (G20), the calling one included; a touch bound to one of its views stays bound.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    popViewController(because: .model(NavigationPopReason.appCalls("popViewController(animated:)")))
  }

  /// `popToRootViewController(animated:)`: pops every controller above the root, top first,
  /// each logged as `popViewController` (NV24); returns the popped controllers, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController] {
    var popped: [ViewController] = []
    while let controller = popViewController(
      because: .model(NavigationPopReason.appCalls("popToRootViewController(animated:)")))
    {
      popped.insert(controller, at: 0)
    }
    return popped
  }

  /// Pops the top controller, saying why (`--explain`).
  @discardableResult
  func popViewController(because reason: @autoclosure () -> Reason) -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    viewIfLoaded?.home?.record(
      viewIfLoaded?.name ?? name, .popViewController(viewController: popped.name), why: reason())
    popped.viewIfLoaded?.removeFromSuperview()
    topViewController?.viewIfLoaded?.isHidden = false
    return popped
  }

  /// NV10, NV23: a back swipe's action at `state` (UIKit's `handleNavigationTransition:`, the
  /// target of both back swipes): samples at began and at each change; at the end, pops when
  /// UIKit's projection says so.
  func interactivePopAction(_ state: GestureState, of recognizer: ScreenEdgePanGestureRecognizer) {
    let time = Double(recognizer.now.microseconds) / 1_000_000
    let translation = recognizer.translation.x
    let velocity = recognizer.velocity(in: nil).x
    switch state {
    case .began:
      popDecision.began(
        width: viewIfLoaded?.bounds.size.width ?? 0, time: time, translation: translation, velocity: velocity)
    case .changed:
      popDecision.sample(time: time, translation: translation, velocity: velocity, final: false)
    case .ended:
      popDecision.sample(time: time, translation: translation, velocity: velocity, final: true)
      let decision = popDecision
      guard decision.shouldPop(translation: translation) else { return }
      let pop = Self.popExplanation(decision, translation)
      if recognizer === interactivePopGestureRecognizer {
        popViewController(because: .navigation(.backSwipePops(pop)))
      } else {
        popViewController(because: .model(NavigationPopReason.contentSwipePops(pop)))
      }
    default:
      break
    }
  }

  /// NV10's numbers for `--explain`.
  static func popExplanation(_ decision: InteractivePopDecision, _ translation: Double) -> BackSwipePop {
    BackSwipePop(
      translation: translation, width: decision.width, samples: decision.sampleCount,
      averageVelocity: decision.averageVelocity * decision.width,
      projected: decision.sampleCount >= 3 && decision.interactionState == 2
        ? decision.projected(translation: translation) : nil,
      threshold: decision.threshold)
  }
}

/// The back-swipe's class (`_UIParallaxTransitionPanGestureRecognizer`, NV1): a screen-edge
/// pan whose action is UIKit's (not logged), which pops at the end (NV4).
final class InteractivePopGestureRecognizer: ScreenEdgePanGestureRecognizer {
  override var logsActions: Bool { false }

  override func performAction(for state: GestureState) {
    (view?.viewController as? NavigationController)?.interactivePopAction(state, of: self)
  }
}

/// A navigation controller's view (`UILayoutContainerView`): it hands its ownership to its
/// first superview, and lays the stack's views out to its bounds when it joins one (as at each
/// push: the model has no layout pass). Once placed, its controller never holds it again: a
/// view removed later (G20) is owned by whoever holds it, like any view, so that the view and
/// its controller, which it holds, do not keep each other alive.
final class NavigationContainerView: View {
  override func setWindow(_ newWindow: Window?) {
    super.setWindow(newWindow)
    if superview != nil { (viewController as? NavigationController)?.retainedView = nil }
    for subview in subviews { subview.frame = bounds }
  }
}

/// `UINavigationController`: `NavigationController`.
public typealias UINavigationController = NavigationController
