/// UISegmentedControl (SC): segments, selection at lift, the drag of the selection, the vetoes.
extension Rulebook {
  /// The family's heading, ID prefixes and place in the rulebook (`RuleFamily`).
  static let segmentedControlFamily = RuleFamily(
    "UISegmentedControl (SC)", prefixes: ["SC"], order: 270, rules: segmentedControl)

  static let segmentedControl: [Rule] = [
    Rule(
      "SC1", "Segments and the touched segment",
      "A segmented control starts with selectedSegmentIndex -1 (noSegment) and isMomentary false. Its segments share the width of its bounds equally and fill its height; a point selects the segment that contains it, else the nearest one (the first of equals). The control itself is the hit view.",
      .decompiled,
      [
        .dSegmentedControl.about("_commonSegmentedControlInit, _closestSegmentIndexAtPoint:"), .aSelectedSegmentIndex,
        .aSegmentedControl,
      ],
      note:
        "Widths by content (apportionsSegmentWidthsByContent, setWidth(_:forSegmentAt:)) and disabled segments are not modelled; that the control and not a private segment view is the hit view is a model decision."
    ),
    Rule(
      "SC2", "No UIControl tracking",
      "UISegmentedControl overrides touchesBegan, touchesMoved, touchesEnded and touchesCancelled without calling super: it never calls beginTracking, sends no touchDown, drag, touchUpInside, touchUpOutside or touchCancel event, and passes none of its touches up the responder chain.",
      .decompiled, [.dSegmentedControl.about("the four touch methods"), .oSameValueSegmented]),
    Rule(
      "SC3", "The highlight follows the finger; a drag from the selected segment drags the selection",
      "touchesBegan on an enabled, user-interactive control highlights the segment under the touch (SC1), without selecting it. When that segment is the selected one (and the control is not momentary), the touch drags the selection: at each move the highlight goes to the segment nearest the finger wherever it is. Otherwise the highlight follows the finger only while it is mostly inside, within 70 pt of the bounds; farther out the segment looks unhighlighted but stays the one a lift would pick. No event is sent while the finger moves.",
      .decompiled,
      [
        .dSegmentedControl.about("touchesBegan:withEvent:, _tapSegmentAtPoint:touchDown:, touchesMoved:withEvent:"),
        .dSegmentedStyle,
      ],
      note:
        "The drag of the selection is iOS 13's sliding style; Reduce Motion and custom background images turn it off in UIKit and are not modelled."
    ),
    Rule(
      "SC4", "Selection at lift: valueChanged with the new index, only when it changes",
      "touchesEnded selects the highlighted segment when the touch dragged the selection or lifts mostly inside (within 70 pt of the bounds), then clears the highlight. The control sends valueChanged, carrying the new index, only when the index changes: a tap on the selected segment sends nothing, and a lift farther than 70 pt out (without a drag of the selection) selects nothing. touchesCancelled clears the highlight and sends nothing.",
      .decompiled,
      [
        .dSegmentedControl.about(
          "touchesEnded:withEvent:, _setSelectedSegmentIndex:notify:animate:, touchesCancelled:withEvent:"),
        .aSelectedSegmentIndex, .oSameValueSegmented,
      ],
      note:
        "UIKit sends valueChanged after the Core Animation commit of the same run-loop turn; the model sends it at the lift, after the touchesEnded record (nothing else is logged in between)."
    ),
    Rule(
      "SC5", "Momentary: valueChanged at every lift, no lasting selection",
      "With isMomentary true the touch never drags the selection; a lift mostly inside sends valueChanged with the touched segment's index, which the actions read as selectedSegmentIndex, and the index then returns to -1, so the next touch on the same segment sends valueChanged again.",
      .model,
      [
        .aIsMomentary,
        .dSegmentedControl.about("_setSelectedSegmentIndex:notify:animate:, _clearSelectedSegment after 0.2 s"),
      ],
      note:
        "Apple says a momentary control does not update selectedSegmentIndex after tracking ends; the decompiled touch path sets it and emits, and clears it 0.2 s later only in other paths. The model clears it right after the actions, without an event.",
      audit: Audit(
        .open,
        "Refuted as stated but not settled: the 26.1 touch path sets the index and sends valueChanged at the lift with no clear, while the 0.2 s clear to -1 is scheduled only when the control does not track; which branch a momentary control takes depends on UISegmentedControl shouldTrack, whose body was not found (research r2). The model keeps its reading until a device log decides."
      )),
    Rule(
      "SC6", "The segmented control's vetoes: an ancestor's single tap, and single-finger pans",
      "Asked by a recognizer that cancels touches in its view (MD13), the segmented control refuses (a) a single-finger single tap attached to another view; (b) a pan (a scroll view's included) with minimumNumberOfTouches 1 while a touch is on the control (touchesBegan reached it); (c) before that, such a pan whose location is inside the bounds and whose translation is more horizontal than vertical.",
      .decompiled,
      [
        .dSegmentedControl.about("gestureRecognizerShouldBegin:"), .aControlsGR, .oSegmentedBlocksScroll,
        .oSegmentedHorizontalScroll,
      ],
      note:
        "Unlike the slider's (XC5), these clauses are written on the hit view itself and device reports show scrolls that start on a segmented control blocked, so the model applies them. The translation compared is the finger's travel since touch-down (model decision); UIKit's fourth clause (private recognizer type 16) is not modelled."
    ),
    Rule(
      "SC7", "In a scroll view: vertical swipes scroll, horizontal swipes and held drags do not",
      "Inside a scroll view that delays content touches, a quick vertical swipe that starts on a segmented control scrolls (SC6 refuses only horizontal pans before the touch reaches the control); a quick horizontal swipe on it in a horizontally scrolling or paging scroll view is refused (SC6 c) and the control gets the touch after all; a touch held past the delay reaches the control, which then refuses every pan (SC6 b) and keeps the touch (K4 too). Without the delay, every drag that starts on it is refused.",
      .decompiled,
      [.dSegmentedControl.about("gestureRecognizerShouldBegin:"), .oSegmentedBlocksScroll, .oSegmentedHorizontalScroll]),
  ]
}
