/// A view in the tree (`UIView`): geometry, the flags hit testing reads, and its gesture
/// recognizers.
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
open class View: Responder {
  /// The frame in the superview's coordinates.
  @exclusivity(unchecked) public var frame: Rect
  /// The bounds origin; a scroll view's content offset (subviews shift by it).
  @exclusivity(unchecked) public var boundsOrigin: Point = .zero
  /// The view's transform (`transform`), applied about the center of `frame` (UIKit's
  /// `center`, anchor point 0.5, 0.5) to its bounds: hit testing and coordinate conversion
  /// honour it (H1). `frame` here is the untransformed frame (`center` and the bounds' size);
  /// UIKit's `frame` of a transformed view is `transformedFrame`. Identity by default, and the
  /// geometry then takes the untransformed path.
  @exclusivity(unchecked) public var transform: AffineTransform = .identity {
    didSet { isTransformed = !transform.isIdentity }
  }
  /// Whether `transform` is not the identity (read on the hot path instead of six comparisons).
  @exclusivity(unchecked) public private(set) var isTransformed = false
  /// Hidden views and their subtrees are skipped by hit testing (H2).
  @exclusivity(unchecked) public var isHidden = false
  /// Views with `alpha < 0.01` are skipped by hit testing (H2).
  @exclusivity(unchecked) public var alpha: Double = 1
  /// Views with interaction off are skipped by hit testing (H2, H5).
  @exclusivity(unchecked) public var isUserInteractionEnabled: Bool
  /// Whether the view receives more than the first touch of a sequence (M1).
  @exclusivity(unchecked) public var isMultipleTouchEnabled: Bool
  /// Whether the view insists on being the only view tracking touches (M2).
  @exclusivity(unchecked) public var isExclusiveTouch = false {
    didSet {
      guard oldValue != isExclusiveTouch, liveTouchCount > 0, let window = liveTouchWindow else { return }
      window.exclusiveLiveTouchCount += isExclusiveTouch ? liveTouchCount : -liveTouchCount
    }
  }
  /// An integer the app identifies the view by (`UIView.tag`, default 0). UIKit's touch
  /// handling never reads it; app logic does (`viewWithTag(_:)`, conditions on the touched view).
  @exclusivity(unchecked) public var tag = 0
  /// The UIKit animations on the view's layer, running or ended (ended ones are dropped when
  /// the next is added): AN1, AN7.
  @exclusivity(unchecked) public internal(set) var animations: [ViewAnimation] = []
  /// Touches down on this view that it may receive (`Window.windowLiveTouchCount`, M1 and M2).
  @exclusivity(unchecked) var liveTouchCount = 0
  /// The window counting them; set while `liveTouchCount > 0` (the window clears it when its
  /// run ends or it goes), so it is never read dangling. Not `weak`: see `superview`.
  @exclusivity(unchecked) unowned(unsafe) var liveTouchWindow: Window?
  /// An override of `point(inside:with:)`.
  @exclusivity(unchecked) public var pointInsideOverride: PointInsideOverride?
  /// An override of `hitTest(_:with:)`.
  @exclusivity(unchecked) public var hitTestOverride: HitTestOverride?
  /// Answers of `gestureRecognizerShouldBegin(_:)` by recognizer name (G8); default `true`.
  @exclusivity(unchecked) public var gestureRecognizerShouldBeginAnswers: [String: Bool] = [:]
  /// The app's `gestureRecognizerShouldBegin(_:)` override as code (G8), asked before
  /// `gestureRecognizerShouldBeginAnswers`; an answer of `nil` is the class's own (`super`).
  @exclusivity(unchecked) public var gestureRecognizerShouldBeginOverride:
    ((View, GestureRecognizer) -> AppAnswer<Bool?>)?
  /// The app's `point(inside:with:)` override as code (H1), asked with the point in the
  /// view's coordinates and the answer `super` would give; it replaces `pointInsideOverride`.
  @exclusivity(unchecked) public var pointInsideAnswer: ((View, Point, Bool) -> AppAnswer<Bool>)?
  /// The app's `hitTest(_:with:)` override as code (H1), asked with the point in the view's
  /// coordinates and the view `super` would return; it replaces `hitTestOverride`. A view it
  /// returns that is not in the window's tree counts as `nil`.
  @exclusivity(unchecked) public var hitTestAnswer: ((View, Point, View?) -> AppAnswer<View?>)?

