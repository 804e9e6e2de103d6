/// The rules recognizers' reasons cite, per clause (`Reason.clauseRuleIDs`).
extension GestureReason {
  /// The rules each clause cites.
  var clauseRuleIDs: [[RuleID]] {
    switch self {
    case .waited(_, let cause, _): return [[.g10]] + cause.clauseRuleIDs
    case .viewAsked(_, _, let buttonVeto): return [[.g8], buttonVeto ? [.md13, .g18] : []]
    case .delegateAsked: return [[.g8], []]
    case .simultaneityAsked, .simultaneityAskedOther: return [[.g9], []]
    case .orderResolvedFirst: return [[.q4, .step5], []]
    case .orderDependent: return [[.q4], [.g10, .g8, .g10, .g9]]
    case .requirementCycle: return [[.g10], []]
    case .panFailed(_, let cause): return splitRuleIDs([.d4d], cause.clauseRuleIDs)
    case .delayReleased(let trigger, let refused):
      return trigger.clauseRuleIDs + [refused.isEmpty ? [.k2, .g5] : [.k2, .x2]]
    default: return [ruleIDs]
    }
  }

  /// The rules of the single-clause reasons.
  private var ruleIDs: [RuleID] {
    switch self {
    case .stateSet, .swipeLiftedEarly, .twoFingerTooMany, .twoFingerMoved, .twoFingerLifted, .twoFingerLiftedEarly:
      return [.g1]
    case .disabled: return [.g11]
    case .viewLeftWindow: return [.g20]
    case .requirementRecognized: return [.g10]
    case .viewRefused, .delegateRefused, .shouldBeginRefused: return [.g8]
    case .prevented: return [.g9, .md18]
    case .orderRemedy: return [.g10, .g8, .g10, .g9]
    case .systemCancelled: return [.m3]
    case .tooManyFingers(let rule, _, _): return [rule]
    case .tapLandedTooFar, .tapMovedTooFar, .noNextTap: return [.md2]
    case .tapFingerCount: return [.g16]
    case .tapped, .tapHeldTooLong: return [.g16, .md2]
    case .panTooManyFingers, .panMoved: return [.g13]
    case .panHysteresis(let rule, _, _): return [rule, .p3]
    case .panLiftedEarly, .panLifted: return [.g15]
    case .swipeTimedOut, .swipeReversed, .swiped, .twoFingerBegan: return []
    case .pressHeld, .pressMovedTooFar, .pressMoved, .pressLiftedEarly, .pressLifted: return [.g17]
    case .panBeganImmediately: return [.dc5, .md6, .dc6]
    case .noContentTouches: return [.k5]
    case .cannotCancelContent: return [.k5, .k6]
    case .contentCancellation(_, let refused): return refused.isEmpty ? [.k5, .k7] : [.k5, .c8]
    case .contentTouchesNotDelayed: return [.d6]
    case .delayPassed(let restarted, _): return restarted ? [.d2, .d4a, .d3] : [.d2, .d4a]
    case .movedAcrossAxis: return [.d4c]
    case .liftedBeforeDelay: return [.d4b]
    case .waited, .viewAsked, .delegateAsked, .simultaneityAsked, .simultaneityAskedOther, .orderResolvedFirst,
      .requirementCycle, .panFailed, .delayReleased, .orderDependent:
      return clauseRuleIDs.flatMap { $0 }
    }
  }
}

extension ControlReason {
  /// The rules the explanation cites, in order.
  var ruleIDs: [RuleID] {
    switch self {
    case .beginTracking: return [.c3, .c2]
    case .beginTrackingRefused: return [.c3, .c9]
    case .touchDown: return [.c3]
    case .touchDownRepeat: return [.c3, .m3]
    case .continueTracking: return [.c4]
    case .continueTrackingRefused: return [.c4, .c10]
    case .crossed: return [.c4, .md1]
    case .position(let rule, _, _): return [rule, .md1]
    case .endTracking: return [.c5]
    case .cancelTracking, .touchCancel: return [.c6]
    case .sendsActions, .appSendsActions: return [.c7]
    case .rowHighlighted, .rowUnhighlighted, .rowSelected: return [.tv1]
    case .cellRowHighlighted: return [.tv1, .tc3]
    case .shouldHighlightRow: return [.tv3]
    case .willSelectRow, .rowRedirected: return [.tv4]
    case .segmentSelected(_, let dragged, let momentary):
      return [.sc4] + (dragged ? [.sc3] : []) + (momentary ? [.sc5] : [])
    case .outsideThumb: return [.sl2]
    case .sliderMoved, .sliderLifted: return [.sl5]
    case .switchYields: return [.sw6]
    case .switchTapped: return [.sw3]
    case .switchKnobEnds, .switchPanMovedVertically: return [.sw4]
    case .switchTappedInside: return [.sw3, .md1]
    case .stepped(let fromTimer, _, _): return [fromTimer ? .sp4 : .sp3]
    case .steppedAtLift: return [.sp3]
    case .repeatedStepsAtLift: return [.sp4]
    case .pageTapped: return [.pc3]
    }
  }
}

extension CollectionViewReason {
  /// The rules the explanation cites, in order.
  var ruleIDs: [RuleID] {
    switch self {
    case .highlightAtTouchDown: return [.cv2]
    case .highlightOnReentry, .unhighlightOnExit: return [.cv3]
    case .unhighlightBeforeSelection, .unhighlightAtLift, .select: return [.cv4]
    case .unhighlightAtCancel: return [.cv7]
    case .deselectPrevious, .deselectSelected: return [.cv5]
    }
  }
}
