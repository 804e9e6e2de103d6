import TouchSim

/// Where a scroll view's arbitration shows in a run: its delayed-touches windows (D1–D5) and
/// its pan leaving `possible` (G14, P1, K5), read from the facts the model reported
/// (`ArbitrationFact`), not re-derived from receiver names or thresholds (issue 14).
struct ArbitrationSpans {
  /// A delayed-touches window of one scroll view.
  struct DelayWindow: Equatable {
    /// The scroll view's id.
    var scrollView: String
    /// The touch-down that opened the window.
    var start: SimTime
    /// When the delay recognizer left `possible`, or the pan began (D5).
    var end: SimTime
    /// The delay recognizer's new state, or nil when the pan's start dropped the touches (D5).
    var outcome: GestureState?
  }

  /// A pan leaving `possible` mid-stroke.
  struct Crossing: Equatable {
    /// The pan's log name (`S.pan`).
    var recognizer: String
    /// When.
    var time: SimTime
    /// `began`, or `failed` (drag refused).
    var state: GestureState
    /// Whether a finger down then had moved the pan hysteresis from its touch-down along an axis.
    var pastTenPoints: Bool
  }

  private(set) var windows: [DelayWindow] = []
  private(set) var crossings: [Crossing] = []

  init(facts: [ArbitrationFact]) {
    for fact in facts {
      switch fact {
      case .delayWindow(let scrollView, let start, let end, let outcome):
        windows.append(DelayWindow(scrollView: scrollView, start: start, end: end, outcome: outcome))
      case .panLeftPossible(let recognizer, let time, let state, let past):
        crossings.append(Crossing(recognizer: recognizer, time: time, state: state, pastTenPoints: past))
      }
    }
  }
}
