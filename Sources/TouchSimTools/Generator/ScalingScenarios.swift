import TouchSim
import TouchSimScenario

/// Scenario files that grow with one count, for the scaling figures of `touchsim-bench` and
/// the work-count guards of the tests (issue 12): replaying 10× the count must cost at most
/// about 10× as much.
public enum ScalingScenarios {
  /// The kinds of growth measured.
  public enum Kind: String, CaseIterable, Sendable {
    /// n fingers touching down 1 µs apart, each held 100 µs (so up to 101 are down at once,
    /// under `maxFingersDown`), on a view with a tap recognizer under a pan on the root.
    case staggeredFingers = "fingers_staggered"
    /// n fingers in rounds of 500 touching down at one instant and lifting together 100 ms
    /// later, on the same recognizers.
    case simultaneousFingers = "fingers_simultaneous"
    /// n tap recognizers on one view, tapped three times.
    case recognizersOnOneView = "recognizers_one_view"
    /// n long presses on one view, each requiring the next to fail (G10), one held finger.
    case requirementChain = "requirement_chain"
    /// n pans on one view, each requiring the next to fail and the last the first (G10).
    case requirementCycle = "requirement_cycle"
    /// n taps on one view, each requiring every other to fail through its delegate (an answer
    /// `{"else": true}`), tapped three times: failure requirements as a graph (G10, issue 27).
    case everyOtherRequired = "requirements_every_other"
    /// n fingers (n ≤ 1,000) dragging together, each on its own view of a tree of 1,000 with a
    /// pan whose delegate recognizes simultaneously with every recognizer: a recognition looks
    /// only at the recognizers its touches meet, not at every active one (MD18, G9, issue 27).
    case separateDrags = "separate_drags"
  }

  /// The scenario file of a kind at a count, as bytes.
  public static func scenario(_ kind: Kind, count n: Int) -> [UInt8] { value(kind, count: n).bytes() }

  /// The scenario of a kind at a count.
  public static func value(_ kind: Kind, count n: Int) -> Scenario {
    var gestures: [Scenario.Gesture] = []
    var touches: [Scenario.Stroke] = []
    func hold(finger: Int, _ down: Double, _ up: Double) -> Scenario.Stroke {
      Scenario.Stroke(
        finger: finger, path: [Scenario.PathPoint(t: down, x: 100, y: 100), Scenario.PathPoint(t: up, x: 100, y: 100)])
    }
    switch kind {
    case .staggeredFingers:
      gestures = fingerRecognizers
      for i in 0..<n { touches.append(hold(finger: i + 1, micro(i), micro(i + 100))) }
    case .simultaneousFingers:
      gestures = fingerRecognizers
      for i in 0..<n {
        let down = Double((i / 500) * 200)
        touches.append(hold(finger: i % 500 + 1, down, down + 100))
      }
    case .recognizersOnOneView:
      for i in 0..<n {
        gestures.append(Scenario.Gesture(id: "tap\(i)", className: "UITapGestureRecognizer", view: "v"))
      }
      for tap in 0..<3 { touches.append(hold(finger: 1, Double(tap * 1000), Double(tap * 1000 + 80))) }
    case .requirementChain:
      for i in 0..<n {
        gestures.append(
          Scenario.Gesture(
            id: "p\(i)", className: "UILongPressGestureRecognizer", view: "v",
            requireToFail: i + 1 < n ? ["p\(i + 1)"] : []))
      }
      touches.append(hold(finger: 1, 0, 1000))
    case .requirementCycle:
      for i in 0..<n {
        gestures.append(
          Scenario.Gesture(
            id: "p\(i)", className: "UIPanGestureRecognizer", view: "v", requireToFail: ["p\((i + 1) % n)"]))
      }
      var drag = hold(finger: 1, 0, 300)
      drag.path[1].x = 200
      drag.path[1].y = 200
      drag.hz = 120
      touches.append(drag)
    case .everyOtherRequired:
      for i in 0..<n {
        var tap = Scenario.Gesture(id: "t\(i)", className: "UITapGestureRecognizer", view: "v")
        tap.logic = [
          Scenario.AppLogic(.answer("shouldRequireFailureOf"), .answer(.cases([], otherwise: .init(.bool(true)))))
        ]
        gestures.append(tap)
      }
      for tap in 0..<3 { touches.append(hold(finger: 1, Double(tap * 1000), Double(tap * 1000 + 80))) }
    case .separateDrags:
      // A tree of 10 rows of 10 columns of 10 leaves (39 × 8 points) whatever n, so that a
      // finger's hit test costs the same at n and 10n; finger i drags on leaf i·1000/n.
      var rows: [Scenario.View] = []
      for row in 0..<10 {
        var columns: [Scenario.View] = []
        for column in 0..<10 {
          var leaves: [Scenario.View] = []
          for leaf in 0..<10 {
            var view = Scenario.View(
              id: "l\(row * 100 + column * 10 + leaf)", frame: Rect(x: 0, y: Double(leaf) * 8, width: 39, height: 8))
            view.touches = .handle
            leaves.append(view)
          }
          var container = Scenario.View(
            id: "c\(row)_\(column)", frame: Rect(x: Double(column) * 39, y: 0, width: 39, height: 80))
          container.subviews = leaves
          columns.append(container)
        }
        var container = Scenario.View(id: "r\(row)", frame: Rect(x: 0, y: Double(row) * 80, width: 390, height: 80))
        container.subviews = columns
        rows.append(container)
      }
      for i in 0..<min(n, 1_000) {
        let leaf = i * (1_000 / min(n, 1_000))
        let x = Double(leaf / 10 % 10) * 39 + 19.5
        let y = Double(leaf / 100) * 80 + Double(leaf % 10) * 8 + 4
        var pan = Scenario.Gesture(id: "p\(i)", className: "UIPanGestureRecognizer", view: "l\(leaf)")
        pan.delegate = Scenario.Delegate(shouldRecognizeSimultaneouslyWith: .always(true))
        gestures.append(pan)
        var drag = hold(finger: i + 1, 0, 300)
        drag.path[0].x = x
        drag.path[0].y = y
        drag.path[1].x = x
        drag.path[1].y = y + 100
        drag.hz = 60
        touches.append(drag)
      }
      return Scenario(
        title: "\(kind.rawValue) \(n)", windowSize: Size(width: 390, height: 844),
        root: Scenario.View(id: "root", subviews: rows), gestures: gestures, strokes: touches)
    }
    var view = Scenario.View(id: "v", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    view.touches = .handle
    view[property: "isMultipleTouchEnabled"] = .bool(true)
    return Scenario(
      title: "\(kind.rawValue) \(n)", windowSize: Size(width: 390, height: 844),
      root: Scenario.View(id: "root", subviews: [view]), gestures: gestures, strokes: touches)
  }

  /// A pan on the root and a tap on the view: every finger reaches both.
  private static let fingerRecognizers = [
    Scenario.Gesture(id: "pan", className: "UIPanGestureRecognizer", view: "root"),
    Scenario.Gesture(id: "tap", className: "UITapGestureRecognizer", view: "v"),
  ]

  /// Microseconds as milliseconds, exactly as a file writes `0.001` steps.
  private static func micro(_ count: Int) -> Double { Double(count) / 1000 }
}
