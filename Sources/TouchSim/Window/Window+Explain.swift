/// The `why` texts of the window's own records and deliveries (`--explain`): the rule that
/// decided and the values it decided on. Built only when the recorder explains.
extension Window {
  /// H1-H6 and the overrides: why the hit test found this view, or none.
  func hitTestReason(_ hit: View?, at point: Point) -> String {
    let at = WhyText.point(point)
    var text: String
    if let hit {
      if hit.hitTestOverride == .returnsSelf {
        text = "H1: \(hit.name)'s hitTest override returns itself for \(at)"
      } else if let chooser = ancestors(of: hit).first(where: { $0.prefers(hit) }) {
        text = "H1: \(chooser.name)'s hitTest override asks \(hit.name)'s point(inside:) first, which contains \(at)"
      } else {
        text = "H1, H4: \(hit.name) is the frontmost, deepest view containing \(at) whose ancestors contain it too (H3)"
      }
      if hit.pointInsideOverride != nil { text += "; its point(inside:) is overridden" }
    } else {
      text = "H1: no view that takes touches contains \(at)"
    }
    let skipped = skippedViews(at: point, hit: hit)
    if !skipped.isEmpty { text += "; skipped: " + skipped.joined(separator: ", ") }
    return text
  }

  /// Views under the point that hit testing skipped (H2, H5, H6), at most three.
  private func skippedViews(at point: Point, hit: View?) -> [String] {
    var result: [String] = []
    for view in allViews where view !== hit && !view.isHitTestable {
      guard view.bounds.contains(view.convertFromWindow(point)) else { continue }
      let reason: String
      if view.isHidden {
        reason = "hidden (H2)"
      } else if view.alpha < HitTestingConstants.minimumAlpha {
        reason = "alpha below 0.01 (H2)"
      } else if !view.isUserInteractionEnabled {
        reason = "isUserInteractionEnabled false (" + (view is ImageView || view is Label ? "H5" : "H2") + ")"
      } else {
        reason = "a disabled control (H6)"
      }
      result.append("\(view.name) is \(reason)")
      if result.count == 3 { break }
    }
    return result
  }

  private func ancestors(of view: View) -> [View] {
    var result: [View] = []
    var current = view.superview
    while let ancestor = current {
      result.append(ancestor)
      current = ancestor.superview
    }
    return result
  }

  /// M1, M2: why a new touch is kept from its hit view.
  func exclusionReason(_ touch: Touch, _ view: View) -> String {
    let others = activeTouches.filter { $0 !== touch && !$0.isFinished && !$0.delivery.excluded && $0.view != nil }
    if !view.isMultipleTouchEnabled && others.contains(where: { $0.view === view }) {
      return "M1: \(view.name) is not isMultipleTouchEnabled and already has a touch, so touch #\(touch.finger) "
        + "is not delivered to it"
    }
    if view.isExclusiveTouch {
      return "M2: \(view.name) is isExclusiveTouch and another view is tracking a touch: touch #\(touch.finger) "
        + "is not delivered to it"
    }
    let holder = others.first { $0.view?.isExclusiveTouch == true }?.view?.name ?? "an exclusive-touch view"
    return "M2: \(holder) is isExclusiveTouch and tracking a touch: touch #\(touch.finger) is not delivered to views"
  }

  /// G4, K7, X1: a recognizer's recognition cancels the touches its view already got.
  func cancellationReason(_ recognizer: GestureRecognizer) -> String {
    let state = recognizer.state == .began ? "began" : "recognized"
    let rule = recognizer is ScrollViewPanGestureRecognizer ? "K7, X1" : "G4"
    return "\(rule): \(recognizer.name) \(state) with cancelsTouchesInView (\(recognizer.lastReason ?? state))"
  }

