import TouchSim

/// Prints a `TimelineLayout` as SVG: a standalone file (`xmlns`, `viewBox`, `width` and
/// `height`), or the same `<svg>` element for embedding in the HTML page.
///
/// Structure, for tools and tests: one `<g class="lane" data-receiver="ID">` per receiver
/// holding its name and its marks; one `<g class="mark" data-r="N">` per drawn record (N is
/// the record's index in the log) with a `<title>` hover text (the record's log line, and
/// its `why` when present), a dot and, when there is room, a label; strokes in
/// `<g class="stroke">`, delayed-touches windows in `<g class="window">`, pan hysteresis
/// crossings in `<g class="crossing">`.
enum TimelineSVG {
  /// The font stack; the layout measures text as monospace.
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

  /// Hover feedback; plain presentation attributes carry everything else.
  static let style = """
    .mark:hover circle, .stroke-mark:hover { stroke: #000; stroke-width: 2; }
    .mark:hover text { font-weight: bold; }
    .crossing:hover line { stroke-width: 3; }
    """

  /// The picture as SVG text. `standalone` adds the XML declaration for an `.svg` file.
  static func render(_ layout: TimelineLayout, standalone: Bool) -> String {
    var svg = SVGWriter()
    if standalone { svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
    let width = layout.width.rounded(.up)
    let height = layout.height.rounded(.up)
    svg.open(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
        "viewBox": .string("0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"),
        "font-family": .string(fontFamily), "font-size": .number(TimelineLayout.labelFontSize), "role": "img",
        "aria-label": .string("TouchSim timeline: " + layout.title),
      ])
    svg.element("style", content: style)
    svg.element("rect", ["width": .number(width), "height": .number(height), "fill": "#ffffff"])
    svg.element(
      "text",
      [
        "x": .number(TimelineLayout.margin), "y": .number(layout.titleY),
        "font-size": .number(TimelineLayout.titleFontSize), "font-weight": "bold", "fill": "#222222",
      ], content: layout.title)
    svg.element(
      "text", ["x": .number(TimelineLayout.margin), "y": .number(layout.subtitleY), "fill": "#555555"],
      content: layout.subtitle)
    laneBackgrounds(layout, &svg)
    windows(layout, &svg)
    axis(layout, &svg)
    crossings(layout, &svg)
    strokes(layout, &svg)
    lanes(layout, &svg)
    legend(layout, &svg)
    svg.open("g", ["class": "notes", "fill": "#555555"])
    for note in layout.notes {
      svg.element("text", ["x": .number(TimelineLayout.margin), "y": .number(note.y)], content: note.text)
    }
    svg.close("g")
    svg.close("svg")
    return svg.text
  }

  private static func laneBackgrounds(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    let left = TimelineLayout.margin
    let width = layout.width - 2 * TimelineLayout.margin
    svg.open("g", ["class": "lane-backgrounds"])
    for (index, row) in layout.strokes.enumerated() {
      svg.element(
        "rect",
        [
          "x": .number(left), "y": .number(row.top), "width": .number(width),
          "height": .number(TimelineLayout.strokeRowHeight), "fill": index % 2 == 0 ? "#eef4fb" : "#e4eef8",
        ])
    }
    for (index, lane) in layout.lanes.enumerated() {
      svg.element(
        "rect",
        [
          "x": .number(left), "y": .number(lane.top), "width": .number(width), "height": .number(lane.height),
          "fill": index % 2 == 0 ? "#f6f6f6" : "#ffffff",
        ])
    }
    svg.element(
      "line",
      [
        "x1": .number(layout.scale.left), "y1": .number(layout.plotTop), "x2": .number(layout.scale.left),
        "y2": .number(layout.plotBottom), "stroke": "#bbbbbb",
      ])
    svg.close("g")
  }

