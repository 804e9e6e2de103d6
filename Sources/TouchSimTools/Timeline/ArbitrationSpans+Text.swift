import TouchSim
import TouchSimScenario

extension ArbitrationSpans.DelayWindow {
  /// The label over the shaded window: `S: touchesBegan withheld 150 ms (D1–D4)`.
  func label(nameLimit: Int) -> String {
    let name = XMLEscaping.truncated(scrollView, to: nameLimit)
    let duration = NumberFormat.millisecondsTrimmed(SimTime(microseconds: (end - start).microseconds))
    return outcome == nil
      ? "\(name): touches withheld \(duration) ms, dropped when the pan began (D5)"
      : "\(name): touchesBegan withheld \(duration) ms (D1–D4)"
  }

  /// The hover text: where the window starts and ends, and why it ends.
  var hover: String {
    let how =
      outcome.map { "\(scrollView).delay went possible → \($0.rawValue)" }
      ?? "\(scrollView).pan began, so the withheld touches were dropped (D5)"
    return "Delayed-touches window of \(scrollView): from the touch-down at \(start) ms, "
      + "content touchesBegan is withheld until \(end) ms, when \(how). (D1–D5)"
  }
}

extension ArbitrationSpans.Crossing {
  /// The label at the dashed line: `S.pan possible→failed at 10 pt`.
  func label(nameLimit: Int) -> String {
    let name = XMLEscaping.truncated(recognizer, to: nameLimit)
    return "\(name) possible→\(state.rawValue)" + (pastTenPoints ? " at 10 pt" : "")
  }

  /// The hover text: when the pan left `possible`, and what that means.
  var hover: String {
    var text = "\(recognizer) left possible for \(state.rawValue) at \(time) ms"
    if pastTenPoints {
      text += ": the finger had moved at least 10 pt from its touch-down along an axis (hysteresis, G14, P1)"
    }
    if state == .began { return text + "; dragging starts (P3)." }
    return text + "; this pan does not drag for the rest of the touch sequence (K5, P2)."
  }
}
