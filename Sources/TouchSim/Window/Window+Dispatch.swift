extension Window {
  /// Calls a touch method on a responder and follows the chain while responders pass the
  /// call on (RC2, RC3).
  ///
  /// Each responder logs the call (with `via` when it was passed on), runs its scenario
  /// reactions in order, then its class's handling; it passes the call to `next` when its
  /// handling says so (`forward`, `handleAndForward`, or a built-in default that forwards).
  /// The plain chain is followed in a loop, so a 10,000-level tree cannot overflow the
  /// stack; only `forward` reactions nest, up to `limits.maxForwardingDepth`.
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
      for reaction in current.reactions[method] ?? [] {
        run(reaction, in: current, method: method, touches: touches, at: windowPoint, depth: depth)
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

  private func run(
    _ reaction: Reaction, in responder: Responder, method: TouchMethod, touches: [Touch],
    at windowPoint: Point, depth: Int
  ) {
    switch reaction {
    case .set(let object, let property, let value):
      setProperty(
        property, of: object, to: value,
        because: explains ? .scenario(.setReaction(responder: responder.name, method: method)) : nil)
    case .forward(let forwardedMethod):
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
      dispatch(
        forwardedMethod, touches, to: next, at: windowPoint, via: responder, depth: depth + 1,
        why: explains
          ? .scenario(.forwardReaction(responder: responder.name, method: method, forwarded: forwardedMethod)) : nil)
    case .note(let text, let condition):
      if let condition, !holds(condition, for: touches) { return }
      record(
        responder.name, .note(text: text),
        why: .scenario(.noteReaction(responder: responder.name, method: method, condition: condition)))
    }
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

  private func holds(_ condition: NoteCondition, for touches: [Touch]) -> Bool {
    guard let touch = touches.min(by: { $0.finger < $1.finger }) else { return false }
    switch condition {
    case .inside(let name):
      guard let view = view(named: name) else { return false }
      return view.bounds.contains(touch.location(in: view))
    case .outside(let name):
      guard let view = view(named: name) else { return false }
      return !view.bounds.contains(touch.location(in: view))
    }
  }
}
