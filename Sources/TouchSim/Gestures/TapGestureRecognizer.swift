/// `UITapGestureRecognizer`: discrete, recognized at the lift of the last required finger
/// of the last required tap (G16, MD2).
///
/// Fails when a finger moves more than 45 pt from where it touched down, when more
/// fingers touch than required, when the next tap does not come within 0.35 s of the
/// previous lift or lands more than 45 pt from the first, or when a touch is cancelled.
/// There is no maximum press duration (MD2).
open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed (default 1).
  public var numberOfTapsRequired = 1
  /// Fingers needed in each tap (default 1).
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var firstLocation: Point?
  private var starts: [(touch: Touch, location: Point)] = []
  private var mostTouchesInTap = 0
  private var nextTapTimer: TimerHandle?

  open override var className: String { "UITapGestureRecognizer" }
  open override var isSingleFingerSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

  /// MD18: a tap never prevents a tap that needs more taps (`UIGestureRecognizerSubclass.h`;
  /// iOS 26.1 `-[UITapGestureRecognizer canPreventGestureRecognizer:]`), so a single tap that
  /// recognizes at the first lift leaves a double tap on the same touches possible.
  open override func canPrevent(_ other: GestureRecognizer) -> Bool {
    if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
    return super.canPrevent(other)
  }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    nextTapTimer?.cancel()
    for touch in touches {
      if let firstLocation, tapsCompleted > 0,
        touch.location.distance(to: firstLocation) > GestureConstants.tapAllowableMovement
      {
        setState(
          .failed,
          because: .gesture(
            .tapLandedTooFar(tap: self.tapsCompleted + 1, distance: touch.location.distance(to: firstLocation))))
        return
      }
      if firstLocation == nil { firstLocation = touch.location }
      starts.append((touch, touch.location))
    }
    let down = starts.filter { !$0.touch.isFinished }.count
    mostTouchesInTap = max(mostTouchesInTap, down)
    if down > numberOfTouchesRequired {
      setState(
        .failed,
        because: .gesture(.tooManyFingers(rule: "G16", down: down, required: self.numberOfTouchesRequired)))
    }
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    if movedTooFar(touches) { setState(.failed, because: self.movedTooFarReason(touches)) }
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if movedTooFar(touches) {
      setState(.failed, because: self.movedTooFarReason(touches))
      return
    }
    guard starts.allSatisfy({ $0.touch.isFinished }) else { return }
    guard mostTouchesInTap == numberOfTouchesRequired else {
      setState(
        .failed,
        because: .gesture(.tapFingerCount(had: self.mostTouchesInTap, required: self.numberOfTouchesRequired)))
      return
    }
    tapsCompleted += 1
    starts = []
    mostTouchesInTap = 0
    if tapsCompleted >= numberOfTapsRequired {
      setState(
        .recognized,
        because: .gesture(.tapped(tap: self.tapsCompleted, of: self.numberOfTapsRequired)))
    } else {
      nextTapTimer = scheduleTimer(after: GestureConstants.tapMaximumInterval, label: "next tap") { [weak self] in
        guard let self, self.state == .possible else { return }
        self.setState(.failed, because: .gesture(.noNextTap))
      }
    }
  }

  /// Q4: the event lifts the last finger of the last required tap, within 45 pt (MD2).
  open override func wouldRecognize(on event: TouchEvent) -> Bool {
    let mine = event.changedTouches.filter { touch in trackedTouches.contains { $0 === touch } }
    guard !mine.isEmpty, mine.allSatisfy({ $0.phase == .ended }), !movedTooFar(mine) else { return false }
    guard !starts.isEmpty, starts.allSatisfy({ $0.touch.isFinished }) else { return false }
    return mostTouchesInTap == numberOfTouchesRequired && tapsCompleted + 1 >= numberOfTapsRequired
  }

  private func movedTooFarReason(_ touches: [Touch]) -> Reason {
    let distance =
      touches.compactMap { touch in
        starts.first(where: { $0.touch === touch }).map { touch.location.distance(to: $0.location) }
      }.max() ?? 0
    return .gesture(.tapMovedTooFar(distance: distance))
  }

  private func movedTooFar(_ touches: [Touch]) -> Bool {
    touches.contains { touch in
      guard let start = starts.first(where: { $0.touch === touch }) else { return false }
      return touch.location.distance(to: start.location) > GestureConstants.tapAllowableMovement
    }
  }

  open override func reset() {
    nextTapTimer?.cancel()
    nextTapTimer = nil
    tapsCompleted = 0
    firstLocation = nil
    starts = []
    mostTouchesInTap = 0
  }
}
