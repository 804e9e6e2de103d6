import TouchSim

/// A recognizer that moves to scripted states when it sees each phase.
final class TestRecognizer: GestureRecognizer {
  var onBegan: GestureState?
  var onMoved: GestureState?
  var onEnded: GestureState?
  var resets = 0

  override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { if let onBegan { state = onBegan } }
  override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { if let onMoved { state = onMoved } }
  override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { if let onEnded { state = onEnded } }
  override func reset() { resets += 1 }
}
