/// Reasons of controls' and table views' records (`--explain`): UIControl's tracking (C),
/// the slider (SL), the switch (SW), the stepper (SP), the page control (PC), the segmented
/// control (SC) and table views (TV, TC).
public enum ControlReason: Sendable, Equatable {
  /// C3: touchesBegan on an enabled, user-interactive control begins tracking.
  case beginTracking
  /// C3, C9: the app's beginTracking returned false: no tracking, no touchDown, touchesBegan
  /// not passed on.
  case beginTrackingRefused
  /// C3: beginTracking returned true.
  case touchDown
  /// C3, M3: the touch's tapCount is 2 or more.
  case touchDownRepeat(tapCount: Int)
  /// C4: touchesMoved while tracking.
  case continueTracking
  /// C4, C10: the app's continueTracking returned false: tracking stops without an event.
  case continueTrackingRefused
  /// C4, MD1: the touch crossed the edge of the enlarged bounds, now `inside` or not.
  case crossed(at: Point, inside: Bool)
  /// C4 or C5 (`rule`), MD1: the point is inside or outside the enlarged bounds.
  case position(rule: RuleID, at: Point, inside: Bool)
  /// C5: touchesEnded while tracking.
  case endTracking
  /// C6: touchesCancelled while tracking.
  case cancelTracking
  /// C6: tracking was cancelled.
  case touchCancel
  /// C7: the control sends the actions for an event.
  case sendsActions(ControlEvent)
  /// C7: app code called `sendActions(for:)`.
  case appSendsActions(ControlEvent)
  /// TV1: touchesBegan reached the table at `y` in its content: the row highlights.
  case rowHighlighted(y: Double, row: Int)
  /// TC3: touchesBegan reached the table from `view`, inside `cell`: the cell's row highlights.
  case cellRowHighlighted(view: String, cell: String, row: Int)
  /// TV1: a lift or cancel reached the table: the row unhighlights.
  case rowUnhighlighted(method: TouchMethod, row: Int)
  /// TV1: touchesEnded on a highlighted row selects it.
  case rowSelected(row: Int)
  /// TV3: touchesBegan reached the table on `row`; the delegate's answer decides the
  /// highlight (and, when false, the selection at lift).
  case shouldHighlightRow(row: Int, result: Bool)
  /// TV4: touchesEnded on highlighted `row`: the delegate may refuse or redirect the selection.
  case willSelectRow(row: Int)
  /// TV4: the delegate's willSelectRowAt redirected the selection from `from` to `to`.
  case rowRedirected(from: Int, to: Int)
  /// SC4: a lift on a segmented control selects the highlighted segment (dragged: the touch
  /// began on the selected segment and dragged it, SC3; momentary: SC5).
  case segmentSelected(segment: Int, dragged: Bool, momentary: Bool)
  /// SL2: the touch-down at `at` is outside the thumb's hit area `hitArea`: no tracking.
  case outsideThumb(at: Point, hitArea: Rect)
  /// SL5: the thumb moved and the slider is continuous.
  case sliderMoved
  /// SL5: the slider sends `valueChanged` at every lift.
  case sliderLifted
  /// SW6: `scrollView` is dragging, and its pan beats the switch's recognizers.
  case switchYields(scrollView: String)
  /// SW3: the press ended, so the switch takes the other state.
  case switchTapped
  /// SW4: the knob ends `on` (or off), which differs from the value at touch-down.
  case switchKnobEnds(on: Bool)
  /// SW4: the finger moved `distance` vertically, more than horizontally: the knob pan fails.
  case switchPanMovedVertically(distance: Double)
  /// SW3, MD1: a tap lifted inside the switch's enlarged bounds.
  case switchTappedInside
  /// SP3 (a tap's step) or SP4 (`fromTimer`: the autorepeat timer's step) on `half` of a
  /// continuous stepper, to `value`.
  case stepped(fromTimer: Bool, half: Stepper.Half?, value: Double)
  /// SP3: a stepper that is not continuous reports the step at the lift, with `value`.
  case steppedAtLift(value: Double)
  /// SP4: a stepper that is not continuous reports its autorepeat steps at the lift, with `value`.
  case repeatedStepsAtLift(value: Double)
  /// PC3: a tap beside the current indicator moves one page, from `from` to `to`.
  case pageTapped(from: Int, to: Int)
}
