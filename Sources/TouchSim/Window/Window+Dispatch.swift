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
  /// passed on (RC1, RC3). An app class's UIKit-signature method is called in place of the
  /// handling (`Responder.touchesBegan(_:with:)`), except for `first` when `entered`: app code
  /// already runs inside it (a `next?.touchesBegan` call by hand reached its `super`).
  func dispatch(
    _ method: TouchMethod, _ touches: [Touch], to first: Responder, at windowPoint: Point,
    via firstVia: Responder? = nil, depth: Int = 0, why firstWhy: Reason? = nil, entered: Bool = false
  ) {
    var responder: Responder? = first
    var via = firstVia
    var why = firstWhy
    let fingers = FingerList(touches.map(\.finger).sorted())
    var localPoint = first.presentedLocation(of: windowPoint)
    while let current = responder {
      record(current.name, .touches(method, touches: fingers, at: localPoint, via: via?.name), why: why ?? .unexplained)
      let forwards: Bool
      if current.callsTouchMethods && !(entered && current === first) {
        forwards = callTouchMethod(method, touches, of: current, at: windowPoint, depth: depth)
      } else {
        forwards = runOwnTouchHandling(method, touches, of: current, at: windowPoint, depth: depth)
      }
      guard forwards else { return }
      if explains { why = Self.forwardingReason(current, method) }
      via = current
      responder = current.next
      if let next = responder { localPoint = current.location(localPoint, presentedBy: next, windowPoint: windowPoint) }
    }
  }

  /// A responder's handlers, then its class's handling (`super` of a touch method); returns
  /// whether the call goes on to `next`.
  func runOwnTouchHandling(
    _ method: TouchMethod, _ touches: [Touch], of current: Responder, at windowPoint: Point, depth: Int
  ) -> Bool {
    if !current.touchHandlers.isEmpty {
      let context = TouchContext(
        responder: current, method: method, touches: touches, window: self, windowPoint: windowPoint, depth: depth)
      for handler in current.touchHandlers where handler.method == method { handler.body(context) }
    }
    switch current.touchHandling {
    case nil:
      return current.builtInTouches(method, touches, at: windowPoint)
    case .forward?:
      return true
    case .handle?:
      return false
    case .handleAndForward?:
      _ = current.builtInTouches(method, touches, at: windowPoint)
      return true
    }
  }

  /// Calls an app class's UIKit-signature touch method; the call goes on to `next` when its
  /// `super` did (an override that does not call `super` keeps the call, RC3).
  private func callTouchMethod(
    _ method: TouchMethod, _ touches: [Touch], of current: Responder, at windowPoint: Point, depth: Int
  ) -> Bool {
    let saved = runningTouchMethod
    runningTouchMethod = RunningTouchMethod(
      responder: current, method: method, touches: touches, windowPoint: windowPoint, depth: depth)
    current.callTouchMethod(
      method, Set(touches), Event(timestamp: scheduler.now, changedTouches: touches, window: self))
    let forwards = runningTouchMethod?.forwards ?? false
    runningTouchMethod = saved
    return forwards
  }

  /// `super` of a UIKit-signature touch method. Inside the method the window called, it runs
  /// the responder's handling, and the window passes the call on after the method returns; a
  /// second `super` call runs it again and passes the call on at once. Anywhere else, app
  /// code called the method by hand (`next?.touchesBegan(touches, with: event)`): the call
  /// is logged with `via` the running responder and handled, and goes on up the chain, as a
  /// `forward` reaction does (bounded the same way).
  func superTouches(_ method: TouchMethod, _ touches: Set<Touch>, of responder: Responder) {
    if var running = runningTouchMethod, running.responder === responder, running.method == method {
      if running.superRan {
        // A second `super` call runs UIKit's implementation again: the handling, and the
        // call passed on again, at once (nested, as a `forward` reaction).
        if runOwnTouchHandling(method, running.touches, of: responder, at: running.windowPoint, depth: running.depth) {
          forward(
            method, running.touches, from: responder, at: running.windowPoint, depth: running.depth,
            why: explains ? .app(HandlerReason.calledByHand) : nil)
        }
        return
      }
      running.superRan = true
      runningTouchMethod = running
      let forwards = runOwnTouchHandling(
        method, running.touches, of: responder, at: running.windowPoint, depth: running.depth)
      runningTouchMethod?.forwards = forwards
      return
    }
    let ordered = touches.inTouchDownOrder
    guard let first = ordered.first else { return }
    let windowPoint = runningTouchMethod?.windowPoint ?? first.location
    let depth = runningTouchMethod?.depth ?? 0
    guard admitForward(at: responder, depth: depth) else { return }
    dispatch(
      method, ordered, to: responder, at: windowPoint, via: runningTouchMethod?.responder, depth: depth + 1,
      why: explains ? .app(HandlerReason.calledByHand) : nil, entered: true)
  }

  /// A handler's `forward()`: calls `method` on the responder after `responder` with the
  /// same touches, nested inside the running call (seed 001; RC1, RC3). Bounded per run-loop
  /// turn (`limits.maxForwardsPerTurn`) and in depth (`limits.maxForwardingDepth`): beyond
  /// either the run stops with an error.
  func forward(
    _ method: TouchMethod, _ touches: [Touch], from responder: Responder, at windowPoint: Point, depth: Int,
    why: Reason?
  ) {
    guard let next = responder.next, admitForward(at: responder, depth: depth) else { return }
    dispatch(method, touches, to: next, at: windowPoint, via: responder, depth: depth + 1, why: why)
  }

  /// Counts a call passed on by app code, and stops the run with an error beyond
  /// `limits.maxForwardsPerTurn` in one turn or `limits.maxForwardingDepth` nested.
  private func admitForward(at responder: Responder, depth: Int) -> Bool {
    guard errors.isEmpty else { return false }
    forwardsThisTurn += 1
    guard forwardsThisTurn <= limits.maxForwardsPerTurn else {
      stopForLoop(
        .forwardsPerTurn,
        "more than \(limits.maxForwardsPerTurn) forward reactions in one run-loop turn at \(responder.name)")
      return false
    }
    guard depth < limits.maxForwardingDepth else {
      stopForLoop(
        .forwardingDepth, "forward reactions nested deeper than \(limits.maxForwardingDepth) at \(responder.name)")
      return false
    }
    return true
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

/// The UIKit-signature touch method the window is running on an app class
/// (`Window.superTouches(_:_:of:)`).
struct RunningTouchMethod {
  let responder: Responder
  let method: TouchMethod
  let touches: [Touch]
  let windowPoint: Point
  let depth: Int
  /// `super` ran already.
  var superRan = false
  /// What `super` decided: pass the call to `next`.
  var forwards = false
}
