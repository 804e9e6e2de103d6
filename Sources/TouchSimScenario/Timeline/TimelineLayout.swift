import TouchSim

/// The geometry of a timeline picture: every lane, mark, stroke bar, shaded window and label
/// with its position, computed once so that `TimelineSVG` only prints it.
///
/// Lanes are the receivers in order of first appearance; a record is a dot in its lane at
/// its time. Marks that share a time go to different rows of the lane; repeats of one label
/// close together in a lane (`moved #1` every 16.667 ms) form a series: a row of dots
/// labelled once after its last dot (`moved #1 ×10`). Labels never overprint each other: a
/// mark that finds no free row within `TimelineLimits.maxRowsPerLane` is drawn unlabelled.
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
    if let why = record.why { text += "\nwhy: " + why }
    return XMLEscaping.truncated(text, to: limit)
  }

  /// Lays out a run.
  init(title: String, records: [Record], strokes: [Stroke], limits: TimelineLimits) {
    let label = { (text: String) in XMLEscaping.truncated(text, to: limits.maxLabelCharacters) }

    // Which records get a mark, and the lanes (receivers in order of first appearance).
    var laneIndex: [String: Int] = [:]
    var receivers: [String] = []
    var drawn: [(record: Int, lane: Int)] = []
    var overMarks = 0
    var overLanes = 0
    var hiddenReceivers: Set<String> = []
    for (index, record) in records.enumerated() {
      guard drawn.count < limits.maxMarks else {
        overMarks += 1
        continue
      }
      if let lane = laneIndex[record.receiver] {
        drawn.append((index, lane))
      } else if receivers.count < limits.maxLanes {
        laneIndex[record.receiver] = receivers.count
        drawn.append((index, receivers.count))
        receivers.append(record.receiver)
      } else {
        overLanes += 1
        hiddenReceivers.insert(record.receiver)
      }
    }

    let tracks = strokes.map(StrokeTrack.init)
    let shownTracks = Array(tracks.prefix(max(limits.maxStrokes, 0)))
    let laneNames = receivers.map(label)
    let strokeNames = shownTracks.map { "finger \($0.finger)" }
    let nameWidth = (laneNames + strokeNames).map { Self.textWidth($0, size: Self.laneFontSize) }.max() ?? 0
    let plotLeft = Self.margin + max(nameWidth + 20, 90)
    var end = records.map(\.time).max() ?? .zero
    if let lastLift = tracks.map(\.end).max(), lastLift > end { end = lastLift }
    scale = TimeScale(left: plotLeft, end: end, maxWidth: limits.maxPlotWidth)
    var rightmost = scale.left + scale.width

    // Marks: series and rows per lane (x only; y once the lanes' heights are known).
    var laneMarks: [[Int]] = Array(repeating: [], count: receivers.count)
    for (position, item) in drawn.enumerated() { laneMarks[item.lane].append(position) }
    var markRow: [Int] = Array(repeating: 0, count: drawn.count)
    var markLabel: [String?] = Array(repeating: nil, count: drawn.count)
    var markLabelX: [Double] = Array(repeating: 0, count: drawn.count)
    var laneRows: [Int] = Array(repeating: 1, count: receivers.count)
    var unlabelled = 0
    for lane in receivers.indices {
      var series: [(label: String, members: [Int], firstX: Double, lastX: Double)] = []
      var openSeries: [String: Int] = [:]
      for position in laneMarks[lane] {
        let record = records[drawn[position].record]
        let x = scale.x(record.time)
        let text = MarkLabel.text(for: record.call, nameLimit: limits.maxLabelCharacters)
        if let open = openSeries[text], x - series[open].lastX >= 2 * Self.markRadius,
          x - series[open].lastX <= Self.textWidth(text) + 16
        {
          series[open].members.append(position)
          series[open].lastX = x
        } else {
          openSeries[text] = series.count
          series.append((text, [position], x, x))
        }
      }
      var packer = RowPacker(maxRows: limits.maxRowsPerLane)
      for item in series {
        let text = item.members.count > 1 ? "\(item.label) ×\(item.members.count)" : item.label
        let labelX = item.lastX + Self.markRadius + 3
        let labelEnd = labelX + Self.textWidth(text)
        let row: Int
        if let free = packer.place(start: item.firstX - Self.markRadius - 1, end: labelEnd) {
          row = free
          markLabel[item.members[item.members.count - 1]] = text
          markLabelX[item.members[item.members.count - 1]] = labelX
          rightmost = max(rightmost, labelEnd)
        } else {
          row = packer.placeCrowded(end: item.lastX + Self.markRadius)
          unlabelled += item.members.count
        }
        for member in item.members { markRow[member] = row }
      }
      laneRows[lane] = max(packer.rowCount, 1)
    }

    // Shaded windows and crossings, with their labels packed into rows above the plot.
    let spans = ArbitrationSpans(records: records, tracks: tracks)
    var overlayLabels: [(x: Double, width: Double, window: Int?, crossing: Int?)] = []
    for (index, window) in spans.windows.enumerated() {
      let duration = NumberFormat.millisecondsTrimmed(SimTime(microseconds: (window.end - window.start).microseconds))
      let text = window.outcome == nil
        ? "\(label(window.scrollView)): touches withheld \(duration) ms, dropped when the pan began (D5)"
        : "\(label(window.scrollView)): touchesBegan withheld \(duration) ms (D1–D4)"
      let how = window.outcome.map { "\(window.scrollView).delay went possible → \($0.rawValue)" }
        ?? "\(window.scrollView).pan began, so the withheld touches were dropped (D5)"
      let hover = "Delayed-touches window of \(window.scrollView): from the touch-down at \(window.start) ms, "
        + "content touchesBegan is withheld until \(window.end) ms, when \(how). (D1–D5)"
      windows.append(
        Window(
          x1: scale.x(window.start), x2: scale.x(window.end), label: text, labelX: scale.x(window.start) + 3,
          labelY: 0, hover: XMLEscaping.truncated(hover, to: limits.maxHoverCharacters)))
      overlayLabels.append((scale.x(window.start) + 3, Self.textWidth(text), index, nil))
    }
    for (index, crossing) in spans.crossings.enumerated() {
      let state = crossing.state.rawValue
      let text = "\(label(crossing.recognizer)) possible→\(state)" + (crossing.pastTenPoints ? " at 10 pt" : "")
      var hover = "\(crossing.recognizer) left possible for \(state) at \(crossing.time) ms"
      if crossing.pastTenPoints {
        hover += ": the finger had moved at least 10 pt from its touch-down along an axis (hysteresis, G14, P1)"
      }
      hover += crossing.state == .began
        ? "; dragging starts (P3)." : "; this pan does not drag for the rest of the touch sequence (K5, P2)."
      let x = scale.x(crossing.time)
      crossings.append(
        Crossing(
          x: x, label: text, labelX: x + 3, labelY: 0,
          hover: XMLEscaping.truncated(hover, to: limits.maxHoverCharacters)))
      overlayLabels.append((x + 3, Self.textWidth(text), nil, index))
    }
    overlayLabels.sort { $0.x < $1.x }
    var overlayPacker = RowPacker(maxRows: 4)
    var overlayRowOf: [(window: Int?, crossing: Int?, row: Int?)] = []
    var hiddenOverlayLabels = 0
    for item in overlayLabels {
      let row = overlayPacker.place(start: item.x, end: item.x + item.width)
      if row == nil { hiddenOverlayLabels += 1 } else { rightmost = max(rightmost, item.x + item.width) }
      overlayRowOf.append((item.window, item.crossing, row))
    }

    // Vertical layout.
    titleY = Self.margin + 14
    subtitleY = titleY + 18
    axisY = subtitleY + 28
    overlayTop = axisY + 4
    for item in overlayRowOf {
      let y = overlayTop + 11 + Double(item.row ?? 0) * Self.overlayRowHeight
      if let window = item.window {
        windows[window].labelY = y
        if item.row == nil { windows[window].label = nil }
      }
      if let crossing = item.crossing {
        crossings[crossing].labelY = y
        if item.row == nil { crossings[crossing].label = nil }
      }
    }
    plotTop = overlayTop + Double(overlayPacker.rowCount) * Self.overlayRowHeight + 4
    var y = plotTop

    // Stroke rows.
    var ticksLeft = max(limits.maxStrokeTicks, 0)
    var hiddenTicks = 0
    for (track, name) in zip(shownTracks, strokeNames) {
      let finger = "finger \(track.finger)"
      let first = track.samples.first
      let last = track.samples.last
      var ticks: [(x: Double, hover: String)] = []
      for sample in track.samples.dropFirst().dropLast() {
        guard ticksLeft > 0 else {
          hiddenTicks += 1
          continue
        }
        ticksLeft -= 1
        let hover = "\(finger) moved at \(sample.time) ms to \(Self.point(sample.change.location))"
        ticks.append((scale.x(sample.time), hover))
      }
      let ending = track.isCancelled ? "cancelled (system)" : "up"
      var row = StrokeRow(
        name: name, top: y, downX: scale.x(track.down), endX: scale.x(track.end), cancelled: track.isCancelled,
        downHover: "\(finger) down at \(track.down) ms at \(first.map { Self.point($0.change.location) } ?? "")",
        endHover: "\(finger) \(ending) at \(track.end) ms at \(last.map { Self.point($0.change.location) } ?? "")",
        ticks: ticks, tenPoint: nil)
      if let ten = track.tenPointTime {
        let x = scale.x(ten)
        let downLabelEnd = row.downX - 3 + Self.textWidth("down", size: 10)
        row.tenPoint = (
          x, max(x + 6, downLabelEnd + 6),
          "\(finger) is 10 pt from its touch-down along an axis at \(ten) ms (pan hysteresis, G14, P1)"
        )
      }
      rightmost = max(rightmost, row.endX + 10 + Self.textWidth(ending == "up" ? "up" : "cancelled", size: 10))
      self.strokes.append(row)
      y += Self.strokeRowHeight
    }

    // Lanes and the marks' final positions.
    for (lane, receiver) in receivers.enumerated() {
      let height = Double(laneRows[lane]) * Self.rowHeight + Self.lanePadding
      lanes.append(Lane(receiver: receiver, name: laneNames[lane], top: y, height: height))
      y += height
    }
    for (position, item) in drawn.enumerated() {
      let record = records[item.record]
      let lane = lanes[item.lane]
      marks.append(
        Mark(
          record: item.record, lane: item.lane, x: scale.x(record.time),
          y: lane.top + Self.lanePadding / 2 + (Double(markRow[position]) + 0.5) * Self.rowHeight,
          family: CallFamily(callName: record.call.name), label: markLabel[position], labelX: markLabelX[position],
          hover: Self.hover(for: record, limit: limits.maxHoverCharacters)))
    }
    plotBottom = max(y, plotTop + 20)

    // Legend and notes under the bottom axis.
    width = max(rightmost + Self.margin + 8, 640)
    var legendX = Self.margin
    var legendY = plotBottom + 44
    func addLegend(_ swatch: LegendItem.Swatch, _ text: String) {
      let itemWidth = 22 + Self.textWidth(text) + 18
      if legendX + itemWidth > width - Self.margin && legendX > Self.margin {
        legendX = Self.margin
        legendY += 18
      }
      legend.append(LegendItem(swatch: swatch, text: text, x: legendX, y: legendY))
      legendX += itemWidth
    }
    let families = Set(marks.map(\.family))
    for family in CallFamily.allCases where families.contains(family) { addLegend(.family(family), family.legend) }
    if !self.strokes.isEmpty { addLegend(.stroke, "finger stroke: down, moves, up") }
    if !windows.isEmpty { addLegend(.window, "delayed-touches window (D1–D5)") }
    if !crossings.isEmpty { addLegend(.crossing, "pan leaves possible (10 pt hysteresis, G14)") }

    var noteTexts = ["Hover a mark for its log line and, with explain, its why."]
    if records.isEmpty { noteTexts.append("The run logged no callbacks.") }
    if overMarks > 0 {
      noteTexts.append("Cap: at most \(limits.maxMarks) marks; the \(overMarks) records after that are not drawn.")
    }
    if overLanes > 0 {
      noteTexts.append(
        "Cap: \(overLanes) records of \(hiddenReceivers.count) receivers beyond the first \(limits.maxLanes) lanes "
          + "are not drawn.")
    }
    if tracks.count > shownTracks.count {
      noteTexts.append("Cap: the first \(shownTracks.count) of \(tracks.count) strokes are drawn.")
    }
    if hiddenTicks > 0 {
      noteTexts.append("Cap: \(hiddenTicks) move samples are not drawn as ticks (at most \(limits.maxStrokeTicks)).")
    }
    if unlabelled > 0 {
      noteTexts.append(
        "\(unlabelled) marks are unlabelled where labels would need more than \(limits.maxRowsPerLane) rows; "
          + "hover them.")
    }
    if hiddenOverlayLabels > 0 {
      noteTexts.append("\(hiddenOverlayLabels) window or crossing labels are left out where crowded; hover them.")
    }
    var noteY = legendY + (legend.isEmpty ? 0 : 22)
    for text in noteTexts {
      notes.append((text: text, y: noteY))
      width = max(width, Self.margin * 2 + Self.textWidth(text))
      noteY += 16
    }
    height = noteY + Self.margin

    width = max(width, min(Self.margin * 2 + Self.textWidth(title, size: Self.titleFontSize), 1400))
    let titleCharacters = max(Int((width - 2 * Self.margin) / (0.6 * Self.titleFontSize)), 10)
    self.title = XMLEscaping.truncated(title, to: titleCharacters)
    let span = "0–\(NumberFormat.millisecondsTrimmed(end)) ms"
    subtitle = "touchsim timeline · " + Self.count(records.count, "record") + " · "
      + Self.count(receivers.count, "receiver") + " · " + Self.count(tracks.count, "stroke") + " · " + span
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
