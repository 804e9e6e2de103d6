/// How step 1 hands a recognizer its touches: the model's own classes through their ordered
/// methods, an app's subclass through UIKit's `Set` and `Event` methods (G1, issue 16).
extension GestureRecognizer {
  /// The model's own recognizer classes: the window calls their ordered touch methods
  /// directly, without building a `Set` and an `Event` (`BuiltInClasses`).
  static var modelClassIdentifiers: Set<ObjectIdentifier> { BuiltInClasses.gestureRecognizerIdentifiers }

  /// Step 1 hands the recognizer the touches of one phase (G1): an app's subclass through
  /// its UIKit-signature method, the model's own classes through the ordered one.
  @inline(__always)
  func receive(_ phase: TouchPhase, _ touches: [Touch], _ event: TouchEvent) {
    if callsTouchMethods {
      receiveThroughUIKitMethods(phase, touches, event)
      return
    }
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    case .stationary: break
    }
  }

  /// An app subclass's step 1: its `Set` and `Event` methods (kept out of line, so that the
  /// model's own recognizers' path stays small).
  @inline(never)
  fileprivate func receiveThroughUIKitMethods(_ phase: TouchPhase, _ touches: [Touch], _ event: TouchEvent) {
    guard let window = view?.home else { return }
    let uiEvent = Event(timestamp: event.timestamp, changedTouches: event.changedTouches, window: window)
    switch phase {
    case .began: touchesBegan(Set(touches), with: uiEvent)
    case .moved: touchesMoved(Set(touches), with: uiEvent)
    case .ended: touchesEnded(Set(touches), with: uiEvent)
    case .cancelled: touchesCancelled(Set(touches), with: uiEvent)
    case .stationary: break
    }
  }
}
