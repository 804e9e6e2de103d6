// UIKit's initializers without log names, colors, animations and controller presentation, as
// UIKit code writes them. An object made without `name:` is named after its class (`UIView`,
// `UIPanGestureRecognizer`, `FeedScrollView`): give it a name with `init(name:frame:)` where a
// test's patterns need one.

/// The log name of an object made without one: its class's name, UIKit's for the model's own.
func defaultName(of type: Any.Type) -> String {
  let qualified = String(reflecting: type)
  let name = String(describing: type)
  return qualified.hasPrefix("TouchSim.") ? "UI" + name : name
}

/// `UIColor`: kept and never drawn (the model has no rendering).
public struct UIColor: Hashable, Sendable {
  /// The red, green, blue and alpha components, 0 to 1.
  public var red: Double, green: Double, blue: Double, alpha: Double
  /// `UIColor(red:green:blue:alpha:)`.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  /// `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }
  /// `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: Double) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let systemBackground = white
  public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
  public static let label = black
}

extension View {
  /// `UIView(frame:)`: a view named after its class.
  public convenience init(frame: Rect) { self.init(name: defaultName(of: Self.self), frame: frame) }
  /// `UIView()`: a view named after its class, with a zero frame.
  public convenience init() { self.init(name: defaultName(of: Self.self), frame: .zero) }

  /// `backgroundColor`: accepted and not kept (the model does not draw).
  public var backgroundColor: UIColor? {
    get { nil }
    set {}
  }

  /// `UIView.AnimationOptions`: accepted and ignored.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 0)
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 1)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 2)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 3)
  }

  /// `animate(withDuration:delay:options:animations:completion:)`: the model has no
  /// animations, so the changes happen at once and `completion` runs with `true` before it
  /// returns.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The spring form of `animate`: at once, as the plain one.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}

extension ViewController {
  /// `UIViewController()`: a controller named after its class.
  public convenience init() { self.init(name: defaultName(of: Self.self)) }

  /// `dismiss(animated:completion:)`: the model has no presentation, so the view leaves its
  /// superview at once and `completion` runs.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    viewIfLoaded?.removeFromSuperview()
    completion?()
  }
}

extension GestureState {
  /// `.recognized`: `.ended`, as in UIKit.
  public static var recognized: GestureState { .ended }
}

extension Window {
  /// `rootViewController`: the controller of the window's first subview. Setting it loads the
  /// controller's view, sizes it to the window and installs it (`setRootView(_:)`).
  public var rootViewController: ViewController? {
    get { subviews.first?.viewController }
    set {
      guard let newValue else { return }
      let root: View = newValue.view
      root.frame = bounds
      setRootView(root)
    }
  }

  /// `makeKeyAndVisible()`: the model's window is always key and visible.
  public func makeKeyAndVisible() {}
}
