/// Reasons of the window's own records and of the touch calls it delivers (`--explain`).
public indirect enum WindowReason: Sendable, Equatable {
  /// H1-H6: the hit test found `hit` (or nothing) at `at`, by `choice`; `skipped` lists up to
  /// three views under the point that hit testing passed over.
  case hitTest(at: Point, hit: String?, choice: HitChoice, pointInsideOverridden: Bool, skipped: [SkippedView])
  /// M1: the view is not `isMultipleTouchEnabled` and already has a touch.
  case notMultipleTouch(view: String, finger: Int)
  /// M2: the view is `isExclusiveTouch` and another view is tracking a touch.
  case exclusiveView(view: String, finger: Int)
  /// M2: another view, `holder` (nil when unknown), is `isExclusiveTouch` and tracking a touch.
  case exclusiveHolder(holder: String?, finger: Int)
  /// G7: a new touch's recognizer's delegate is asked `shouldReceive`.
  case shouldReceiveTouch(finger: Int, recognizer: String, view: String?)
  /// G2: a recognizer's action, sent in step 3 (MD4).
  case action(GestureState)
  /// G4, K7, X1: a recognizer that began or recognized with `cancelsTouchesInView` cancels
  /// the touches its view got; `cause` is why it changed state.
  case cancelled(recognizer: String, state: GestureState, isScrollViewPan: Bool, cause: Reason?)
  /// DC6, D5, X2: a scroll view's pan took a touch whose `touchesBegan` was withheld.
  case droppedByScrollViewPan(
    view: String?, finger: Int, pan: String, delay: String, beganImmediately: Bool, state: GestureState,
    cause: Reason?)
  /// X2: the delay recognizer recognized (a `touchesShouldBegin` said no).
  case droppedByDelay(view: String?, finger: Int, state: GestureState, cause: Reason?)
  /// G4, G5, MD5: a recognizer with `cancelsTouchesInView` took a touch whose began was withheld.
  case droppedByRecognizer(view: String?, finger: Int, recognizer: String, state: GestureState, cause: Reason?)
  /// G5, D8: a withheld `touchesBegan` released when its withholders finished.
  case releasedBegan(withholders: [Withholder])
  /// G6: a withheld `touchesEnded` released when its withholders failed.
  case releasedEnded(withholders: [Withholder])
  /// RC2, G5: a touch-down delivered in its own event; `recognizers` saw it first,
  /// `released` had `delaysTouchesBegan` but already finished.
  case ownBegan(finger: Int, view: String?, recognizers: [String], released: [FinishedRecognizer])
  /// RC2: a move delivered to the hit view that got `touchesBegan`.
  case moved(finger: Int, view: String)
  /// RC2, G6: a lift delivered in its own event; `finished` had `delaysTouchesEnded` but
  /// already finished.
  case ownEnded(finger: Int, view: String?, hasRecognizers: Bool, finished: [FinishedRecognizer])
  /// M3: the system cancelled the touch (its stroke ends `cancelled`).
  case systemCancelled(finger: Int)
  /// RC3, RC1: a responder passed a touch call to its next responder.
  case forwarded(responder: String, method: TouchMethod, how: Forwarding)

  /// How the hit test chose its view (H1).
  public enum HitChoice: Sendable, Equatable {
    /// H1, H4: the frontmost, deepest view containing the point.
    case frontmost
    /// H1: the view's `hitTest` override returns itself.
    case overrideReturnsSelf
    /// H1: an ancestor's `hitTest` override asks this view first.
    case preferredBy(String)
    /// H1: app overrides of `hitTest` or `point(inside:)` answered during the walk (their
    /// reasons follow).
    case appOverrides
  }

  /// A view under the point that hit testing skipped, and why (H2, H5, H6).
  public struct SkippedView: Sendable, Equatable {
    /// The view's name.
    public let view: String
    /// Why it takes no touches.
    public let cause: SkipCause
  }

  /// Why a view takes no touches (H2, H5, H6).
  public enum SkipCause: Sendable, Equatable {
    /// H2: hidden.
    case hidden
    /// H2: alpha below `HitTestingConstants.minimumAlpha`.
    case transparent
    /// H2, or H5 for image views and labels: `isUserInteractionEnabled` is false.
    case noUserInteraction(defaultOff: Bool)
    /// H6: a disabled control.
    case disabledControl
  }

  /// A recognizer that withheld a call, and how it stopped withholding (G5, G6).
  public struct Withholder: Sendable, Equatable {
    /// The recognizer's name.
    public let recognizer: String
    /// How it stopped withholding.
    public let outcome: Outcome

    /// How a withholder stopped withholding.
    public enum Outcome: Sendable, Equatable {
      /// It was disabled (G11).
      case disabled
      /// It failed, for `cause`.
      case failed(cause: Reason?)
      /// It finished in another state.
      case finished(GestureState)
    }
  }

  /// A recognizer that delays a call but had already finished, with why.
  public struct FinishedRecognizer: Sendable, Equatable {
    /// The recognizer's name.
    public let recognizer: String
    /// Its state.
    public let state: GestureState
    /// Why it last changed state.
    public let cause: Reason?
  }

  /// How a responder passes a touch call on (RC3, RC5).
  public enum Forwarding: Sendable, Equatable {
    /// Its `touches: forward`.
    case forwards
    /// Its `touches: handleAndForward`.
    case handlesAndForwards
    /// RC5: a control that is not tracking calls super.
    case controlNotTracking
    /// UIResponder's default.
    case responderDefault
  }
}
