/// The English of controls' and table views' reasons (`--explain`).
extension ControlReason {
  /// The explanation.
  var text: String {
    switch self {
    case .beginTracking: return "C3: touchesBegan on an enabled, user-interactive control (C2) begins tracking"
    case .beginTrackingRefused:
      return "C3, C9: beginTracking returned false: the control does not track, sends no touchDown, stays "
        + "unhighlighted and does not pass touchesBegan on"
    case .touchDown: return "C3: beginTracking returned true"
    case .touchDownRepeat(let tapCount): return "C3: the touch's tapCount is \(tapCount) (M3)"
    case .continueTracking: return "C4: touchesMoved while tracking"
    case .continueTrackingRefused:
      return "C4, C10: continueTracking returned false: the control stops tracking, sends no event for this move "
        + "and keeps its highlight; the later moves and the lift pass up the chain, with no endTracking or touchUp"
    case .crossed(let point, let inside):
      return
        "C4, MD1: the touch crossed the edge of the bounds enlarged by \(WhyText.pt(ControlConstants.trackingMargin)), "
        + "now \(inside ? "inside" : "outside") at \(WhyText.point(point))"
    case .position(let rule, let point, let inside):
      return "\(rule), MD1: \(WhyText.point(point)) is \(inside ? "inside" : "outside") the bounds enlarged by "
        + WhyText.pt(ControlConstants.trackingMargin)
    case .endTracking: return "C5: touchesEnded while tracking"
    case .cancelTracking: return "C6: touchesCancelled while tracking"
    case .touchCancel: return "C6: tracking was cancelled"
    case .sendsActions(let event): return "C7: the control sends the actions for \(event.rawValue)"
    case .appSendsActions(let event): return "C7: the app calls sendActions(for: .\(event.rawValue))"
    case .rowHighlighted(let y, let row):
      return
        "TV1: touchesBegan reached the table at y \(NumberFormat.fixed(y, decimals: 1)) in its content: row \(row) "
        + "highlights"
    case .cellRowHighlighted(let view, let cell, let row):
      return "TV1, TC3: touchesBegan reached the table from \(view), inside cell \(cell): row \(row) highlights"
    case .rowUnhighlighted(let method, let row):
      return "TV1: \(method.rawValue) reached the table: row \(row) unhighlights"
    case .rowSelected(let row): return "TV1: touchesEnded on highlighted row \(row) selects it"
    case .shouldHighlightRow(let row, let result):
      return result
        ? "TV3: touchesBegan reached the table on row \(row): the delegate lets it highlight"
        : "TV3: touchesBegan reached the table on row \(row): the delegate refuses the highlight, so the row "
          + "is not selected at lift either"
    case .willSelectRow(let row):
      return "TV4: touchesEnded on highlighted row \(row): the delegate is asked before didSelectRow (nil selects "
        + "nothing, another row is selected instead)"
    case .rowRedirected(let from, let to):
      return "TV4: willSelectRowAt answered row \(to) for row \(from): row \(to) is selected"
    case .segmentSelected(let segment, let dragged, let momentary):
      return "SC4: touchesEnded "
        + (dragged
          ? "after the touch dragged the selection from the selected segment (SC3)"
          : "mostly inside (within \(WhyText.pt(ControlConstants.trackingMargin)) of the bounds)")
        + ": segment \(segment), the one highlighted last, becomes selected and the control sends valueChanged"
        + (momentary ? "; a momentary control then returns to no segment (SC5)" : "")
    case .refreshTriggered(let pulled, let snappingHeight):
      return "RF4: the content is pulled \(WhyText.pt(pulled)) past its top while the scroll view tracks the finger, "
        + "at least the snapping height \(WhyText.pt(snappingHeight)) (RF3): the refresh control becomes refreshing "
        + "and sends valueChanged during the drag"
    }
  }
}
