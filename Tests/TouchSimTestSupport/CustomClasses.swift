import TouchSim
import TouchSimScenario

/// An app's pan that only begins on horizontal movement: the UIKit pan with its vertical
/// hysteresis axis switched off (G14 on x only).
public final class HorizontalPanGestureRecognizer: PanGestureRecognizer {
  public override var className: String { "HorizontalPanGestureRecognizer" }

  public override func axesPastHysteresis(_ translation: Point) -> (x: Bool, y: Bool) {
    (super.axesPastHysteresis(translation).x, false)
  }
}

/// An app's scroll view subclass, as scenarios name it.
public final class PassthroughScrollView: ScrollView {
  public override var className: String { "PassthroughScrollView" }
}

/// An app's control subclass.
public final class StepperControl: Control {
  public override var className: String { "StepperControl" }
}

/// A registry with the app classes above: `HorizontalPanGestureRecognizer`, and
/// `PassthroughScrollView` (base UIScrollView) and `StepperControl` (base UIControl).
public func appRegistry() throws -> TouchSimRegistry {
  var registry = TouchSimRegistry()
  registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
  try registry.registerView("PassthroughScrollView", base: "UIScrollView") { PassthroughScrollView(name: $0) }
  try registry.registerView("StepperControl", base: "UIControl") { StepperControl(name: $0) }
  return registry
}

/// A scenario naming the app's classes: a horizontal drag on a card inside a
/// `PassthroughScrollView` (no content delay) with a `HorizontalPanGestureRecognizer` on the
/// card, and a `StepperControl` tapped afterwards.
public let appClassesScenario = """
  {
    "format": 1,
    "scenario": "app classes",
    "notes": "G14 on x only (HorizontalPanGestureRecognizer); D1 off (delaysContentTouches false); C3",
    "root": { "id": "R", "controller": "VC", "subviews": [
      { "id": "S", "class": "PassthroughScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
        "delaysContentTouches": false, "on": { "scrollViewDidScroll": [ { "note": "scrolled" } ] },
        "subviews": [
          { "id": "card", "frame": [0, 100, 390, 200], "touches": "handle" },
          { "id": "stepper", "class": "StepperControl", "frame": [20, 400, 100, 44],
            "on": { "touchUpInside": [ { "note": "stepped" } ] } } ] } ] },
    "gestures": [ { "id": "hpan", "class": "HorizontalPanGestureRecognizer", "view": "card" } ],
    "touches": [
      { "finger": 1, "path": [[0, 100, 200], [40, 140, 202], [80, 180, 204], [120, 180, 204]] },
      { "finger": 2, "path": [[300, 60, 420], [380, 60, 420]] } ],
    "expect": { "sequence": [
      { "to": "card", "call": "touchesBegan", "t": 0 },
      { "to": "hpan", "call": "gestureState", "from": "possible", "state": "began", "t": 40 },
      { "to": "stepper", "call": "controlEvent", "event": "touchUpInside", "t": 380 } ] }
  }

  """
