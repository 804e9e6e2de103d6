/// A finger number that touched down again while its earlier touch was still open: its view
/// had not yet received that touch's `touchesEnded` or `touchesCancelled` (a recognizer with
/// `delaysTouchesEnded` withholds it, G6, or `delaysTouchesBegan` its began, G5). UIKit has
/// two `UITouch` objects then, but the log names touches by finger number and could not tell
/// them apart (`touchesCancelled #1 #1`), so the run stops instead (issue 12).
public struct FingerReuse: Sendable, Equatable {
  /// The finger number.
  public let finger: Int
  /// When it touched down again.
  public let time: SimTime
  /// When its earlier, still open touch touched down.
  public let earlierTouchDown: SimTime
  /// The earlier touch's view.
  public let view: String?
  /// The recognizer that withholds the earlier touch's calls, if one does.
  public let withheldBy: String?

  /// The explanation (lowercase, no trailing period).
  public var message: String {
    var text =
      "finger \(finger) touches down again at \(NumberFormat.millisecondsTrimmed(time)) ms while its touch from "
      + "\(NumberFormat.millisecondsTrimmed(earlierTouchDown)) ms is still open"
    if let view {
      text += " (\(view) has not received its touchesEnded or touchesCancelled"
      if let withheldBy { text += ": \(withheldBy) withholds it, G5, G6" }
      text += ")"
    }
    return text + "; the log names touches by finger, so give this stroke a finger number of its own"
  }
}

extension Window {
  /// Called at each touch-down, before the new touch is made: notes (and stops the run
  /// on) a finger number whose previous touch is still open. O(1): only the finger's latest
  /// touch is looked at (one finger's strokes never overlap, so an older one is closed).
  func noteFingerReuse(_ change: TouchChange) {
    if let previous = latestTouchByFinger[change.finger], fingerReuse == nil, isOpen(previous) {
      let reuse = FingerReuse(
        finger: change.finger, time: scheduler.now, earlierTouchDown: previous.initialTimestamp,
        view: previous.view?.name,
        withheldBy: previous.gestureRecognizers.first { isWithholdingEnded($0) || isWithholdingBegan($0) }?.name)
      fingerReuse = reuse
      errors.append(reuse.message)
    }
  }

  /// Whether a touch still has a delivery pending: it is down, or its view has not had its
  /// terminal call (the same test that keeps it among the active touches).
  private func isOpen(_ touch: Touch) -> Bool {
    !(touch.isFinished && (touch.delivery.finished || touch.view == nil || touch.delivery.excluded))
  }
}
