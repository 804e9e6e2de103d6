/// A view controller: the next responder of its root view (RC1).
open class ViewController: Responder {
  /// The controller's root view; `nil` once the view is gone (its `deinit` clears it;
  /// `unowned(unsafe)`, not `weak`, for the reason `View.superview` gives).
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var view: View?

  /// Creates a controller; it takes part in the chain once it owns a view.
  public override init(name: String) { super.init(name: name) }

  /// The view's superview, or the window for a root controller (RC1).
  open override var next: Responder? { view?.superview }

  /// Controllers present touches in their view's coordinates.
  public override func presentedLocation(of windowPoint: Point) -> Point {
    view?.convertFromWindow(windowPoint) ?? windowPoint
  }

  /// The view's superview sees the point moved by the view's frame and bounds origins.
  public override func location(_ point: Point, presentedBy next: Responder, windowPoint: Point) -> Point {
    if let view, let superview = view.superview, next === superview { return view.pointInSuperview(point) }
    return next.presentedLocation(of: windowPoint)
  }
}

/// The application object: the end of the responder chain (RC1, MD8).
public final class Application: Responder {
  /// Creates the application, named `application` in the log.
  public init() { super.init(name: "application") }
}
