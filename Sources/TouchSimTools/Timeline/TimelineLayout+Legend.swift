import TouchSim

extension TimelineLayout {
  /// Lays out the legend (the families drawn, then strokes, windows and crossings when
  /// present) in rows under the bottom axis, then the notes (one line each), and sets the
  /// picture's size.
  mutating func layOutLegendAndNotes(_ noteTexts: [String]) {
    width = max(rightmost + Self.margin + 8, 640)
    var x = Self.margin
    var y = plotBottom + 44
    func add(_ swatch: LegendItem.Swatch, _ text: String) {
      let itemWidth = 22 + Self.textWidth(text) + 18
      if x + itemWidth > width - Self.margin && x > Self.margin {
        x = Self.margin
        y += 18
      }
      legend.append(LegendItem(swatch: swatch, text: text, x: x, y: y))
      x += itemWidth
    }
    let families = Set(marks.map(\.family))
    for family in CallFamily.allCases where families.contains(family) { add(.family(family), family.legend) }
    if !strokes.isEmpty { add(.stroke, "finger stroke: down, moves, up") }
    if !windows.isEmpty { add(.window, "delayed-touches window (D1–D5)") }
    if !crossings.isEmpty { add(.crossing, "pan leaves possible (10 pt hysteresis, G14)") }

    var noteY = y + (legend.isEmpty ? 0 : 22)
    for text in noteTexts {
      notes.append((text: text, y: noteY))
      width = max(width, Self.margin * 2 + Self.textWidth(text))
      noteY += 16
    }
    height = noteY + Self.margin
  }
}
