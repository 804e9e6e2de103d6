/// How the window calls `UIResponder`'s four touch methods with UIKit's signatures, the
/// override points of an app's own responder classes (RC1-RC3; declared in `Responder`).
///
/// The window logs each call before it calls the method, so an override appears in the log as
/// a scenario's `touches` key does. What an override does decides where the call goes next:
///
/// - calling `super` runs the app's `onTouches` handlers, then the class's own handling (a
///   plain view passes the call to `next`, RC3; a control tracks, C3-C6; a scroll view keeps
///   it, RC4);
/// - not calling `super` keeps the call (the responder handles it);
/// - calling `next?.touchesBegan(touches, with: event)` passes it on by hand (seed 001): the
///   next responder's call is logged with `via`, as a scenario's `forward` reaction is.
///
/// ```swift
/// final class PassThroughView: UIView {
///   override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///     super.touchesBegan(touches, with: event)  // and UIView passes it on
///     next?.touchesBegan(touches, with: event)  // a second time, by hand
///   }
/// }
/// ```
///
/// A `Set` has no order (as in UIKit); `touches.first` is the touch when one finger moves.
extension Responder {
  /// The classes of the model itself, whose touch methods nobody overrides: the window calls
  /// their handling directly, without building a `Set` and an `Event` (issue 7's callback
  /// figure stays as it was). One list for the whole model: `BuiltInClasses`.
  static var modelClassIdentifiers: Set<ObjectIdentifier> { BuiltInClasses.responderIdentifiers }

  /// Runs `super`'s part of a touch method: the class's handling and the app's handlers.
  func runSuperTouches(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
    let window = event?.window ?? touches.first?.view?.home ?? touches.first?.gestureRecognizers.first?.view?.home
    window?.superTouches(method, touches, of: self)
  }
}
