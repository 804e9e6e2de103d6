import TouchSim
import TouchSimScenario

/// The geometry of a timeline picture: every lane, mark, stroke bar, shaded window and label
/// with its position, computed once so that `TimelineSVG` only prints it.
///
/// Lanes are the receivers in order of first appearance; a record is a dot in its lane at
/// its time. Marks that share a time go to different rows of the lane; repeats of one label
/// close together in a lane (`moved #1` every 16.667 ms) form a series: a row of dots
/// labelled once after its last dot (`moved #1 ×10`). Labels never overprint each other: a
/// mark that finds no free row within `TimelineLimits.maxRowsPerLane` is drawn unlabelled in
/// an extra row of the lane.
struct TimelineLayout {
  /// A receiver's lane.
  struct Lane {
    var receiver: String
    var name: String
    var top: Double
    var height: Double
  }

  /// One record's mark.
  struct Mark {
    /// The record's index in the log (`data-r`, and the HTML log line `r<index>`).
    var record: Int
    var lane: Int
    var x: Double
    var y: Double
    var family: CallFamily
    /// The label, on the series' last mark only; nil for the other marks of a series and
    /// for crowded marks.
    var label: String?
    var labelX: Double
    var hover: String
  }

  /// A stroke's bar and its phases.
  struct StrokeRow {
    var name: String
    var top: Double
    var downX: Double
    var endX: Double
    var cancelled: Bool
    var downHover: String
    var endHover: String
    var ticks: [(x: Double, hover: String)]
    var tenPoint: (x: Double, labelX: Double, hover: String)?
  }

  /// A shaded delayed-touches window.
  struct Window {
    var x1: Double
    var x2: Double
    var label: String?
    var labelX: Double
    var labelY: Double
    var hover: String
  }

  /// A pan's hysteresis crossing, drawn as a dashed line.
  struct Crossing {
    var x: Double
    var label: String?
    var labelX: Double
    var labelY: Double
    var hover: String
  }

  /// A legend entry.
  struct LegendItem {
    enum Swatch: Equatable {
      case family(CallFamily)
      case stroke
      case window
      case crossing
    }
    var swatch: Swatch
    var text: String
    var x: Double
    var y: Double
  }

  // Geometry constants (px). Text is monospace: 0.6 em per character.
  static let margin = 12.0
  static let rowHeight = 16.0
  static let lanePadding = 8.0
  static let strokeRowHeight = 34.0
  static let overlayRowHeight = 14.0
  static let markRadius = 4.0
  static let labelFontSize = 11.0
  static let laneFontSize = 12.0
  static let titleFontSize = 15.0

  var title = ""
  var subtitle = ""
  var width = 0.0
  var height = 0.0
  var scale: TimeScale
  var titleY = 0.0
  var subtitleY = 0.0
  var axisY = 0.0
  var overlayTop = 0.0
  var plotTop = 0.0
  var plotBottom = 0.0
  var lanes: [Lane] = []
  var marks: [Mark] = []
  var strokes: [StrokeRow] = []
  var windows: [Window] = []
  var crossings: [Crossing] = []
  var legend: [LegendItem] = []
  var notes: [(text: String, y: Double)] = []
  /// The right end of everything drawn so far (labels run past the axis).
  var rightmost = 0.0

  /// The width of `text` in px at a font size, counting wide (CJK, emoji) characters twice.
  static func textWidth(_ text: String, size: Double = labelFontSize) -> Double {
    var units = 0.0
    for scalar in text.unicodeScalars { units += scalar.value >= 0x2E80 ? 2 : 1 }
    return units * 0.6 * size
  }

  /// A record's hover text: its text-log line, and its `why` on a second line.
  static func hover(for record: Record, limit: Int) -> String {
    var plain = record
    plain.why = nil
    var text = String(TextRenderer.line(for: plain).drop { $0 == " " })
    if let why = record.why { text += "\nwhy: " + why.text }
    return XMLEscaping.truncated(text, to: limit)
  }

