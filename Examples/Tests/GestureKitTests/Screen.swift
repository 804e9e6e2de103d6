import TouchSim

/// A 390×844 window with a root view owned by a controller, as an app's screen starts.
struct Screen {
  let window = UIWindow(size: Size(width: 390, height: 844))
  let root = UIView(name: "root")

  init() {
    root.frame = window.bounds
    root.setViewController(UIViewController(name: "controller"))
    window.setRootView(root)
  }

  /// A finger moving through `(time in ms, x, y)` points, sampled at 60 Hz.
  static func drag(_ points: [(Double, Double, Double)], finger: Int = 1) -> Stroke {
    Stroke(
      finger: finger, path: points.map { .init(time: .milliseconds($0.0), location: Point(x: $0.1, y: $0.2)) },
      hz: 60)
  }

  /// A tap of 80 ms at a point, starting at `start` ms.
  static func tap(at point: Point, start: Double = 0) -> Stroke {
    Stroke(
      finger: 1,
      path: [
        .init(time: .milliseconds(start), location: point), .init(time: .milliseconds(start + 80), location: point),
      ])
  }

  /// Replays the strokes against the screen's tree.
  func replay(_ strokes: [Stroke]) -> Simulation {
    window.register(root)
    let simulation = Simulation(window: window)
    for stroke in strokes { simulation.add(stroke) }
    return simulation
  }
}
