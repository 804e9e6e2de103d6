/// The sheet's rules (`Docs/Rulebook.md`, SH) that its reasons cite.
extension RuleID {
  /// SH5: a scroll view in the sheet drives the sheet through its own pan.
  public static let sh5: RuleID = "SH5"
  /// SH7: `prefersScrollingExpandsWhenScrolledToEdge`.
  public static let sh7: RuleID = "SH7"
  /// SH3: the background pan begins only vertically and moves the sheet.
  public static let sh3: RuleID = "SH3"
  /// SH8: the release settles the sheet on a detent.
  public static let sh8: RuleID = "SH8"
  /// SH9: below the smallest detent: dismiss, or resist and report.
  public static let sh9: RuleID = "SH9"
  /// SH10: the dimming view's tap.
  public static let sh10: RuleID = "SH10"
}

/// Why a sheet's note happened (`--explain`).
public enum SheetReason: ClassExplanation {
  /// SH3, SH5: a sheet drag began from the background pan or a scroll view.
  case dragBegan(source: String, top: Double, detent: String)
  /// SH8: the drag ended; the projection picked a detent (or the dismissal, SH9).
  case dragEnded(top: Double, velocity: Double, projected: Double, target: String?, flicked: Bool)
  /// SH8, SH10: the selected detent changed by the user's drag or the dimming tap.
  case selectedDetentChanged(from: String, to: String, byTap: Bool)
  /// SH9: the sheet passed below its smallest detent and may be dismissed.
  case willDismiss(top: Double, smallest: Double)
  /// SH9: the dismissal finished.
  case didDismiss
  /// SH9: the sheet was dragged away.
  case draggedAway
  /// SH9: the sheet resisted a pull past a quarter of its rubber band.
  case didAttemptToDismiss(pulled: Double, threshold: Double)
  /// SH10: the dimming tap receives only touches on the dimming view itself.
  case dimmingReceives(Bool)
  /// SH10: the dimming tap dismisses a dismissible sheet.
  case dimmingTapDismisses
  /// SH10: at the large detent the dimming view ignores taps (a model decision).
  case dimmingIgnored
  /// SH10: a sheet that may not be dismissed and has no smaller detent ignores the tap.
  case dimmingNotDismissible

  public var text: String {
    switch self {
    case .dragBegan(let source, let top, let detent):
      return source.hasSuffix(".backgroundPan")
        ? "SH3: the background pan \(source) began on vertical movement and drags the sheet from its top "
          + "\(WhyText.pt(top)) (\(detent))"
        : "SH5: the scroll view \(source) started its drag at its top edge and moves past it, so it drives the "
          + "sheet from its top \(WhyText.pt(top)) (\(detent)), with prefersScrollingExpandsWhenScrolledToEdge "
          + "deciding the push up (SH7)"
    case .dragEnded(let top, let velocity, let projected, let target, let flicked):
      return "SH8: released at \(WhyText.pt(top)) with \(NumberFormat.fixed(velocity, decimals: 0)) pt/s, "
        + "projected to \(WhyText.pt(projected)) (a model decision); the nearest is "
        + (target ?? "the dismissal (SH9)") + (flicked ? ", one further for a flick" : "")
    case .selectedDetentChanged(let from, let to, let byTap):
      return (byTap ? "SH10: the dimming tap on a sheet that may not be dismissed steps down" : "SH8: the release")
        + " from \(from) to \(to): the delegate hears of it"
    case .willDismiss(let top, let smallest):
      return "SH9: the sheet passed below its smallest detent (\(WhyText.pt(top)) > \(WhyText.pt(smallest))) and "
        + "may be dismissed: the interactive dismissal begins"
    case .didDismiss:
      return "SH9: the user dismissed the sheet"
    case .draggedAway:
      return "SH9: the dismissal finishes: the container leaves the window"
    case .didAttemptToDismiss(let pulled, let threshold):
      return "SH9: a sheet that may not be dismissed was pulled \(WhyText.pt(pulled)) below its smallest detent, "
        + "more than a quarter of its rubber band (\(WhyText.pt(threshold))): reported after the event"
    case .dimmingReceives(let receives):
      return receives
        ? "SH10: the dimming tap receives a touch on the dimming view itself"
        : "SH10: the dimming tap refuses a touch whose view is not the dimming view"
    case .dimmingTapDismisses:
      return "SH10: the dimming tap dismisses a dismissible sheet"
    case .dimmingIgnored:
      return "SH10: at the large detent the dimming view ignores taps (a model decision)"
    case .dimmingNotDismissible:
      return "SH10: the sheet may not be dismissed and has no smaller detent: the tap does nothing"
    }
  }

  public var ruleIDs: [RuleID] {
    switch self {
    case .dragBegan(let source, _, _): return source.hasSuffix(".backgroundPan") ? [.sh3] : [.sh5, .sh7]
    case .dragEnded(_, _, _, let target, _): return target == nil ? [.sh8, .sh9] : [.sh8]
    case .selectedDetentChanged(_, _, let byTap): return byTap ? [.sh10] : [.sh8]
    case .willDismiss, .didDismiss, .draggedAway, .didAttemptToDismiss: return [.sh9]
    case .dimmingReceives, .dimmingTapDismisses, .dimmingIgnored, .dimmingNotDismissible: return [.sh10]
    }
  }
}
