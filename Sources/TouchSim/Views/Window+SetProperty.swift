/// An object the log names as a receiver: a responder or a gesture recognizer.
public protocol LogReceiver: AnyObject {
  /// The receiver name in the log.
  var name: String { get }
}

extension Responder: LogReceiver {}
extension GestureRecognizer: LogReceiver {}

extension Window {
  /// Sets a property of a view or recognizer the way app code would (`scroll.isScrollEnabled
  /// = false`) and logs a `set` record from `object` naming the property and the value
  /// assigned (Docs/LogFormat.md `set`).
  ///
  /// The record comes first, then the assignment, so the records the change causes (a
  /// recognizer disabled mid-gesture is cancelled, G11; S7) follow it. `property` is the
  /// name the log shows, UIKit's name by convention.
  ///
  /// ```swift
  /// simulation.schedule(at: .milliseconds(500)) { window in
  ///   window.set(\.isScrollEnabled, of: scroll, to: false, named: "isScrollEnabled")
  /// }
  /// ```
  @inlinable  // a reaction at every scroll sets a frame: inlined, the key path is a plain setter call
  public func set<Object: LogReceiver, Value: LoggedPropertyValue>(
    _ keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object, to value: Value, named property: String,
    because reason: @autoclosure () -> Reason = .app(HandlerReason.set)
  ) {
    record(object.name, .set(property: property, value: value.loggedValue), why: reason())
    object[keyPath: keyPath] = value
  }

  /// Adds a `note` record from `receiver` (Docs/LogFormat.md `note`): app code outside a touch
  /// method (a gesture's target, a scroll-view delegate) writing what it did.
  public func note(
    _ text: String, from receiver: some LogReceiver,
    because reason: @autoclosure () -> Reason = .app(HandlerReason.note)
  ) {
    record(receiver.name, .note(text: text), why: reason())
  }

  /// Removes a view from its superview the way app code would (`view.removeFromSuperview()`),
  /// logged first as a `set` record of its `superview` to `nil`. Hit testing no longer finds it
  /// (H1); the recognizers of its subtree are cancelled and a first responder in it resigns
  /// (G20); a touch already bound to it stays bound and keeps receiving its calls outside the
  /// window (G20: UIKit cancels such touches only in one Apple extension), and its responder
  /// chain now ends at it (RC1).
  public func removeFromSuperview(_ view: View, because reason: @autoclosure () -> Reason = .app(HandlerReason.set)) {
    guard view.superview != nil else { return }
    record(view.name, .set(property: "superview", value: .object(nil)), why: reason())
    view.removeFromSuperview()
  }
}
