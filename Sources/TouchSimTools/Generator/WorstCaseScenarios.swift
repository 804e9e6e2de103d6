import TouchSim
import TouchSimScenario

/// The worst files the limits accept, and the first ones past them (issue 27): the corpus
/// behind the promise that every file the limits accept replays within 2 s, or is refused by
/// `touchsim validate` naming the limit. `touchsim-bench --worst` times each one as
/// `touchsim run` replays it; the tests replay them at small counts and bound their work
/// (`WorstCaseScenariosTests`).
///
/// Each kind grows with one count. At `Entry.count` it sits at a limit of the format (10,000
/// recognizers, 10,000 reactions, 100,000 samples, ...) and ends one of three ways: it
/// replays to its end, a budget of the run stops it (`RunLimits`: records, order-dependent
/// outcomes, work) with an error naming the limit, or the reader refuses it (exit 65).
public enum WorstCaseScenarios {
  /// The kinds of worst case.
  public enum Kind: String, CaseIterable, Sendable {
    /// n taps on one view, each requiring the failure of every other through its delegate
    /// (`shouldRequireFailureOf` answering yes to all), tapped once (G10 as a graph).
    case tapsRequiringEveryOther = "taps_requiring_every_other"
    /// n taps on one view, each requiring, through an answer with cases, the failure of the
    /// last one only: a sparse lazy requirement, which arbitration must ask of each pair.
    case tapsRequiringTheLast = "taps_requiring_the_last"
    /// n pans on one view whose delegates recognize simultaneously with every recognizer, one
    /// drag: UIKit asks (and the log shows) n²/2 questions.
    case pansSimultaneousWithAll = "pans_simultaneous_with_all"
    /// n taps on one view whose delegates answer simultaneity with cases (yes for taps), one tap.
    case tapsSimultaneousByCases = "taps_simultaneous_by_cases"
    /// n `set` reactions at every `touchesMoved` of a 100,000-sample drag.
    case setReactionsPerMove = "set_reactions_per_move"
    /// n reactions whose condition does not hold at every `touchesMoved` of a 100,000-sample drag.
    case idleReactionsPerMove = "idle_reactions_per_move"
    /// A stepper (wrapping, so every step logs) held for n ms.
    case stepperHeld = "stepper_held"
    /// n timed actions at one instant.
    case timedActionsAtOneInstant = "timed_actions_at_one_instant"
    /// n pans that need two fingers watching a 100,000-sample one-finger drag.
    case recognizersWatchingEverySample = "recognizers_watching_every_sample"
    /// n touch-downs on the bottom view of 20,000 siblings, each hit test trying them all.
    case touchDownsInAWideTree = "touch_downs_in_a_wide_tree"
    /// Eight controls each sending the next n control events from its reactions: n⁷ events
    /// from one tap.
    case controlEventTree = "control_event_tree"
    /// 10,000 taps on one view, tapped n times: 9,999 order-dependent outcomes a tap (Q4).
    case orderDependentTaps = "order_dependent_taps"
    /// n flings of a scroll view, each decelerating for seconds at 120 ticks a second.
    case flings = "flings"
    /// 1,000 fingers down under five recognizers, and a drag bringing the samples to n.
    case thousandFingers = "thousand_fingers"
    /// A file of n JSON values (the reader's limit is 1,000,000).
    case jsonValues = "json_values"
    /// The budgets together: n taps on one view, tapped once (n - 1 order-dependent outcomes),
    /// then a 100,000-sample drag on it whose moves run 0.4n `set` reactions and 0.6n
    /// reactions that do not hold.
    case budgetsTogether = "budgets_together"
  }

  /// How an entry of the corpus ends.
  public enum Outcome: Sendable, Equatable {
    /// It replays to its end.
    case completes
    /// A budget of the run stops it; the error contains the text.
    case stopped(String)
    /// The reader refuses it; the error contains the text.
    case refused(String)
  }

