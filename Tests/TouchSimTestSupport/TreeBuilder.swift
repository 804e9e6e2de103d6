import TouchSim

/// Builds small windows for tests: `root` fills a 390×844 window and is owned by `VC`.
public struct TreeBuilder {
  public let window = Window(size: Size(width: 390, height: 844))
  public let root = View(name: "root")

  public init() {
    root.frame = window.bounds
    root.setViewController(ViewController(name: "VC"))
    window.setRootView(root)
  }

  @discardableResult
  public func add<V: View>(_ view: V, to parent: View? = nil, frame: Rect) -> V {
    view.frame = frame
    (parent ?? root).addSubview(view)
    window.register(root)
    return view
  }

  /// Replays strokes and returns the text log lines without their time column.
  public func run(_ strokes: [Stroke]) -> [String] {
    let simulation = Simulation(window: window)
    for stroke in strokes { simulation.add(stroke) }
    _ = simulation.run()
    return window.recorder.records.map { TextRenderer.line(for: $0) }
  }

  /// Replays strokes and returns the text log lines without their time column, each run of
  /// spaces squeezed to one (`"root touchesBegan #1 (50.0, 50.0) via v"`).
  public func runSqueezed(_ strokes: [Stroke]) -> [String] {
    run(strokes).map { $0.split(separator: " ").joined(separator: " ") }
  }

  /// The records as compact "receiver call" strings.
  public var calls: [String] { window.recorder.records.map { "\($0.receiver) \($0.call.name)" } }
}

/// A tap: touch-down and lift at one place.
public func tap(_ finger: Int = 1, at point: Point, from start: Double = 0, duration: Double = 80) -> Stroke {
  Stroke(
    finger: finger,
    path: [
      .init(time: .milliseconds(start), location: point),
      .init(time: .milliseconds(start + duration), location: point),
    ])
}

/// A stroke through points `(t, x, y)`.
public func stroke(_ points: [(Double, Double, Double)], finger: Int = 1, hz: Double? = nil) -> Stroke {
  Stroke(
    finger: finger, path: points.map { .init(time: .milliseconds($0.0), location: Point(x: $0.1, y: $0.2)) }, hz: hz)
}
