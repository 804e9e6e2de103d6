/// The rows and labels of the marks in one lane.
///
/// Marks are taken in log order. A mark whose label repeats the label of an earlier mark
/// close by (further than a dot's width, nearer than the label's width) joins that mark's
/// series: a row of dots labelled once after its last dot, `moved #1 ×10`. Each series then
/// takes the first row where its dots and label fit (`RowPacker`), so marks at one time are
/// stacked and no label overprints another; a series that finds no row within `maxRows` is
/// drawn without its label in one more row, under the others, that holds only such dots.
struct LanePacking {
  /// Each mark's row.
  private(set) var rows: [Int]
  /// Each mark's label: on the last mark of a series that found a row, else nil.
  private(set) var labels: [String?]
  /// Where each label starts.
  private(set) var labelXs: [Double]
  /// How many rows the lane needs (at least 1).
  private(set) var rowCount = 1
  /// How many marks are drawn without a label.
  private(set) var unlabelled = 0
  /// The right end of the rightmost label.
  private(set) var rightmost = 0.0

  /// Packs marks at `xs` with labels `texts` (same count), in log order.
  init(xs: [Double], texts: [String], maxRows: Int) {
    let radius = TimelineLayout.markRadius
    rows = Array(repeating: 0, count: xs.count)
    labels = Array(repeating: nil, count: xs.count)
    labelXs = Array(repeating: 0, count: xs.count)
    var series: [(label: String, members: [Int], firstX: Double, lastX: Double)] = []
    var openSeries: [String: Int] = [:]
    for (mark, x) in xs.enumerated() {
      let text = texts[mark]
      if let open = openSeries[text], x - series[open].lastX >= 2 * radius,
        x - series[open].lastX <= TimelineLayout.textWidth(text) + 16
      {
        series[open].members.append(mark)
        series[open].lastX = x
      } else {
        openSeries[text] = series.count
        series.append((text, [mark], x, x))
      }
    }
    var packer = RowPacker(maxRows: maxRows)
    for item in series {
      let text = item.members.count > 1 ? "\(item.label) ×\(item.members.count)" : item.label
      let labelX = item.lastX + radius + 3
      let labelEnd = labelX + TimelineLayout.textWidth(text)
      let row: Int
      if let free = packer.place(start: item.firstX - radius - 1, end: labelEnd) {
        row = free
        let last = item.members[item.members.count - 1]
        labels[last] = text
        labelXs[last] = labelX
        rightmost = max(rightmost, labelEnd)
      } else {
        row = packer.maxRows
        unlabelled += item.members.count
      }
      for member in item.members { rows[member] = row }
    }
    rowCount = max(packer.rowCount + (unlabelled > 0 ? 1 : 0), 1)
  }
}