  /// One file of the corpus: a kind at a count, and how it ends.
  public struct Entry: Sendable {
    public let kind: Kind
    public let count: Int
    public let outcome: Outcome

    /// The file's name in the corpus (`taps_requiring_every_other-10000`).
    public var name: String { "\(kind.rawValue)-\(count)" }
  }

  /// The corpus: each kind at the limits (and, where a limit of the file refuses it, just past).
  public static let corpus: [Entry] = [
    Entry(kind: .tapsRequiringEveryOther, count: 10_000, outcome: .completes),
    Entry(kind: .tapsRequiringTheLast, count: 10_000, outcome: .stopped("units of work")),
    Entry(kind: .pansSimultaneousWithAll, count: 4_000, outcome: .stopped("records")),
    Entry(kind: .tapsSimultaneousByCases, count: 10_000, outcome: .stopped("records")),
    Entry(kind: .setReactionsPerMove, count: 10_000, outcome: .stopped("records")),
    Entry(kind: .setReactionsPerMove, count: 10_001, outcome: .refused("more than 10000 reactions")),
    Entry(kind: .idleReactionsPerMove, count: 10_000, outcome: .stopped("units of work")),
    Entry(kind: .stepperHeld, count: 5_003_000, outcome: .completes),
    Entry(kind: .stepperHeld, count: 86_400_000, outcome: .refused("more than 100000 autorepeat steps")),
    Entry(kind: .timedActionsAtOneInstant, count: 10_000, outcome: .completes),
    Entry(kind: .timedActionsAtOneInstant, count: 200_000, outcome: .refused("more than 10000 properties")),
    Entry(kind: .recognizersWatchingEverySample, count: 10_000, outcome: .stopped("units of work")),
    Entry(kind: .touchDownsInAWideTree, count: 50_000, outcome: .stopped("units of work")),
    Entry(kind: .controlEventTree, count: 10, outcome: .stopped("records")),
    Entry(kind: .orderDependentTaps, count: 100, outcome: .stopped("order-dependent outcomes")),
    Entry(kind: .flings, count: 14_000, outcome: .stopped("records")),
    Entry(kind: .thousandFingers, count: 100_000, outcome: .completes),
    Entry(kind: .jsonValues, count: 999_000, outcome: .refused("'notes' must be a string")),
    Entry(kind: .budgetsTogether, count: 10_000, outcome: .stopped("units of work")),
  ]

  /// The scenario file of a kind at a count.
  public static func scenario(_ kind: Kind, count n: Int) -> [UInt8] {
    Array(text(kind, count: n).utf8)
  }

  // MARK: - The files

  /// One view "v" filling the window, whose touches it handles, under the root.
  private static let plainRoot =
    #"{"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle"}]}"#
  private static let oneTap = #"[{"finger": 1, "path": [[0, 100, 100], [80, 100, 100]]}]"#
  /// A one-finger drag of 100,000 samples (its two points and 99,998 at 120 Hz).
  private static let longDrag = #"[{"finger": 1, "hz": 120, "path": [[0, 100, 100], [833000, 300, 300]]}]"#

