/// The window's first responder (TF2-TF4, TXV4): who edits, and the records of its changes.
extension Responder {
  /// Whether this responder is its window's first responder (`isFirstResponder`).
  public var isFirstResponder: Bool {
    guard let view = self as? View, let window = view.window else { return false }
    return window.firstResponder === self
  }

  /// UIResponder's `becomeFirstResponder()`: the current first responder resigns first
  /// (its `resignFirstResponder()`, overridable), then this responder's record (TF3).
  func takeFirstResponder() -> Bool {
    guard let window = (self as? View)?.window, canBecomeFirstResponder else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder {
      if (current as? View)?.window === window {
        guard current.canResignFirstResponder else { return false }
        let cause = window.firstResponderCause
        window.firstResponderCause = .app(TextInputReason.replaced(by: name))
        _ = current.resignFirstResponder()
        window.firstResponderCause = cause
        // An override that did not call super leaves it first responder: this one cannot take over.
        if window.firstResponder === current { return false }
      } else {
        window.firstResponder = nil  // it left the window: nothing to resign
      }
    }
    window.firstResponder = self
    window.record(
      name, .becomeFirstResponder,
      why: window.firstResponderCause ?? .app(TextInputReason.appCalled("becomeFirstResponder()")))
    return true
  }

  /// UIResponder's `resignFirstResponder()`: a record when this responder was first
  /// responder, and the window has none (TF4).
  func giveUpFirstResponder() -> Bool {
    guard let window = (self as? View)?.window, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    window.record(
      name, .resignFirstResponder,
      why: window.firstResponderCause ?? .app(TextInputReason.appCalled("resignFirstResponder()")))
    return true
  }
}

extension View {
  /// `endEditing(_:)`: the first responder resigns when it is this view or one of its
  /// descendants (the keyboard-dismiss tap's usual action, TF5). Returns whether it resigned.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window.firstResponder as? View else { return false }
    var view: View? = current
    while let candidate = view, candidate !== self { view = candidate.superview }
    guard view != nil else { return false }
    if force {
      window.firstResponder = nil
      window.record(current.name, .resignFirstResponder, why: .app(TextInputReason.endEditing(by: name)))
      return true
    }
    return current.resignFirstResponder()
  }
}
