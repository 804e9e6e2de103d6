extension Window {
  /// Calls a touch method on a responder and follows the chain while responders pass the
  /// call on (RC2, RC3).
  ///
  /// Each responder logs the call (with `via` when it was passed on), runs the app's
  /// handlers in order (`onTouches`), then its class's handling; it passes the call to `next`
  /// when its handling says so (`forward`, `handleAndForward`, or a built-in default that
  /// forwards). The plain chain is followed in a loop, so a 10,000-level tree cannot overflow
  /// the stack; only handlers' `forward()` calls nest, up to `limits.maxForwardingDepth`.
  ///
  /// `why` explains the first call (`--explain`); each responder further up says it was
  /// passed on (RC1, RC3).
  func dispatch(
    _ method: TouchMethod, _ touches: [Touch], to first: Responder, at windowPoint: Point,
    via firstVia: Responder? = nil, depth: Int = 0, why firstWhy: Reason? = nil
  ) {
    var responder: Responder? = first
    var via = firstVia
    var why = firstWhy
    let fingers = FingerList(touches.map(\.finger).sorted())
    var localPoint = first.presentedLocation(of: windowPoint)
    while let current = responder {
      record(current.name, .touches(method, touches: fingers, at: localPoint, via: via?.name), why: why ?? .unexplained)
      if !current.touchHandlers.isEmpty {
        let context = TouchContext(
          responder: current, method: method, touches: touches, window: self, windowPoint: windowPoint, depth: depth)
        for handler in current.touchHandlers where handler.method == method { handler.body(context) }
      }
      let forwards: Bool
      switch current.touchHandling {
      case nil:
        forwards = current.builtInTouches(method, touches, at: windowPoint)
      case .forward?:
        forwards = true
      case .handle?:
        forwards = false
      case .handleAndForward?:
        _ = current.builtInTouches(method, touches, at: windowPoint)
        forwards = true
      }
      guard forwards else { return }
      if explains { why = Self.forwardingReason(current, method) }
      via = current
      responder = current.next
      if let next = responder { localPoint = current.location(localPoint, presentedBy: next, windowPoint: windowPoint) }
    }
  }

  /// A handler's `forward()`: calls `method` on the responder after `responder` with the
  /// same touches, nested inside the running call (seed 001; RC1, RC3). Bounded per run-loop
  /// turn (`limits.maxForwardsPerTurn`) and in depth (`limits.maxForwardingDepth`): beyond
  /// either the run stops with an error.
  func forward(
    _ method: TouchMethod, _ touches: [Touch], from responder: Responder, at windowPoint: Point, depth: Int,
    why: Reason?
  ) {
    guard let next = responder.next else { return }
    guard errors.isEmpty else { return }
    forwardsThisTurn += 1
    guard forwardsThisTurn <= limits.maxForwardsPerTurn else {
      errors.append(
        "more than \(limits.maxForwardsPerTurn) forward reactions in one run-loop turn at \(responder.name)")
      return
    }
    guard depth < limits.maxForwardingDepth else {
      errors.append("forward reactions nested deeper than \(limits.maxForwardingDepth) at \(responder.name)")
      return
    }
    dispatch(method, touches, to: next, at: windowPoint, via: responder, depth: depth + 1, why: why)
  }

  /// Why a responder passed a touch call to `next` (RC1, RC3, RC5), for `--explain`.
  private static func forwardingReason(_ responder: Responder, _ method: TouchMethod) -> Reason {
    let how: WindowReason.Forwarding
    switch responder.touchHandling {
    case .forward?: how = .forwards
    case .handleAndForward?: how = .handlesAndForwards
    case .handle?, nil: how = responder is Control ? .controlNotTracking : .responderDefault
    }
    return .window(.forwarded(responder: responder.name, method: method, how: how))
  }
}
