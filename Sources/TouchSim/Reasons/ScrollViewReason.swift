/// Reasons of the scroll view's delegate calls and hooks (`--explain`).
public indirect enum ScrollViewReason: Sendable, Equatable {
  /// DL1, S4: the pan began (for `cause`, cited by its first clause); dragging starts.
  case dragBegan(pan: String, cause: Reason?)
  /// P3, DL1, MD19 (`step`): the content follows the finger by `translation`; `edge` says
  /// whether it was rubber-banded (B2) or clamped (B3).
  case dragged(step: DragStep, translation: Point, edge: Edge?)
  /// P3, MD15: the offset changed for `cause` and was rounded to device pixels.
  case scrolled(cause: Reason)
  /// DL1, DL3, DL2, P5, PG1, DC2: the finger lifted with `liftVelocity`; `zeroed` when some
  /// components count as zero; `paging` when the target is a page.
  case willEndDragging(liftVelocity: Point, zeroed: Bool, paging: Bool)
  /// DL1, PG1, B4, DL2: whether and why it decelerates after the drag.
  case didEndDragging(Settling?)
  /// DC7, MD6: the deceleration the touch-down paused ends with the drag.
  case pausedDecelerationEnded
  /// DC8: a touch-down on a bouncing scroll view stops it.
  case bounceStopped
  /// DL1, PG1, DC2, B4, MD15: how it starts moving after the drag.
  case willBeginDecelerating(Settling, velocity: Point, rate: Double)
  /// PG1, B4, DC2, MD15: one display-link tick of `kind`, `dt` ms after the last.
  case tick(Settling, dt: Double)
  /// PG1, DC2, B4: the motion stopped (on a page when `paging`).
  case didEndDecelerating(paging: Bool)
  /// N4: the pan declined to begin at `edge`, leaving the drag to `parent`'s pan.
  case handedToParent(scrollView: String, parent: String, edge: String)
  /// K1, K2, MD11: `touchesShouldBegin` asked for a touch the delay recognizer releases.
  case shouldBeginAsked(
    delay: String, fingers: [Int], cause: Reason?, isScrollView: Bool, answersByDefault: Bool)
  /// K5, K4, MD3: `touchesShouldCancel(in:)` asked as the pan would begin.
  case shouldCancelAsked(
    pan: String, cause: Reason?, view: String, defaultAnswer: Bool?, isControl: Bool)

  /// Which step of a drag moved the content.
  public enum DragStep: Sendable, Equatable {
    /// P3: the first step, with the hysteresis removed.
    case began
    /// DL1: the content follows the finger.
    case followed
    /// MD19: the finger lifted at a new place.
    case lifted
  }

  /// What the drag did at an edge.
  public enum Edge: Sendable, Equatable {
    /// B2: rubber-banded.
    case rubberBanded
    /// B3: clamped (no `bounces`).
    case clamped
  }

  /// How a scroll view moves on its own after a drag.
  public enum Settling: Sendable, Equatable {
    /// PG1: to a page.
    case page
    /// DC2: coasting from a fling.
    case coast
    /// B4: springing back from past the edge.
    case springBack
  }
}