  /// The subviews, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// The superview; `nil` once the superview is gone (its `deinit` clears it).
  ///
  /// The back references of the tree (this, `window`, `GestureRecognizer.view`,
  /// `ViewController.view`) are `unowned(unsafe)`, not `weak`: a weak reference gives its
  /// object a side table, which sends every retain and release of it down the runtime's slow
  /// path (issue 15, half the app-logic benchmark). They stay safe because each owner clears
  /// them when it goes (`deinit` here and in `Window`), so no read sees a freed object.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
  /// The window the view is in; `nil` once the view leaves it or the window is gone.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var window: Window?
  /// The window the view last left, held through the window's own reference box (`nil` once
  /// the window is gone; not `weak`, as above).
  @exclusivity(unchecked) var formerWindow: UnretainedReference<Window>?
  /// The window whose run the view takes part in: its window, or the one it last left. A view
  /// removed mid-gesture still gets the calls of its touches, logs, sends actions and runs its
  /// timers (G20), as UIKit's application-wide event machinery does for a view outside any
  /// window; hit testing and the first responder use `window`.
  public var home: Window? { window ?? formerWindow?.object }
  /// The controller whose root view this is.
  @exclusivity(unchecked) public internal(set) var viewController: ViewController?
  /// The recognizers attached to this view, in the order added (MD4).
  @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

  /// The class name UIKit would report (`UIView`, `UIButton`, ...).
  open var className: String { "UIView" }

  /// Creates a view with UIKit's defaults for its class.
  public init(name: String, frame: Rect = .zero) {
    self.frame = frame
    self.isUserInteractionEnabled = true
    self.isMultipleTouchEnabled = false
    super.init(name: name)
  }

  /// The bounds: the bounds origin with the frame's size. Setting it sets both (UIKit's
  /// `bounds`; a scroll view's content offset is its origin).
  public var bounds: Rect {
    get { Rect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The frame's center in the superview's coordinates (`center`); setting it moves the frame.
  public var center: Point {
    get { Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2) }
    set { frame.origin = Point(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
  }

  /// The controller if this is its root view, else the superview (RC1).
  open override var next: Responder? {
    if let viewController { return viewController }
    return superview
  }

  /// Views present touches in their own coordinates.
  open override func presentedLocation(of windowPoint: Point) -> Point {
    convertFromWindow(windowPoint)
  }

  /// A controller shares its view's coordinates; a superview's point adds the frame origin
  /// and removes the bounds origin (O(1), no walk to the window).
  open override func location(_ point: Point, presentedBy next: Responder, windowPoint: Point) -> Point {
    if next === viewController { return point }
    if next === superview { return pointInSuperview(point) }
    return next.presentedLocation(of: windowPoint)
  }

  /// This view's point in its superview's coordinates.
  @inline(__always)
  func pointInSuperview(_ point: Point) -> Point {
    if isTransformed { return transformedPointInSuperview(point) }
    return Point(x: point.x + frame.origin.x - boundsOrigin.x, y: point.y + frame.origin.y - boundsOrigin.y)
  }

  /// Adds a subview on top of the others.
  public func addSubview(_ view: View) {
    view.detach(movingTo: window)
    subviews.append(view)
    view.superview = self
    view.setWindow(window)
  }

  /// Inserts a subview at an index of `subviews` (back to front), clamped to the list
  /// (`insertSubview(_:at:)`).
  public func insertSubview(_ view: View, at index: Int) {
    view.detach(movingTo: window)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.setWindow(window)
  }

  /// Moves a subview in front of the others (`bringSubviewToFront(_:)`); hit testing tries it
  /// first (H4).
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind the others (`sendSubviewToBack(_:)`).
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview. A view that leaves its window this way cancels the
  /// recognizers of its subtree first (G20); the touches bound to it stay bound.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    detach(movingTo: nil)
    setWindow(nil)
  }

  /// Takes the view out of its superview's list before it moves to `newWindow`'s tree. Leaving
  /// a window for none first cancels the recognizers of the subtree, as UIKit's
  /// `-[UIView _willMoveToWindow:]` does with a nil window (G20); a move inside one window
  /// cancels nothing.
  func detach(movingTo newWindow: Window?) {
    if newWindow == nil, let window, window !== self { window.viewWillLeaveWindow(self) }
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Makes a view controller own this view (it becomes the next responder, RC1).
  public func setViewController(_ controller: ViewController) {
    viewController = controller
    controller.loadedView = self
  }

  /// Attaches a gesture recognizer (`addGestureRecognizer(_:)`).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view = self
    gestureRecognizers.append(recognizer)
    window?.adopt(recognizer)
  }

  /// A view's recognizers go with it: their failure requirements, which may point at one
  /// another in a cycle (G10), are dropped so that the recognizers are freed too. Subviews,
  /// recognizers and the controller that outlive the view read `nil` for it (`superview`).
  deinit {
    for recognizer in gestureRecognizers {
      recognizer.requiredToFail.removeAll()
      recognizer.dependents.removeAll()
      if recognizer.view === self { recognizer.view = nil }
    }
    for subview in subviews where subview.superview === self { subview.superview = nil }
    if let viewController, viewController.loadedView === self { viewController.loadedView = nil }
  }

  /// Sets `window` for this subtree, iteratively (deep trees must not overflow the stack). A
  /// view joining a window joins its registry too (`Window.adopt(_:)`), so that a tree built
  /// with `addSubview` needs no `register(_:)`, and leaves it as it leaves (`release(_:)`).
  func setWindow(_ newWindow: Window?) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if let oldWindow = view.window, oldWindow !== newWindow, oldWindow !== view {
        oldWindow.release(view)
        view.formerWindow = oldWindow.reference
      }
      if newWindow != nil { view.formerWindow = nil }
      view.window = newWindow
      if let newWindow, newWindow !== view { newWindow.adopt(view) }
      stack.append(contentsOf: view.subviews)
    }
  }

