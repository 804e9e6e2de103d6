/// The reasons of the window's own records and deliveries (`--explain`): the rule that
/// decided and the values it decided on (their English is in `WindowReason+Text`). Built only
/// when the recorder explains.
extension Window {
  /// H1-H6 and the overrides: why the hit test found this view, or none.
  func hitTestReason(_ hit: View?, at point: Point) -> Reason {
    var choice = WindowReason.HitChoice.frontmost
    if !hitTestAppReasons.isEmpty {
      choice = .appOverrides
    } else if let hit {
      if hit.hitTestOverride == .returnsSelf {
        choice = .overrideReturnsSelf
      } else if let chooser = ancestors(of: hit).first(where: { $0.prefers(hit) }) {
        choice = .preferredBy(chooser.name)
      }
    }
    let reason = Reason.window(
      .hitTest(
        at: point, hit: hit?.name, choice: choice, pointInsideOverridden: hit?.pointInsideOverride != nil,
        skipped: skippedViews(at: point, hit: hit)))
    return hitTestAppReasons.isEmpty ? reason : .clauses([reason] + hitTestAppReasons)
  }

  /// Views under the point that hit testing skipped (H2, H5, H6), at most three.
  private func skippedViews(at point: Point, hit: View?) -> [WindowReason.SkippedView] {
    var result: [WindowReason.SkippedView] = []
    for view in allViews where view !== hit && !view.isHitTestable {
      guard view.bounds.contains(view.convertFromWindow(point)) else { continue }
      let cause: WindowReason.SkipCause
      if view.isHidden {
        cause = .hidden
      } else if view.alpha < HitTestingConstants.minimumAlpha {
        cause = .transparent
      } else if !view.isUserInteractionEnabled {
        cause = .noUserInteraction(defaultOff: view is ImageView || view is Label)
      } else {
        cause = .disabledControl
      }
      result.append(WindowReason.SkippedView(view: view.name, cause: cause))
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
  func exclusionReason(_ touch: Touch, _ view: View) -> Reason {
    let others = activeTouches.filter { $0 !== touch && !$0.isFinished && !$0.delivery.excluded && $0.view != nil }
    if !view.isMultipleTouchEnabled && others.contains(where: { $0.view === view }) {
      return .window(.notMultipleTouch(view: view.name, finger: touch.finger))
    }
    if view.isExclusiveTouch { return .window(.exclusiveView(view: view.name, finger: touch.finger)) }
    let holder = others.first { $0.view?.isExclusiveTouch == true }?.view?.name
    return .window(.exclusiveHolder(holder: holder, finger: touch.finger))
  }

  /// G4, K7, X1: a recognizer's recognition cancels the touches its view already got.
  func cancellationReason(_ recognizer: GestureRecognizer) -> Reason {
    .window(
      .cancelled(
        recognizer: recognizer.name, state: recognizer.state,
        isScrollViewPan: recognizer is ScrollViewPanGestureRecognizer, cause: recognizer.lastReason))
  }

  /// X2, D5, DC6, K2, MD5: the touch's `touchesBegan` was still withheld when a recognizer
  /// took it, so its view gets nothing.
  func droppedReason(_ touch: Touch, _ recognizer: GestureRecognizer) -> Reason {
    let view = touch.view?.name
    if let pan = recognizer as? ScrollViewPanGestureRecognizer {
      return .window(
        .droppedByScrollViewPan(
          view: view, finger: touch.finger, pan: pan.name, delay: pan.scrollView.delayRecognizer.name,
          beganImmediately: pan.beganImmediately, state: pan.state, cause: pan.lastReason))
    }
    if recognizer is ScrollViewDelayedTouchesRecognizer {
      return .window(
        .droppedByDelay(view: view, finger: touch.finger, state: recognizer.state, cause: recognizer.lastReason))
    }
    return .window(
      .droppedByRecognizer(
        view: view, finger: touch.finger, recognizer: recognizer.name, state: recognizer.state,
        cause: recognizer.lastReason))
  }

  /// G5, D8: a withheld `touchesBegan` released when its withholding recognizers finished.
  func releasedBeganReason(_ touch: Touch) -> Reason {
    .window(.releasedBegan(withholders: touch.delivery.beganWithholders.map(Self.withholder)))
  }

  /// G6: a withheld `touchesEnded` released when its withholding recognizers failed.
  func releasedEndedReason(_ touch: Touch) -> Reason {
    .window(.releasedEnded(withholders: touch.delivery.endedWithholders.map(Self.withholder)))
  }

  private static func withholder(_ recognizer: GestureRecognizer) -> WindowReason.Withholder {
    let outcome: WindowReason.Withholder.Outcome
    if !recognizer.isEnabled {
      outcome = .disabled
    } else if recognizer.state == .failed {
      outcome = .failed(cause: recognizer.lastReason)
    } else {
      outcome = .finished(recognizer.state)
    }
    return WindowReason.Withholder(recognizer: recognizer.name, outcome: outcome)
  }

  /// RC2, G5: a touch-down delivered in its own event.
  func ownBeganReason(_ touch: Touch) -> Reason {
    let recognizers = touch.gestureRecognizers
    let released = recognizers.filter { $0.delaysTouchesBegan && !isWithholdingBegan($0) }.map {
      WindowReason.FinishedRecognizer(recognizer: $0.name, state: $0.state, cause: $0.lastReason)
    }
    return .window(
      .ownBegan(finger: touch.finger, view: touch.view?.name, recognizers: recognizers.map(\.name), released: released))
  }

  /// RC2, G6: a lift delivered in its own event.
  func ownEndedReason(_ touch: Touch) -> Reason {
    let finished = touch.gestureRecognizers.filter { $0.delaysTouchesEnded && !isWithholdingEnded($0) }.map {
      WindowReason.FinishedRecognizer(recognizer: $0.name, state: $0.state, cause: nil)
    }
    return .window(
      .ownEnded(
        finger: touch.finger, view: touch.view?.name, hasRecognizers: !touch.gestureRecognizers.isEmpty,
        finished: finished))
  }
}

extension View {
  /// Whether this view's `hitTest` override asks `view` first (`prefer`, seeds 001, 002).
  fileprivate func prefers(_ view: View) -> Bool {
    if case .prefer(let names)? = hitTestOverride { return names.contains(view.name) }
    return false
  }
}
