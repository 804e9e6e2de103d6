/// Packs horizontal extents into rows, first fit: each extent goes into the first row
/// where it does not overlap what is already there. Used for mark labels in a lane and for
/// the labels of shaded windows, so text never overprints text.
struct RowPacker {
  /// The right end of what each row holds so far.
  private(set) var rowEnds: [Double] = []
  /// The most rows to open.
  let maxRows: Int
  /// The least space between two extents in a row.
  let gap: Double

  init(maxRows: Int, gap: Double = 6) {
    self.maxRows = max(maxRows, 1)
    self.gap = gap
  }

  /// The row for `start...end`, or nil when every allowed row is taken there.
  mutating func place(start: Double, end: Double) -> Int? {
    for (row, rowEnd) in rowEnds.enumerated() where rowEnd + gap <= start {
      rowEnds[row] = end
      return row
    }
    guard rowEnds.count < maxRows else { return nil }
    rowEnds.append(end)
    return rowEnds.count - 1
  }

  /// How many rows are in use.
  var rowCount: Int { rowEnds.count }
}
