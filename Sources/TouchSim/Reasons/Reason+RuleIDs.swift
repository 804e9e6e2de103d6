/// The rules a reason cites, as values (`RuleID`): tools count rules from these, never from
/// the English. `clauseRuleIDs` follows the structure of `clauses` (one list per clause, in
/// the same order), so that a reason cited inside another by its first clause cites that
/// clause's rules only; a test checks each clause's IDs against the rules its text names.
extension Reason {
  /// The rules the reason cites, in clause order, each once.
  public var ruleIDs: [RuleID] {
    var found: [RuleID] = []
    for id in clauseRuleIDs.joined() where !found.contains(id) { found.append(id) }
    return found
  }

  /// The rules each clause cites, one list per clause of `clauses`.
  public var clauseRuleIDs: [[RuleID]] {
    switch self {
    case .window(let reason): return reason.clauseRuleIDs
    case .gesture(let reason): return reason.clauseRuleIDs
    case .scrollView(let reason): return reason.clauseRuleIDs
    case .control(let reason): return [reason.ruleIDs]
    case .collectionView(let reason): return [reason.ruleIDs]
    case .navigation(let reason): return [reason.ruleIDs]
    case .swipeActions(let reason): return [reason.ruleIDs]
    case .model(let reason): return [reason.ruleIDs]
    case .app(let reason): return [reason.ruleIDs]
    case .clauses(let reasons): return reasons.flatMap(\.clauseRuleIDs)
    case .unexplained: return []
    }
  }
}

extension Optional where Wrapped == Reason {
  /// The rules of a cited reason's clauses, or of one clause that cites none without one
  /// (`clauses(or:)`'s fallback).
  var clauseRuleIDs: [[RuleID]] { self?.clauseRuleIDs ?? [[]] }

  /// The rules of a cited reason's first clause (the deciding rule), or none.
  var leadRuleIDs: [RuleID] { self?.clauseRuleIDs.first ?? [] }
}

/// `WindowReason.split`'s structure for rule IDs: `prefix` joins the first clause.
func splitRuleIDs(_ prefix: [RuleID], _ inner: [[RuleID]]) -> [[RuleID]] {
  guard !inner.isEmpty else { return [prefix] }
  var clauses = inner
  clauses[0] = prefix + clauses[0]
  return clauses
}

extension WindowReason {
  /// The rules each clause cites.
  var clauseRuleIDs: [[RuleID]] {
    switch self {
    case .hitTest(_, let hit, let choice, let pointInsideOverridden, let skipped):
      var clauses: [[RuleID]] = [hit != nil && choice == .frontmost ? [.h1, .h4, .h3] : [.h1]]
      if hit != nil && pointInsideOverridden { clauses.append([]) }
      if !skipped.isEmpty { clauses.append(skipped.map(\.ruleID)) }
      return clauses
    case .notMultipleTouch: return [[.m1]]
    case .exclusiveView, .exclusiveHolder: return [[.m2]]
    case .shouldReceiveTouch: return [[.g7, .md4], []]
    case .action: return [[.g2, .md4]]
    case .cancelled(_, _, let isScrollViewPan, let cause):
      return splitRuleIDs(isScrollViewPan ? [.k7, .x1] : [.g4], cause.clauseRuleIDs)
    case .droppedByScrollViewPan(_, _, _, _, let immediately, _, let cause):
      return [(immediately ? [.dc6, .x2] : [.d5, .x2]) + cause.leadRuleIDs]
    case .droppedByDelay(_, _, _, let cause): return splitRuleIDs([.x2], cause.clauseRuleIDs)
    case .droppedByRecognizer(_, _, _, _, let cause): return [[.g4, .g5, .md5] + cause.leadRuleIDs]
    case .releasedBegan(let withholders): return splitRuleIDs([.g5], Self.finishedRuleIDs(withholders)) + [[.d8]]
    case .releasedEnded(let withholders): return splitRuleIDs([.g6], Self.finishedRuleIDs(withholders))
    case .ownBegan(_, _, let recognizers, let released):
      let first: [RuleID] = [.rc2, .step1]
      guard !recognizers.isEmpty else { return [first, [.step2]] }
      if released.isEmpty { return [first, [.g3, .g5]] }
      return [first, []] + released.flatMap { splitRuleIDs([], $0.cause.clauseRuleIDs) }
    case .moved: return [[.rc2], []]
    case .ownEnded(_, _, let hasRecognizers, let finished):
      if !hasRecognizers { return [[.rc2], []] }
      return finished.isEmpty ? [[.rc2], [.g6]] : [[.rc2], [], [.g6]]
    case .systemCancelled: return [[.m3]]
    case .forwarded(_, _, let how): return [how == .controlNotTracking ? [.rc3, .rc5] : [.rc3], [.rc1]]
    }
  }

