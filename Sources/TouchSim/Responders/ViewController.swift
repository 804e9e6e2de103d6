/// A view controller: the next responder of its root view (RC1).
public final class ViewController: Responder {
  /// The controller's root view.
  public internal(set) weak var view: View?

  /// Creates a controller; it takes part in the chain once it owns a view.
  public override init(name: String) { super.init(name: name) }

  /// The view's superview, or the window for a root controller (RC1).
  public override var next: Responder? { view?.superview }

  /// Controllers present touches in their view's coordinates.
  public override func presentedLocation(of windowPoint: Point) -> Point {
    view?.convertFromWindow(windowPoint) ?? windowPoint
  }
}

/// The application object: the end of the responder chain (RC1, MD8).
public final class Application: Responder {
  /// Creates the application, named `application` in the log.
  public init() { super.init(name: "application") }
}
