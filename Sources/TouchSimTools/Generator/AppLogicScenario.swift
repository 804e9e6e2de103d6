import TouchSim
import TouchSimScenario

/// A scenario with app logic at every question UIKit asks it and a reaction on every
/// `scrollViewDidScroll` (issue 15): a scroll view whose header stays pinned by a reaction
/// that sets its frame from `contentOffset` at each scroll (AL5), `touchesShouldBegin` /
/// `touchesShouldCancel`, `point(inside:)` and `hitTest` answered with cases, and a swipe-back
/// pan on the root whose delegate answers `shouldReceiveTouch`, `shouldBegin` (a velocity
/// test, AL3) and `shouldRecognizeSimultaneouslyWith` with cases. `strokes` vertical drags,
/// alternately up and down, each of 24 moves at 120 Hz. For `touchsim-bench`
/// (`app_logic_records_per_second`) and the work-count guard of the tests.
public enum AppLogicScenario {
  /// The tree, the recognizer and the logic, as a file writes them.
  static let template = #"""
    {"format": 1, "scenario": "app logic at every question and every scrollViewDidScroll",
     "root": {"id": "root", "subviews": [
       {"id": "S", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 844000],
        "delaysContentTouches": false,
        "touchesShouldBegin": {"cases": [{"if": {"view": {"class": "UIControl"}, "S.isDecelerating": true}, "then": false}], "else": true},
        "touchesShouldCancel": {"cases": [{"if": {"view": {"class": "UIButton"}}, "then": true}], "else": "default"},
        "on": {"scrollViewDidScroll": [
          {"if": {"S.contentOffset.y": {">=": 0}, "header.frame.y": {"!=": -1}},
           "set": {"header.frame.y": {"ref": "S.contentOffset.y", "min": 0}}}]},
        "subviews": [
          {"id": "content", "frame": [0, 0, 390, 844000],
           "pointInside": {"cases": [{"if": {"point": {"in": "self", "x": {"<": 0}}}, "then": false}], "else": "default"}},
          {"id": "header", "frame": [0, 0, 390, 60],
           "hitTest": {"cases": [{"if": {"point": {"inside": "header"}}, "then": "self"}], "else": "default"}}]}]},
     "gestures": [{"id": "swipeBack", "class": "UIPanGestureRecognizer", "view": "root",
       "delegate": {
         "shouldReceiveTouch": {"cases": [{"if": {"touch.view": {"descendantOf": "header"}}, "then": false}], "else": true},
         "shouldBegin": {"cases": [{"if": {"gesture.velocity": {"dominant": "x"}, "S.contentOffset.x": {"<=": 0}}, "then": true}], "else": false},
         "shouldRecognizeSimultaneouslyWith": {"cases": [{"if": {"other": "S.pan", "S.isDragging": true}, "then": false}], "else": "default"}},
       "on": {"gestureAction": [{"if": {"gesture.state": "began"}, "note": "back"}]}}],
     "touches": [{"finger": 1, "path": [[0, 200, 600], [100, 200, 600]]}]}
    """#

  /// The scenario with `strokes` drags.
  public static func value(strokes count: Int) -> Scenario {
    // The template is a constant the tests read; it always reads.
    guard var scenario = try? Scenario.read(Array(template.utf8)) else { preconditionFailure("the template reads") }
    var strokes: [Scenario.Stroke] = []
    var microseconds = 0  // whole microseconds, so that times write and read back exactly
    func point(_ y: Double) -> Scenario.PathPoint { Scenario.PathPoint(t: Double(microseconds) / 1000, x: 200, y: y) }
    for index in 0..<count {
      let step = index % 2 == 0 ? -5.0 : 5.0
      var y = index % 2 == 0 ? 700.0 : 180.0
      var path = [point(y)]
      for _ in 0..<24 {
        microseconds += 8_333
        y += step
        path.append(point(y))
      }
      microseconds += 8_333
      path.append(point(y))
      strokes.append(Scenario.Stroke(finger: 1, path: path))
      microseconds += 50_000
    }
    scenario.strokes = strokes
    return scenario
  }
}
