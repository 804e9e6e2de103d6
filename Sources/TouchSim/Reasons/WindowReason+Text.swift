/// The English of the window's reasons (`--explain`).
extension WindowReason {
  /// The reason's clauses (joined by `; ` in the logs).
  var clauses: [String] {
    switch self {
    case .hitTest(let point, let hit, let choice, let pointInsideOverridden, let skipped):
      let at = WhyText.point(point)
      var clauses: [String]
      if let hit {
        switch choice {
        case .overrideReturnsSelf: clauses = ["H1: \(hit)'s hitTest override returns itself for \(at)"]
        case .preferredBy(let chooser):
          clauses = ["H1: \(chooser)'s hitTest override asks \(hit)'s point(inside:) first, which contains \(at)"]
        case .frontmost:
          clauses = [
            "H1, H4: \(hit) is the frontmost, deepest view containing \(at) whose ancestors contain it too (H3)"
          ]
        case .appOverrides:
          clauses = ["H1: the walk finds \(hit) for \(at), with the app's overrides answering"]
        }
        if pointInsideOverridden { clauses.append("its point(inside:) is overridden") }
      } else {
        clauses = ["H1: no view that takes touches contains \(at)"]
      }
      if !skipped.isEmpty { clauses.append("skipped: " + skipped.map(\.text).joined(separator: ", ")) }
      return clauses
    case .notMultipleTouch(let view, let finger):
      return [
        "M1: \(view) is not isMultipleTouchEnabled and already has a touch, so touch #\(finger) is not delivered to it"
      ]
    case .exclusiveView(let view, let finger):
      return [
        "M2: \(view) is isExclusiveTouch and another view is tracking a touch: touch #\(finger) is not delivered to it"
      ]
    case .exclusiveHolder(let holder, let finger):
      return [
        "M2: \(holder ?? "an exclusive-touch view") is isExclusiveTouch and tracking a touch: touch #\(finger) is not "
          + "delivered to views"
      ]
    case .shouldReceiveTouch(let finger, let recognizer, let view):
      return [
        "G7: touch #\(finger) is new and \(recognizer) is on \(view ?? "window") or an ancestor (MD4)",
        "its delegate is asked before the recognizer sees it",
      ]
    case .action(let state):
      return ["G2: the action for \(state.rawValue), sent after cancellations and before deliveries (MD4 step 3)"]
    case .cancelled(let recognizer, let state, let isScrollViewPan, let cause):
      let verb = state == .began ? "began" : "recognized"
      let rule = isScrollViewPan ? "K7, X1" : "G4"
      return Self.split("\(rule): \(recognizer) \(verb) with cancelsTouchesInView (", cause.clauses(or: verb), ")")
    case .droppedByScrollViewPan(let view, let finger, let pan, let delay, let immediately, let state, let cause):
      let why = cause.leadClause(or: state.rawValue)
      let view = view ?? "the view"
      if immediately { return ["DC6, X2: \(view) gets nothing for touch #\(finger): \(why)"] }
      return [
        "D5, X2: \(view) gets nothing for touch #\(finger): its touchesBegan was still withheld when \(pan) began "
          + "(\(why)); \(delay) is reset and the touch dropped"
      ]
    case .droppedByDelay(let view, let finger, let state, let cause):
      return Self.split(
        "X2: \(view ?? "the view") gets nothing for touch #\(finger): ", cause.clauses(or: state.rawValue))
    case .droppedByRecognizer(let view, let finger, let recognizer, let state, let cause):
      let verb = state == .began ? "began" : "recognized"
      return [
        "G4, G5, MD5: \(view ?? "the view") gets nothing for touch #\(finger): \(recognizer) \(verb) with "
          + "cancelsTouchesInView before its touchesBegan was delivered (\(cause.leadClause(or: state.rawValue)))"
      ]
    case .releasedBegan(let withholders):
      return Self.split("G5: touchesBegan was withheld by ", Self.finished(withholders, property: "delaysTouchesBegan"))
        + ["D8: it presents the touch-down location and time"]
    case .releasedEnded(let withholders):
      return Self.split("G6: touchesEnded was withheld by ", Self.finished(withholders, property: "delaysTouchesEnded"))
    case .ownBegan(let finger, let view, let recognizers, let released):
      let first = "RC2: touch #\(finger) touched down on its hit view \(view ?? "the view") (0.1)"
      guard !recognizers.isEmpty else { return [first, "no recognizer is attached to it or its ancestors (0.2)"] }
      let saw = "its recognizers " + WhyText.list(recognizers) + " saw it first"
      if released.isEmpty { return [first, saw + " and none delays touchesBegan (G3, G5)"] }
      var clauses = [first, saw]
      for recognizer in released {
        clauses += Self.split(
          "\(recognizer.recognizer) already \(recognizer.state.rawValue): ", recognizer.cause.clauses(or: ""))
      }
      return clauses
    case .moved(let finger, let view):
      return ["RC2: touch #\(finger) moved", "\(view) is its hit view and got touchesBegan"]
    case .ownEnded(let finger, let view, let hasRecognizers, let finished):
      let first = "RC2: touch #\(finger) lifted"
      let got = "\(view ?? "the view") got its touchesBegan"
      if !hasRecognizers { return [first, got] }
      if finished.isEmpty { return [first, got + " and no recognizer delays touchesEnded (G6)"] }
      return [
        first, got,
        "G6: " + finished.map { "\($0.recognizer) already \($0.state.rawValue)" }.joined(separator: ", "),
      ]
    case .systemCancelled(let finger):
      return ["M3: the system cancelled touch #\(finger) (the stroke ends `cancelled`)"]
    case .forwarded(let responder, let method, let how):
      let text: String
      switch how {
      case .forwards: text = "its `touches: forward` passes it on"
      case .handlesAndForwards: text = "its `touches: handleAndForward` handles it and calls super"
      case .controlNotTracking: text = "a control that is not tracking calls super (RC5)"
      case .responderDefault: text = "UIResponder's default passes it on"
      }
      return ["RC3: \(responder) got \(method.rawValue) and \(text)", "RC1: its next responder gets it"]
    }
  }

