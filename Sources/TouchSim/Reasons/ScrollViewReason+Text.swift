/// The English of the scroll view's reasons (`--explain`).
extension ScrollViewReason {
  /// The reason's clauses (joined by `; ` in the logs).
  var clauses: [String] {
    switch self {
    case .dragBegan(let pan, let cause):
      return ["DL1, S4: \(pan) began (\(cause.leadClause(or: "")))", "dragging starts"]
    case .dragged(let step, let translation, let edge):
      var text: String
      switch step {
      case .began: text = "P3: the drag begins with the 10 pt hysteresis removed, so the content does not jump"
      case .lifted: text = "MD19: the finger lifted at a new place"
      case .followed: text = "DL1: the content follows the finger"
      }
      var clauses: [String] = []
      if step == .lifted {
        clauses.append(text)
        text = "the content moves there first"
      }
      clauses.append(text + ", translation \(WhyText.point(translation))")
      switch edge {
      case .rubberBanded?: clauses.append("B2: past the edge, rubber-banded (c = 0.55)")
      case .clamped?: clauses.append("B3: clamped at the edge")
      case nil: break
      }
      return clauses
    case .scrolled(let cause):
      return WindowReason.split("", cause.clauses, " (rounded to 1/3 pt)")
    case .willEndDragging(let liftVelocity, let zeroed, let paging):
      var clauses = ["DL1, DL3: the finger lifted", "MD10 lift velocity \(WhyText.velocity(liftVelocity))"]
      if zeroed { clauses.append("DL2, P5: components below 0.25 pt/ms or on an axis that does not move count as 0") }
      clauses.append(paging ? "PG1: the target is a page" : "DC2: the target is where the coast would stop")
      return clauses
    case .didEndDragging(let settling):
      switch settling {
      case .page?: return ["DL1, PG1: it settles on a page"]
      case .coast?: return ["DL1: the lift velocity is a fling, so it decelerates"]
      case .springBack?: return ["B4: lifted out of bounds, so it springs back"]
      case nil: return ["DL2: no fling and in bounds, so no deceleration"]
      }
    case .pausedDecelerationEnded: return ["DC7, MD6: the deceleration the touch-down paused ends with the drag"]
    case .bounceStopped:
      return ["DC8: a touch-down on a bouncing (out of bounds) scroll view stops it with notification"]
    case .willBeginDecelerating(let settling, let velocity, let rate):
      switch settling {
      case .page: return ["DL1, PG1: it moves to the page on the 120 Hz tick (MD15)"]
      case .coast:
        return [
          "DL1, DC2: it coasts from \(WhyText.velocity(velocity)) with rate \(NumberFormat.fixed(rate, decimals: 3)) per ms"
        ]
      case .springBack: return ["B4: it springs back from past the edge"]
      }
    case .tick(let settling, let dt):
      let kind: String
      switch settling {
      case .page: kind = "PG1: a page-settle tick"
      case .springBack: kind = "B4: a spring-back tick"
      case .coast: kind = "DC2: a deceleration tick"
      }
      return ["\(kind) on the 120 Hz display link (MD15), dt \(NumberFormat.fixed(dt, decimals: 3, trimmed: true)) ms"]
    case .handedToParent(let scrollView, let parent, let edge):
      return [
        "N4: \(scrollView) did not begin: at its \(edge) the drag goes to \(parent), which tracks the same touch "
          + "(transfersScrollingToParent, iOS 17.4)"
      ]
    case .didEndDecelerating(let paging):
      if paging { return ["PG1: settled on the page"] }
      return [
        "DC2, B4: in bounds and slower than \(NumberFormat.fixed(ScrollViewConstants.stopVelocity, decimals: 2)) pt/ms: "
          + "it stops"
      ]
    case .shouldBeginAsked(let delay, let fingers, let cause, let isScrollView, let answersByDefault):
      var clauses = WindowReason.split(
        "K1, K2: \(delay) releases touch \(WhyText.fingers(fingers)) (", cause.clauses(or: "released"), ")")
      clauses.append(
        "asked once per withheld touch with its hit view" + (isScrollView ? " (MD11: the scroll view itself)" : ""))
      if answersByDefault { clauses.append("UIScrollView's default answers true") }
      return clauses
    case .shouldCancelAsked(let pan, let cause, let view, let defaultAnswer, let isControl):
      var clauses = WindowReason.split("K5: ", cause.clauses(or: "\(pan) would begin"))
      clauses.append("\(view) already has the touch and canCancelContentTouches is true, so the scroll view asks")
      if let defaultAnswer {
        clauses.append(
          "the default (K4, MD3) is \(defaultAnswer) for "
            + (isControl ? "an enabled control" : "a view that is not an enabled control"))
      }
      return clauses
    }
  }
}
