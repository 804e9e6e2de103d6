// Target-action without the Objective-C runtime. `#selector` and `@objc` need it, so a
// target-action line changes in one place: `action: #selector(buyTapped)` becomes
// `action: Self.buyTapped` (a method reference; `buyTapped(_:)` may take the sender), and the
// method loses its `@objc`. The target is held weakly, as UIKit holds it; the action runs
// when the target is of the method's class.

/// `Selector`, so that `init(target: nil, action: nil)` compiles; a selector cannot name a
/// method here (there is no Objective-C runtime): pass a method reference instead.
public struct Selector: Sendable {}

/// `UIAction`: a handler a control runs for an event (`addAction(_:for:)`,
/// `UIButton(primaryAction:)`).
public final class UIAction {
  /// `title`.
  public let title: String
  /// `sender`: the control that ran the action, while it runs.
  public internal(set) var sender: AnyObject?
  let handler: (UIAction) -> Void
  /// `UIAction(title:handler:)`.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

extension Control {
  /// `UIControl.State`: accepted by the methods that take it.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// `addAction(_:for:)`: runs the action's handler for the event, after the actions added
  /// before it (C7).
  public func addAction(_ action: UIAction, for event: ControlEvent) {
    addTarget(for: event) { control in
      action.sender = control
      action.handler(action)
      action.sender = nil
    }
  }

  /// `addTarget(_:action:for:)` with a method reference: `addTarget(self, action:
  /// Self.buyTapped, for: .touchUpInside)`.
  public func addTarget<Target>(_ target: AnyObject, action: @escaping (Target) -> () -> Void, for event: ControlEvent)
  {
    addTarget(for: event) { [weak target] _ in
      if let target = target as? Target { action(target)() }
    }
  }

  /// `addTarget(_:action:for:)` with a method that takes the sender (`buyTapped(_ sender:
  /// UIButton)`); the action runs when the sender is of the method's type.
  public func addTarget<Target, Sender: Control>(
    _ target: AnyObject, action: @escaping (Target) -> (Sender) -> Void, for event: ControlEvent
  ) {
    addTarget(for: event) { [weak target] control in
      if let target = target as? Target, let sender = control as? Sender { action(target)(sender) }
    }
  }
}

extension Button {
  /// `UIButton.ButtonType`: accepted; every button here is the model's button.
  public enum ButtonType: Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// `UIButton(type:)`: a button named `UIButton`.
  public convenience init(type buttonType: ButtonType) { self.init(name: "UIButton", frame: .zero) }

  /// `UIButton(primaryAction:)`: a button that runs `action` on touch up inside.
  public convenience init(primaryAction action: UIAction?) {
    self.init(name: "UIButton", frame: .zero)
    if let action { addAction(action, for: .touchUpInside) }
  }

  /// `setTitle(_:for:)`: accepted and not kept (the model does not draw).
  public func setTitle(_ title: String?, for state: Control.State) {}
}

extension GestureRecognizer {
  /// `init(target:action:)` with a method reference: `UIPanGestureRecognizer(target: self,
  /// action: Self.handlePan)`, where `handlePan(_:)` takes the recognizer (any class it is).
  public convenience init<Target, Recognizer: GestureRecognizer>(
    target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init(name: defaultName(of: Self.self))
    addTarget(target, action: action)
  }

  /// `init(target:action:)` with a method that takes no argument.
  public convenience init<Target>(target: AnyObject, action: @escaping (Target) -> () -> Void) {
    self.init(name: defaultName(of: Self.self))
    addTarget(target, action: action)
  }

  /// `init(target: nil, action: nil)`: a recognizer with no target yet.
  public convenience init(target: Any?, action: Selector?) { self.init(name: defaultName(of: Self.self)) }

  /// `addTarget(_:action:)` with a method reference taking the recognizer.
  public func addTarget<Target, Recognizer: GestureRecognizer>(
    _ target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    addTarget { [weak target] recognizer in
      if let target = target as? Target, let recognizer = recognizer as? Recognizer { action(target)(recognizer) }
    }
  }

  /// `addTarget(_:action:)` with a method reference taking nothing.
  public func addTarget<Target>(_ target: AnyObject, action: @escaping (Target) -> () -> Void) {
    addTarget { [weak target] _ in
      if let target = target as? Target { action(target)() }
    }
  }
}
