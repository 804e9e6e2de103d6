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
      return
        "\(rule.rawValue), MD1: \(WhyText.point(point)) is \(inside ? "inside" : "outside") the bounds enlarged by "
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
    case .outsideThumb(let point, let hit):
      return "SL2: (\(Self.number(point.x)), \(Self.number(point.y))) is outside the thumb's hit area x "
        + "\(Self.number(hit.minX))..<\(Self.number(hit.maxX)), y \(Self.number(hit.minY))..<\(Self.number(hit.maxY))"
    case .sliderMoved: return "SL5: the thumb moved and the slider is continuous"
    case .sliderLifted: return "SL5: the slider sends valueChanged at every lift"
    case .switchYields(let scrollView):
      return "SW6: \(scrollView) is dragging, and a scroll view's pan beats the switch's recognizers"
    case .switchTapped: return "SW3: the press ended, so the switch takes the other state and sends its new value"
    case .switchKnobEnds(let on):
      return "SW4: the knob ends \(on ? "on" : "off"), which differs from the value at touch-down"
    case .switchPanMovedVertically(let distance):
      return "SW4: the finger moved \(WhyText.pt(distance)) vertically, more than horizontally; the knob pan leaves "
        + "vertical drags to others"
    case .switchTappedInside: return "SW3: a tap lifted inside the switch's enlarged bounds (MD1)"
    case .stepped(let fromTimer, let half, let value):
      return (fromTimer ? "SP4: the autorepeat timer fired with the finger on " : "SP3: the lift of a tap on ")
        + (half.map { $0.rawValue } ?? "") + ", value \(value)"
    case .steppedAtLift(let value):
      return "SP3: a stepper that is not continuous reports the step at the lift, value \(value)"
    case .repeatedStepsAtLift(let value):
      return "SP4: a stepper that is not continuous reports its steps at the lift, value \(value)"
    case .pageTapped(let from, let to):
      return "PC3: a tap \(to > from ? "right" : "left") of the current indicator, page \(from) → \(to)"
    }
  }

  /// A number as the slider's reasons print it: whole numbers without a fraction.
  private static func number(_ number: Double) -> String {
    number == number.rounded() && number.magnitude < 1e15 ? String(Int(number)) : String(number)
  }
}
