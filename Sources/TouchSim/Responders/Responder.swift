/// The four touch methods of `UIResponder`, with UIKit's spelling for the log.
public enum TouchMethod: String, Sendable, CaseIterable {
  /// `touchesBegan(_:with:)`.
  case touchesBegan
  /// `touchesMoved(_:with:)`.
  case touchesMoved
  /// `touchesEnded(_:with:)`.
  case touchesEnded
  /// `touchesCancelled(_:with:)`.
  case touchesCancelled
}

/// What a responder's own touch methods do (Docs/ScenarioFormat.md `touches`).
public enum TouchHandling: String, Sendable, CaseIterable {
  /// Not overridden: UIResponder's default passes the call to `next` (RC3).
  case forward
  /// Overridden without calling super: the responder consumes the call.
  case handle
  /// Overridden and calling super, and passing the call on to `next` too.
  case handleAndForward
}

/// An object in the responder chain: a view, a view controller, the window or the
/// application (RC1).
///
/// Its `@exclusivity(unchecked)` stored properties (the hot ones) rely on the model running on
/// one thread and never holding an `inout` access to them across a call; without them the
/// benchmarks run 66-80% more instructions (Docs/Performance.md, "Exclusivity checking").
open class Responder {
  /// The receiver name used in the log.
  public let name: String

  /// How the app's subclass handles touches; `nil` means the class's built-in behaviour
  /// (plain views forward, controls track, scroll views swallow: RC3-RC5, TV1).
  @exclusivity(unchecked) public var touchHandling: TouchHandling?

  /// The app's handlers run inside this responder's touch methods, in the order added
  /// (`onTouches(_:_:)`).
  @exclusivity(unchecked) public internal(set) var touchHandlers: [TouchHandler] = []

  /// Whether the window calls this object's UIKit-signature touch methods: true for an app's
  /// subclass, false for the model's own classes, whose handling it calls directly.
  @exclusivity(unchecked) public private(set) var callsTouchMethods = true

  /// Marks left by `super` of an override point while the model asks it
  /// (`askOverridePoint`).
  @exclusivity(unchecked) var answeredByDefault = false
  @exclusivity(unchecked) var gaveAnswer = false
  @exclusivity(unchecked) var givenAnswerReason: Reason?

  /// Creates a responder with a log name.
  public init(name: String) {
    self.name = name
    callsTouchMethods = !Self.modelClassIdentifiers.contains(ObjectIdentifier(type(of: self)))
  }

  // MARK: - First responder (TF2, TF3, TXV4)

  /// `canBecomeFirstResponder`: whether `becomeFirstResponder()` may make this responder the
  /// window's first responder. UIResponder's default is false; a text field answers
  /// `isEnabled`, a text view `isEditable || isSelectable` (TF2, TXV4).
  open var canBecomeFirstResponder: Bool { false }

  /// `canResignFirstResponder`: whether the first responder lets another responder take its
  /// place; UIResponder's default is true.
  open var canResignFirstResponder: Bool { true }

  /// TF6: the delegate's should-begin question (`textFieldShouldBeginEditing`), asked after
  /// `canBecomeFirstResponder` and before the current first responder is asked to resign.
  /// Only text input asks one.
  func delegateShouldBeginEditing() -> Bool { true }

  /// TF7: the delegate's should-end question (`textFieldShouldEndEditing`), asked when this
  /// first responder is asked to resign (not when it is forced). Only text input asks one.
  func delegateShouldEndEditing() -> Bool { true }

  /// TF6, TF9: after this responder became first responder (its record logged): a text
  /// field's editing events and delegate call, a text view's.
  func didBecomeFirstResponder() {}

  /// TF7, TF9: after this responder resigned (its record logged); `forced` by
  /// `endEditing(true)` or by leaving the window.
  func didResignFirstResponder(forced: Bool) {}

  /// TF13: whether the keyboard is up while this responder is first responder.
  var showsKeyboard: Bool { false }

  /// `becomeFirstResponder()`: makes this view its window's first responder (TF3, TXV4).
  /// The current first responder resigns first, so the log shows its `resignFirstResponder`
  /// before this view's `becomeFirstResponder` (Apple: the current first responder is asked
  /// to resign). Returns false, with no record, when `canBecomeFirstResponder` is false, the
  /// view is in no window or the current one refuses to resign; true without a record when
  /// it is first responder already. A text field's tap calls it at lift (TF3).
  @discardableResult
  open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// `resignFirstResponder()`: gives up first-responder status (TF4): a
  /// `resignFirstResponder` record and the window has no first responder. Returns true, with
  /// no record, when this responder is not first responder (UIKit's default returns true).
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  // MARK: - UIResponder's touch methods (RC1-RC3)

  /// `touchesBegan(_:with:)`: fingers touched down on this responder's view, or a responder
  /// before it passed the call on. The default (`super`) runs the app's `onTouches` handlers,
  /// then the class's own handling (a plain view passes the call to `next`, RC3).
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { runSuperTouches(.touchesBegan, touches, event) }
  /// `touchesMoved(_:with:)`: the default is the class's own handling (`super`).
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { runSuperTouches(.touchesMoved, touches, event) }
  /// `touchesEnded(_:with:)`: the default is the class's own handling (`super`).
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { runSuperTouches(.touchesEnded, touches, event) }
  /// `touchesCancelled(_:with:)`: the default is the class's own handling (`super`).
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    runSuperTouches(.touchesCancelled, touches, event)
  }

  /// Calls the UIKit-signature method for `method`.
  final func callTouchMethod(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event) {
    switch method {
    case .touchesBegan: touchesBegan(touches, with: event)
    case .touchesMoved: touchesMoved(touches, with: event)
    case .touchesEnded: touchesEnded(touches, with: event)
    case .touchesCancelled: touchesCancelled(touches, with: event)
    }
  }

  /// The next responder (RC1); `nil` ends the chain.
  open var next: Responder? { nil }

  /// The location of a touch as this responder presents it, for the log's `at` field.
  ///
  /// Views use their own coordinates; a controller uses its view's; the window and the
  /// application use window coordinates.
  open func presentedLocation(of windowPoint: Point) -> Point { windowPoint }

  /// The location `next` presents, from the one this responder presents (`point`): O(1)
  /// per step, so following a deep chain stays linear. The default converts from the
  /// window point.
  open func location(_ point: Point, presentedBy next: Responder, windowPoint: Point) -> Point {
    next.presentedLocation(of: windowPoint)
  }

  /// The class's built-in handling of a touch call (the `super` implementation);
  /// `windowPoint` is where the call presents the first touch.
  ///
  /// Returns whether the call continues to `next`. `UIResponder`'s default forwards (RC3).
  open func builtInTouches(_ method: TouchMethod, _ touches: [Touch], at windowPoint: Point) -> Bool {
    true
  }
}