  private static func windows(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    for window in layout.windows {
      svg.open("g", ["class": "window"])
      svg.title(window.hover)
      svg.element(
        "rect",
        [
          "x": .number(window.x1), "y": .number(layout.overlayTop), "width": .number(window.x2 - window.x1),
          "height": .number(layout.plotBottom - layout.overlayTop), "fill": "#ffd54f", "fill-opacity": 0.3,
          "stroke": "#e0a800", "stroke-opacity": 0.6,
        ])
      if let label = window.label {
        svg.element(
          "text", ["x": .number(window.labelX), "y": .number(window.labelY), "fill": "#7a5a00"], content: label)
      }
      svg.close("g")
    }
  }

  private static func axis(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    let scale = layout.scale
    let bottom = layout.plotBottom
    svg.open("g", ["class": "axis", "fill": "#444444"])
    svg.element(
      "text", ["x": .number(TimelineLayout.margin), "y": .number(layout.axisY - 6)], content: "t (ms)")
    for tick in scale.ticks {
      let x = scale.x(milliseconds: tick)
      let text = NumberFormat.fixed(tick, decimals: 3, trimmed: true)
      svg.element(
        "line",
        [
          "x1": .number(x), "y1": .number(layout.axisY - 3), "x2": .number(x), "y2": .number(bottom + 3),
          "stroke": "#d8d8d8", "stroke-width": 1,
        ])
      svg.element("text", ["x": .number(x), "y": .number(layout.axisY - 6), "text-anchor": "middle"], content: text)
      svg.element("text", ["x": .number(x), "y": .number(bottom + 16), "text-anchor": "middle"], content: text)
    }
    for y in [layout.axisY, bottom + 3] {
      svg.element(
        "line",
        [
          "x1": .number(scale.left), "y1": .number(y), "x2": .number(scale.left + scale.width), "y2": .number(y),
          "stroke": "#888888",
        ])
    }
    svg.close("g")
  }

  private static func crossings(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    for crossing in layout.crossings {
      svg.open("g", ["class": "crossing"])
      svg.title(crossing.hover)
      svg.element(
        "line",
        [
          "x1": .number(crossing.x), "y1": .number(layout.overlayTop), "x2": .number(crossing.x),
          "y2": .number(layout.plotBottom), "stroke": "#c2185b", "stroke-width": 1.5, "stroke-dasharray": "6 3",
        ])
      if let label = crossing.label {
        svg.element(
          "text", ["x": .number(crossing.labelX), "y": .number(crossing.labelY), "fill": "#c2185b"], content: label)
      }
      svg.close("g")
    }
  }

  private static func strokes(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    let blue = "#1f6fb4"
    for row in layout.strokes {
      let barY = row.top + 22
      svg.open("g", ["class": "stroke", "font-size": 10])
      svg.element(
        "text",
        [
          "x": .number(TimelineLayout.margin + 6), "y": .number(barY + 4),
          "font-size": .number(TimelineLayout.laneFontSize), "font-weight": "bold", "fill": "#222222",
        ], content: row.name)
      svg.element(
        "rect",
        [
          "x": .number(row.downX), "y": .number(barY - 4), "width": .number(max(row.endX - row.downX, 1)),
          "height": 8, "fill": "#bcd6f0", "stroke": .string(blue), "stroke-width": 0.5,
        ])
      for tick in row.ticks {
        svg.open("g", ["class": "stroke-mark"])
        svg.title(tick.hover)
        svg.element(
          "line",
          [
            "x1": .number(tick.x), "y1": .number(barY - 6), "x2": .number(tick.x), "y2": .number(barY + 6),
            "stroke": .string(blue), "stroke-width": 1.5,
          ])
        svg.close("g")
      }
      svg.open("g", ["class": "stroke-mark"])
      svg.title(row.downHover)
      svg.element("circle", ["cx": .number(row.downX), "cy": .number(barY), "r": 5, "fill": .string(blue)])
      svg.element(
        "text", ["x": .number(row.downX - 3), "y": .number(row.top + 10), "fill": .string(blue)], content: "down")
      svg.close("g")
      if let ten = row.tenPoint {
        svg.open("g", ["class": "stroke-mark"])
        svg.title(ten.hover)
        svg.element(
          "path",
          [
            "d": .string(
              "M\(SVGWriter.number(ten.x)) \(SVGWriter.number(barY - 6))l4 -5h-8z"),
            "fill": "#c2185b",
          ])
        svg.element(
          "text", ["x": .number(ten.labelX), "y": .number(row.top + 8), "fill": "#c2185b"], content: "≥10 pt")
        svg.close("g")
      }
      let endColour = row.cancelled ? "#d62728" : blue
      svg.open("g", ["class": "stroke-mark"])
      svg.title(row.endHover)
      svg.element(
        "rect",
        ["x": .number(row.endX - 4.5), "y": .number(barY - 4.5), "width": 9, "height": 9, "fill": .string(endColour)])
      svg.element(
        "text", ["x": .number(row.endX + 8), "y": .number(barY + 4), "fill": .string(endColour)],
        content: row.cancelled ? "cancelled" : "up")
      svg.close("g")
      svg.close("g")
    }
  }