  /// Clauses of `prefix + inner + suffix` where `inner` is a cited reason's text: its own
  /// clauses stay clauses, so citing a reason keeps its structure.
  static func split(_ prefix: String, _ inner: [String], _ suffix: String = "") -> [String] {
    guard !inner.isEmpty else { return [prefix + suffix] }
    var clauses = inner
    clauses[0] = prefix + clauses[0]
    clauses[clauses.count - 1] += suffix
    return clauses
  }

  private static func finished(_ withholders: [Withholder], property: String) -> [String] {
    guard !withholders.isEmpty else { return ["a recognizer (\(property)) until it finished"] }
    var clauses: [String] = []
    for (index, withholder) in withholders.enumerated() {
      let lead = (index == 0 ? "" : "and by ") + "\(withholder.recognizer) (\(property)) until it "
      switch withholder.outcome {
      case .disabled: clauses.append(lead + "was disabled")
      case .failed(let cause): clauses += split(lead + "failed: ", cause.clauses(or: "failed"))
      case .finished(let state): clauses.append(lead + "finished (\(state.rawValue))")
      }
    }
    return clauses
  }
}

extension WindowReason.SkippedView {
  fileprivate var text: String {
    let why: String
    switch cause {
    case .hidden: why = "hidden (H2)"
    case .transparent: why = "alpha below 0.01 (H2)"
    case .noUserInteraction(let defaultOff): why = "isUserInteractionEnabled false (" + (defaultOff ? "H5" : "H2") + ")"
    case .disabledControl: why = "a disabled control (H6)"
    }
    return "\(view) is \(why)"
  }
}

extension Optional where Wrapped == Reason {
  /// The clauses of a reason, or one clause `fallback` without one.
  func clauses(or fallback: String) -> [String] { self?.clauses ?? [fallback] }

  /// The first clause (the deciding rule) of a reason cited inside another, rendered from its
  /// value, or `fallback` without one; an empty reason renders as empty text.
  func leadClause(or fallback: String) -> String {
    guard let reason = self else { return fallback }
    return reason.clauses.first ?? ""
  }
}