  /// X2, D5, DC6, K2, MD5: the touch's `touchesBegan` was still withheld when a recognizer
  /// took it, so its view gets nothing.
  func droppedReason(_ touch: Touch, _ recognizer: GestureRecognizer) -> String {
    let view = touch.view?.name ?? "the view"
    let why = recognizer.lastReason ?? recognizer.state.rawValue
    if let pan = recognizer as? ScrollViewPanGestureRecognizer {
      let why = WhyText.firstClause(why)
      if pan.beganImmediately { return "DC6, X2: \(view) gets nothing for touch #\(touch.finger): \(why)" }
      return "D5, X2: \(view) gets nothing for touch #\(touch.finger): its touchesBegan was still withheld when "
        + "\(pan.name) began (\(why)); \(pan.scrollView.delayRecognizer.name) is reset and the touch dropped"
    }
    if recognizer is ScrollViewDelayedTouchesRecognizer {
      return "X2: \(view) gets nothing for touch #\(touch.finger): \(why)"
    }
    let state = recognizer.state == .began ? "began" : "recognized"
    return "G4, G5, MD5: \(view) gets nothing for touch #\(touch.finger): \(recognizer.name) \(state) with "
      + "cancelsTouchesInView before its touchesBegan was delivered (\(WhyText.firstClause(why)))"
  }

  /// G5, D8: a withheld `touchesBegan` released when its withholding recognizers finished.
  func releasedBeganReason(_ touch: Touch) -> String {
    "G5: touchesBegan was withheld by "
      + finishedWithholders(touch.delivery.beganWithholders, property: "delaysTouchesBegan")
      + "; D8: it presents the touch-down location and time"
  }

  /// G6: a withheld `touchesEnded` released when its withholding recognizers failed.
  func releasedEndedReason(_ touch: Touch) -> String {
    "G6: touchesEnded was withheld by "
      + finishedWithholders(touch.delivery.endedWithholders, property: "delaysTouchesEnded")
  }

  private func finishedWithholders(_ recognizers: [GestureRecognizer], property: String) -> String {
    guard !recognizers.isEmpty else { return "a recognizer (\(property)) until it finished" }
    let parts = recognizers.map { recognizer in
      let outcome: String
      if !recognizer.isEnabled {
        outcome = "was disabled"
      } else if recognizer.state == .failed {
        outcome = "failed: " + (recognizer.lastReason ?? "failed")
      } else {
        outcome = "finished (\(recognizer.state.rawValue))"
      }
      return "\(recognizer.name) (\(property)) until it \(outcome)"
    }
    return parts.joined(separator: "; and by ")
  }

  /// RC2, G5: a touch-down delivered in its own event.
  func ownBeganReason(_ touch: Touch) -> String {
    let view = touch.view?.name ?? "the view"
    var text = "RC2: touch #\(touch.finger) touched down on its hit view \(view) (0.1)"
    let recognizers = touch.gestureRecognizers
    guard !recognizers.isEmpty else { return text + "; no recognizer is attached to it or its ancestors (0.2)" }
    text += "; its recognizers " + WhyText.list(recognizers.map(\.name)) + " saw it first"
    let released = recognizers.filter { $0.delaysTouchesBegan && !isWithholdingBegan($0) }
    if released.isEmpty { return text + " and none delays touchesBegan (G3, G5)" }
    return text + "; "
      + released.map { "\($0.name) already \($0.state.rawValue): \($0.lastReason ?? "")" }
      .joined(separator: "; ")
  }

  /// RC2, G6: a lift delivered in its own event.
  func ownEndedReason(_ touch: Touch) -> String {
    let view = touch.view?.name ?? "the view"
    var text = "RC2: touch #\(touch.finger) lifted; \(view) got its touchesBegan"
    let finished = touch.gestureRecognizers.filter { $0.delaysTouchesEnded && !isWithholdingEnded($0) }
    if touch.gestureRecognizers.isEmpty {
      return text
    } else if finished.isEmpty {
      text += " and no recognizer delays touchesEnded (G6)"
    } else {
      text += "; G6: " + finished.map { "\($0.name) already \($0.state.rawValue)" }.joined(separator: ", ")
    }
    return text
  }
}

extension View {
  /// Whether this view's `hitTest` override asks `view` first (`prefer`, seeds 001, 002).
  fileprivate func prefers(_ view: View) -> Bool {
    if case .prefer(let names)? = hitTestOverride { return names.contains(view.name) }
    return false
  }
}
