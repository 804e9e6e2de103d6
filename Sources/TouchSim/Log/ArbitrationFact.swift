/// What a scroll view's arbitration decided, as the model saw it, for pictures of a run (the
/// timeline): the log shows the calls, these say when a delayed-touches window opened and
/// closed and when a scroll view's pan left `possible`. Kept only with explanations
/// (`Recorder.explains`), so they cost nothing otherwise.
public enum ArbitrationFact: Sendable, Equatable {
  /// A delayed-touches window (D1-D5): the content's `touchesBegan` withheld from the first
  /// withheld touch-down (`start`) until the delay recognizer left `possible` (`outcome`, D4,
  /// K2) or, with `outcome` nil, the scroll view's pan began and dropped the touches (D5).
  case delayWindow(scrollView: String, start: SimTime, end: SimTime, outcome: GestureState?)
  /// A scroll view's pan left `possible` mid-stroke (`state` is `began`, P1, or `failed`
  /// because the drag was refused, K5, P2); `pastHysteresis` tells whether one of its fingers
  /// had moved the pan hysteresis (`GestureConstants.panHysteresis`) from its touch-down
  /// along an axis (G14).
  case panLeftPossible(recognizer: String, time: SimTime, state: GestureState, pastHysteresis: Bool)
}
