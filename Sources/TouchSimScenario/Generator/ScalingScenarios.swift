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
  }

  /// The scenario file of a kind at a count, as bytes.
  public static func scenario(_ kind: Kind, count n: Int) -> [UInt8] {
    var gestures: [String] = []
    var touches: [String] = []
    switch kind {
    case .staggeredFingers:
      gestures = fingerRecognizers
      for i in 0..<n {
        touches.append(#"{"finger": \#(i + 1), "path": [[\#(micro(i)), 100, 100], [\#(micro(i + 100)), 100, 100]]}"#)
      }
    case .simultaneousFingers:
      gestures = fingerRecognizers
      for i in 0..<n {
        let down = (i / 500) * 200
        touches.append(#"{"finger": \#(i % 500 + 1), "path": [[\#(down), 100, 100], [\#(down + 100), 100, 100]]}"#)
      }
    case .recognizersOnOneView:
      for i in 0..<n { gestures.append(#"{"id": "tap\#(i)", "class": "UITapGestureRecognizer", "view": "v"}"#) }
      for tap in 0..<3 {
        touches.append(#"{"finger": 1, "path": [[\#(tap * 1000), 100, 100], [\#(tap * 1000 + 80), 100, 100]]}"#)
      }
    case .requirementChain:
      for i in 0..<n {
        let requires = i + 1 < n ? #", "requireToFail": ["p\#(i + 1)"]"# : ""
        gestures.append(#"{"id": "p\#(i)", "class": "UILongPressGestureRecognizer", "view": "v"\#(requires)}"#)
      }
      touches.append(#"{"finger": 1, "path": [[0, 100, 100], [1000, 100, 100]]}"#)
    case .requirementCycle:
      for i in 0..<n {
        gestures.append(
          #"{"id": "p\#(i)", "class": "UIPanGestureRecognizer", "view": "v", "requireToFail": ["p\#((i + 1) % n)"]}"#)
      }
      touches.append(#"{"finger": 1, "hz": 120, "path": [[0, 100, 100], [300, 200, 200]]}"#)
    }
    let text = #"""
      {"format": 1, "scenario": "\#(kind.rawValue) \#(n)", "window": [390, 844],
       "root": {"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle", "isMultipleTouchEnabled": true}]},
       "gestures": [\#(gestures.joined(separator: ",\n"))],
       "touches": [\#(touches.joined(separator: ",\n"))]}
      """#
    return Array(text.utf8)
  }

  /// A pan on the root and a tap on the view: every finger reaches both.
  private static let fingerRecognizers = [
    #"{"id": "pan", "class": "UIPanGestureRecognizer", "view": "root"}"#,
    #"{"id": "tap", "class": "UITapGestureRecognizer", "view": "v"}"#,
  ]

  /// Microseconds as milliseconds, exactly (`0.001` per step).
  private static func micro(_ count: Int) -> String {
    let whole = count / 1000
    let fraction = count % 1000
    guard fraction != 0 else { return "\(whole)" }
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
  }
}
