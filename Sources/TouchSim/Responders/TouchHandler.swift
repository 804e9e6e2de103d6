/// App code run inside one of a responder's touch methods (`Responder.onTouches(_:_:)`).
public struct TouchHandler {
  /// The touch method it runs in.
  public let method: TouchMethod
  /// The code; it runs after the call's record and before the class's own handling.
  public let body: (TouchContext) -> Void
}

/// What app code sees inside a touch method: the call, its touches and the window, with the
/// things a UIKit override can do that the log shows (RC1-RC3).
///
/// ```swift
/// let overlay = View(name: "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// overlay.onTouches(.touchesBegan) { context in
///   context.set(\.isScrollEnabled, of: scroll, to: false, named: "isScrollEnabled")  // a `set` record
///   context.forward()  // `next?.touchesBegan(touches, with: event)` (seed 001)
/// }
/// overlay.onTouches(.touchesEnded) { context in
///   if let touch = context.firstTouch, !scroll.bounds.contains(touch.location(in: scroll)) {
///     context.note("emoticon sent")  // a `note` record
///   }
/// }
/// ```
public struct TouchContext {
  /// The responder whose method runs.
  public let responder: Responder
  /// The method that runs.
  public let method: TouchMethod
  /// The touches of the call.
  public let touches: [Touch]
  /// The window delivering the call.
  public let window: Window
  /// Where the call presents its first touch, in window coordinates.
  let windowPoint: Point
  /// How many `forward` calls this call is nested in.
  let depth: Int

  /// The touch with the lowest finger number, as a single-touch override reads
  /// `touches.first`.
  public var firstTouch: Touch? { touches.min { $0.finger < $1.finger } }

  /// Calls the next responder's `method` (by default the running one) with the same touches:
  /// `next?.touchesBegan(touches, with: event)` in an override (RC1, RC3). Forwarding a
  /// different method than the one running models code that forwards the wrong call (seed
  /// 001). Nested forwards are bounded by `Window.limits` (the run stops with an error).
  public func forward(
    _ forwardedMethod: TouchMethod? = nil,
    because reason: @autoclosure () -> Reason = .app(HandlerReason.forwarded)
  ) {
    window.forward(
      forwardedMethod ?? method, touches, from: responder, at: windowPoint, depth: depth,
      why: window.explains ? reason() : nil)
  }

  /// Adds a `note` record from this responder (Docs/LogFormat.md `note`).
  public func note(_ text: String, because reason: @autoclosure () -> Reason = .app(HandlerReason.note)) {
    window.record(responder.name, .note(text: text), why: reason())
  }

  /// Sets a property of a view or recognizer and logs a `set` record
  /// (`Window.set(_:of:to:named:because:)`).
  public func set<Object: LogReceiver, Value: LoggedPropertyValue>(
    _ keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object, to value: Value, named property: String,
    because reason: @autoclosure () -> Reason = .app(HandlerReason.set)
  ) {
    window.set(keyPath, of: object, to: value, named: property, because: reason())
  }
}

extension Responder {
  /// Runs `body` inside this responder's `method`, after the call's record and before the
  /// class's own handling (a plain view's default passes the call on, RC3; `touchHandling`
  /// models an override that does not call super). Handlers run in the order added.
  ///
  /// ```swift
  /// button.onTouches(.touchesEnded) { context in context.note("tapped") }
  /// ```
  public func onTouches(_ method: TouchMethod, _ body: @escaping (TouchContext) -> Void) {
    touchHandlers.append(TouchHandler(method: method, body: body))
  }

  /// Removes every handler added with `onTouches(_:_:)`.
  public func removeTouchHandlers() { touchHandlers.removeAll() }
}
