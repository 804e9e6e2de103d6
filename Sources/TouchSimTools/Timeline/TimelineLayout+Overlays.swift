import TouchSimScenario

extension TimelineLayout {
  /// Lays out the shaded delayed-touches windows and the pans' crossing lines (at most
  /// `maxSpans` of each), with their labels packed into at most four rows from `overlayTop`;
  /// returns the rows used, how many labels found no row (those are left out; the hover text
  /// remains), and how many windows and crossings the cap left out.
  mutating func layOutOverlays(
    _ spans: ArbitrationSpans, limits: TimelineLimits
  ) -> (rows: Int, hidden: Int, overWindows: Int, overCrossings: Int) {
    let cap = max(limits.maxSpans, 0)
    var labels: [(x: Double, width: Double, window: Int?, crossing: Int?)] = []
    for window in spans.windows.prefix(cap) {
      let text = window.label(nameLimit: limits.maxLabelCharacters)
      let x1 = scale.x(window.start)
      labels.append((x1 + 3, Self.textWidth(text), windows.count, nil))
      windows.append(
        Window(
          x1: x1, x2: scale.x(window.end), label: text, labelX: x1 + 3, labelY: 0,
          hover: XMLEscaping.truncated(window.hover, to: limits.maxHoverCharacters)))
    }
    for crossing in spans.crossings.prefix(cap) {
      let text = crossing.label(nameLimit: limits.maxLabelCharacters)
      let x = scale.x(crossing.time)
      labels.append((x + 3, Self.textWidth(text), nil, crossings.count))
      crossings.append(
        Crossing(
          x: x, label: text, labelX: x + 3, labelY: 0,
          hover: XMLEscaping.truncated(crossing.hover, to: limits.maxHoverCharacters)))
    }
    let order = labels.indices.sorted { (labels[$0].x, $0) < (labels[$1].x, $1) }
    var packer = RowPacker(maxRows: 4)
    var hidden = 0
    for index in order {
      let item = labels[index]
      let row = packer.place(start: item.x, end: item.x + item.width)
      if row == nil { hidden += 1 } else { rightmost = max(rightmost, item.x + item.width) }
      let y = overlayTop + 11 + Double(row ?? 0) * Self.overlayRowHeight
      if let window = item.window {
        windows[window].labelY = y
        if row == nil { windows[window].label = nil }
      }
      if let crossing = item.crossing {
        crossings[crossing].labelY = y
        if row == nil { crossings[crossing].label = nil }
      }
    }
    return (
      packer.rowCount, hidden, max(spans.windows.count - cap, 0), max(spans.crossings.count - cap, 0)
    )
  }
}
