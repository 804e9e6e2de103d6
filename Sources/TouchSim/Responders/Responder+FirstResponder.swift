/// The window's first responder (TF2-TF7, TXV4, TF9, TF13): who edits, the records of its
/// changes, the text input's delegate calls and the keyboard.
extension Responder {
  /// Whether this responder is its window's first responder (`isFirstResponder`).
  public var isFirstResponder: Bool {
    guard let view = self as? View, let window = view.window else { return false }
    return window.firstResponder === self
  }

  /// UIResponder's `becomeFirstResponder()` (TF6): `canBecomeFirstResponder` and the
  /// delegate's should-begin question, then the current first responder resigns (its
  /// `resignFirstResponder()`, overridable, which asks its should-end question), then this
  /// responder's record, its own begin-editing calls, and the keyboard.
  func takeFirstResponder() -> Bool {
    guard let window = (self as? View)?.window, canBecomeFirstResponder else { return false }
    if window.firstResponder === self { return true }
    guard delegateShouldBeginEditing() else { return false }
    if let current = window.firstResponder {
      if (current as? View)?.window === window {
        guard current.canResignFirstResponder else { return false }
        let cause = window.firstResponderCause
        let switching = window.isSwitchingFirstResponder
        window.firstResponderCause = .app(TextInputReason.replaced(by: name))
        window.isSwitchingFirstResponder = true
        _ = current.resignFirstResponder()
        window.isSwitchingFirstResponder = switching
        window.firstResponderCause = cause
        // An override that did not call super leaves it first responder: this one cannot take over.
        if window.firstResponder === current { return false }
        if window.firstResponder != nil { return window.firstResponder === self }  // a reaction moved it on
      } else {
        window.firstResponder = nil  // it left the window: nothing to resign
      }
    }
    guard (self as? View)?.window === window else { return false }  // a reaction removed it
    window.firstResponder = self
    window.record(
      name, .becomeFirstResponder,
      why: window.firstResponderCause ?? .app(TextInputReason.appCalled("becomeFirstResponder()")))
    didBecomeFirstResponder()
    window.updateKeyboard()
    return true
  }

  /// UIResponder's `resignFirstResponder()`: a record when this responder was first
  /// responder, and the window has none (TF4); a text input's should-end question first and
  /// its end-editing calls after (TF7), then the keyboard hides unless another responder is
  /// taking over (TF13).
  func giveUpFirstResponder() -> Bool {
    guard let window = (self as? View)?.window, window.firstResponder === self else { return true }
    guard canResignFirstResponder, delegateShouldEndEditing() else { return false }
    guard window.firstResponder === self else { return true }  // a reaction to the question resigned it
    window.firstResponder = nil
    window.record(
      name, .resignFirstResponder,
      why: window.firstResponderCause ?? .app(TextInputReason.appCalled("resignFirstResponder()")))
    didResignFirstResponder(forced: false)
    window.updateKeyboard()
    return true
  }

  /// Resigns without asking (TF7: `endEditing(true)`; G20: leaving the window): the record,
  /// the end-editing calls and the keyboard.
  func forceResignFirstResponder(because reason: Reason) {
    guard let window = (self as? View)?.window, window.firstResponder === self else { return }
    window.firstResponder = nil
    window.record(name, .resignFirstResponder, why: reason)
    didResignFirstResponder(forced: true)
    window.updateKeyboard()
  }
}

extension View {
  /// `endEditing(_:)`: the first responder resigns when it is this view or one of its
  /// descendants (the keyboard-dismiss tap's usual action, TF5); `force` resigns it without
  /// asking its delegate (TF7). Returns whether it resigned.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window.firstResponder as? View else { return false }
    var view: View? = current
    while let candidate = view, candidate !== self { view = candidate.superview }
    guard view != nil else { return false }
    if force {
      current.forceResignFirstResponder(because: .app(TextInputReason.endEditing(by: name)))
      return true
    }
    return current.resignFirstResponder()
  }
}