  private static func lanes(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    var marksByLane: [[Int]] = Array(repeating: [], count: layout.lanes.count)
    for (index, mark) in layout.marks.enumerated() { marksByLane[mark.lane].append(index) }
    for (index, lane) in layout.lanes.enumerated() {
      svg.open("g", ["class": "lane", "data-receiver": .string(lane.receiver)])
      svg.open("g", ["class": "lane-name"])
      if lane.name != lane.receiver { svg.title(lane.receiver) }
      svg.element(
        "text",
        [
          "x": .number(TimelineLayout.margin + 6), "y": .number(lane.top + TimelineLayout.lanePadding / 2 + 12),
          "font-size": .number(TimelineLayout.laneFontSize), "font-weight": "bold", "fill": "#222222",
        ], content: lane.name)
      svg.close("g")
      for markIndex in marksByLane[index] {
        let mark = layout.marks[markIndex]
        svg.open("g", ["class": "mark", "data-r": .number(Double(mark.record))])
        svg.title(mark.hover)
        svg.element(
          "circle",
          [
            "cx": .number(mark.x), "cy": .number(mark.y), "r": .number(TimelineLayout.markRadius),
            "fill": .string(mark.family.colour), "stroke": "#ffffff", "stroke-width": 0.8,
          ])
        if let label = mark.label {
          svg.element("text", ["x": .number(mark.labelX), "y": .number(mark.y + 4), "fill": "#222222"], content: label)
        }
        svg.close("g")
      }
      svg.close("g")
    }
  }

  private static func legend(_ layout: TimelineLayout, _ svg: inout SVGWriter) {
    svg.open("g", ["class": "legend", "fill": "#333333"])
    for item in layout.legend {
      let x = item.x
      let y = item.y
      switch item.swatch {
      case .family(let family):
        svg.element("circle", ["cx": .number(x + 6), "cy": .number(y - 4), "r": 5, "fill": .string(family.colour)])
      case .stroke:
        svg.element(
          "rect",
          ["x": .number(x), "y": .number(y - 8), "width": 16, "height": 8, "fill": "#bcd6f0", "stroke": "#1f6fb4"])
      case .window:
        svg.element(
          "rect",
          [
            "x": .number(x), "y": .number(y - 11), "width": 16, "height": 14, "fill": "#ffd54f", "fill-opacity": 0.3,
            "stroke": "#e0a800",
          ])
      case .crossing:
        svg.element(
          "line",
          [
            "x1": .number(x + 8), "y1": .number(y - 12), "x2": .number(x + 8), "y2": .number(y + 4),
            "stroke": "#c2185b", "stroke-width": 1.5, "stroke-dasharray": "6 3",
          ])
      }
      svg.element("text", ["x": .number(x + 22), "y": .number(y)], content: item.text)
    }
    svg.close("g")
  }
}
