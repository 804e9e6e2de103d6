/// A view controller: the next responder of its root view (RC1).
open class ViewController: Responder {
  /// The controller's root view once loaded; `nil` once the view is gone (its `deinit` clears
  /// it; `unowned(unsafe)`, not `weak`, for the reason `View.superview` gives).
  unowned(unsafe) var loadedView: View?
  /// A view given with `view = ...` (or made by `loadView()`), held by the controller as
  /// UIKit's controller holds its view. The view holds its controller too (RC1), so the pair
  /// lives as long as the process: a test's screen, not an app's.
  var heldView: View?
  private var isLoadingView = false

  /// Creates a controller; it takes part in the chain once it owns a view.
  public override init(name: String) { super.init(name: name) }

  /// The root view (`view`). Reading it loads it first, as UIKit does: `loadView()`, then
  /// `viewDidLoad()`. Setting it makes the controller the view's next responder (RC1). The
  /// model itself reads `viewIfLoaded`, so a controller built without a view stays without.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if let loadedView, loadedView !== newValue, loadedView.viewController === self {
        loadedView.viewController = nil
      }
      heldView = newValue
      if let newValue { newValue.setViewController(self) } else { loadedView = nil }
    }
  }

  /// The root view if loaded, without loading it (`viewIfLoaded`).
  public var viewIfLoaded: View? { loadedView }
  /// Whether the view is loaded (`isViewLoaded`).
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded (`loadViewIfNeeded()`).
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView != nil { viewDidLoad() }
  }

  /// Makes the root view (`loadView()`): by default a plain view named `<name>.view`.
  /// Override it to set `view` to your own; do not call `super`.
  open func loadView() { view = View(name: name + ".view") }

  /// Called once the view is loaded (`viewDidLoad()`): add subviews and recognizers here.
  open func viewDidLoad() {}

  /// The view's superview, or the window for a root controller (RC1).
  open override var next: Responder? { loadedView?.superview }

  /// Controllers present touches in their view's coordinates.
  public override func presentedLocation(of windowPoint: Point) -> Point {
    loadedView?.convertFromWindow(windowPoint) ?? windowPoint
  }

  /// The view's superview sees the point moved by the view's frame and bounds origins.
  public override func location(_ point: Point, presentedBy next: Responder, windowPoint: Point) -> Point {
    if let view = loadedView, let superview = view.superview, next === superview { return view.pointInSuperview(point) }
    return next.presentedLocation(of: windowPoint)
  }
}

/// The application object: the end of the responder chain (RC1, MD8).
public final class Application: Responder {
  /// Creates the application, named `application` in the log.
  public init() { super.init(name: "application") }
}