  private static func finishedRuleIDs(_ withholders: [Withholder]) -> [[RuleID]] {
    guard !withholders.isEmpty else { return [[]] }
    var clauses: [[RuleID]] = []
    for withholder in withholders {
      switch withholder.outcome {
      case .failed(let cause): clauses += splitRuleIDs([], cause.clauseRuleIDs)
      case .disabled, .finished: clauses.append([])
      }
    }
    return clauses
  }
}

extension WindowReason.SkippedView {
  /// The rule that makes the view take no touches.
  fileprivate var ruleID: RuleID {
    switch cause {
    case .hidden, .transparent: return .h2
    case .noUserInteraction(let defaultOff): return defaultOff ? .h5 : .h2
    case .disabledControl: return .h6
    }
  }
}

extension ScrollViewReason {
  /// The rules each clause cites.
  var clauseRuleIDs: [[RuleID]] {
    switch self {
    case .dragBegan(_, let cause): return [[.dl1, .s4] + cause.leadRuleIDs, []]
    case .dragged(let step, _, let edge):
      var clauses: [[RuleID]]
      switch step {
      case .began: clauses = [[.p3]]
      case .followed: clauses = [[.dl1]]
      case .lifted: clauses = [[.md19], []]
      }
      switch edge {
      case .rubberBanded?: clauses.append([.b2])
      case .clamped?: clauses.append([.b3])
      case nil: break
      }
      return clauses
    case .scrolled(let cause): return splitRuleIDs([], cause.clauseRuleIDs)
    case .willEndDragging(_, let zeroed, let paging):
      return [[.dl1, .dl3], [.md10]] + (zeroed ? [[.dl2, .p5]] : []) + [paging ? [.pg1] : [.dc2]]
    case .didEndDragging(let settling):
      switch settling {
      case .page?: return [[.dl1, .pg1]]
      case .coast?: return [[.dl1]]
      case .springBack?: return [[.b4]]
      case nil: return [[.dl2]]
      }
    case .pausedDecelerationEnded: return [[.dc7, .md6]]
    case .bounceStopped: return [[.dc8]]
    case .willBeginDecelerating(let settling, _, _):
      switch settling {
      case .page: return [[.dl1, .pg1, .md15]]
      case .coast: return [[.dl1, .dc2]]
      case .springBack: return [[.b4]]
      }
    case .tick(let settling, _):
      switch settling {
      case .page: return [[.pg1, .md15]]
      case .springBack: return [[.b4, .md15]]
      case .coast: return [[.dc2, .md15]]
      }
    case .handedToParent: return [[.n4]]
    case .didEndDecelerating(let paging): return paging ? [[.pg1]] : [[.dc2, .b4]]
    case .shouldBeginAsked(_, _, let cause, let isScrollView, let answersByDefault):
      return splitRuleIDs([.k1, .k2], cause.clauseRuleIDs) + [isScrollView ? [.md11] : []]
        + (answersByDefault ? [[]] : [])
    case .shouldCancelAsked(_, let cause, _, let defaultAnswer, _):
      return splitRuleIDs([.k5], cause.clauseRuleIDs) + [[]] + (defaultAnswer != nil ? [[.k4, .md3]] : [])
    }
  }
}
