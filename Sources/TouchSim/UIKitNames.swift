// UIKit's names for the classes and types TouchSim models (issue 16), so that code written
// for UIKit reads the same here. Each is an alias of the model's own name, which the log,
// the docs and the error messages use; both spellings are the same type.
//
// Geometry keeps the model's names: `CGPoint` is `Point`, `CGSize` is `Size`, `CGRect` is
// `Rect`, `CGFloat` is `Double` and `IndexPath` is `TableIndexPath`. The model imports the
// standard library only, so that it runs anywhere Swift does and nothing in it depends on a
// platform's Foundation (Docs/Library.md).

/// `UIResponder`: `Responder`.
public typealias UIResponder = Responder
/// `UIView`: `View`.
public typealias UIView = View
/// `UIWindow`: `Window`.
public typealias UIWindow = Window
/// `UIViewController`: `ViewController`.
public typealias UIViewController = ViewController
/// `UIApplication`: `Application`.
public typealias UIApplication = Application
/// `UIScrollView`: `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UITableView`: `TableView`.
public typealias UITableView = TableView
/// `UIControl`: `Control`.
public typealias UIControl = Control
/// `UIButton`: `Button`.
public typealias UIButton = Button
/// `UILabel`: `Label`.
public typealias UILabel = Label
/// `UIImageView`: `ImageView`.
public typealias UIImageView = ImageView
/// `UIGestureRecognizer`: `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UITapGestureRecognizer`: `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`: `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UISwipeGestureRecognizer`: `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UIPinchGestureRecognizer`: `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIRotationGestureRecognizer`: `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// `UITouch`: `Touch`.
public typealias UITouch = Touch
/// `UIEvent`: `Event`.
public typealias UIEvent = Event
/// `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIScrollViewDelegate`: `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UITableViewDelegate`: `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

extension GestureRecognizer {
  /// `UIGestureRecognizer.State`: `GestureState`.
  public typealias State = GestureState
}

extension Touch {
  /// `UITouch.Phase`: `TouchPhase`.
  public typealias Phase = TouchPhase
}

extension Control {
  /// `UIControl.Event`: `ControlEvent`. (Inside `Control`, `Event` is this; the touch event
  /// is `UIEvent`.)
  public typealias Event = ControlEvent
}
