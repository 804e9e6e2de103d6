import Testing
import TouchSim

@testable import TouchSimScenario

/// Compiled app logic is stored on the window's views and recognizers; it holds the objects
/// it reads and sets weakly, so a finished run frees them all (issue 15).
@Suite struct LogicLifetimeTests {
  /// Logic on a touch method of the view itself, reading and setting an ancestor, requiring
  /// a recognizer to fail and sending a control event: each held strongly made a cycle.
  static let scenario = #"""
    {"format": 1, "scenario": "logic that names its own view and its ancestors",
     "root": {"id": "root", "subviews": [
       {"id": "box", "frame": [0, 0, 390, 400],
        "pointInside": {"cases": [{"if": {"root.isHidden": false, "box.frame.y": {">=": 0}}, "then": true}], "else": "default"},
        "on": {"touchesBegan": [
          {"if": {"touch.view": {"descendantOf": "root"}}, "set": {"root.alpha": 0.5, "box.frame.y": {"ref": "box.frame.y", "add": 1}}},
          {"requireToFail": {"gesture": "tap", "toFail": "pan"}},
          {"send": {"control": "button", "event": "valueChanged"}}]},
        "subviews": [{"id": "button", "class": "UIButton", "frame": [0, 300, 100, 50]}]},
       {"id": "S", "class": "UIScrollView", "frame": [0, 400, 390, 400], "contentSize": [390, 4000],
        "on": {"scrollViewDidScroll": [{"if": {"S.isDragging": true}, "set": {"S.contentOffset.x": 0}}]}}]},
     "gestures": [
       {"id": "tap", "class": "UITapGestureRecognizer", "view": "box",
        "delegate": {"shouldBegin": {"cases": [{"if": {"box.isHidden": false}, "then": true}], "else": false}}},
       {"id": "pan", "class": "UIPanGestureRecognizer", "view": "root",
        "on": {"gestureAction": [{"if": {"gesture.state": "began"}, "note": "pan"}]}}],
     "touches": [{"finger": 1, "path": [[0, 100, 100], [50, 100, 100]]},
                 {"finger": 2, "path": [[100, 100, 700], [116, 100, 650], [133, 100, 600], [150, 100, 600]]}]}
    """#

  @Test func aFinishedRunFreesEveryViewAndRecognizerItsLogicNames() throws {
    final class WeakBox {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }
    var boxes: [WeakBox] = []
    do {
      let loaded = try LoadedScenario.load(Array(Self.scenario.utf8))
      for view in loaded.window.allViews {
        boxes.append(WeakBox(view))
        for recognizer in view.gestureRecognizers { boxes.append(WeakBox(recognizer)) }
      }
      boxes.append(WeakBox(loaded.window))
      let outcome = loaded.simulation.run()
      #expect(loaded.window.recorder.records.contains { $0.call.name == "set" })
      if case .stopped(let message) = outcome { Issue.record("\(message)") }
    }
    let alive = boxes.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    #expect(boxes.count > 8)
    #expect(alive.isEmpty, "still alive: \(alive)")
  }
}
