/// `UITapGestureRecognizer`: discrete, recognized at the lift of the last required finger
/// of the last required tap (G16, MD2).
///
/// Fails when a finger moves more than 45 pt from where it touched down, when more
/// fingers touch than required, when the next tap does not come within 0.35 s of the
/// previous lift or lands more than 45 pt from the first, when a tap's fingers stay down
/// longer than the maximum tap duration (0.75 s, MD2), or when a touch is cancelled.
open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed (default 1).
  public var numberOfTapsRequired = 1
  /// Fingers needed in each tap (default 1).
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var firstLocation: Point?
  private var starts: [(touch: Touch, location: Point)] = []
  private var mostTouchesInTap = 0
  /// G16: the one timer of UIKit's `UITapRecognizer` (`tooSlow:`): the press limit while a
  /// tap is down, the wait for the next tap between taps.
  private var tapTimer: TimerHandle?
  /// Fingers down in the current tap (UIKit's `_currentNumberOfTouches`).
  private var fingersDownInTap = 0
  /// How far a finger may move (UIKit's `allowableMovement`, 45 pt; the text interaction's tap
  /// sets 60 pt, TF3).
  var allowableMovement = GestureConstants.tapAllowableMovement
  /// UIKit's private `continuousTapRecognition` (the text interaction's multi-tap, TF3): the
  /// required tap begins the recognizer instead of recognizing it, each further tap within the
  /// interval changes it, and it ends when the interval passes with no tap.
  var continuousTapRecognition = false

  open override var className: String { "UITapGestureRecognizer" }
  open override var isSingleFingerSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

  /// MD18: a tap never prevents a tap with as many fingers that needs more taps
  /// (`UIGestureRecognizerSubclass.h`; iOS 26.1 `-[UITapGestureRecognizer
  /// canPreventGestureRecognizer:]`: same `numberOfTouchesRequired`, then
  /// `!(other.numberOfTapsRequired > numberOfTapsRequired)`), so a single tap that recognizes at
  /// the first lift leaves a double tap on the same view possible. The same method lets a tap
  /// prevent a long press only when the press needs fewer taps than the tap, which a modelled
  /// long press (no preceding taps) always does.
  open override func canPrevent(_ other: GestureRecognizer) -> Bool {
    if let tap = other as? TapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired {
      return tap.numberOfTapsRequired <= numberOfTapsRequired
    }
    return super.canPrevent(other)
  }

  open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    if fingersDownInTap == 0 {
      // G16, MD2: the first finger of each tap restarts the timer with the maximum tap
      // duration (`_beginInteraction` → `startTapTimer:maximumTapDuration`).
      restartTimer(after: GestureConstants.tapMaximumDuration, label: "tap too slow") { [weak self] in
        guard let self else { return }
        // A continuous tap that already began ends instead (`tapRecognizerFailedToRecognizeTap:`).
        self.setState(
          self.state == .possible ? .failed : .ended, because: .gesture(.tapHeldTooLong(tap: self.tapsCompleted + 1)))
      }
    }
    for touch in touches {
      if let firstLocation, tapsCompleted > 0,
        touch.location.distance(to: firstLocation) > GestureConstants.tapAllowableMovement
      {
        // TF3: a continuous tap that began ends instead (began cannot fail, G1).
        giveUp(
          because: .gesture(
            .tapLandedTooFar(tap: self.tapsCompleted + 1, distance: touch.location.distance(to: firstLocation))))
        return
      }
      if firstLocation == nil { firstLocation = touch.location }
      starts.append((touch, touch.location))
    }
    let down = starts.filter { !$0.touch.isFinished }.count
    fingersDownInTap = down
    mostTouchesInTap = max(mostTouchesInTap, down)
    if down > numberOfTouchesRequired {
      giveUp(because: .gesture(.tooManyFingers(rule: .g16, down: down, required: self.numberOfTouchesRequired)))
    }
  }

  open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    if movedTooFar(touches) { giveUp(because: self.movedTooFarReason(touches)) }
  }

  /// A tap that cannot go on fails; a continuous one that began ends (TF3).
  private func giveUp(because reason: @autoclosure () -> Reason) {
    tapTimer?.cancel()
    tapTimer = nil
    setState(state == .possible ? .failed : .ended, because: reason())
  }

  open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    if movedTooFar(touches) {
      giveUp(because: self.movedTooFarReason(touches))
      return
    }
    guard starts.allSatisfy({ $0.touch.isFinished }) else { return }
    guard mostTouchesInTap == numberOfTouchesRequired else {
      giveUp(because: .gesture(.tapFingerCount(had: self.mostTouchesInTap, required: self.numberOfTouchesRequired)))
      return
    }
    tapsCompleted += 1
    starts = []
    mostTouchesInTap = 0
    fingersDownInTap = 0
    if tapsCompleted >= numberOfTapsRequired && continuousTapRecognition {
      // TF3: UIKit's `_interactionEndedTouch:` keeps a continuous tap going: began (or
      // changed) now, ended when no tap follows within the interval.
      setState(
        state == .possible ? .began : .changed,
        because: .gesture(.tapped(tap: self.tapsCompleted, of: self.numberOfTapsRequired)))
      restartTimer(after: GestureConstants.tapMaximumInterval, label: "next tap") { [weak self] in
        self?.setState(.ended, because: .gesture(.noNextTap))
      }
    } else if tapsCompleted >= numberOfTapsRequired {
      tapTimer?.cancel()
      tapTimer = nil
      setState(
        .recognized,
        because: .gesture(.tapped(tap: self.tapsCompleted, of: self.numberOfTapsRequired)))
    } else {
      // G16: the lift of a tap that is not the last restarts the timer with the interval.
      restartTimer(after: GestureConstants.tapMaximumInterval, label: "next tap") { [weak self] in
        self?.setState(.failed, because: .gesture(.noNextTap))
      }
    }
  }

  /// Q4: the event lifts the last finger of the last required tap, within 45 pt (MD2).
  open override func wouldRecognize(on event: TouchEvent) -> Bool {
    guard state == .possible else { return false }
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
    return .gesture(.tapMovedTooFar(distance: distance, limit: allowableMovement))
  }

  private func movedTooFar(_ touches: [Touch]) -> Bool {
    touches.contains { touch in
      guard let start = starts.first(where: { $0.touch === touch }) else { return false }
      return touch.location.distance(to: start.location) > allowableMovement
    }
  }

  /// Restarts the one tap timer (`startTapTimer:` clears the previous request first).
  private func restartTimer(after delay: SimDuration, label: String, _ body: @escaping () -> Void) {
    tapTimer?.cancel()
    tapTimer = scheduleTimer(after: delay, label: label) { [weak self] in
      guard let self, self.state == .possible || self.state == .began || self.state == .changed else { return }
      self.tapTimer = nil
      body()
    }
  }

  open override func reset() {
    tapTimer?.cancel()
    tapTimer = nil
    fingersDownInTap = 0
    tapsCompleted = 0
    firstLocation = nil
    starts = []
    mostTouchesInTap = 0
  }
}
