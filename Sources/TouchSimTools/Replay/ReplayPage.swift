import TouchSim
import TouchSimScenario

/// `touchsim replay FILE -o run.html`: one self-contained, offline page that replays a run.
///
/// The page shows the screen at a cursor time (the view tree as a wireframe from the model's
/// frames, with content offsets, hidden and alpha applied; cells, controls, scroll views and
/// recognizers marked; the fingers and their paths; the view each touch is bound to, the
/// hit-test result, highlighted), the timeline's lanes with a cursor, the log with the records
/// at the cursor highlighted and each record's `why`, and at the cursor each recognizer's
/// state, each scroll view's offset and delayed-touches window and each touch's responder
/// chain; a scrubber, previous/next record, play at real speed or slowed, and `#t=150` links.
///
/// Everything drawn comes from what the model recorded during the run, embedded as JSON: the
/// records, the model's `Scene`s (taken before each record and after each event), the
/// touch samples the model was fed and its `ArbitrationFact`s. The script only draws them
/// and moves the cursor; it computes no UIKit behaviour. The same run gives the same bytes.
public struct ReplayPage {
  /// The title written above the page.
  public var title: String
  /// The run's records, in log order (with their `why`).
  public var records: [Record]
  /// The window's states (`SceneRecorder`), in run order.
  public var scenes: [Scene]
  /// Scenes the recorder did not keep (over its limit).
  public var droppedScenes: Int
  /// The finger strokes of the scenario.
  public var strokes: [Stroke]
  /// The scroll views' delayed-touches windows and pan crossings.
  public var facts: [ArbitrationFact]
  /// The caps of the timeline picture, and of the log (`maxLogLines`).
  public var limits: TimelineLimits

  /// Where the screen's top-left corner is on the page, in CSS px.
  public static let screenOrigin = (x: 16.0, y: 56.0)
  /// The largest screen drawing, in CSS px.
  public static let screenBox = (width: 480.0, height: 560.0)
  /// The finger's colour (a filled circle, radius `fingerRadius` px, at its location).
  public static let fingerColour = 0xE0_115F
  /// The fill of a view a live touch is bound to (the hit-test result).
  public static let highlightColour = 0xFF_D2_3F
  /// The finger circle's radius in px.
  public static let fingerRadius = 9.0

  /// The scale of the screen drawing for a window size: 1 px per pt at most, so that the
  /// window fits `screenBox`.
  public static func scale(for size: Size) -> Double {
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    return min(1, screenBox.width / width, screenBox.height / height)
  }

  /// A page of records, scenes, strokes and facts.
  public init(
    title: String, records: [Record], scenes: [Scene], droppedScenes: Int = 0, strokes: [Stroke] = [],
    facts: [ArbitrationFact] = [], limits: TimelineLimits = .standard
  ) {
    self.title = title
    self.records = records
    self.scenes = scenes
    self.droppedScenes = droppedScenes
    self.strokes = strokes
    self.facts = facts
    self.limits = limits
  }

  /// The page of a run replayed with its scenes kept (`ScenarioRun.runKeepingScenes`).
  public init(run: ScenarioRun, limits: TimelineLimits = .standard) {
    self.init(
      title: run.title, records: run.records, scenes: run.scenes, droppedScenes: run.droppedScenes,
      strokes: run.strokes, facts: run.facts, limits: limits)
  }

  /// The window's size, from the first scene.
  var windowSize: Size { scenes.first?.views.first?.frame.size ?? Size(width: 390, height: 844) }

  /// The page.
  public func html() -> String {
    let layout = TimelineLayout(title: title, records: records, strokes: strokes, facts: facts, limits: limits)
    let scale = Self.scale(for: windowSize)
    let width = (windowSize.width * scale).rounded()
    let height = (windowSize.height * scale).rounded()
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<title>" + XMLEscaping.escape("TouchSim replay: " + title) + "</title>\n"
    page += "<style>\n" + ReplayPageAssets.style + "</style>\n</head>\n<body>\n"
    page += "<h1>" + XMLEscaping.escape(title) + "</h1>\n"
    page += "<canvas id=\"screen\" width=\"\(Int(width))\" height=\"\(Int(height))\" style=\"left:"
    page +=
      SVGWriter.number(Self.screenOrigin.x) + "px;top:" + SVGWriter.number(Self.screenOrigin.y) + "px\"></canvas>\n"
    let sideLeft = Self.screenOrigin.x + width + 24
    page += "<div id=\"side\" style=\"left:" + SVGWriter.number(sideLeft) + "px;top:"
    page += SVGWriter.number(Self.screenOrigin.y) + "px\">\n" + ReplayPageAssets.controls + "</div>\n"
    let below = Self.screenOrigin.y + max(height, 420) + 16
    page += "<div id=\"below\" style=\"margin-top:" + SVGWriter.number(below) + "px\">\n"
    page += "<h2>Lanes</h2>\n<div class=\"picture\" id=\"lanes\">\n"
    page += TimelineSVG.render(layout, standalone: false) + "</div>\n"
    page += "<h2>Log <span class=\"note\">(records at the cursor highlighted; each with its why)</span></h2>\n"
    page += "<div id=\"log\"></div>\n</div>\n"
    page += "<script id=\"run-data\" type=\"application/json\">" + data(layout: layout, scale: scale) + "</script>\n"
    page += "<script>\n" + ReplayPageAssets.script + "</script>\n</body>\n</html>\n"
    return page
  }

