/// The model's own classes: every class in `Sources/TouchSim` that subclasses `Responder` or
/// `GestureRecognizer`, in one list (issue 28).
///
/// The window calls a built-in class's handling directly (its ordered touch methods, its hit
/// test walk, its tracking) without building a `Set` and an `Event` per call, and it knows a
/// built-in recognizer adds no failure requirements of its own (G10). An app's subclass runs
/// through UIKit's signatures instead. A class missing from this list still behaves as UIKit
/// does, only on the slower path; `BuiltInClassesTests` scans the model's sources and fails
/// when a class is missing, so add a new class's line here with its file.
public enum BuiltInClasses {
  /// The model's responder classes (views, controls, containers, controllers).
  public static let responders: [Responder.Type] = [
    Responder.self, Application.self, ViewController.self, NavigationController.self,
    View.self, Window.self, Control.self, Button.self, ImageView.self, Label.self,
    Stepper.self, PageControl.self, SegmentedControl.self, Slider.self, Switch.self, TextField.self,
    ScrollView.self, TableView.self, TextView.self, CollectionView.self, QueuingScrollView.self,
    TableViewCell.self, TableViewCellContentView.self, CollectionViewCell.self,
    NavigationContainerView.self, PageViewController.self, RefreshControl.self,
  ]

  /// The model's gesture recognizer classes, none of which overrides
  /// `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`.
  public static let gestureRecognizers: [GestureRecognizer.Type] = [
    GestureRecognizer.self, TapGestureRecognizer.self, LongPressGestureRecognizer.self,
    PanGestureRecognizer.self, SwipeGestureRecognizer.self, TwoFingerGestureRecognizer.self,
    PinchGestureRecognizer.self, RotationGestureRecognizer.self, ScreenEdgePanGestureRecognizer.self,
    InteractivePopGestureRecognizer.self, ScrollViewPanGestureRecognizer.self,
    ScrollViewDelayedTouchesRecognizer.self, SwipeActionPanGestureRecognizer.self,
    SwipeDismissalGestureRecognizer.self, TextTapGestureRecognizer.self,
    SwitchTapGestureRecognizer.self, SwitchPanGestureRecognizer.self,
  ]

  /// `responders` as identities, for the window's per-object check.
  static let responderIdentifiers = Set(responders.map { ObjectIdentifier($0) })

  /// `gestureRecognizers` as identities, for the window's per-object check.
  static let gestureRecognizerIdentifiers = Set(gestureRecognizers.map { ObjectIdentifier($0) })
}