  private static func file(_ title: String, root: String, gestures: [String] = [], touches: String, rest: String = "")
    -> String
  {
    var text = #"{"format": 1, "scenario": "\#(title)", "window": [390, 844], "root": \#(root)"#
    if !gestures.isEmpty { text += #", "gestures": ["# + gestures.joined(separator: ",\n") + "]" }
    return text + #", "touches": \#(touches)\#(rest)}"#
  }

  private static func repeated(_ count: Int, _ item: (Int) -> String) -> String {
    (0..<count).map(item).joined(separator: ",\n")
  }

  static func text(_ kind: Kind, count n: Int) -> String {
    switch kind {
    case .tapsRequiringEveryOther:
      return file(
        "\(n) taps each requiring every other to fail", root: plainRoot,
        gestures: (0..<n).map {
          #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v", "delegate": {"shouldRequireFailureOf": {"else": true}}}"#
        }, touches: oneTap)
    case .tapsRequiringTheLast:
      return file(
        "\(n) taps each requiring the last to fail, by cases", root: plainRoot,
        gestures: (0..<n).map {
          #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v", "delegate": {"shouldRequireFailureOf": {"cases": [{"if": {"other": "t\#(n - 1)"}, "then": true}], "else": false}}}"#
        }, touches: oneTap)
    case .pansSimultaneousWithAll:
      return file(
        "\(n) pans simultaneous with all", root: plainRoot,
        gestures: (0..<n).map {
          #"{"id": "p\#($0)", "class": "UIPanGestureRecognizer", "view": "v", "delegate": {"shouldRecognizeSimultaneouslyWith": true}}"#
        }, touches: #"[{"finger": 1, "hz": 120, "path": [[0, 100, 100], [500, 300, 300]]}]"#)
    case .tapsSimultaneousByCases:
      return file(
        "\(n) taps simultaneous with taps, by cases", root: plainRoot,
        gestures: (0..<n).map {
          #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v", "delegate": {"shouldRecognizeSimultaneouslyWith": {"cases": [{"if": {"other.class": "UITapGestureRecognizer"}, "then": true}], "else": false}}}"#
        }, touches: oneTap)
    case .setReactionsPerMove:
      let reactions = repeated(n) { _ in #"{"set": {"v.alpha": 0.5}}"# }
      return file(
        "\(n) set reactions at every move",
        root:
          #"{"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle", "on": {"touchesMoved": [\#(reactions)]}}]}"#,
        touches: longDrag)
    case .idleReactionsPerMove:
      let reactions = repeated(n) { _ in #"{"if": {"touch.location": {"inside": "w"}}, "note": "never"}"# }
      return file(
        "\(n) reactions that do not hold at every move",
        root:
          #"{"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle", "on": {"touchesMoved": [\#(reactions)]}}, {"id": "w", "frame": [380, 834, 10, 10]}]}"#,
        touches: longDrag)
    case .stepperHeld:
      return file(
        "a wrapping stepper held \(n) ms",
        root:
          #"{"id": "root", "subviews": [{"id": "S", "class": "UIStepper", "frame": [148, 400, 94, 32], "wraps": true}]}"#,
        touches: #"[{"finger": 1, "path": [[0, 220, 416], [\#(n), 220, 416]]}]"#)
    case .timedActionsAtOneInstant:
      return file(
        "\(n) timed actions at one instant", root: plainRoot, touches: oneTap,
        rest: #", "actions": [\#(repeated(n) { _ in #"{"t": 0, "set": {"v.alpha": 0.5}}"# })]"#)
    case .recognizersWatchingEverySample:
      return file(
        "\(n) two-finger pans watching a one-finger drag", root: plainRoot,
        gestures: (0..<n).map {
          #"{"id": "p\#($0)", "class": "UIPanGestureRecognizer", "view": "v", "minimumNumberOfTouches": 2}"#
        }, touches: longDrag)
    case .touchDownsInAWideTree:
      let siblings = repeated(19_998) { #"{"id": "s\#($0)", "frame": [100, \#(100 + $0 % 700), 1, 1]}"# }
      return file(
        "\(n) touch-downs on the bottom one of 19,999 siblings",
        root: #"{"id": "root", "subviews": [{"id": "bottom", "frame": [0, 0, 10, 10]},\#n\#(siblings)]}"#,
        touches: "[" + repeated(n) { #"{"finger": 1, "path": [[\#($0 * 10), 5, 5], [\#($0 * 10 + 5), 5, 5]]}"# } + "]")
    case .controlEventTree:
      let controls = (0..<8).map { level in
        let on =
          level < 7
          ? repeated(n) { _ in #"{"send": {"control": "c\#(level + 1)", "event": "primaryActionTriggered"}}"# }
          : #"{"note": "leaf"}"#
        let callback = level == 0 ? "touchUpInside" : "primaryActionTriggered"
        return
          #"{"id": "c\#(level)", "class": "UIControl", "frame": [0, \#(level * 50), 100, 40], "on": {"\#(callback)": [\#(on)]}}"#
      }
      return file(
        "8 controls each sending the next \(n) events",
        root: #"{"id": "root", "subviews": [\#(controls.joined(separator: ",\n"))]}"#,
        touches: #"[{"finger": 1, "path": [[0, 50, 20], [80, 50, 20]]}]"#)
    case .orderDependentTaps:
      return file(
        "10,000 taps on one view, tapped \(n) times", root: plainRoot,
        gestures: (0..<10_000).map { #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v"}"# },
        touches: "["
          + repeated(n) { #"{"finger": 1, "path": [[\#($0 * 1000), 100, 100], [\#($0 * 1000 + 80), 100, 100]]}"# }
          + "]")
    case .flings:
      // Up and lift fast, six seconds apart: each fling coasts for seconds.
      return file(
        "\(n) flings",
        root:
          #"{"id": "root", "subviews": [{"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 1000000], "contentOffset": [0, 500000]}]}"#,
        touches: "["
          + repeated(n) {
            #"{"finger": 1, "path": [[\#($0 * 6000), 200, 800], [\#($0 * 6000 + 16), 200, 600], [\#($0 * 6000 + 32), 200, 400]]}"#
          } + "]")
    case .thousandFingers:
      // Finger 1 drags at 120 Hz while 999 others are held: its two points, 120 samples a
      // second, and the others' two points each make n samples.
      let dragMilliseconds = max(1, (n - 2 * 999 - 2) * 1000 / 120)
      let held = repeated(999) {
        #"{"finger": \#($0 + 2), "path": [[\#(Double($0 + 1) / 1000), 100, 100], [\#(dragMilliseconds), 100, 100]]}"#
      }
      return file(
        "1,000 fingers down under five recognizers, \(n) samples",
        root: #"{"id": "root", "isMultipleTouchEnabled": true}"#,
        gestures: [
          #"{"id": "pan", "class": "UIPanGestureRecognizer", "view": "root"}"#,
          #"{"id": "pinch", "class": "UIPinchGestureRecognizer", "view": "root"}"#,
          #"{"id": "tap", "class": "UITapGestureRecognizer", "view": "root"}"#,
          #"{"id": "press", "class": "UILongPressGestureRecognizer", "view": "root"}"#,
          #"{"id": "swipe", "class": "UISwipeGestureRecognizer", "view": "root"}"#,
        ],
        touches:
          #"[{"finger": 1, "hz": 120, "path": [[0, 50, 50], [\#(dragMilliseconds), 300, 300]]},\#n\#(held)]"#)
    case .budgetsTogether:
      let sets = repeated(n * 4 / 10) { _ in #"{"set": {"v.alpha": 0.5}}"# }
      let idle = repeated(n - n * 4 / 10) { _ in #"{"if": {"touch.location": {"inside": "w"}}, "note": "never"}"# }
      return file(
        "the budgets together: \(n) taps and \(n) reactions at every move",
        root:
          #"{"id": "root", "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle", "isMultipleTouchEnabled": true, "on": {"touchesMoved": [\#(sets),\#n\#(idle)]}}, {"id": "w", "frame": [380, 834, 10, 10]}]}"#,
        gestures: (0..<n).map { #"{"id": "t\#($0)", "class": "UITapGestureRecognizer", "view": "v"}"# },
        touches:
          #"[{"finger": 1, "path": [[0, 100, 100], [80, 100, 100]]}, {"finger": 2, "hz": 120, "path": [[2000, 100, 100], [833000, 300, 300]]}]"#
      )
    case .jsonValues:
      return #"{"format": 1, "scenario": "\#(n) values", "notes": ["#
        + String(repeating: "0,", count: max(0, n - 8)) + #"0], "root": {"id": "root"}, "touches": \#(oneTap)}"#
    }
  }
}