  /// The run's facts as one JSON object (see `ReplayPageAssets.script` for how it is read).
  func data(layout: TimelineLayout, scale: Double) -> String {
    typealias J = ReplayJSON
    let shownRecords = records.prefix(max(limits.maxLogLines, 0))
    let recordValues = shownRecords.map { record in
      var plain = record
      plain.why = nil
      return J.object([
        "t": J.time(record.time), "to": J.string(record.receiver), "call": J.string(record.call.name),
        "line": J.string(TextRenderer.line(for: plain)), "why": J.optional(record.why?.text),
        "colour": J.string(record.call.family.colour),
      ])
    }
    let sceneValues = scenes.map(sceneJSON)
    let strokeValues = strokes.map { stroke in
      J.object([
        "finger": String(stroke.finger),
        "samples": J.array(stroke.samples().map { J.array([J.time($0.time), J.point($0.change.location)]) }),
      ])
    }
    var windows: [String] = []
    var crossings: [String] = []
    for fact in facts {
      switch fact {
      case .delayWindow(let scrollView, let start, let end, let outcome):
        windows.append(
          J.object([
            "scrollView": J.string(scrollView), "start": J.time(start), "end": J.time(end),
            "outcome": J.optional(outcome?.rawValue),
          ]))
      case .panLeftPossible(let recognizer, let time, let state, let pastHysteresis):
        crossings.append(
          J.object([
            "recognizer": J.string(recognizer), "t": J.time(time), "state": J.string(state.rawValue),
            "pastHysteresis": J.bool(pastHysteresis),
          ]))
      }
    }
    var end = records.last?.time ?? .zero
    for stroke in strokes { if let last = stroke.path.last?.time, last > end { end = last } }
    return J.object([
      "title": J.string(title),
      "window": J.point(Point(x: windowSize.width, y: windowSize.height)),
      "scale": J.number(scale),
      "finger": J.string(Self.hex(Self.fingerColour)),
      "highlight": J.string(Self.hex(Self.highlightColour)),
      "fingerRadius": J.number(Self.fingerRadius),
      "end": J.time(end),
      "records": J.array(recordValues),
      "recordCount": String(records.count),
      "scenes": J.array(sceneValues),
      "droppedScenes": String(droppedScenes),
      "strokes": J.array(strokeValues),
      "delayWindows": J.array(windows),
      "crossings": J.array(crossings),
      "lanes": J.object([
        "left": J.number(layout.scale.left), "pxPerMs": J.number(layout.scale.pixelsPerMillisecond),
        "top": J.number(layout.overlayTop), "bottom": J.number(layout.plotBottom),
      ]),
    ])
  }

  private func sceneJSON(_ scene: Scene) -> String {
    typealias J = ReplayJSON
    let views = scene.views.map { view in
      J.object([
        "name": J.string(view.name), "class": J.string(view.className), "kind": J.string(view.kind.rawValue),
        "parent": view.parent.map(String.init) ?? "null", "frame": J.rect(view.frame),
        "clip": view.clip.map(J.rect) ?? "null", "hidden": J.bool(view.isHidden), "alpha": J.number(view.alpha),
        "interaction": J.bool(view.isUserInteractionEnabled),
        "recognizers": J.array(view.recognizers.map(J.string)), "controller": J.optional(view.controller),
      ])
    }
    let recognizers = scene.recognizers.map { recognizer in
      J.object([
        "name": J.string(recognizer.name), "class": J.string(recognizer.className),
        "view": J.optional(recognizer.view), "state": J.string(recognizer.state.rawValue),
        "enabled": J.bool(recognizer.isEnabled), "fingers": J.array(recognizer.fingers.map(String.init)),
      ])
    }
    let scrollViews = scene.scrollViews.map { scroll in
      J.object([
        "name": J.string(scroll.name), "offset": J.point(scroll.contentOffset),
        "contentSize": J.point(Point(x: scroll.contentSize.width, y: scroll.contentSize.height)),
        "tracking": J.bool(scroll.isTracking), "dragging": J.bool(scroll.isDragging),
        "decelerating": J.bool(scroll.isDecelerating), "delaysContentTouches": J.bool(scroll.delaysContentTouches),
        "delayState": J.string(scroll.delayState.rawValue),
        "withheld": J.array(scroll.withheldFingers.map(String.init)),
      ])
    }
    let touches = scene.touches.map { touch in
      J.object([
        "finger": String(touch.finger), "at": J.point(touch.location), "phase": J.string(touch.phase.rawValue),
        "view": J.optional(touch.view), "chain": J.array(touch.responderChain.map(J.string)),
        "recognizers": J.array(touch.recognizers.map(J.string)), "beganWithheld": J.bool(touch.beganWithheld),
        "endedWithheld": J.bool(touch.endedWithheld),
      ])
    }
    return J.object([
      "t": J.time(scene.time), "n": String(scene.recordCount), "views": J.array(views),
      "recognizers": J.array(recognizers), "scrollViews": J.array(scrollViews), "touches": J.array(touches),
    ])
  }

  private static func hex(_ rgb: Int) -> String {
    let text = String(rgb, radix: 16)
    return "#" + String(repeating: "0", count: max(0, 6 - text.count)) + text
  }
}
