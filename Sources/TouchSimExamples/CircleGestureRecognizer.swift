import TouchSim

/// Seed 003's circle recognizer, written the way a library user writes a custom recognizer:
/// subclass `GestureRecognizer`, override the touch methods, set `state` (here through
/// `setState(_:because:)`, which also says why for `--explain`), clear in `reset()`.
///
/// It begins at touch-down with exactly one finger, records the finger's window location at
/// every move (`changed`), and at lift decides: the samples form a circle when there are more
/// than 4 of them and more than 80% lie within 30 pt of the mean distance of four of them
/// (at 0, n/4, n/2, 3n/4) from their centroid.
///
/// - Note: The seed sets `.failed` when the stroke is not a circle, but the recognizer is
///   `changed` by then and UIKit's state machine allows `failed` only from `possible` (G1);
///   this port ends a non-circle with `.cancelled`, the legal end of a continuous gesture.
public final class CircleGestureRecognizer: GestureRecognizer {
  private var touchSamples: [Point] = []

  public override var className: String { "CircleGestureRecognizer" }

  public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
    guard touches.count == 1, trackedTouches.filter({ !$0.isFinished }).count == 1 else {
      setState(
        state == .possible ? .failed : .cancelled, because: "seed 003: the circle takes exactly one finger",
        citing: [.seed003])
      return
    }
    setState(.began, because: "seed 003: the circle begins at touch-down with one finger", citing: [.seed003])
  }

  public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
    guard state == .began || state == .changed, let touch = touches.first else { return }
    touchSamples.append(touch.location)
    setState(.changed, because: "seed 003: each move is a sample of the stroke", citing: [.seed003])
  }

  public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
    guard state == .began || state == .changed else { return }
    let circle = isCircle()
    setState(
      circle ? .ended : .cancelled,
      because: "seed 003: the \(self.touchSamples.count) samples " + (circle ? "form" : "do not form")
        + " a circle (more than 80% within 30 pt of the mean radius)", citing: [.seed003])
  }

  public override func reset() { touchSamples = [] }

  private func isCircle() -> Bool {
    guard touchSamples.count > 4 else { return false }
    let count = touchSamples.count
    let probes = [touchSamples[0], touchSamples[count / 4], touchSamples[count * 2 / 4], touchSamples[count * 3 / 4]]
    let center = Point(x: probes.map(\.x).reduce(0, +) / 4, y: probes.map(\.y).reduce(0, +) / 4)
    let radius = probes.map { $0.distance(to: center) }.reduce(0, +) / 4
    let near = touchSamples.filter { ($0.distance(to: center) - radius).magnitude < 30 }.count
    return Double(near) / Double(count) > 0.8
  }
}

extension GestureRecognizerRegistry {
  /// The UIKit classes plus the worked examples shipped with the tool (seed 003's
  /// `CircleGestureRecognizer`): what `touchsim` reads scenarios with.
  public static var withExamples: GestureRecognizerRegistry {
    var registry = GestureRecognizerRegistry.standard
    registry.register("CircleGestureRecognizer") { CircleGestureRecognizer(name: $0) }
    return registry
  }
}
