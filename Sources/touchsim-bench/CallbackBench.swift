import Foundation
import TouchSim

/// callbacks_per_second: a long drag through three nested scroll views, text log to /dev/null.
enum CallbackBench {
  /// Three nested scroll views, each holding a plain container, with a leaf at the bottom.
  ///
  /// `contentKeepsTouch`: the content got the touch at touch-down (`delaysContentTouches`
  /// false) and cannot be cancelled (`canCancelContentTouches` false), and the scroll views
  /// pass touches on (`handleAndForward`, seed 004's MyScrollView), so every move reaches
  /// ten responders: the callback pipeline at full load. Otherwise the innermost scroll view
  /// drags and every move is one `scrollViewDidScroll`.
  static func makeSimulation(moves: Int, contentKeepsTouch: Bool = true) -> Simulation {
    let recorder = Recorder(keepsRecords: false)
    let window = Window(size: Size(width: 390, height: 844), recorder: recorder)
    window.limits = .unbudgeted  // 200,000 moves log more than a scenario's output budget
    let root = View(name: "root", frame: window.bounds)
    window.setRootView(root)
    var parent: View = root
    for level in 0..<3 {
      let scroll = ScrollView(name: "scroll\(level)", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      scroll.contentSize = Size(width: 390, height: 844 * 1000)
      scroll.delaysContentTouches = false
      if contentKeepsTouch {
        scroll.canCancelContentTouches = false
        scroll.touchHandling = .handleAndForward
      }
      parent.addSubview(scroll)
      let container = View(name: "container\(level)", frame: Rect(x: 0, y: 0, width: 390, height: 844 * 1000))
      scroll.addSubview(container)
      parent = container
    }
    let leaf = View(name: "leaf", frame: Rect(x: 0, y: 0, width: 390, height: 844 * 1000))
    parent.addSubview(leaf)
    window.register(root)
    let simulation = Simulation(window: window)
    // Up and down at 120 Hz, a few points each step.
    var path: [Stroke.Sample] = [.init(time: .zero, location: Point(x: 200, y: 600))]
    for step in 1...moves {
      let y = 600 - Double(step % 40) * 5
      path.append(.init(time: SimTime(microseconds: Int64(step) * 8_333), location: Point(x: 200, y: y)))
    }
    simulation.add(Stroke(finger: 1, path: path))
    return simulation
  }

  /// Records per second, the text log rendered to bytes and written to /dev/null.
  static func run(moves: Int = 200_000, contentKeepsTouch: Bool = true) -> Double {
    let simulation = makeSimulation(moves: moves, contentKeepsTouch: contentKeepsTouch)
    let output = LogOutput(path: "/dev/null")
    simulation.window.recorder.sink = { record in output.append(record) }
    let seconds = measure { _ = simulation.run() }
    output.flush()
    return Double(simulation.window.recorder.count) / seconds
  }
}

/// The text log written to a file in 64 KiB blocks, as `touchsim run` would stream it.
///
/// Its `writer` is `@exclusivity(unchecked)`: the bench runs on one thread and never holds an
/// `inout` access to it across a call (it is written at every record).
final class LogOutput {
  private let handle: FileHandle
  @exclusivity(unchecked) private var writer = ByteWriter(capacity: 1 << 17)

  init(path: String) { handle = FileHandle(forWritingAtPath: path)! }

  func append(_ record: Record) {
    TextRenderer.append(record, to: &writer)
    writer.write(byte: 10)
    if writer.count >= 1 << 16 { flush() }
  }

  func flush() {
    writer.withBytes { handle.write(Data(buffer: $0)) }
    writer.removeAll()
  }
}

/// scaling_ratio_10x: time for 10x the touch samples over time for 1x.
enum ScalingBench {
  static func run() -> Double {
    func time(_ moves: Int) -> Double {
      let simulation = CallbackBench.makeSimulation(moves: moves)
      return measure { _ = simulation.run() }
    }
    _ = time(5_000)  // warm up
    let small = (0..<3).map { _ in time(20_000) }.min()!
    let large = (0..<3).map { _ in time(200_000) }.min()!
    return large / small
  }
}