  // MARK: - Hit testing's override points (H1)

  /// `point(inside:with:)`: whether a point in the view's coordinates is inside it. The
  /// default (`super`) is the bounds, or the answer the view was given (`pointInsideAnswer`,
  /// `pointInsideOverride`). Hit testing asks it of every view it enters (H1, H3).
  open func point(inside point: Point, with event: Event?) -> Bool { pointInsideAsGiven(point) }

  /// `hitTest(_:with:)`: the deepest view that contains a point in the view's coordinates, or
  /// `nil` (H1-H6). The default (`super`) skips a hidden, transparent or non-interactive
  /// view (H2, H5, H6), asks `point(inside:with:)`, then tries the subviews front to back (H4).
  /// An override is called on each view hit testing tries, as UIKit does, and what it
  /// returns is the answer for its subtree (a view outside the window counts as `nil`).
  open func hitTest(_ point: Point, with event: Event?) -> View? {
    walkHitTest(point, asksOwnOverride: true, callsOwnMethod: false)
  }

  /// An extra condition for entering hit testing; controls require `isEnabled` (H6).
  open var additionalHitTestCondition: Bool { true }

  /// `gestureRecognizerShouldBegin(_:)`: whether a recognizer on this view's touches may
  /// begin (G8). UIKit asks each touched view, for recognizers that cancel touches in their
  /// view (MD13). The default (`super`) is the answer the view was given
  /// (`gestureRecognizerShouldBeginOverride`, `gestureRecognizerShouldBeginAnswers`), the
  /// class's own (a button refuses an ancestor's single tap, MD13), else UIView's `true`,
  /// which the log does not show.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if let answer = gestureRecognizerShouldBeginAnswer(gestureRecognizer) {
      gaveAnswer = true
      givenAnswerReason = appGestureRecognizerShouldBegin(gestureRecognizer)?.reason
      return answer
    }
    answeredByDefault = true
    // A view may be a recognizer's delegate too: its default is then the delegate's.
    gestureRecognizer.delegateAnsweredByDefault = true
    return true
  }

  /// Asks `gestureRecognizerShouldBegin(_:)` (G8): `nil` when UIView's default answered.
  func askGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> OverrideAnswer<Bool>? {
    guard callsTouchMethods else {
      guard let answer = gestureRecognizerShouldBeginAnswer(recognizer) else { return nil }
      return OverrideAnswer(value: answer, isDefault: false, reason: nil)
    }
    let asked = askOverridePoint("gestureRecognizerShouldBegin(_:)", default: true, explains: home?.explains ?? false) {
      gestureRecognizerShouldBegin(recognizer)
    }
    return asked.isDefault ? nil : asked
  }

  /// The view's answer to `gestureRecognizerShouldBegin(_:)` when it overrides it (G8);
  /// `nil` means UIView's default `true`, which the log does not show.
  open func gestureRecognizerShouldBeginAnswer(_ recognizer: GestureRecognizer) -> Bool? {
    appGestureRecognizerShouldBegin(recognizer)?.value
  }

  /// The app's own answer (`gestureRecognizerShouldBeginOverride`, then the answers by
  /// name), without the class's default; `nil` when the app leaves it to `super`.
  public func appGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> AppAnswer<Bool>? {
    if let override = gestureRecognizerShouldBeginOverride {
      let answer = override(self, recognizer)
      if let value = answer.value { return AppAnswer(value, because: answer.reason) }
    }
    return gestureRecognizerShouldBeginAnswers[recognizer.name].map { AppAnswer($0) }
  }
}

/// A `point(inside:with:)` override (Docs/ScenarioFormat.md `pointInside`).
public enum PointInsideOverride: Sendable, Equatable {
  /// Always `false`: the view is transparent to hit testing.
  case never
  /// The bounds inset by these amounts; negative insets enlarge the touch area.
  case insets(EdgeInsets)
}

/// A `hitTest(_:with:)` override (Docs/ScenarioFormat.md `hitTest`).
public enum HitTestOverride: Sendable, Equatable {
  /// Returns the view itself for every point that reaches it (seed 003).
  case returnsSelf
  /// Returns `nil` where the default would return the view itself.
  case transparent
  /// First asks each listed view's `point(inside:)`, then falls back to the default
  /// (seeds 001 and 002).
  case prefer([String])
}