  /// Lays out a run.
  init(title: String, records: [Record], strokes: [Stroke], facts: [ArbitrationFact], limits: TimelineLimits) {
    let selection = MarkSelection(records, limits: limits)
    let receivers = selection.receivers
    let tracks = strokes.map(StrokeTrack.init)
    let shownTracks = Array(tracks.prefix(max(limits.maxStrokes, 0)))
    let laneNames = receivers.map { XMLEscaping.truncated($0, to: limits.maxLabelCharacters) }
    let names = laneNames + shownTracks.map { "finger \($0.finger)" }
    let nameWidth = names.map { Self.textWidth($0, size: Self.laneFontSize) }.max() ?? 0
    var end = records.map(\.time).max() ?? .zero
    if let lastLift = tracks.map(\.end).max(), lastLift > end { end = lastLift }
    scale = TimeScale(left: Self.margin + max(nameWidth + 20, 90), end: end, maxWidth: limits.maxPlotWidth)
    rightmost = scale.left + scale.width

    // Rows and labels of the marks, lane by lane (x only: y once the lanes' heights are known).
    var byLane: [[Int]] = Array(repeating: [], count: receivers.count)
    for (position, item) in selection.drawn.enumerated() { byLane[item.lane].append(position) }
    var packings: [LanePacking] = []
    var place: [(lane: Int, index: Int)] = Array(repeating: (0, 0), count: selection.drawn.count)
    for positions in byLane {
      let calls = positions.map { records[selection.drawn[$0].record] }
      let packing = LanePacking(
        xs: calls.map { scale.x($0.time) },
        texts: calls.map { MarkLabel.text(for: $0.call, nameLimit: limits.maxLabelCharacters) },
        maxRows: limits.maxRowsPerLane)
      for (index, position) in positions.enumerated() { place[position] = (packings.count, index) }
      rightmost = max(rightmost, packing.rightmost)
      packings.append(packing)
    }

    // From the top: title, axis, window and crossing labels, strokes, lanes.
    titleY = Self.margin + 14
    subtitleY = titleY + 18
    axisY = subtitleY + 28
    overlayTop = axisY + 4
    let overlays = layOutOverlays(ArbitrationSpans(facts: facts), limits: limits)
    plotTop = overlayTop + Double(overlays.rows) * Self.overlayRowHeight + 4
    let strokeRows = layOutStrokes(shownTracks, top: plotTop, limits: limits)
    var y = strokeRows.bottom
    for (lane, receiver) in receivers.enumerated() {
      let height = Double(packings[lane].rowCount) * Self.rowHeight + Self.lanePadding
      lanes.append(Lane(receiver: receiver, name: laneNames[lane], top: y, height: height))
      y += height
    }
    plotBottom = max(y, plotTop + 20)
    for (position, item) in selection.drawn.enumerated() {
      let record = records[item.record]
      let packing = packings[place[position].lane]
      let index = place[position].index
      marks.append(
        Mark(
          record: item.record, lane: item.lane, x: scale.x(record.time),
          y: lanes[item.lane].top + Self.lanePadding / 2 + (Double(packing.rows[index]) + 0.5) * Self.rowHeight,
          family: record.call.family, label: packing.labels[index],
          labelX: packing.labelXs[index], hover: Self.hover(for: record, limit: limits.maxHoverCharacters)))
    }

    var notes = ["Hover a mark for its log line and, with explain, its why."]
    if records.isEmpty { notes.append("The run logged no callbacks.") }
    if selection.overMarks > 0, let last = selection.drawn.last.map({ records[$0.record].time }) {
      notes.append(
        "Cap: at most \(limits.maxMarks) marks (up to \(NumberFormat.millisecondsTrimmed(last)) ms); "
          + "the \(selection.overMarks) records after that are not drawn.")
    }
    if selection.overLanes > 0 {
      notes.append(
        "Cap: \(selection.overLanes) records of \(selection.hiddenReceivers) receivers beyond the first "
          + "\(limits.maxLanes) lanes are not drawn.")
    }
    if tracks.count > shownTracks.count {
      notes.append("Cap: the first \(shownTracks.count) of \(tracks.count) strokes are drawn.")
    }
    if overlays.overWindows > 0 {
      notes.append(
        "Cap: the first \(limits.maxSpans) of \(limits.maxSpans + overlays.overWindows) delayed-touches windows "
          + "are shaded.")
    }
    if overlays.overCrossings > 0 {
      notes.append(
        "Cap: the first \(limits.maxSpans) of \(limits.maxSpans + overlays.overCrossings) pan crossings are marked.")
    }
    if strokeRows.hiddenTicks > 0 {
      notes.append(
        "Cap: \(strokeRows.hiddenTicks) move samples are not drawn as ticks (at most \(limits.maxStrokeTicks)).")
    }
    let unlabelled = packings.reduce(0) { $0 + $1.unlabelled }
    if unlabelled > 0 {
      notes.append(
        "\(unlabelled) marks are unlabelled where labels would need more than \(limits.maxRowsPerLane) rows; "
          + "hover them.")
    }
    if overlays.hidden > 0 {
      notes.append("\(overlays.hidden) window or crossing labels are left out where crowded; hover them.")
    }
    layOutLegendAndNotes(notes)

    width = max(width, min(Self.margin * 2 + Self.textWidth(title, size: Self.titleFontSize), 1400))
    let titleCharacters = max(Int((width - 2 * Self.margin) / (0.6 * Self.titleFontSize)), 10)
    self.title = XMLEscaping.truncated(title, to: titleCharacters)
    subtitle =
      "touchsim timeline · " + Self.count(records.count, "record") + " · "
      + Self.count(receivers.count, "receiver") + " · " + Self.count(tracks.count, "stroke") + " · "
      + "0–\(NumberFormat.millisecondsTrimmed(end)) ms"
  }

  /// `1 record`, `41 records`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }

  /// A point as the log writes it: `(195.0, 330.0)`.
  static func point(_ point: Point) -> String {
    "(" + NumberFormat.fixed(point.x, decimals: 1) + ", " + NumberFormat.fixed(point.y, decimals: 1) + ")"
  }
}
