import TouchSim

/// hit_test_ns_per_level: a 100,000-view tree (fan-out 10, depth 5) hit-tested at points whose
/// path enters the back-most sibling at every level, so each level visits all ten siblings.
enum HitTestBench {
  static func run() -> Double {
    let window = Window(size: Size(width: 1000, height: 1000))
    let root = View(name: "root", frame: window.bounds)
    window.setRootView(root)
    var count = 0
    var level: [View] = [root]
    for _ in 0..<5 {
      var next: [View] = []
      for parent in level {
        for index in 0..<10 {
          // Siblings overlap except the first (back-most), which alone covers the left edge.
          let x = index == 0 ? 0.0 : 1
          let child = View(
            name: "v\(count)",
            frame: Rect(x: x, y: 0, width: parent.frame.size.width - x, height: parent.frame.size.height))
          count += 1
          parent.addSubview(child)
          next.append(child)
        }
      }
      level = next
    }
    // Front siblings (x ≥ 1) do not contain x = 0.5, so each level checks ten views.
    let point = Point(x: 0.5, y: 500)
    let iterations = 20_000
    var found = 0
    let seconds = measure {
      for _ in 0..<iterations where window.hitTest(point) != nil { found += 1 }
    }
    let levelsVisited = Double(iterations) * 5 * 10
    precondition(found == iterations && count == 111_110)
    return seconds * 1e9 / levelsVisited
  }
}

/// deep_tree_ok: a 10,000-level tree hit-tested and replayed without a stack overflow.
enum DeepTreeBench {
  static func run() -> Bool {
    let window = Window(size: Size(width: 390, height: 844))
    let root = View(name: "root", frame: window.bounds)
    window.setRootView(root)
    var parent = root
    for level in 0..<10_000 {
      let child = View(name: "v\(level)", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      parent.addSubview(child)
      parent = child
    }
    window.register(root)
    let simulation = Simulation(window: window)
    simulation.add(
      Stroke(
        finger: 1,
        path: [
          .init(time: .zero, location: Point(x: 10, y: 10)),
          .init(time: .milliseconds(40), location: Point(x: 30, y: 30)),
          .init(time: .milliseconds(80), location: Point(x: 30, y: 30)),
        ]))
    guard case .completed = simulation.run() else { return false }
    return window.hitTest(Point(x: 1, y: 1))?.name == "v9999" && window.recorder.count == 1 + 3 * 10_003
  }
}
